import Foundation

/// A size class: how much room a dimension of the screen has — SwiftUI's `UserInterfaceSizeClass`.
///
///     @Environment(\.horizontalSizeClass) private var sizeClass
///     var body: some View { sizeClass == .compact ? AnyView(VStack { content }) : AnyView(HStack { content }) }
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

/// The size of text the user chose in Settings — SwiftUI's `DynamicTypeSize`, from `.xSmall` to `.accessibility5`.
///
///     @Environment(\.dynamicTypeSize) private var typeSize
///     var columns: Int { typeSize.isAccessibilitySize ? 1 : 2 }
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// Whether the app's scene is in front — SwiftUI's `ScenePhase`.
///
///     @Environment(\.scenePhase) private var phase
///     .onChange(of: phase) { _, new in if new == .background { save() } }
public enum ScenePhase: Hashable, Comparable, Sendable {
    case background, inactive, active
}

/// Which way text and layout run — SwiftUI's `LayoutDirection`.
///
///     @Environment(\.layoutDirection) private var direction
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct CalendarKey: EnvironmentKey {
    static let defaultValue: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        return calendar
    }()
}
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone.current } }
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

/// The environment values real code reads about the device, the user's settings and the presentation. A clip is
/// an iPhone in portrait, in front, with the default settings of an en_US device.
extension EnvironmentValues {
    /// The locale views format with: en_US. Setting it passes the value to views that read it; AnimKit's own
    /// formatting of dates and numbers in `Text` stays en_US.
    ///
    ///     ContentView().environment(\.locale, Locale(identifier: "fr_FR"))
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar: Gregorian, en_US.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone: the machine's, which `Text(date, style:)` also uses.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The horizontal size class: `.compact`, an iPhone in portrait.
    ///
    ///     @Environment(\.horizontalSizeClass) private var sizeClass
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class: `.regular`, an iPhone in portrait.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The text size the user chose: `.large`, iOS's default. Text styles (and custom fonts relative to one) take
    /// their size at it from Apple's Dynamic Type table, as do symbols sized by them.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The scene's phase: `.active` while a clip runs.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// Whether Reduce Motion is on: false, iOS's default (read-only, as in SwiftUI).
    public var accessibilityReduceMotion: Bool { false }

    /// Whether Reduce Transparency is on: false (read-only, as in SwiftUI).
    public var accessibilityReduceTransparency: Bool { false }

    /// Whether VoiceOver is running: false (read-only, as in SwiftUI).
    public var accessibilityVoiceOverEnabled: Bool { false }

    /// Whether Differentiate Without Color is on: false (read-only, as in SwiftUI).
    public var accessibilityDifferentiateWithoutColor: Bool { false }

    /// Whether the view is in a presentation that `dismiss` would end — a sheet, a full-screen cover, a popover
    /// or a pushed navigation destination (read-only, as in SwiftUI).
    ///
    ///     @Environment(\.isPresented) private var isPresented
    public var isPresented: Bool { dismiss.action != nil }

    /// Points per pixel of the screen: 3, the iPhones AnimKit models (its own hairlines are a third of a point),
    /// whatever scale a clip is rendered at.
    ///
    ///     Rectangle().frame(height: 1 / displayScale)
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The direction layout runs: left to right (read-only: AnimKit lays out left to right only).
    public var layoutDirection: LayoutDirection { .leftToRight }
}

private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 3 }

nonisolated extension View {
    /// Sets the Dynamic Type size of the views inside: text styles take their size at it.
    ///
    ///     Text("Welcome").font(.title).dynamicTypeSize(.xxxLarge)
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the Dynamic Type size of the views inside within `range` (the size around them, clamped).
    ///
    ///     HeaderView().dynamicTypeSize(...DynamicTypeSize.xxLarge)
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            let all = DynamicTypeSize.allCases
            if !range.contains(size) {
                // The nearest size in the range: the first one above, or the last one below.
                size = all.first { $0 > size && range.contains($0) } ?? all.last { range.contains($0) } ?? size
            }
        }
    }
}
