import Foundation

/// One screen of a navigation stack: its identity, its content, how it is dismissed and its bar's model.
struct NavigationScreenEntry: Identifiable {
    let id: AnyHashable
    let content: AnyView
    let dismiss: DismissAction
    let screen: NavigationScreenModel
}

/// Works out the screens a navigation stack shows: the root, one per path value, the screens pushed by
/// view links, then the presented destinations.
enum NavigationScreenList {
    static func make(root: AnyView, values: [AnyHashable], model: NavigationModel, rootDismiss: DismissAction) -> [NavigationScreenEntry] {
        var entries = [NavigationScreenEntry(id: "root", content: root, dismiss: rootDismiss, screen: model.screenModel(for: "root"))]
        for (index, value) in values.enumerated() {
            let id = AnyHashable([AnyHashable("path"), AnyHashable(index), value])
            entries.append(NavigationScreenEntry(
                id: id, content: AnyView(NavigationDestinationLookup(value: value)),
                dismiss: DismissAction(action: { model.pop(toPathCount: index) }), screen: model.screenModel(for: id)))
        }
        for (index, push) in model.viewPushes.enumerated() {
            let id = AnyHashable([AnyHashable("push"), AnyHashable(push.id)])
            entries.append(NavigationScreenEntry(
                id: id, content: push.view,
                dismiss: DismissAction(action: { model.pop(toViewPushes: index) }), screen: model.screenModel(for: id)))
        }
        let presented = model.presentationOrder.sorted { $0.value < $1.value }
        for (key, _) in presented {
            guard let presentation = model.presentations[key], presentation.owner?.isAttached == true else { continue }
            let id = AnyHashable([AnyHashable("presented"), AnyHashable(key)])
            entries.append(NavigationScreenEntry(id: id, content: presentation.view,
                                                 dismiss: DismissAction(action: presentation.dismiss), screen: model.screenModel(for: id)))
        }
        model.keepScreenModels(Set(entries.map(\.id)))
        return entries
    }
}

/// The screen of a path value: the destination registered for the value's type, looked up when the
/// screen is built (after the screens below it registered theirs).
nonisolated struct NavigationDestinationLookup: View {
    let value: AnyHashable
    @Environment(\.navigationModel) private var model

    var body: some View {
        model?.destinations[ObjectIdentifier(type(of: value.base))]?(value) ?? AnyView(EmptyView())
    }
}

extension NavigationModel {
    /// Pops back to the screen that shows the first `count` path values (and no view pushes).
    func pop(toPathCount count: Int) {
        pathWriter { elements in
            if elements.count > count { elements.removeLast(elements.count - count) }
        }
        if !viewPushes.isEmpty { viewPushes.removeAll() }
    }

    /// Pops back to the screen below the view push at `index`.
    func pop(toViewPushes index: Int) {
        if viewPushes.count > index { viewPushes.removeLast(viewPushes.count - index) }
    }
}
