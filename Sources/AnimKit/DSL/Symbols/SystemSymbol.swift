import Foundation

/// AnimKit's own drawings of system symbols, as vector paths.
///
/// Each design sits in a box 100 units tall and `aspect × 100` wide. Outlines are stroked with round caps and
/// joins at `SystemSymbol.weight` units (the regular weight). A name resolves to a design in the catalog
/// (`"bell"`, `"bell.fill"`), or is composed from one: `base[.slash][.circle|.square|.rectangle][.fill]`.
struct SystemSymbol {
    /// One piece of a symbol.
    struct Part: Sendable {
        /// What a part does: draws, always cuts a hole (a gap between pieces), or sits on a filled enclosure
        /// (cut out of it in monochrome, drawn in its own layer's style otherwise).
        enum Role: Sendable { case ink, gap, inlay }
        var path: Path
        /// The stroke width in design units; nil fills the path.
        var strokeWidth: CGFloat?
        /// 0 primary, 1 secondary, 2 tertiary (hierarchical and palette rendering).
        var layer = 0
        var role = Role.ink
        /// The part's own colour in multicolor rendering.
        var tint: Color?
        /// For a variable-value symbol: the value from which the part is drawn at full strength.
        var threshold: Double?

        /// The path stroked at `width` (the regular weight by default).
        static func stroke(_ path: Path, _ width: CGFloat = SystemSymbol.weight) -> Part { Part(path: path, strokeWidth: width) }
        /// The path filled.
        static func fill(_ path: Path) -> Part { Part(path: path, strokeWidth: nil) }

        /// This part in layer `layer`.
        func layer(_ layer: Int) -> Part { var p = self; p.layer = layer; return p }
        /// This part as a hole cut through what is drawn before it.
        var gap: Part { var p = self; p.role = .gap; return p }
        /// This part in `color` when rendered multicolor.
        func tint(_ color: Color) -> Part { var p = self; p.tint = color; return p }
        /// This part dimmed while the variable value is below `value`.
        func threshold(_ value: Double) -> Part { var p = self; p.threshold = value; return p }
    }

    /// A design: its box's aspect (width ÷ height) and how it draws, outlined or filled.
    struct Design: Sendable {
        let aspect: CGFloat
        /// Whether the design has a `.fill` form.
        let fills: Bool
        let draw: @Sendable (_ filled: Bool) -> [Part]

        init(_ aspect: CGFloat, fills: Bool = true, _ draw: @escaping @Sendable (_ filled: Bool) -> [Part]) {
            self.aspect = aspect
            self.fills = fills
            self.draw = draw
        }
    }

    /// The stroke width of the regular weight, in design units.
    static let weight: CGFloat = 8.5

    /// Every design AnimKit has, by base name.
    static let catalog: [String: Design] = shapeDesigns.merging(objectDesigns) { first, _ in first }
        .merging(natureDesigns) { first, _ in first }
        .merging(everydayDesigns) { first, _ in first }
        .merging(gadgetDesigns) { first, _ in first }
        .merging(livingDesigns) { first, _ in first }
        .merging(creatureDesigns) { first, _ in first }
        .merging(workDesigns) { first, _ in first }

    /// The names AnimKit draws directly (each design, and its `.fill` form when it has one), sorted; enclosed
    /// and slashed variants of them are composed on top of these.
    static let names: [String] = catalog.flatMap { name, design in design.fills ? [name, name + ".fill"] : [name] }.sorted()

    let aspect: CGFloat
    let parts: [Part]

    nonisolated(unsafe) private static var drawn: [String: SystemSymbol?] = [:]
    private static let lock = NSLock()

    /// The symbol called `name`, built once per process (an image asks for it to measure and at every frame).
    static func named(_ name: String) -> SystemSymbol? {
        lock.lock()
        defer { lock.unlock() }
        if let known = drawn[name] { return known }
        let symbol = SystemSymbol(name: name)
        drawn[name] = symbol
        return symbol
    }

    /// The symbol called `name`, or nil if AnimKit has no drawing of it.
    init?(name: String) {
        if let design = Self.catalog[name] {
            self.init(aspect: design.aspect, design.draw(false))
            return
        }
        var base = name
        let filled = base.hasSuffix(".fill")
        if filled { base.removeLast(5) }
        if filled, let design = Self.catalog[base], design.fills {
            self.init(aspect: design.aspect, design.draw(true))
            return
        }
        var enclosure: String?
        for shape in ["circle", "square", "rectangle"] where base.hasSuffix("." + shape) {
            enclosure = shape
            base.removeLast(shape.count + 1)
        }
        let slashed = base.hasSuffix(".slash")
        if slashed { base.removeLast(6) }
        guard enclosure != nil || slashed, let design = Self.catalog[base], !filled || enclosure != nil || design.fills else {
            return nil
        }
        var parts = design.draw(filled && design.fills)
        if slashed { parts = Self.slashed(parts, aspect: design.aspect) }
        guard let enclosure else {
            self.init(aspect: design.aspect, parts)
            return
        }
        let box: CGFloat = enclosure == "rectangle" ? 130 : 100
        self.init(aspect: box / 100, Self.enclosed(parts, aspect: design.aspect, in: enclosure, width: box, filled: filled))
    }

    /// A symbol drawn as `outline` filled (an icon font's glyph, `SymbolFallback`): its ink fills the 100-unit box's
    /// height, or its width when the glyph is wider than the box (between half and 1.6 times its height) allows.
    init?(glyph outline: Path) {
        let bounds = outline.boundingRect
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        let aspect = min(max(bounds.width / bounds.height, 0.5), 1.6)
        let scale = min(100 / bounds.height, 100 * aspect / bounds.width)
        let dx = (100 * aspect - bounds.width * scale) / 2, dy = (100 - bounds.height * scale) / 2
        let placed = outline.applying(CGAffineTransform(translationX: dx, y: dy).scaledBy(x: scale, y: scale)
            .translatedBy(x: -bounds.minX, y: -bounds.minY))
        self.init(aspect: aspect, [.fill(placed)])
    }

    private init(aspect: CGFloat, _ parts: [Part]) {
        self.aspect = aspect
        self.parts = parts
    }

    /// `parts` struck through from top leading to bottom trailing, with a gap either side of the stroke.
    private static func slashed(_ parts: [Part], aspect: CGFloat) -> [Part] {
        let w = aspect * 100
        let slash = SymbolPen.line((w * 0.08, 6), (w * 0.92, 94))
        return parts + [Part.stroke(slash, weight * 2.6).gap, Part.stroke(slash)]
    }

    /// `parts` (designed `aspect` wide) shrunk into the middle of a ring, or of a filled disc whose layer is
    /// secondary and from which they are cut in monochrome.
    private static func enclosed(_ parts: [Part], aspect: CGFloat, in shape: String, width: CGFloat, filled: Bool) -> [Part] {
        let inner: CGFloat = 54
        let s = inner / max(aspect * 100, 100)
        let t = CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: width / 2 - aspect * 50 * s, ty: 50 - 50 * s)
        let content = parts.compactMap { part -> Part? in
            if filled && part.role == .gap { return nil }
            var p = part
            p.path = part.path.applying(t)
            p.strokeWidth = part.strokeWidth.map { _ in weight * 0.8 }
            if filled { p.role = .inlay; p.layer = 0 }
            return p
        }
        let i = weight / 2
        let outline: Path, solid: Path
        if shape == "circle" {
            outline = SymbolPen.circle(50, 50, 50 - i)
            solid = SymbolPen.circle(50, 50, 50)
        } else {
            outline = SymbolPen.rect(i, i, width - weight, 100 - weight, r: 20)
            solid = SymbolPen.rect(0, 0, width, 100, r: 24)
        }
        return filled ? [Part.fill(solid).layer(1)] + content : [Part.stroke(outline)] + content
    }

    /// How a symbol is coloured when drawn.
    struct Style {
        var mode: SymbolRenderingMode.Kind
        /// The paint of each foreground level (0 primary, 1 secondary, 2 tertiary).
        var paint: (Int) -> Paint
        var variableValue: Double?
        /// The opacity of a variable layer by its threshold, while a variable-colour effect plays.
        var layerOpacity: ((Double) -> Double)? = nil
        /// The poses of effects played by layer: each takes a motion layer's index and the number of them.
        var layerPoses: [(_ index: Int, _ count: Int) -> SymbolPose] = []
    }

    /// The motion layer of each part, and how many there are: parts of one rendering layer and variable
    /// threshold move together, in the order they are first drawn; a gap moves with the part drawn after it.
    var motionLayers: (indices: [Int], count: Int) {
        var keys: [String] = []
        var indices = [Int](repeating: 0, count: parts.count)
        for (i, part) in parts.enumerated() where part.role != .gap {
            let key = "\(part.layer)/\(part.threshold ?? -1)"
            if let k = keys.firstIndex(of: key) { indices[i] = k } else { indices[i] = keys.count; keys.append(key) }
        }
        for i in parts.indices.reversed() where parts[i].role == .gap {
            indices[i] = i + 1 < parts.count ? indices[i + 1] : 0
        }
        return (indices, max(1, keys.count))
    }

    /// The display items drawing the symbol stretched into `rect`, with `weightScale` times the regular strokes.
    func displayItems(in rect: CGRect, style: Style, weightScale: CGFloat = 1) -> [DisplayItem] {
        let sx = rect.width / (aspect * 100), sy = rect.height / 100
        let t = CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: rect.minX, ty: rect.minY)
        var erases = false
        let layers = style.layerPoses.isEmpty ? nil : motionLayers
        let items = parts.enumerated().map { index, part -> DisplayItem in
            var path = part.path.applying(t)
            var layerOpacity = 1.0
            if let layers {
                // Inner effects first: each pose maps the layer about the symbol's frame.
                for layerPose in style.layerPoses.reversed() {
                    let pose = layerPose(layers.indices[index], layers.count)
                    path = path.applying(pose.transform(in: rect))
                    layerOpacity *= pose.opacity
                }
            }
            let mode: DrawMode = part.strokeWidth.map {
                .stroke(StrokeStyle(lineWidth: $0 * weightScale * min(sx, sy), lineCap: .round, lineJoin: .round))
            } ?? .fill()
            let erase = part.role == .gap || (part.role == .inlay && (style.mode == .monochrome || style.mode == .multicolor))
            if erase {
                erases = true
                var hole = DisplayGroup(children: [.shape(.path(path), mode, .color(.black))])
                hole.blendMode = .destinationOut
                return .group(hole)
            }
            var opacity = layerOpacity
            var paint: Paint
            switch style.mode {
            case .multicolor: paint = part.tint.map(Paint.color) ?? style.paint(0)
            case .palette: paint = style.paint(part.layer)
            case .hierarchical:
                paint = style.paint(0)
                opacity = [1, 0.5, 0.25][min(part.layer, 2)]
            case .monochrome: paint = style.paint(0)
            }
            if let threshold = part.threshold, let lit = style.layerOpacity {
                opacity *= lit(threshold)
            } else if let threshold = part.threshold, let value = style.variableValue, value < threshold {
                opacity *= 0.25
            }
            guard opacity < 1 else { return .shape(.path(path), mode, paint) }
            if case .color(let c) = paint { return .shape(.path(path), mode, .color(c.opacity(opacity))) }
            return .group(DisplayGroup(opacity: opacity, children: [.shape(.path(path), mode, paint)]))
        }
        guard erases else { return items }
        var group = DisplayGroup(children: items)
        group.isolated = true
        return [.group(group)]
    }
}
