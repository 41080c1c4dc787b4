import Foundation

/// A control that pushes a screen on the enclosing `NavigationStack` — SwiftUI's `NavigationLink`.
///
///     NavigationLink("Details", value: recipe)           // shown by navigationDestination(for: Recipe.self)
///     NavigationLink { RecipeView(recipe) } label: { Label(recipe.name, systemImage: "fork.knife") }
///
/// In a `List` row it draws as a row with a grey chevron at the trailing end and its label in the
/// primary colour; elsewhere as a button. Scripts tap it by its label, as any button.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let target: Target
    @Environment(\.navigationModel) private var model
    @Environment(\.isInListRow) private var inListRow

    enum Target {
        case value(AnyHashable?)
        case destination(Destination)
        case presented(Destination, Binding<Bool>)
    }

    /// The row chevron's colour (iOS's tertiary label grey).
    static var chevronColor: Color { UIColor.tertiaryLabel.color }

    public var body: some View {
        let button = Button(action: activate) {
            if inListRow {
                HStack(spacing: 0) {
                    label.foregroundColor(.primary)
                    Spacer(minLength: 8)
                    Image(systemName: "chevron.forward").font(.system(size: 14, weight: .semibold))
                        .foregroundColor(NavigationLink.chevronColor)
                }
            } else {
                label
            }
        }
        if case .presented(let destination, let isActive) = target {
            button.navigationDestination(isPresented: isActive) { destination }
        } else {
            button
        }
    }

    private func activate() {
        guard let model else { return }
        switch target {
        case .value(let value?): model.push(value: value)
        case .value(nil): break
        case .destination(let view): model.push(view: AnyView(view))
        case .presented(_, let isActive): isActive.wrappedValue = true
        }
    }
}

extension NavigationLink {
    /// A link that pushes `destination`, labelled by `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .destination(destination())
    }

    /// A link that pushes `destination` (the older form, with the destination as a value).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .destination(destination)
    }

    /// A link that pushes `destination` while `isActive` is true (soft-deprecated; use
    /// `navigationDestination(isPresented:)`).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .presented(destination, isActive)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `titleKey` that pushes `destination`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        label = Text(titleKey)
        target = .destination(destination())
    }

    /// A link titled `title` that pushes `destination`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        label = Text(title)
        target = .destination(destination())
    }

    /// A link titled `titleKey` that pushes `destination` (the older form).
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        label = Text(titleKey)
        target = .destination(destination)
    }

    /// A link titled `title` that pushes `destination` (the older form).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        label = Text(title)
        target = .destination(destination)
    }

    /// A link titled `titleKey` that pushes `destination` while `isActive` is true (soft-deprecated).
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        label = Text(titleKey)
        target = .presented(destination, isActive)
    }
}

extension NavigationLink where Destination == Never {
    /// A link that appends `value` to the stack's path (nil: a link that does nothing).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A link titled `titleKey` that appends `value` to the stack's path.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        label = Text(titleKey)
        target = .value(value.map { AnyHashable($0) })
    }

    /// A link titled `title` that appends `value` to the stack's path.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        label = Text(title)
        target = .value(value.map { AnyHashable($0) })
    }
}
