import Foundation
import Observation

/// What one `NavigationStack` shares with the views inside it: the destinations they register, the
/// screens pushed without a path value, and one `NavigationScreenModel` per screen.
///
/// Registrations happen while the views inside are built (a stack's root is built before the screens
/// pushed on it, and each screen before the next), so a screen finds the destination for its value.
@Observable
final class NavigationModel {
    /// Destinations by the type of value they show (`navigationDestination(for:)`), the latest wins.
    @ObservationIgnored var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
    /// Writes the stack's path (the binding, or the stack's own state).
    @ObservationIgnored var pathWriter: ((inout [AnyHashable]) -> Void) -> Void = { _ in }
    /// The type of element a bound `[Element]` path holds (nil: a `NavigationPath`, any value fits).
    @ObservationIgnored var elementType: Any.Type?
    /// Screens pushed by `NavigationLink(destination:)`, after the path's screens.
    var viewPushes: [ViewPush] = []
    /// The registrations of `navigationDestination(isPresented:)` and `(item:)` presenting now, in the
    /// order they began (what the stack observes), and what each shows.
    var presentationOrder: [ObjectIdentifier: Int] = [:]
    @ObservationIgnored var presentations: [ObjectIdentifier: Presentation] = [:]
    @ObservationIgnored private var screenModels: [AnyHashable: NavigationScreenModel] = [:]
    @ObservationIgnored private var nextPushID = 0

    struct ViewPush {
        let id: Int
        let view: AnyView
    }

    /// A destination shown because its binding says so, and how to take it away.
    struct Presentation {
        let view: AnyView
        let dismiss: () -> Void
        /// The node that registered it: a presentation whose registering view left the tree is gone.
        weak var owner: ViewNode?
    }
    @ObservationIgnored private var presentationCount = 0

    /// The screen model for the screen with `id`, made on first use.
    func screenModel(for id: AnyHashable) -> NavigationScreenModel {
        if let model = screenModels[id] { return model }
        let model = NavigationScreenModel()
        screenModels[id] = model
        return model
    }

    /// Forgets the models of screens no longer on the stack.
    func keepScreenModels(_ ids: Set<AnyHashable>) {
        screenModels = screenModels.filter { ids.contains($0.key) }
    }

    /// Pushes `value` on the path (a value of a type the bound path cannot hold is ignored, as in SwiftUI).
    func push(value: AnyHashable) {
        if let type = elementType, Swift.type(of: value.base) != type { return }
        pathWriter { $0.append(value) }
    }

    /// Pushes a screen showing `view`.
    func push(view: AnyView) {
        nextPushID += 1
        viewPushes.append(ViewPush(id: nextPushID, view: view))
    }

    /// Records (or, with `view` nil, withdraws) the presentation `owner` registers.
    func present(_ view: AnyView?, by owner: ViewNode, dismiss: @escaping () -> Void) {
        let key = ObjectIdentifier(owner)
        if let view {
            presentations[key] = Presentation(view: view, dismiss: dismiss, owner: owner)
            if presentationOrder[key] == nil {
                presentationCount += 1
                presentationOrder[key] = presentationCount
            }
        } else if presentationOrder[key] != nil {
            presentations[key] = nil
            presentationOrder[key] = nil
        }
    }
}
