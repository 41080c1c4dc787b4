import Foundation

/// A type that produces previews — SwiftUI's `PreviewProvider`, the form before `#Preview`. AnimKit finds every
/// conforming type in the running program (`PreviewCatalog.all`) and `Clip(preview:)` makes a clip of one.
///
///     struct Card_Previews: PreviewProvider {
///         static var previews: some View {
///             Card().previewLayout(.sizeThatFits).previewDisplayName("Card")
///         }
///     }
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The previews.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on (nil: the package's).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No platform of its own.
    public static var platform: PreviewPlatform? { nil }
}

/// A platform previews can run on — SwiftUI's `PreviewPlatform`. AnimKit draws iOS whichever is named.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS
}

/// The size of a preview's container — SwiftUI's `PreviewLayout`.
///
///     Badge().previewLayout(.fixed(width: 120, height: 40))
public enum PreviewLayout: Hashable, Sendable {
    /// The device's screen (the default).
    case device
    /// The size the view takes when offered the device's screen.
    case sizeThatFits
    /// A container of this size, the view centred in it.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, by the name Xcode gives it — SwiftUI's `PreviewDevice`.
///
///     Card().previewDevice(PreviewDevice(rawValue: "iPhone SE (3rd generation)"))
///     Card().previewDevice("iPhone 16 Pro")
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device's name.
    public let rawValue: String
    /// A device by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device by name, written as a string literal.
    public init(stringLiteral: String) { rawValue = stringLiteral }
}

/// Which way up the device is — SwiftUI's `InterfaceOrientation`.
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
    /// The orientation's name (`"portrait"`).
    public let id: String
    /// Upright.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// Upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// On its side, its top on the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// On its side, its top on the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
    /// The four orientations.
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    /// Whether the device lies on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A preview setting a view carries for the preview tools; on screen it changes nothing, as in SwiftUI.
enum PreviewSetting: Hashable, Sendable {
    case layout(PreviewLayout)
    case displayName(String?)
    case device(PreviewDevice?)
    case orientation(InterfaceOrientation)
}

/// Carries a `PreviewSetting` on a view (`PreviewCatalog` reads the settings of a provider's views).
struct PreviewSettingModifier: ViewModifier {
    let setting: PreviewSetting
    func body(content: Content) -> some View { content }
}

nonisolated extension View {
    /// The preview's container size — SwiftUI's `previewLayout(_:)`. Changes nothing on screen; a preview made
    /// into a clip takes it.
    ///
    ///     Badge().previewLayout(.sizeThatFits)
    public func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(PreviewSettingModifier(setting: .layout(value)))
    }

    /// The preview's name in lists and file names — SwiftUI's `previewDisplayName(_:)`.
    ///
    ///     Card().previewDisplayName("Loading")
    public func previewDisplayName(_ value: String?) -> some View {
        modifier(PreviewSettingModifier(setting: .displayName(value)))
    }

    /// The device to preview on — SwiftUI's `previewDevice(_:)`. Changes nothing on screen; AnimKit's device
    /// is the iPhone (`ClipDevice.iPhone`) whichever is named.
    ///
    ///     Card().previewDevice("iPhone 16 Pro")
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(PreviewSettingModifier(setting: .device(value)))
    }

    /// The device's orientation in the preview — SwiftUI's `previewInterfaceOrientation(_:)`; a preview made
    /// into a clip turns the device on its side for a landscape one.
    ///
    ///     Player().previewInterfaceOrientation(.landscapeLeft)
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(PreviewSettingModifier(setting: .orientation(value)))
    }
}
