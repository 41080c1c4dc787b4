import Foundation

/// A button that shows a menu of actions — SwiftUI's `Menu`.
///
/// Closed, its label in the tint colour, like a button. A tap opens it (or runs the `primaryAction` when there is
/// one): a 250-point panel hangs under the control (over it when there is no room), one 44-point row per
/// button — the title leading, a `Label`'s icon trailing, destructive ones red — and grows from the control
/// with a quick spring. A row's tap closes the menu and runs its action; a tap outside closes it.
///
///     Menu("Sort") { Button("Name") { … }; Button("Date") { … } }
///     Menu { … } label: { Image(systemName: "ellipsis.circle") }
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    /// A menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// A menu whose tap runs `primaryAction` (a long press would open the menu).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    @State private var isOpen = false
    @State private var anchor = MenuAnchor()

    public var body: some View {
        let open = $isOpen
        let dismiss = DismissAction { withAnimation { open.wrappedValue = false } }
        let panel: AnyView? = isOpen ? AnyView(MenuPanel(anchor: anchor, content: content, dismiss: dismiss)) : nil
        return PresentationHost(
            content: Button(action: { if let primaryAction { primaryAction() } else { withAnimation { open.wrappedValue = true } } }) { label },
            layer: PresentationLayer(style: .menu, content: panel, identity: 0, dismiss: dismiss, anchor: anchor),
            onDismiss: nil)
    }
}

extension Menu where Label == Text {
    /// A menu titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu titled `titleKey` whose tap runs `primaryAction`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == AnimKit.Label<Text, Image> {
    /// A menu titled `titleKey` with an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { AnimKit.Label(titleKey, systemImage: systemImage) }
    }
}

/// Whether holding a button repeats its action — SwiftUI's `ButtonRepeatBehavior`.
///
///     Button("Faster") { speed += 1 }.buttonRepeatBehavior(.enabled)
public struct ButtonRepeatBehavior: Hashable, Sendable {
    let kind: Int
    /// The context's choice: buttons do not repeat (a `Stepper`'s buttons do, as on iOS).
    public static let automatic = ButtonRepeatBehavior(kind: 0)
    /// Repeat while held.
    public static let enabled = ButtonRepeatBehavior(kind: 1)
    /// Never repeat.
    public static let disabled = ButtonRepeatBehavior(kind: 2)

    /// The seconds a finger stays down before the first repeat, and between repeats (AnimKit's: Apple does not
    /// publish its timing; these are the usual key-repeat defaults).
    static let delay = 0.5, interval = 0.1
}

private struct ButtonRepeatBehaviorKey: EnvironmentKey { static let defaultValue = ButtonRepeatBehavior.automatic }

extension EnvironmentValues {
    /// Whether buttons inside repeat their action while held (`buttonRepeatBehavior(_:)`).
    public internal(set) var buttonRepeatBehavior: ButtonRepeatBehavior {
        get { self[ButtonRepeatBehaviorKey.self] }
        set { self[ButtonRepeatBehaviorKey.self] = newValue }
    }
}

/// A haptic or sound a view plays — SwiftUI's `SensoryFeedback`. AnimKit renders pictures: feedback is
/// accepted and plays nothing, as on a device without haptics.
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    public static let impact = SensoryFeedback(name: "impact")

    /// How heavy an impact feels.
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let light = Weight(value: 0)
        public static let medium = Weight(value: 1)
        public static let heavy = Weight(value: 2)
    }

    /// How flexible an impact's object feels.
    public struct Flexibility: Hashable, Sendable {
        let value: Int
        public static let rigid = Flexibility(value: 0)
        public static let solid = Flexibility(value: 1)
        public static let soft = Flexibility(value: 2)
    }

    /// An impact of a weight.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    /// An impact of a flexibility.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }
}

nonisolated extension View {
    /// Whether holding buttons inside repeats their action: with `.enabled`, a finger held on a button runs its
    /// action after half a second and then ten times a second until it lifts (a lift before the first repeat is
    /// an ordinary tap; a lift after repeats runs nothing more). A scripted `Tap(…, hold:)` holds the finger.
    ///
    ///     Button { playbackSpeed += 1 } label: { Label("Speed up", systemImage: "hare") }
    ///         .buttonRepeatBehavior(.enabled)
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
        modifier(EnvironmentModifier(keyPath: \.buttonRepeatBehavior, value: behavior))
    }

    /// Plays `feedback` when `trigger` changes. Accepted; AnimKit plays no haptics.
    ///
    ///     .sensoryFeedback(.increase, trigger: count)
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Plays `feedback` when `condition` holds for a change of `trigger`. Accepted; AnimKit plays no haptics.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool) -> some View { self }

    /// Plays the feedback `feedback` returns for a change of `trigger`. Accepted; AnimKit plays no haptics.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View { self }
}
