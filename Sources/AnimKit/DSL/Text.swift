import Foundation

/// A run of text, wrapped to the width it is offered — SwiftUI's `Text`.
///
///     Text("Hello").font(.largeTitle)
///     Text("Count: \(count)")
///     Text(verbatim: "%d literal")
public struct Text: View, Equatable {
    public typealias Body = Never
    let string: String
    var font: Font?
    var weight: Font.Weight?
    var color: Color?

    /// Text showing `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    /// Text showing `content` exactly as written.
    public init(verbatim content: String) { string = content }
    /// Text from a localized string key (shown as written; AnimKit does not localize).
    public init(_ key: LocalizedStringKey) { string = key.string }

    /// The text in `font`.
    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    /// The text with a weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
    /// The text, bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// The text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; return t }
}

/// A string literal with interpolations, as `Text` receives it.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    let string: String
    public init(_ value: String) { string = value }
    public init(stringLiteral value: String) { string = value }
    public init(stringInterpolation: DefaultStringInterpolation) { string = String(stringInterpolation: stringInterpolation) }
}

extension Text: LeafView {
    private func font(in context: LeafContext) -> ResolvedFont {
        var f = font ?? context.environment.font ?? .body
        if let w = weight ?? context.environment.fontWeight { f = f.weight(w) }
        return f.resolved
    }

    /// How the text is set for a box: the wrap width (nil: one line per paragraph) and the lines shown.
    ///
    /// Text wraps only when offered less than its one-line width, and is cut only when offered less
    /// height than its lines take (it always shows at least one line).
    private func setting(width: CGFloat?, height: CGFloat?, font f: ResolvedFont,
                         in context: LeafContext, slack: CGFloat) -> (width: CGFloat?, fit: TextFit) {
        var fit = context.environment.textFit
        let natural = context.measurer.size(of: string, font: f, maxWidth: nil, fit: fit)
        let wrap = width.flatMap { $0 + slack < natural.width ? max($0, 1) : nil }
        if let height, height.isFinite {
            let full = context.measurer.size(of: string, font: f, maxWidth: wrap, fit: fit)
            if height + slack < full.height { fit.maxHeight = height }
        }
        return (wrap, fit)
    }

    func size(for proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        let f = font(in: context)
        let set = setting(width: proposal.width, height: proposal.height, font: f, in: context, slack: 0)
        return context.measurer.size(of: string, font: f, maxWidth: set.width, fit: set.fit)
    }

    func draw(in rect: CGRect, context: LeafContext, into render: inout RenderContext) {
        let f = font(in: context)
        let set = setting(width: rect.width, height: rect.height, font: f, in: context, slack: 0.5)
        render.items.append(.text(TextRun(string, font: f, color: resolvedColor(context),
                                          origin: rect.origin, width: set.width,
                                          alignment: context.environment.multilineTextAlignment, fit: set.fit)))
    }

    func presented(by node: ViewNode) -> LeafView {
        guard let color else { return self }
        var shown = self
        shown.color = node.animated(color, .fill)
        return shown
    }

    private func resolvedColor(_ context: LeafContext) -> Color {
        color ?? context.environment.foregroundColor ?? .primary
    }

    func baselines(for size: CGSize, in context: LeafContext) -> (CGFloat, CGFloat)? {
        // Inter and DejaVu put the baseline at about 80 % of the line height.
        let line = context.measurer.size(of: "A", font: font(in: context), maxWidth: nil).height
        return (line * 0.8, size.height - line * 0.2)
    }

    func inspection(in context: LeafContext) -> InspectionInfo {
        InspectionInfo(type: "Text", label: string, fill: resolvedColor(context))
    }
}
