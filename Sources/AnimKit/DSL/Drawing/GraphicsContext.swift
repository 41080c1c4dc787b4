import Foundation

/// The drawing context a `Canvas` hands its renderer — SwiftUI's `GraphicsContext`.
///
/// A value: a copy has its own transform, opacity, blend mode, clip and filters, and draws into the same canvas.
/// Filters and the blend mode apply to each drawing operation on its own; `drawLayer` groups operations so
/// they apply once to the whole.
///
///     Canvas { context, size in
///         context.translateBy(x: size.width / 2, y: size.height / 2)
///         context.rotate(by: .degrees(45))
///         context.fill(Path(CGRect(x: -20, y: -20, width: 40, height: 40)), with: .color(.orange))
///     }
public struct GraphicsContext {
    /// Where the operations of a context and its copies go.
    final class Recorder {
        var items: [DisplayItem] = []
    }

    let recorder: Recorder
    let measurer: TextMeasuring
    let symbols: CanvasSymbols?
    /// The environment of the canvas (its font, foreground style…).
    public var environment: EnvironmentValues
    /// The opacity each drawing operation is composited with (multiplied into layers).
    public var opacity: Double = 1
    /// How each drawing operation combines with what is already drawn.
    public var blendMode: BlendMode = .normal
    /// Maps the context's coordinates to the canvas's.
    public var transform: CGAffineTransform = .identity
    /// Clip paths in canvas coordinates, all applied.
    var clips: [(path: Path, eoFill: Bool, antialiased: Bool)] = []
    var filters: [Filter] = []

    init(measurer: TextMeasuring, environment: EnvironmentValues, symbols: CanvasSymbols?) {
        recorder = Recorder()
        self.measurer = measurer
        self.environment = environment
        self.symbols = symbols
    }

    // MARK: Transform

    /// Moves the origin by `(x, y)` in the current coordinates.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }

    /// Scales the coordinates by `x` and `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }

    /// Rotates the coordinates by `angle` about the origin (positive: clockwise on screen).
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: angle.radians) }

    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    // MARK: Clip and filters

    /// How a clip is taken.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keep what lies outside the path instead.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Limits later drawing to `path` (in the current coordinates), within any clip already in force.
    ///
    ///     context.clip(to: Path(ellipseIn: rect))
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        var placed = path.applying(transform)
        var eo = style.isEOFilled
        if options.contains(.inverse) {
            // Outside the path: the path inside a huge rectangle, filled even-odd.
            var outside = Path(CGRect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
            outside.addPath(placed)
            placed = outside
            eo = true
        }
        clips.append((placed, eo, style.isAntialiased))
    }

    /// Options for filters: `.linearColor` computes a colour filter in linear light (blurs and shadows are
    /// computed on the encoded values either way).
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The filter's calculations are made in a linear colour space.
        public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
    }

    /// Options for linear and radial gradients: by default the end colours carry on past the ends; `.repeat`
    /// starts the gradient again, `.mirror` runs it back and forth, and `.linearColor` blends in linear light.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// A filter applied to each later drawing operation.
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case blur(CGFloat, opaque: Bool)
            case shadow(Shadow)
            case color(ColorFilter)
        }
        let kind: Kind

        /// A gaussian blur of `radius`.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .blur(radius, opaque: options.contains(.opaque)))
        }
        /// A shadow under each operation (over it with `.shadowAbove`, alone with `.shadowOnly`, cast by the
        /// inverted alpha with `.invertsAlpha`), combined with what is under it by `blendMode`.
        ///
        ///     context.addFilter(.shadow(color: .black, radius: 4, options: [.shadowAbove, .invertsAlpha], blendMode: .sourceAtop))
        public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                                  blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
            var shadow = Shadow(color: color, radius: radius, x: x, y: y)
            shadow.blendMode = blendMode
            shadow.isAbove = options.contains(.shadowAbove)
            shadow.isOnly = options.contains(.shadowOnly)
            shadow.invertsAlpha = options.contains(.invertsAlpha)
            return Filter(kind: .shadow(shadow))
        }
        /// Adds `amount` to each colour component.
        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .color(.brightness(amount))) }
        /// Scales contrast about middle grey.
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .color(.contrast(amount))) }
        /// Sets the saturation (0: grey).
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .color(.saturation(amount))) }
        /// Removes colour by `amount`.
        public static func grayscale(_ amount: Double) -> Filter { Filter(kind: .color(.grayscale(amount))) }
        /// Turns hues by `angle`.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(kind: .color(.hueRotation(angle))) }
        /// Multiplies colours by `color`.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .color(.colorMultiply(color))) }
        /// Inverts colours by `amount` (1: fully; 0.5 turns every colour middle grey).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            guard amount != 1 else { return Filter(kind: .color(.colorInvert)) }
            let k = Float(1 - 2 * amount), o = Float(amount)
            return Filter(kind: .color(.matrix(ColorMatrix(rows: [[k, 0, 0, 0, o], [0, k, 0, 0, o], [0, 0, k, 0, o], [0, 0, 0, 1, 0]]))))
        }
        /// `color` where the alpha of what is drawn lies in `min…max`, transparent elsewhere. After a blur it
        /// turns soft edges hard: blobs drawn close together melt into one (a "gooey" or metaball look).
        ///
        ///     context.addFilter(.alphaThreshold(min: 0.5, color: .orange))
        ///     context.addFilter(.blur(radius: 12))
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter {
            Filter(kind: .color(.alphaThreshold(min: min, max: max, color: color)))
        }
        /// Black with the luminance as alpha.
        public static var luminanceToAlpha: Filter { Filter(kind: .color(.luminanceToAlpha)) }
        /// Any colour matrix.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(kind: .color(.matrix(matrix))) }
    }

    /// Options of a blur filter: `.opaque` keeps the edges from fading (the edge pixels carry on while blurring and
    /// the result is cut to the operation's bounds); `.dithersResult` changes nothing visible at 8 bits a channel.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 1)
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options of a shadow filter: `.shadowAbove` draws it over the operation, `.shadowOnly` draws it alone,
    /// `.invertsAlpha` casts it from the inverted alpha (an inner shadow with `.shadowAbove` and `.sourceAtop`).
    /// `.disablesGroup` changes nothing: AnimKit draws each operation and its shadow on their own already.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Applies `filter` to each later drawing operation.
    ///
    ///     context.addFilter(.blur(radius: 4))
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        if options.contains(.linearColor), case .color(let colour) = filter.kind, colour.isPlainMatrix {
            filters.append(Filter(kind: .color(.inLinearLight(colour))))
        } else {
            filters.append(filter)
        }
    }

    // MARK: Shading

    /// What fills or strokes a path.
    public struct Shading: Sendable {
        enum Kind: @unchecked Sendable {
            case paint(Paint)
            /// A linear or radial gradient with options, laid out for the bounds it fills.
            case gradient(Paint, GradientOptions)
            case style(any ShapeStyle)
            case foreground
        }
        let kind: Kind

        /// A solid colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .paint(.color(color))) }
        /// A solid colour from components.
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(red: red, green: green, blue: blue, opacity: opacity))
        }
        /// A shape style, resolved against the bounds of the path it fills.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }
        /// The environment's foreground style.
        public static var foreground: Shading { Shading(kind: .foreground) }
        /// A gradient between two points of the context's coordinates.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .gradient(.linearGradient(gradient, start: startPoint, end: endPoint), options))
        }
        /// A gradient between two circles about `center`.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .gradient(.radialGradient(gradient, center: center, startRadius: startRadius, endRadius: endRadius), options))
        }

        /// A full clockwise turn about `center` starting at `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero,
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .gradient(.angularGradient(gradient, center: center, startAngle: angle.radians, endAngle: angle.radians + 2 * .pi), options))
        }

        func paint(bounds: CGRect, environment: EnvironmentValues) -> Paint {
            switch kind {
            case .paint(let p): return p
            case .gradient(let p, let options): return GradientLayout.paint(p, options: options, covering: bounds)
            case .style(let s): return s.paint(in: bounds, environment: environment)
            case .foreground: return environment.foregroundPaint(in: bounds)
            }
        }
    }

    // MARK: Drawing

    /// Fills `path` with `shading`.
    ///
    ///     context.fill(Path(ellipseIn: rect), with: .color(.blue))
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let paint = shading.paint(bounds: path.boundingRect, environment: environment)
        let shape = DisplayItem.shape(.path(path), .fill(eoFill: style.isEOFilled), paint)
        guard style.isAntialiased else {
            var hard = DisplayGroup(children: [shape])
            hard.isAntialiased = false
            return emit([.group(hard)])
        }
        emit([shape])
    }

    /// Strokes `path` with `shading` in `style`.
    ///
    ///     context.stroke(path, with: .color(.red), style: StrokeStyle(lineWidth: 3, lineCap: .round))
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let paint = shading.paint(bounds: path.boundingRect, environment: environment)
        emit([.shape(.path(path), .stroke(style), paint)])
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Text measured and ready to draw.
    public struct ResolvedText {
        let text: Text
        let context: LeafContext
        /// The text's size when offered `size`.
        public func measure(in size: CGSize) -> CGSize {
            text.size(for: ProposedViewSize(size), in: context)
        }
    }

    /// An image ready to draw.
    public struct ResolvedImage {
        let image: Image
        let context: LeafContext
        /// The image's natural size.
        public var size: CGSize { image.size(for: .unspecified, in: context) }
        /// The baseline, measured from the top.
        public var baseline: CGFloat { image.baselines(for: size, in: context)?.0 ?? size.height }
    }

    /// A view from the canvas's `symbols:`, laid out at its ideal size.
    public struct ResolvedSymbol {
        let items: [DisplayItem]
        /// The symbol's size.
        public let size: CGSize
    }

    private var leafContext: LeafContext { LeafContext(environment: environment, measurer: measurer) }

    /// `text` with the context's environment (font, foreground colour).
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text, context: leafContext) }

    /// `image` with the context's environment.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image, context: leafContext) }

    /// The view of `symbols:` tagged `id`, or nil if there is none.
    ///
    ///     if let dot = context.resolveSymbol(id: 0) { context.draw(dot, at: point) }
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { symbols?.resolve(AnyHashable(id)) }

    /// Draws `text` with its `anchor` at `point`.
    ///
    ///     context.draw(Text("Hi").font(.title), at: CGPoint(x: 50, y: 20))
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }

    /// Draws `text` in `rect`, wrapping to its width.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Draws resolved text with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.text.size(for: .unspecified, in: text.context)
        draw(text, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height))
    }

    /// Draws resolved text in `rect`.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        var scratch = RenderContext(inspects: false)
        text.text.draw(in: rect, context: text.context, into: &scratch)
        emit(scratch.items)
    }

    /// Draws `image` with its `anchor` at `point`, at its natural size.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(image), at: point, anchor: anchor) }

    /// Draws `image` stretched into `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { draw(resolve(image), in: rect, style: style) }

    /// Draws a resolved image with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.size
        draw(image, in: CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height))
    }

    /// Draws a resolved image stretched into `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        var scratch = RenderContext(inspects: false)
        image.image.draw(in: rect, context: image.context, into: &scratch)
        emit(scratch.items)
    }

    /// Draws a symbol with its `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(symbol, in: CGRect(x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height,
                                width: symbol.size.width, height: symbol.size.height))
    }

    /// Draws a symbol stretched into `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard symbol.size.width > 0, symbol.size.height > 0 else { return }
        let fit = CGAffineTransform(scaleX: rect.width / symbol.size.width, y: rect.height / symbol.size.height)
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        emit([.group(DisplayGroup(transform: fit, children: symbol.items))])
    }

    /// Draws what `content` draws as one layer, to which this context's opacity, blend mode, clip and filters
    /// apply once. The layer's context starts with this one's transform and environment.
    ///
    ///     context.drawLayer { layer in
    ///         layer.fill(a, with: .color(.red))
    ///         layer.fill(b, with: .color(.blue))
    ///     }
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(measurer: measurer, environment: environment, symbols: symbols)
        layer.transform = transform
        try content(&layer)
        emit(layer.recorder.items, alreadyTransformed: true)
    }

    /// Records `items` (in the context's coordinates, or the canvas's) with the state in force.
    func emit(_ items: [DisplayItem], alreadyTransformed: Bool = false) {
        guard !items.isEmpty else { return }
        var wrapped = [DisplayItem.group(DisplayGroup(transform: alreadyTransformed ? .identity : transform, children: items))]
        // As in SwiftUI, each filter applies to what is drawn under the filters added after it: the last one
        // added applies first (`addFilter(.alphaThreshold(…))` then `addFilter(.blur(…))` thresholds the blur).
        for filter in GraphicsContext.combined(filters).reversed() {
            var g = DisplayGroup(children: wrapped)
            switch filter {
            case .blur(let r, let opaque): (g.blur, g.blurIsOpaque) = (r, opaque)
            case .shadow(let s): g.shadow = s
            case .colors(let f): g.filters = f
            }
            wrapped = [.group(g)]
        }
        var top = DisplayGroup(opacity: min(1, max(0, opacity)), children: wrapped)
        top.blendMode = blendMode
        wrapped = [.group(top)]
        for clip in clips.reversed() {
            var g = DisplayGroup(clip: .path(clip.path), children: wrapped)
            g.clipIsEvenOdd = clip.eoFill
            g.clipIsAntialiased = clip.antialiased
            wrapped = [.group(g)]
        }
        recorder.items.append(contentsOf: wrapped)
    }

    /// A run of filters as drawn: neighbouring blurs are one blur (Gaussians compose: the variances add, so
    /// radii r₁ and r₂ make √(r₁² + r₂²)), neighbouring colour filters one group applying the last added first. Filters
    /// added in a loop (`addFilter(.blur(radius: 2))` before each of 30 dots) then cost one layer per operation,
    /// not one per filter.
    enum DrawnFilter {
        case blur(CGFloat, opaque: Bool)
        case shadow(Shadow)
        case colors([ColorFilter])
    }

    static func combined(_ filters: [Filter]) -> [DrawnFilter] {
        var out: [DrawnFilter] = []
        for filter in filters {
            switch (filter.kind, out.last) {
            case (.blur(let r, let opaque), .blur(let b, let was)?) where opaque == was:
                out[out.count - 1] = .blur((b * b + max(0, r) * max(0, r)).squareRoot(), opaque: opaque)
            case (.blur(let r, let opaque), _):
                out.append(.blur(max(0, r), opaque: opaque))
            case (.color(let f), .colors(let fs)?):
                out[out.count - 1] = .colors([f] + fs)
            case (.color(let f), _):
                out.append(.colors([f]))
            case (.shadow(let s), _):
                out.append(.shadow(s))
            }
        }
        return out
    }
}
