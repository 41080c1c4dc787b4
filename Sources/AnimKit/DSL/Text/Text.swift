import Foundation

/// A run of text, wrapped to the width it is offered — SwiftUI's `Text`.
///
///     Text("Hello").font(.largeTitle)
///     Text("Count: \(count)")
///     Text(verbatim: "%d literal")
nonisolated public struct Text: View, Equatable {
    public typealias Body = Never
    /// The characters, in parts styled on their own (one part unless concatenated or Markdown-styled).
    var parts: [TextPart]
    /// Styling set on the whole text (italic, lines, spacing, design); its parts' own styling wins.
    var styling = TextStyling()
    var font: Font?
    var weight: Font.Weight?
    var color: Color?
    /// A pattern painting the text (a gradient), masked by its glyphs.
    var pattern: AnyShapeStyle?
    /// Whether digits all take the same width.
    var monospacedDigits = false
    /// The size drawn while a `.interpolate` content transition animates a size change.
    var interpolatedSize: CGFloat?
    /// A date shown counting against the clip's clock (`.timer`, `.relative`, `.offset`, `timerInterval:`).
    var liveDate: LiveDate?

    /// Text showing `content` as written (no Markdown: a `String` variable is shown literally, as in SwiftUI).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { parts = [TextPart(string: String(content), styling: TextStyling())] }
    /// Text showing `content` exactly as written.
    public init(verbatim content: String) { parts = [TextPart(string: content, styling: TextStyling())] }
    /// Text from a string literal, with its inline Markdown styled: `**bold**`, `*italic*`, `~~struck~~`,
    /// `` `code` `` and `[links](https://…)` in the tint colour (AnimKit does not localize).
    ///
    ///     Text("Tap **Save** to keep *all* changes")
    public init(_ key: LocalizedStringKey) { parts = key.parts }
    /// Text showing `input` formatted by `format`.
    ///
    ///     Text(price, format: .number.precision(.fractionLength(2)))
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        parts = [TextPart(string: format.format(input), styling: TextStyling())]
    }

    /// All the characters.
    var string: String { parts.count == 1 ? parts[0].string : parts.map(\.string).joined() }

    /// The text in `font`.
    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    /// The text with a weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
    /// The text, bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// The text with digits that all take the same width, so a changing number keeps its width.
    ///
    ///     Text("\(seconds)").monospacedDigit()
    public func monospacedDigit() -> Text { var t = self; t.monospacedDigits = true; return t }
    /// The text in `color`.
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; t.pattern = nil; return t }
    /// The text in `style`: a colour, or a gradient spanning the text's frame; `.foreground` keeps the
    /// surrounding foreground style.
    ///
    ///     Text("Canvas").foregroundStyle(.white)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var t = self
        t.color = style is ForegroundStyle ? nil : style.inspectedColor(environment: EnvironmentValues())
        t.pattern = style is Color || style is ForegroundStyle ? nil : AnyShapeStyle(style)
        return t
    }
}

/// A string literal with interpolations, as `Text` receives it.
///
/// Interpolations are formatted as SwiftUI's: an integer plainly, a `Double` or `CGFloat` with `%lf` (`"\(0.76 * 100)%"`
/// shows `76.000000%`, as on iOS), a `Float` with `%f`, a value with a `format:` style or a `formatter:`, a number
/// with a printf `specifier:`, a date with a `style:` (the counting styles count on the clip's clock), a date range
/// or interval, an `AttributedString` or a `Text` (both keep their styling), and anything else as
/// `String(describing:)`. The literal's inline Markdown is styled; interpolated values are not read as Markdown,
/// but Markdown around them styles them (`"**\(name)**"` is bold):
///
///     Text("$\(price, format: .number.precision(.fractionLength(2))) · \(ratio, specifier: "%.1f")×")
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// The characters shown, Markdown markers removed.
    let string: String
    /// The characters in their Markdown-styled parts.
    let parts: [TextPart]

    /// A key from `value` (its Markdown styled).
    public init(_ value: String) { self.init(format: value, values: []) }
    public init(stringLiteral value: String) { self.init(format: value, values: []) }
    public init(stringInterpolation: StringInterpolation) {
        self.init(format: stringInterpolation.format, values: stringInterpolation.values)
    }

    /// Reads the Markdown of `format`, whose private-use characters U+F0000… stand for `values` in order.
    private init(format: String, values: [[TextPart]]) {
        var parts: [TextPart] = []
        for run in InlineMarkdown.parse(format) {
            let styling = TextStyling(markdown: run.style)
            var literal = ""
            for scalar in run.text.unicodeScalars {
                let index = Int(scalar.value) - Int(StringInterpolation.placeholderBase)
                guard index >= 0, index < values.count else { literal.unicodeScalars.append(scalar); continue }
                if !literal.isEmpty { parts.append(TextPart(string: literal, styling: styling)) }
                literal = ""
                parts += values[index].map { part in
                    var styled = part
                    styled.styling = part.styling.over(styling)
                    return styled
                }
            }
            if !literal.isEmpty || parts.isEmpty { parts.append(TextPart(string: literal, styling: styling)) }
        }
        self.parts = parts.isEmpty ? [TextPart(string: "", styling: TextStyling())] : parts
        string = parts.map(\.string).joined()
    }

    /// The parts of an interpolated literal: the literal text with a placeholder for each value.
    public struct StringInterpolation: StringInterpolationProtocol {
        /// The first of the private-use characters standing for interpolated values in `format`.
        static let placeholderBase: UInt32 = 0xF0000
        var format = ""
        var values: [[TextPart]] = []
        public init(literalCapacity: Int, interpolationCount: Int) { format.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { format += literal }

        private mutating func append(_ parts: [TextPart]) {
            guard let placeholder = Unicode.Scalar(Self.placeholderBase + UInt32(values.count)) else { return }
            format.unicodeScalars.append(placeholder)
            values.append(parts)
        }

        private mutating func append(_ string: String) { append([TextPart(string: string, styling: TextStyling())]) }

        /// A value as `String(describing:)` shows it (integers and strings as themselves).
        public mutating func appendInterpolation<T>(_ value: T) { append(String(describing: value)) }
        /// A `Double` with `%lf`, as SwiftUI formats it: six decimals (`76.000000`).
        public mutating func appendInterpolation(_ value: Double) { append(String(format: "%lf", value)) }
        /// A `CGFloat` with `%lf`: six decimals.
        public mutating func appendInterpolation(_ value: CGFloat) { append(String(format: "%lf", Double(value))) }
        /// A `Float` with `%f`: six decimals.
        public mutating func appendInterpolation(_ value: Float) { append(String(format: "%f", Double(value))) }
        /// A value formatted by `formatter` (nil: as `String(describing:)` shows it).
        ///
        ///     Text("Due \(deadline, formatter: Self.dayFormatter)")
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter?) {
            append(formatter?.string(for: subject) ?? String(describing: subject))
        }
        /// An object formatted by `formatter` (nil: as `String(describing:)` shows it).
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter?) {
            append(formatter?.string(for: subject) ?? String(describing: subject))
        }
        /// A date in `style`: a time or day as it is, or counting on the clip's clock (`.relative`, `.offset`,
        /// `.timer`), as `Text(_:style:)` shows it.
        ///
        ///     Text("Updated \(lastSync, style: .relative) ago")
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            switch style.kind {
            case .time, .date:
                append(Text.format(date, style: style))
            case .relative, .offset, .timer:
                let live = LiveDate(kind: .style(date, style))
                append([TextPart(string: live.text(at: Clip.startDate), styling: TextStyling(), live: live)])
            }
        }
        /// A range of dates: "1/1/26, 9:41 AM – 10:41 AM".
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) { append(Text.format(dates)) }
        /// A date interval, as its range.
        public mutating func appendInterpolation(_ interval: DateInterval) { append(Text.format(interval.start...interval.end)) }
        /// An attributed string, with its SwiftUI attributes.
        public mutating func appendInterpolation(_ attributedString: AttributedString) { append(Text(attributedString).flattenedParts) }
        /// A value formatted by `format`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            append(format.format(input))
        }
        /// A number formatted with a printf specifier (`"%.2f"`).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) { append(String(format: specifier, value)) }
        /// A `Text`, with its styling.
        ///
        ///     Text("Total: \(Text("$12").bold())")
        public mutating func appendInterpolation(_ text: Text) { append(text.flattenedParts) }
    }
}

extension Text: LeafView {
    /// A counting date sets its characters from the clip's clock, and the node is built again on each whole
    /// second from the date (as a `TimelineView` with a periodic schedule).
    func items(node: ViewNode) -> [LayoutItem] {
        guard let anchor = liveDate?.anchor ?? parts.lazy.compactMap(\.live).first?.anchor else {
            return [LeafItem(node: node, leaf: self)]
        }
        let cursor = node.timelineCursor(for: PeriodicTimelineSchedule(from: anchor, by: 1))
        let now = Clip.date(at: cursor.entry)
        var shown = self
        if let liveDate {
            shown.parts = [TextPart(string: liveDate.text(at: now), styling: parts[0].styling)]
        } else {
            // Dates interpolated into a literal count in their own parts; the rest stays as written.
            shown.parts = parts.map { part in
                guard let live = part.live else { return part }
                return TextPart(string: live.text(at: now), styling: part.styling)
            }
        }
        shown.liveDate = nil
        return [LeafItem(node: node, leaf: shown)]
    }

    func font(in context: LeafContext) -> ResolvedFont {
        var f = font ?? context.environment.font ?? .body
        if let w = weight ?? context.environment.fontWeight { f = f.weight(w) }
        f = Text.apply(styling.over(context.environment.textStyling), to: f)
        var resolved = f.resolved(at: context.environment.dynamicTypeSize)
        if monospacedDigits || context.environment.monospacedDigit { resolved.monospacedDigits = true }
        if let interpolatedSize { resolved.size = interpolatedSize }
        return resolved
    }

    /// How the text is set for a box: the font (shrunk by `minimumScaleFactor` when that avoids a cut),
    /// the wrap width (nil: one line per paragraph) and the lines shown.
    private struct Setting {
        var font: ResolvedFont
        var width: CGFloat?
        var fit: TextFit
        /// The characters and their styled spans at this font size.
        var text: StyledString
        /// The size the text takes set this way, when working the setting out measured it already.
        var size: CGSize? = nil
    }

    /// Text wraps only when offered less than its one-line width, and is cut only when offered less
    /// height than its lines take (it always shows at least one line). With a minimum scale factor, the
    /// largest size in 1 % steps that needs no cut is used, or the smallest allowed.
    private func setting(width: CGFloat?, height: CGFloat?, in context: LeafContext, slack: CGFloat) -> Setting {
        let f = font(in: context)
        let first = setting(font: f, scale: 1, width: width, height: height, in: context, slack: slack)
        let factor = context.environment.minimumScaleFactor
        guard factor < 1, isCut(first, in: context) else { return first }
        func at(_ percent: Int) -> Setting {
            var g = f
            g.size = f.size * CGFloat(percent) / 100
            return setting(font: g, scale: CGFloat(percent) / 100, width: width, height: height, in: context, slack: slack)
        }
        // The smallest size allowed is cut too: use it. Otherwise search for the largest size not cut.
        var low = max(1, Int((factor * 100).rounded(.up))), high = 99
        let smallest = at(low)
        if isCut(smallest, in: context) { return smallest }
        while low < high {
            let mid = (low + high + 1) / 2
            if isCut(at(mid), in: context) { high = mid - 1 } else { low = mid }
        }
        return at(low)
    }

    private func setting(font f: ResolvedFont, scale: CGFloat, width: CGFloat?, height: CGFloat?, in context: LeafContext,
                         slack: CGFloat) -> Setting {
        var fit = context.environment.textFit
        let text = styled(base: f, scale: scale, in: context)
        let natural = context.measurer.size(of: text.string, spans: text.spans, font: f, maxWidth: nil, fit: fit)
        let wrap = width.flatMap { $0 + slack < natural.width ? max($0, 1) : nil }
        // (Each size measured here is kept when it is the setting's own: the text is not measured again for it.)
        var size: CGSize? = wrap == nil ? natural : nil
        if let height, height.isFinite {
            let full = size ?? context.measurer.size(of: text.string, spans: text.spans, font: f, maxWidth: wrap, fit: fit)
            size = full
            if height + slack < full.height {
                fit.maxHeight = height
                size = nil
            }
        }
        return Setting(font: f, width: wrap, fit: fit, text: text, size: size)
    }

    /// Whether the setting hides some of the text (fewer lines than the text needs).
    private func isCut(_ set: Setting, in context: LeafContext) -> Bool {
        guard set.fit.limitsLines else { return false }
        var shown = set.fit
        shown.reservedLines = 0
        let cut = context.measurer.size(of: set.text.string, spans: set.text.spans, font: set.font, maxWidth: set.width, fit: shown)
        let whole = context.measurer.size(of: set.text.string, spans: set.text.spans, font: set.font, maxWidth: set.width, fit: .unlimited)
        return cut.height + 0.01 < whole.height
    }

    func size(for proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        guard let renderer = context.environment.textRenderer else { return ownSize(for: proposal, in: context) }
        return renderer.sizeThatFits(proposal: proposal, text: TextProxy { self.ownSize(for: $0, in: context) })
    }

    /// The size of the text as laid out, whatever a renderer asks for.
    func ownSize(for proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        let set = setting(width: proposal.width, height: proposal.height, in: context, slack: 0)
        return set.size ?? context.measurer.size(of: set.text.string, spans: set.text.spans, font: set.font, maxWidth: set.width, fit: set.fit)
    }

    func draw(in rect: CGRect, context: LeafContext, into render: inout RenderContext) {
        draw(in: rect, layoutSize: rect.size, context: context, into: &render)
    }

    /// Lines are set for the size layout gave the text, and drawn from the presented frame's origin: a
    /// text whose frame animates keeps its lines (no wrapping or "…" half way), as in SwiftUI.
    func draw(in rect: CGRect, layoutSize: CGSize, context: LeafContext, into render: inout RenderContext) {
        // The same for every frame the item draws (the presented text differs only in its colour): worked out once.
        let set: Setting
        if let kept = context.memo?.drawing, kept.size == layoutSize, let setting = kept.value as? Setting {
            set = setting
        } else {
            set = setting(width: layoutSize.width, height: layoutSize.height, in: context, slack: 0.5)
            context.memo?.drawing = (layoutSize, set)
        }
        var run = TextRun(set.text.string, font: set.font, color: resolvedColor(context), origin: rect.origin, width: set.width,
                          alignment: context.environment.multilineTextAlignment, fit: set.fit, spans: set.text.spans)
        run.isRedacted = context.environment.redactsContent
        // A gradient paints the text's frame through the glyphs.
        let paint: Paint? = if let pattern { pattern.base.paint(in: rect, environment: context.environment) }
            else if color == nil && context.environment.hasForegroundPattern { context.environment.foregroundPaint(in: rect) }
            else { nil }
        if let renderer = render.textRenderer {
            return drawRendered(run, text: set.text, with: renderer, in: rect, context: context, into: &render)
        }
        guard let paint else { return render.items.append(.text(run)) }
        var group = DisplayGroup(children: [.shape(.rect(rect), .fill(), paint)])
        group.mask = [.text(run)]
        render.items.append(.group(group))
    }

    /// The text drawn by a `TextRenderer`: its layout handed over in the text's own coordinates.
    private func drawRendered(_ run: TextRun, text: StyledString, with renderer: any TextRenderer, in rect: CGRect,
                              context: LeafContext, into render: inout RenderContext) {
        var local = run
        local.origin = .zero
        let size = rect.size
        let paint: Paint? = if let pattern { pattern.base.paint(in: CGRect(origin: .zero, size: size), environment: context.environment) }
            else if color == nil && context.environment.hasForegroundPattern { context.environment.foregroundPaint(in: CGRect(origin: .zero, size: size)) }
            else { nil }
        let glyphs = context.measurer.glyphLayout(of: local, breakingAt: text.runBreaks)
        let layout = Text.Layout(source: TextLayoutSource(run: local, glyphs: glyphs, attributes: text.attributes, paint: paint, size: size))
        var graphics = GraphicsContext(measurer: context.measurer, environment: context.environment, symbols: nil)
        renderer.draw(layout: layout, in: &graphics)
        guard !graphics.recorder.items.isEmpty else { return }
        render.items.append(.group(DisplayGroup(transform: CGAffineTransform(translationX: rect.minX, y: rect.minY),
                                                children: graphics.recorder.items)))
    }

    func presented(by node: ViewNode) -> LeafView {
        guard let color else { return self }
        var shown = self
        shown.color = node.animated(color, .fill)
        return shown
    }

    /// The characters as drawn (letter case applied).
    func shownString(in context: LeafContext) -> String {
        switch context.environment.textCase {
        case .uppercase?: string.uppercased()
        case .lowercase?: string.lowercased()
        case nil: string
        }
    }

    func resolvedColor(_ context: LeafContext) -> Color {
        color ?? context.environment.foregroundColor ?? .primary
    }

    func baselines(for size: CGSize, in context: LeafContext) -> (CGFloat, CGFloat)? {
        // Inter and DejaVu put the baseline at about 80 % of the line height.
        let line = context.measurer.size(of: "A", font: font(in: context), maxWidth: nil).height
        return (line * 0.8, size.height - line * 0.2)
    }

    func inspection(in context: LeafContext) -> InspectionInfo {
        InspectionInfo(type: "Text", label: shownString(in: context), fill: resolvedColor(context))
    }
}
