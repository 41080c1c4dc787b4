import Foundation

/// Liquid Glass buttons — SwiftUI's `GlassButtonStyle` (iOS 26): the label on a capsule of interactive glass that
/// swells (6 %) and brightens while pressed, padded as bordered buttons are for the control size.
///
///     Button("Glass") { }.buttonStyle(.glass)
///     Button("Clear") { }.buttonStyle(.glass(.clear))
///
/// The label is drawn in the primary colour (AnimKit's reading of iOS 26's glass controls).
public struct GlassButtonStyle: PrimitiveButtonStyle {
    let glass: Glass

    /// Buttons on regular glass.
    public init() { glass = .regular }
    /// Buttons on `glass`.
    public init(_ glass: Glass) { self.glass = glass }

    /// A standard button in this look.
    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration).buttonStyle(GlassLook(glass: glass, prominent: false))
    }
}

/// Prominent Liquid Glass buttons — SwiftUI's `GlassProminentButtonStyle` (iOS 26): a white, semibold label on
/// glass tinted with the tint colour (the accent colour by default).
///
///     Button("Continue") { }.buttonStyle(.glassProminent)
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// Prominent glass buttons.
    public init() {}

    /// A standard button in this look.
    public func makeBody(configuration: Configuration) -> some View {
        Button(configuration).buttonStyle(GlassLook(glass: .regular, prominent: true))
    }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// Buttons on regular Liquid Glass.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    /// Buttons on `glass` (`.glass(.clear)`).
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// Prominent buttons on Liquid Glass tinted with the tint colour.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

/// The look of the glass styles, from the label and whether it is pressed.
struct GlassLook: ButtonStyle {
    let glass: Glass
    let prominent: Bool

    func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(label: configuration.label, isPressed: configuration.isPressed, glass: glass, prominent: prominent)
    }
}

/// A glass button's label on its glass, sized for the control size.
nonisolated struct GlassButtonBody: View {
    let label: ButtonStyleConfiguration.Label
    let isPressed: Bool
    let glass: Glass
    let prominent: Bool
    @Environment(\.controlSize) private var controlSize
    @Environment(\.tint) private var tint
    @Environment(\.font) private var font

    var body: some View {
        var shown = glass.interactive()
        shown.isPressed = isPressed
        if prominent { shown = shown.tint(tint ?? .accentColor) }
        let insets = controlSize.borderedInsets
        return label
            .font(font ?? controlSize.borderedFont)
            .fontWeight(prominent ? .semibold : nil)
            .foregroundStyle(prominent ? Color.white : Color.primary)
            .padding(.vertical, insets.vertical)
            .padding(.horizontal, insets.horizontal)
            .glassEffect(shown, in: Capsule())
            .scaleEffect(isPressed ? 1.06 : 1)
            .animation(.spring(duration: 0.3, bounce: 0.3), value: isPressed)
    }
}
