import Foundation

/// A variant of a system symbol — `.fill`, `.circle`, `.square`, `.slash` — combined into its name.
///
///     Image(systemName: "heart").symbolVariant(.circle.fill)   // draws "heart.circle.fill"
///
/// A variant AnimKit cannot draw for a symbol is left out, as SwiftUI falls back to the plain symbol.
public struct SymbolVariants: Hashable, Sendable {
    struct Parts: OptionSet, Hashable, Sendable {
        let rawValue: Int
        static let fill = Parts(rawValue: 1), circle = Parts(rawValue: 2), square = Parts(rawValue: 4)
        static let rectangle = Parts(rawValue: 8), slash = Parts(rawValue: 16)
    }
    let parts: Parts

    /// No variant: the symbol as named.
    public static let none = SymbolVariants(parts: [])
    /// The symbol inside a circle.
    public static let circle = SymbolVariants(parts: .circle)
    /// The symbol inside a rounded square.
    public static let square = SymbolVariants(parts: .square)
    /// The symbol inside a rounded rectangle (drawn as the square).
    public static let rectangle = SymbolVariants(parts: .rectangle)
    /// The filled symbol.
    public static let fill = SymbolVariants(parts: .fill)
    /// The symbol struck through.
    public static let slash = SymbolVariants(parts: .slash)

    /// These variants, inside a circle.
    public var circle: SymbolVariants { SymbolVariants(parts: parts.subtracting([.square, .rectangle]).union(.circle)) }
    /// These variants, inside a rounded square.
    public var square: SymbolVariants { SymbolVariants(parts: parts.subtracting([.circle, .rectangle]).union(.square)) }
    /// These variants, inside a rounded rectangle.
    public var rectangle: SymbolVariants { SymbolVariants(parts: parts.subtracting([.circle, .square]).union(.rectangle)) }
    /// These variants, filled.
    public var fill: SymbolVariants { SymbolVariants(parts: parts.union(.fill)) }
    /// These variants, struck through.
    public var slash: SymbolVariants { SymbolVariants(parts: parts.union(.slash)) }

    /// Whether these variants include all of `other`.
    public func contains(_ other: SymbolVariants) -> Bool { parts.isSuperset(of: other.parts) }

    /// The symbol name with these variants added in SF Symbols' order (base, slash, enclosure, fill), skipping
    /// components the name already has.
    func applied(to name: String) -> String {
        var components = name.split(separator: ".").map(String.init)
        let hasFill = components.last == "fill"
        if hasFill { components.removeLast() }
        let enclosures = ["circle", "square", "rectangle"]
        var enclosure = enclosures.contains(components.last ?? "") && components.count > 1 ? components.removeLast() : nil
        let hasSlash = components.last == "slash"
        if hasSlash { components.removeLast() }
        if parts.contains(.slash) || hasSlash { components.append("slash") }
        if enclosure == nil {
            enclosure = parts.contains(.circle) ? "circle" : parts.contains(.square) ? "square"
                : parts.contains(.rectangle) ? "rectangle" : nil
        }
        if let enclosure { components.append(enclosure) }
        if parts.contains(.fill) || hasFill { components.append("fill") }
        return components.joined(separator: ".")
    }
}

/// How a symbol's layers are coloured.
///
///     Image(systemName: "cloud.sun.fill").symbolRenderingMode(.multicolor)
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case monochrome, multicolor, hierarchical, palette }
    let kind: Kind
    /// Every layer in the foreground style (the default).
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// The symbol's own colours where it has them (a yellow sun, blue rain), the foreground style elsewhere.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
    /// The foreground style at full, half and quarter opacity for the primary, secondary and tertiary layers.
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// The primary, secondary and tertiary foreground styles, one per layer.
    public static let palette = SymbolRenderingMode(kind: .palette)
}

extension Image {
    /// The system symbol names AnimKit draws itself (an AnimKit addition, not SwiftUI API), sorted; each also
    /// takes the `.circle`, `.square`, `.rectangle` and `.slash` variants (`"heart.circle.fill"`, `"bell.slash"`).
    ///
    ///     ForEach(Image.drawnSystemNames, id: \.self) { Image(systemName: $0) }
    public static var drawnSystemNames: [String] { SystemSymbol.names }

    /// How large a symbol is drawn relative to the font: small, medium (the font's size) or large.
    ///
    ///     Image(systemName: "bell").imageScale(.large)
    public enum Scale: Hashable, Sendable, CaseIterable {
        case small, medium, large

        /// The symbol's size for this scale, relative to medium (SF Symbols' proportions, approximately).
        var factor: CGFloat {
            switch self {
            case .small: return 0.78
            case .medium: return 1
            case .large: return 1.29
            }
        }
    }

    /// Whether an image is drawn in the foreground style (template) or in its own colours (original).
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    /// This image drawn as a template (tinted) or in its own colours; for symbols, `.original` is multicolor.
    ///
    ///     Image(systemName: "sun.max.fill").renderingMode(.original)
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.templateMode = renderingMode
        return image
    }

    /// This symbol with its layers coloured by `mode` (nil: the environment's mode).
    ///
    ///     Image(systemName: "checkmark.circle.fill").symbolRenderingMode(.hierarchical)
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var image = self
        image.renderingModeOverride = mode
        return image
    }
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }
private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

extension EnvironmentValues {
    /// The variants added to the system symbols inside.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// How the symbols inside colour their layers (nil: monochrome, or palette when several foreground styles are set).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The scale of the symbols inside.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws the system symbols inside with `variant` (`.fill`, `.circle.fill`, `.slash`, `.none`).
    ///
    ///     Image(systemName: "bell").symbolVariant(.slash)
    public func symbolVariant(_ variant: SymbolVariants) -> some View { environment(\.symbolVariants, variant) }

    /// Colours the layers of the symbols inside by `mode`.
    ///
    ///     Image(systemName: "cloud.sun.rain.fill").symbolRenderingMode(.palette).foregroundStyle(.gray, .yellow, .blue)
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { environment(\.symbolRenderingMode, mode) }

    /// Draws the symbols inside small, medium or large relative to the font.
    ///
    ///     Image(systemName: "gearshape").imageScale(.large)
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
}
