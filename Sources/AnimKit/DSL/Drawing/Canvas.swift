import Foundation

/// A view that draws with a closure on a `GraphicsContext` — SwiftUI's `Canvas`.
///
/// The canvas takes all the space it is offered. Its renderer runs whenever the canvas is drawn, with the
/// view's values as they are then: state read by the closure redraws it when it changes. Views given as
/// `symbols:` (each marked with `.tag(_:)`) are laid out at their ideal size and drawn by `resolveSymbol(id:)`.
///
///     Canvas { context, size in
///         for i in 0..<12 {
///             let x = size.width * CGFloat(i) / 12
///             context.fill(Path(ellipseIn: CGRect(x: x, y: size.height / 2, width: 8, height: 8)), with: .color(.blue))
///         }
///     }
nonisolated public struct Canvas<Symbols: View>: View {
    public typealias Body = Never
    /// Draws the canvas's content.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// The views the renderer can draw by tag.
    public var symbols: Symbols
    /// Whether the canvas is opaque (accepted; AnimKit composites it the same way).
    public var isOpaque: Bool
    /// The working colour space: with `.linear` (or `.extendedLinear`, drawn as `.linear`) the canvas's
    /// operations composite with each other in linear light, as `drawingGroup(colorMode:)` describes.
    public var colorMode: ColorRenderingMode
    /// Whether SwiftUI may render off the main thread (no effect headlessly).
    public var rendersAsynchronously: Bool

    /// A canvas drawn by `renderer`, with views to draw by tag.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.symbols = symbols()
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) { EmptyView() }
    }
}

extension Canvas: PrimitiveView {
    func children(environment: EnvironmentValues) -> [ChildSpec] { [ChildSpec(0, symbols, environment)] }

    func items(node: ViewNode) -> [LayoutItem] {
        [CanvasItem(node: node, renderer: renderer, symbols: node.children.flatMap { $0.items() },
                    linearLight: colorMode != .nonLinear)]
    }
}

/// The symbols of one canvas draw, laid out on first use.
final class CanvasSymbols {
    private let items: [LayoutItem]
    private var resolved: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]

    init(items: [LayoutItem]) { self.items = items }

    func resolve(_ id: AnyHashable) -> GraphicsContext.ResolvedSymbol? {
        if let known = resolved[id] { return known }
        guard let item = items.first(where: { TagModifier.tag(of: $0) == id }) else { return nil }
        item.place(at: .zero, anchor: .topLeading, proposal: .unspecified)
        var scratch = RenderContext(inspects: false)
        scratch.withoutTargets { item.render(&$0) }
        let symbol = GraphicsContext.ResolvedSymbol(items: scratch.items, size: item.sizeThatFits(.unspecified))
        resolved[id] = symbol
        return symbol
    }
}

/// The layout item of a `Canvas`: all the space offered; draws what the renderer records.
final class CanvasItem: LayoutItem {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: [LayoutItem]
    /// Whether the canvas's operations composite with each other in linear light (`colorMode: .linear`).
    let linearLight: Bool

    init(node: ViewNode, renderer: @escaping (inout GraphicsContext, CGSize) -> Void, symbols: [LayoutItem], linearLight: Bool = false) {
        self.renderer = renderer
        self.symbols = symbols
        self.linearLight = linearLight
        super.init(node: node)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func draw(_ context: inout RenderContext) {
        context.record(self)
        var graphics = GraphicsContext(measurer: node.graph.measurer, environment: node.graph.presentedEnvironment(node.environment),
                                       symbols: symbols.isEmpty ? nil : CanvasSymbols(items: symbols))
        renderer(&graphics, frame.size)
        // The canvas draws within its frame, in its own coordinates.
        let items = graphics.recorder.items
        context.group(transform: CGAffineTransform(translationX: frame.minX, y: frame.minY),
                      clip: .rect(CGRect(origin: .zero, size: frame.size))) { context in
            if linearLight {
                context.group(isolated: true, linearLight: true) { $0.items.append(contentsOf: items) }
            } else {
                context.items.append(contentsOf: items)
            }
        }
    }

    override var inspection: InspectionInfo? { InspectionInfo(type: "Canvas") }
}

/// `.tag(_:)`: marks a view with a value (a canvas symbol's id).
struct TagModifier: ItemModifier {
    var tag: AnyHashable

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        TaggedItem(node: node, inner: item, tag: tag)
    }

    /// The tag of an item, looking through wrappers of tagged views.
    static func tag(of item: LayoutItem) -> AnyHashable? { item.unwrapped(TaggedItem.self)?.tag }
}

/// A wrapper that carries a view's tag.
final class TaggedItem: WrapperItem {
    let tag: AnyHashable

    init(node: ViewNode, inner: LayoutItem, tag: AnyHashable) {
        self.tag = tag
        super.init(node: node, inner: inner)
    }
}

nonisolated extension View {
    /// Marks the view with `tag` (how `Canvas` symbols are found).
    ///
    ///     Canvas { context, size in … } symbols: { Circle().frame(width: 10, height: 10).tag(0) }
    public func tag<V: Hashable>(_ tag: V) -> some View { modifier(TagModifier(tag: AnyHashable(tag))) }
}
