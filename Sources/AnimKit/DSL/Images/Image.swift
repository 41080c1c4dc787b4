import Foundation

/// An image: a system symbol drawn as vector paths in the foreground style, sized by the font.
///
///     Image(systemName: "heart.fill").foregroundStyle(.red)
///     Image(systemName: "star").resizable().frame(width: 40, height: 40)
///
/// AnimKit draws its own versions of the symbols animation samples use most (see docs/views.md, "Symbols"),
/// with their `.circle`, `.square` and `.slash` variants; any other name SF Symbols defines draws the Material Icons
/// glyph nearest in meaning at the symbol's size (`SymbolFallback`), and a name SF Symbols does not define draws
/// nothing and takes no space, as on iOS. `Image("avatar")` draws
/// the PNG of the asset catalogs' `avatar.imageset` (see `AssetCatalogs`); a name they lack draws nothing.
nonisolated public struct Image: View, Equatable {
    public typealias Body = Never
    let name: String
    let isSystem: Bool
    var isResizable = false
    var variableValue: Double?
    var templateMode: TemplateRenderingMode?
    var renderingModeOverride: SymbolRenderingMode?
    /// The bundle whose catalogs hold an asset image (nil: the main bundle).
    var bundle: Bundle?
    /// An image with nothing in it (`Image(uiImage: UIImage())`).
    var isEmpty = false

    /// A system symbol by name (`"heart.fill"`).
    public init(systemName: String) {
        name = systemName
        isSystem = true
    }

    /// A system symbol whose variable layers (wifi arcs, speaker waves) show `variableValue` (0…1; nil: all).
    ///
    ///     Image(systemName: "wifi", variableValue: 0.5)
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
        self.variableValue = variableValue
    }

    /// The image called `name` in the asset catalogs of `bundle` (the main bundle by default, and the catalogs
    /// `AssetCatalogs` names): its PNG for the screen's scale (3x, else the largest), the dark one in the dark
    /// appearance. A name the catalogs lack draws nothing, as on iOS, with one line on stderr.
    ///
    ///     Image("avatar").resizable().scaledToFit().frame(width: 64)
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        isSystem = false
        self.bundle = bundle
    }

    /// An image that draws nothing and takes no room.
    init(emptyImage: ()) {
        name = ""
        isSystem = false
        isEmpty = true
    }

    /// An image that stretches to the size it is offered instead of keeping its natural size.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    /// How a resizable image fills its frame (both modes stretch a vector symbol).
    public enum ResizingMode: Sendable { case tile, stretch }
}

extension Image: LeafView {
    /// The drawing for this name with the environment's variants (falling back to the name as written).
    private func symbol(_ context: LeafContext) -> SystemSymbol? {
        guard isSystem else { return nil }
        let variants = context.environment.symbolVariants
        if variants != .none, let s = SystemSymbol.named(variants.applied(to: name)) { return s }
        if let drawn = SystemSymbol.named(name) { return drawn }
        // A symbol AnimKit has no drawing of: an icon font's glyph of the same meaning (none for a name iOS does not know).
        if variants != .none, let s = SymbolFallback.symbol(named: variants.applied(to: name), measurer: context.measurer) { return s }
        return SymbolFallback.symbol(named: name, measurer: context.measurer)
    }

    private func font(_ context: LeafContext) -> ResolvedFont {
        var font = context.environment.font ?? .body
        if let weight = context.environment.fontWeight { font = font.weight(weight) }
        return font.resolved(at: context.environment.dynamicTypeSize)
    }

    /// The symbol's height: the font's size at the image scale.
    private func pointSize(_ context: LeafContext) -> CGFloat {
        font(context).size * context.environment.imageScale.factor
    }

    /// Strokes thicken with the font's weight, as SF Symbols' weights do.
    private func weightScale(_ context: LeafContext) -> CGFloat {
        let scales: [ResolvedFont.Weight: CGFloat] = [.ultraLight: 0.45, .thin: 0.6, .light: 0.8, .regular: 1, .medium: 1.12,
                                                       .semibold: 1.25, .bold: 1.4, .heavy: 1.6, .black: 1.8]
        return scales[font(context).weight] ?? 1
    }

    private func color(_ context: LeafContext) -> Color { context.environment.foregroundColor ?? .primary }

    /// The rendering mode: the image's own, `.original` as multicolor, the environment's, or palette when
    /// several foreground styles are set.
    private func renderingMode(_ context: LeafContext) -> SymbolRenderingMode.Kind {
        if let mode = renderingModeOverride { return mode.kind }
        if templateMode == .original { return .multicolor }
        if let mode = context.environment.symbolRenderingMode { return mode.kind }
        return context.environment.foregroundStyles.count > 1 ? .palette : .monochrome
    }

    /// The asset picture this image shows, for the environment's scale and appearance.
    private func picture(_ context: LeafContext) -> AssetImages.Picture? {
        guard !isSystem, !isEmpty else { return nil }
        return AssetImages.picture(named: name, in: bundle ?? .main, scale: context.environment.displayScale,
                                   scheme: context.environment.colorScheme)
    }

    private func naturalSize(_ context: LeafContext) -> CGSize {
        if !isSystem { return picture(context)?.size ?? .zero }
        let h = pointSize(context)
        if let symbol = symbol(context) { return CGSize(width: (h * symbol.aspect).rounded(.up), height: h.rounded(.up)) }
        return .zero
    }

    func size(for proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        let natural = naturalSize(context)
        guard isResizable else { return natural }
        return CGSize(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
    }

    func draw(in rect: CGRect, context: LeafContext, into render: inout RenderContext) {
        // Redacted: a rounded block in the image's colour keeps its place.
        if context.environment.redactsContent { return render.items.append(RedactedLook.block(rect, color: color(context))) }
        // Inside symbol effects, the symbol takes their poses about its own frame, innermost first.
        if !render.symbolPoses.isEmpty, isSystem {
            var poses = render.symbolPoses
            let pose = poses.removeLast()
            render.symbolPoses = poses
            render.group(transform: pose.transform(in: rect), opacity: pose.opacity) { draw(in: rect, context: context, into: &$0) }
            render.symbolPoses = poses + [pose]
            return
        }
        if let symbol = symbol(context) {
            let environment = context.environment
            let style = SystemSymbol.Style(mode: renderingMode(context), paint: { environment.foregroundPaint(level: $0, in: rect) },
                                           variableValue: variableValue, layerOpacity: render.symbolLayerOpacity,
                                           layerPoses: render.symbolLayerPoses)
            render.items.append(contentsOf: symbol.displayItems(in: rect, style: style, weightScale: weightScale(context)))
            return
        }
        if !isSystem {
            if let picture = picture(context), rect.width > 0, rect.height > 0 {
                // A template image (the set's rendering intent, or `.renderingMode(.template)`) is its shape in
                // the foreground colour, as SF Symbols are.
                let template = templateMode == .template || (picture.isTemplate && templateMode != .original)
                let pixels = template ? picture.pixels.tinted(color(context).resolved(for: context.environment.colorScheme))
                    : picture.pixels
                render.items.append(.image(ImageItem(image: pixels, rect: rect)))
            }
            return
        }
        // A symbol name iOS does not know draws nothing (and takes no space: `naturalSize`).
    }

    func baselines(for size: CGSize, in context: LeafContext) -> (CGFloat, CGFloat)? {
        // Symbols sit on the text baseline: their bottom is about a fifth of the point size below it.
        let below = isResizable || !isSystem ? 0 : pointSize(context) * 0.1
        return (size.height - below, size.height - below)
    }

    func inspection(in context: LeafContext) -> InspectionInfo {
        InspectionInfo(type: "Image", label: name, fill: color(context))
    }
}
