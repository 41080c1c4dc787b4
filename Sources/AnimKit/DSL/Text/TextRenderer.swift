import Foundation

/// Draws the text views inside in place of their usual drawing — SwiftUI's `TextRenderer` (iOS 18).
///
/// The renderer gets each text's layout (lines, runs, glyphs, with their positions) and a graphics context in
/// the text's coordinates; it may move, fade, blur or repeat any piece. It is `Animatable`: its
/// `animatableData` animates with the transaction that changed it, and `draw(layout:in:)` is called at every
/// frame with the presented value.
///
///     struct WaveRenderer: TextRenderer {
///         var phase: Double
///         var animatableData: Double { get { phase } set { phase = newValue } }
///         func draw(layout: Text.Layout, in context: inout GraphicsContext) {
///             for line in layout {
///                 for run in line {
///                     for (index, glyph) in run.enumerated() {
///                         var copy = context
///                         copy.translateBy(x: 0, y: 6 * sin(phase + Double(index) * 0.6))
///                         copy.draw(glyph)
///                     }
///                 }
///             }
///         }
///     }
///
///     Text("Wavy").textRenderer(WaveRenderer(phase: phase))
public protocol TextRenderer: Animatable {
    /// Draws `layout` into `ctx`, whose coordinates are the text view's.
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
    /// The text's size for `proposal`; by default the text's own (`text.sizeThatFits(proposal)`).
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
    /// Extra room around the text for what the renderer draws outside it. AnimKit never clips text drawing
    /// to its frame, so this changes nothing here.
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a renderer sizes — SwiftUI's `TextProxy`.
///
///     func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
///         let size = text.sizeThatFits(proposal)
///         return CGSize(width: size.width, height: size.height + 12)
///     }
public struct TextProxy {
    let measure: (ProposedViewSize) -> CGSize
    /// The size the text takes, as laid out normally, for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

/// A value attached to part of a text that a `TextRenderer` reads back — SwiftUI's `TextAttribute`.
///
///     struct EmphasisAttribute: TextAttribute {}
///     Text("Build \(Text("visual effects").customAttribute(EmphasisAttribute())) with SwiftUI")
///     // in the renderer: if run[EmphasisAttribute.self] != nil { … }
public protocol TextAttribute: Hashable {}

extension Text {
    /// The text with `value` attached for a `TextRenderer` to read (`run[T.self]`); it draws nothing itself.
    ///
    ///     Text("visual effects").customAttribute(EmphasisAttribute())
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
        var t = self
        t.styling.attributes.values[ObjectIdentifier(T.self)] = AnyHashable(value)
        return t
    }
}

/// The custom attributes of part of a text, one per attribute type.
struct TextAttributeValues: Hashable, @unchecked Sendable {
    var values: [ObjectIdentifier: AnyHashable] = [:]

    subscript<T: TextAttribute>(_ type: T.Type) -> T? { values[ObjectIdentifier(type)]?.base as? T }

    /// These values, with `outer`'s for the types these lack.
    func over(_ outer: TextAttributeValues) -> TextAttributeValues {
        TextAttributeValues(values: values.merging(outer.values) { own, _ in own })
    }
}

/// The custom attributes of the characters at `range` (UTF-8 offsets) of a text as drawn.
struct TextAttributeRange: Hashable {
    var range: Range<Int>
    var values: TextAttributeValues
}

nonisolated extension View {
    /// Draws the text views inside with `renderer` (the innermost renderer wins), animating its
    /// `animatableData` as SwiftUI does.
    ///
    ///     Text("Hello").textRenderer(WaveRenderer(phase: phase))
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        modifier(TextRendererModifier(renderer: renderer))
    }
}

/// `textRenderer(_:)`: the renderer reaches the texts inside through the environment (for sizing) and, presented
/// frame by frame, through the drawing pass.
struct TextRendererModifier: ItemModifier {
    let renderer: any TextRenderer

    var writesEnvironment: Bool { true }
    func transformEnvironment(_ environment: inout EnvironmentValues) { environment.textRenderer = renderer }

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let wrapped = ClosureItem(node: node, inner: item)
        let renderer = self.renderer
        wrapped.draw = { [unowned node] inner, _, context in
            let outer = context.textRenderer
            context.textRenderer = TextRendererModifier.presented(renderer, node: node, part: ObjectIdentifier(inner.node))
            inner.render(&context)
            context.textRenderer = outer
        }
        return wrapped
    }

    private static func presented<R: TextRenderer>(_ renderer: R, node: ViewNode, part: ObjectIdentifier) -> any TextRenderer {
        node.animated(renderer, .effect, part: part)
    }
}

private struct TextRendererKey: EnvironmentKey {
    static var defaultValue: (any TextRenderer)? { nil }
}

extension EnvironmentValues {
    /// The renderer of `textRenderer(_:)` around the view (its model value; drawing uses the presented one).
    var textRenderer: (any TextRenderer)? {
        get { self[TextRendererKey.self] }
        set { self[TextRendererKey.self] = newValue }
    }
}

extension GraphicsContext {
    /// Draws a line of a text layout, at its `origin`.
    ///
    ///     for line in layout { context.draw(line) }
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        let placed = line.source.glyphs.lines[line.index]
        emit(placed.runs.indices.flatMap { run in
            line.source.items(line: line.index, run: run, clusters: 0..<placed.runs[run].clusters.count, offset: line.shift)
        })
    }

    /// Draws a run of a text layout.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        emit(run.source.items(line: run.line, run: run.index, clusters: run.startIndex..<run.endIndex))
    }

    /// Draws some glyphs of a run (one glyph, as a run's elements are).
    ///
    ///     for glyph in run { var copy = context; copy.opacity = 0.5; copy.draw(glyph) }
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        let run = slice.run
        emit(run.source.items(line: run.line, run: run.index, clusters: slice.indices.clamped(to: run.startIndex..<run.endIndex)))
    }
}
