import Foundation

/// How a view's content moves from old to new when it changes in an animated change — SwiftUI's
/// `ContentTransition`.
///
/// Text cross-fades by default. `.numericText()` rolls the characters that changed — the old ones slide out
/// (up when counting up) fading and blurring, the new ones slide in — while unchanged characters stay, sliding
/// sideways only when the text's width changes. `.interpolate` animates a font size change smoothly (other
/// changes cross-fade); `.identity` swaps at once.
///
///     Text("\(score)")
///         .contentTransition(.numericText(value: Double(score)))
///         .monospacedDigit()
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate
        case numericText(countsDown: Bool)
        case numericValue(Double)
        case symbolReplace
    }

    let kind: Kind
    /// How a replaced symbol leaves and its replacement arrives.
    var replace = ReplaceSymbolEffect.Style.downUp
    /// How many times faster a symbol replacement runs.
    var speed = 1.0

    init(kind: Kind, replace: ReplaceSymbolEffect.Style = .downUp, speed: Double = 1) {
        self.kind = kind
        self.replace = replace
        self.speed = speed
    }

    /// No transition: the new content replaces the old at once.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in (text's default).
    public static let opacity = ContentTransition(kind: .opacity)
    /// Font size changes animate smoothly; other changes cross-fade.
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// A symbol image's replacement effect (`.replace`); text cross-fades.
    public static let symbolEffect = ContentTransition(kind: .symbolReplace)

    /// Numbers roll: changed characters slide out and in vertically, up when counting up, down when `countsDown`.
    ///
    ///     Text("\(count)").contentTransition(.numericText(countsDown: true))
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown))
    }

    /// Numbers roll in the direction of the change of `value` (up when it grows, down when it shrinks).
    ///
    ///     Text(price, format: .currency(code: "EUR")).contentTransition(.numericText(value: price))
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(kind: .numericValue(value)) }

    /// Numbers roll up when `increasing`, down otherwise.
    @available(*, deprecated, renamed: "numericText(countsDown:)")
    public static func numericText(increasing: Bool) -> ContentTransition { numericText(countsDown: !increasing) }
}

private struct ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.opacity }
private struct ContentTransitionDrawingGroupKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// How content changes animate here (`.opacity` by default).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }

    /// Whether content transitions draw in an offscreen group (kept; AnimKit draws the same either way).
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[ContentTransitionDrawingGroupKey.self] }
        set { self[ContentTransitionDrawingGroupKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets how content changes inside this view animate.
    ///
    ///     Text("\(count)").contentTransition(.numericText())
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }

    /// Makes digits in text inside this view all take the same width.
    ///
    ///     HStack { Text("\(minutes)"); Text(":"); Text("\(seconds)") }.monospacedDigit()
    public func monospacedDigit() -> some View { environment(\.monospacedDigit, true) }
}

private struct MonospacedDigitKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether digits in text here all take the same width.
    var monospacedDigit: Bool {
        get { self[MonospacedDigitKey.self] }
        set { self[MonospacedDigitKey.self] = newValue }
    }
}
