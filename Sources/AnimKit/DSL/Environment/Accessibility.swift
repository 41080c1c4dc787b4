import Foundation

/// The traits VoiceOver reports for an element — SwiftUI's `AccessibilityTraits`. They change nothing drawn.
///
///     Text("Settings").accessibilityAddTraits(.isHeader)
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)
}

/// How an accessibility element treats the elements inside it — SwiftUI's `AccessibilityChildBehavior`.
///
///     HStack { Image(systemName: "star"); Text("4.5") }.accessibilityElement(children: .combine)
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let kind: Int
    /// The children are hidden; the element is one new element.
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    /// The children stay elements, inside this container.
    public static let contain = AccessibilityChildBehavior(kind: 1)
    /// The children's labels and values are merged into one element.
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

/// The heading level VoiceOver announces — SwiftUI's `AccessibilityHeadingLevel`.
///
///     Text("Today").accessibilityHeading(.h1)
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

/// An action VoiceOver offers on an element — SwiftUI's `AccessibilityActionKind`.
///
///     Text("Message").accessibilityAction(.magicTap) { play() }
public struct AccessibilityActionKind: Hashable, Sendable {
    private let name: String
    /// The element's default action (a double tap).
    public static let `default` = AccessibilityActionKind(name: "default")
    /// The escape gesture (a two-finger Z).
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The magic tap (a two-finger double tap).
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// A custom action with a name.
    public init(named name: Text) { self.name = "custom:" + name.string }
    private init(name: String) { self.name = name }
}

/// Which way an adjustable element moves — SwiftUI's `AccessibilityAdjustmentDirection`.
///
///     Text("\(value)").accessibilityAdjustableAction { value += $0 == .increment ? 1 : -1 }
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}

/// The accessibility modifiers. VoiceOver, Voice Control and the rest of iOS's assistive technology read them and
/// SwiftUI draws nothing for them, so in a clip they change nothing on screen — except that an accessibility label
/// names its element for scripts, as an identifier does (`Tap("Close", at: 1)` finds a button labelled "Close").
nonisolated extension View {
    /// Names the element for assistive technology, and for scripts: a step can tap it by this label.
    ///
    ///     Button { close() } label: { Image(systemName: "xmark") }.accessibilityLabel("Close")
    public func accessibilityLabel(_ label: Text) -> some View {
        modifier(AccessibilityIdentifierModifier(identifier: label.string))
    }

    /// Names the element for assistive technology, and for scripts (see the `Text` form).
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { accessibilityLabel(Text(labelKey)) }

    /// Names the element for assistive technology, and for scripts (see the `Text` form).
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibilityLabel(Text(String(label))) }

    /// The element's value for assistive technology ("50 percent"); nothing is drawn.
    ///
    ///     Slider(value: $volume).accessibilityValue("\(Int(volume * 100)) percent")
    public func accessibilityValue(_ valueDescription: Text) -> some View { self }
    /// The element's value for assistive technology; nothing is drawn.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }
    /// The element's value for assistive technology; nothing is drawn.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

    /// A hint read after the label ("Double-tap to play"); nothing is drawn.
    ///
    ///     Button("Play") { play() }.accessibilityHint("Plays the episode")
    public func accessibilityHint(_ hint: Text) -> some View { self }
    /// A hint read after the label; nothing is drawn.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }
    /// A hint read after the label; nothing is drawn.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }

    /// Hides the element from assistive technology; it is still drawn, as in SwiftUI.
    ///
    ///     Image(systemName: "sparkles").accessibilityHidden(true)
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }

    /// Makes the view one accessibility element (or a container of its children's); nothing is drawn.
    ///
    ///     HStack { Image(systemName: "star.fill"); Text("4.5") }.accessibilityElement(children: .combine)
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// Adds traits VoiceOver reports (`.isButton`, `.isHeader`…); nothing is drawn.
    ///
    ///     Text("Profile").accessibilityAddTraits(.isHeader)
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Removes traits VoiceOver would report; nothing is drawn.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Where the element comes in VoiceOver's reading order (higher first); nothing is drawn or moved.
    ///
    ///     Text("Total").accessibilitySortPriority(1)
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

    /// Marks the element a heading of `level`; nothing is drawn.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }

    /// Other names Voice Control accepts for the element; nothing is drawn.
    ///
    ///     Button("Send") { send() }.accessibilityInputLabels(["Send", "Submit"])
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    /// Other names Voice Control accepts for the element; nothing is drawn.
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }
    /// Other names Voice Control accepts for the element; nothing is drawn.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }

    /// An action assistive technology can perform; a clip has no assistive technology to perform it, as on a
    /// phone with VoiceOver off.
    ///
    ///     Text("Song").accessibilityAction(.magicTap) { togglePlayback() }
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View { self }
    /// A named custom action for assistive technology (see `accessibilityAction(_:_:)`).
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }
    /// A named custom action for assistive technology (see `accessibilityAction(_:_:)`).
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }
    /// A named custom action for assistive technology (see `accessibilityAction(_:_:)`).
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { self }

    /// What VoiceOver's swipe up and down do on the element; a clip has no VoiceOver to swipe.
    ///
    ///     Text("\(count)").accessibilityAdjustableAction { count += $0 == .increment ? 1 : -1 }
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }

    /// Whether the element responds to touches for assistive technology; nothing changes for a finger.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View { self }

    /// Lets the large content viewer show the element; nothing is drawn.
    public func accessibilityShowsLargeContentViewer() -> some View { self }
}
