import Foundation

/// AnimKit's own drawings of the system symbols the articles use, as vector paths.
///
/// Each symbol is designed in a box 100 units tall and `aspect × 100` wide; outline symbols are
/// stroked with round caps and joins at about a twelfth of their height (the regular weight).
struct SystemSymbol {
    /// One piece of a symbol: a path, filled or stroked (width in design units).
    struct Part {
        var path: Path
        var strokeWidth: CGFloat?
    }

    let aspect: CGFloat
    let parts: [Part]

    /// The names AnimKit can draw.
    static let names: [String] = ["checkmark", "circle", "circle.fill", "hand.wave", "hand.wave.fill", "heart",
                                  "heart.fill", "minus", "plus", "star", "star.fill", "trash", "trash.fill", "xmark"]

    private static let stroke: CGFloat = 8.5

    /// The symbol called `name`, or nil if AnimKit has no drawing of it.
    init?(name: String) {
        let w = SystemSymbol.stroke
        switch name {
        case "heart": self.init(aspect: 1.1, [Part(path: SystemSymbol.heart(inset: w / 2), strokeWidth: w)])
        case "heart.fill": self.init(aspect: 1.1, [Part(path: SystemSymbol.heart(inset: 0), strokeWidth: nil)])
        case "star": self.init(aspect: 1.05, [Part(path: SystemSymbol.star(inset: w / 2), strokeWidth: w)])
        case "star.fill":
            // Filled and stroked with round joins: the points come out softly rounded.
            let star = SystemSymbol.star(inset: 3)
            self.init(aspect: 1.05, [Part(path: star, strokeWidth: nil), Part(path: star, strokeWidth: 6)])
        case "circle": self.init(aspect: 1, [Part(path: Path(ellipseIn: CGRect(x: w / 2, y: w / 2, width: 100 - w, height: 100 - w)), strokeWidth: w)])
        case "circle.fill": self.init(aspect: 1, [Part(path: Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)), strokeWidth: nil)])
        case "plus": self.init(aspect: 1, [Part(path: SystemSymbol.lines([[(50, 8), (50, 92)], [(8, 50), (92, 50)]]), strokeWidth: 10)])
        case "minus": self.init(aspect: 1, [Part(path: SystemSymbol.lines([[(8, 50), (92, 50)]]), strokeWidth: 10)])
        case "xmark": self.init(aspect: 1, [Part(path: SystemSymbol.lines([[(12, 12), (88, 88)], [(88, 12), (12, 88)]]), strokeWidth: 10)])
        case "checkmark": self.init(aspect: 1.05, [Part(path: SystemSymbol.lines([[(8, 56), (38, 90), (97, 10)]]), strokeWidth: 10)])
        case "trash": self.init(aspect: 0.9, SystemSymbol.trash(filled: false))
        case "trash.fill": self.init(aspect: 0.9, SystemSymbol.trash(filled: true))
        case "hand.wave": self.init(aspect: 1, SystemSymbol.handWave(filled: false))
        case "hand.wave.fill": self.init(aspect: 1, SystemSymbol.handWave(filled: true))
        default: return nil
        }
    }

    private init(aspect: CGFloat, _ parts: [Part]) {
        self.aspect = aspect
        self.parts = parts
    }

    /// The display items drawing the symbol stretched into `rect`.
    func displayItems(in rect: CGRect, paint: Paint) -> [DisplayItem] {
        let sx = rect.width / (aspect * 100), sy = rect.height / 100
        let t = CGAffineTransform(a: sx, b: 0, c: 0, d: sy, tx: rect.minX, ty: rect.minY)
        return parts.map { part in
            let path = part.path.applying(t)
            if let width = part.strokeWidth {
                return .shape(.path(path), .stroke(StrokeStyle(lineWidth: width * min(sx, sy), lineCap: .round, lineJoin: .round)), paint)
            }
            return .shape(.path(path), .fill(), paint)
        }
    }

    // MARK: Drawings

    private static func lines(_ polylines: [[(CGFloat, CGFloat)]]) -> Path {
        var p = Path()
        for line in polylines {
            p.addLines(line.map { CGPoint(x: $0.0, y: $0.1) })
        }
        return p
    }

    /// Two lobes meeting in a point at the bottom; `inset` keeps a stroke inside the box.
    private static func heart(inset i: CGFloat) -> Path {
        let s = (100 - 2 * i) / 100
        func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: i * 1.1 + x * s, y: i + y * s) }
        var p = Path()
        p.move(to: pt(55, 98))
        p.addCurve(to: pt(0, 32), control1: pt(24, 74), control2: pt(0, 56))
        p.addCurve(to: pt(29, 2), control1: pt(0, 14), control2: pt(13, 2))
        p.addCurve(to: pt(55, 20), control1: pt(41, 2), control2: pt(50, 10))
        p.addCurve(to: pt(81, 2), control1: pt(60, 10), control2: pt(69, 2))
        p.addCurve(to: pt(110, 32), control1: pt(97, 2), control2: pt(110, 14))
        p.addCurve(to: pt(55, 98), control1: pt(110, 56), control2: pt(86, 74))
        p.closeSubpath()
        return p
    }

    /// A five-pointed star, one point up.
    private static func star(inset i: CGFloat) -> Path {
        let center = CGPoint(x: 52.5, y: 54), outer = 52 - i, inner = outer * 0.45
        var p = Path()
        for k in 0..<10 {
            let angle = (-90 + Double(k) * 36) * .pi / 180
            let r = k % 2 == 0 ? outer : inner
            let point = CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
            if k == 0 { p.move(to: point) } else { p.addLine(to: point) }
        }
        p.closeSubpath()
        return p
    }

    /// A bin with a lid and a handle; the outline version has three ribs.
    private static func trash(filled: Bool) -> [Part] {
        var bin = Path()
        bin.move(to: CGPoint(x: 14, y: 24))
        bin.addLine(to: CGPoint(x: 19, y: 88))
        bin.addQuadCurve(to: CGPoint(x: 27, y: 96), control: CGPoint(x: 20, y: 96))
        bin.addLine(to: CGPoint(x: 63, y: 96))
        bin.addQuadCurve(to: CGPoint(x: 71, y: 88), control: CGPoint(x: 70, y: 96))
        bin.addLine(to: CGPoint(x: 76, y: 24))
        var parts = [Part(path: lines([[(6, 20), (84, 20)], [(31, 20), (33, 6), (57, 6), (59, 20)]]), strokeWidth: 8)]
        if filled {
            var closed = bin
            closed.closeSubpath()
            parts.append(Part(path: closed, strokeWidth: nil))
            parts.append(Part(path: closed, strokeWidth: 4))
        } else {
            parts.append(Part(path: bin, strokeWidth: 8))
            parts.append(Part(path: lines([[(32, 36), (33, 82)], [(45, 36), (45, 82)], [(58, 36), (57, 82)]]), strokeWidth: 6))
        }
        return parts
    }

    /// A raised hand tilted as if waving, with two motion marks.
    private static func handWave(filled: Bool) -> [Part] {
        var hand = Path()
        // Upright silhouette (fingers up), tilted by -25° about the palm afterwards.
        hand.move(to: CGPoint(x: 30, y: 56))
        let fingers: [(x: CGFloat, top: CGFloat)] = [(30, 22), (41, 12), (52, 16), (63, 28)]
        let width: CGFloat = 9
        for (i, f) in fingers.enumerated() {
            hand.addLine(to: CGPoint(x: f.x, y: f.top + width / 2))
            hand.addArc(center: CGPoint(x: f.x + width / 2, y: f.top + width / 2), radius: width / 2,
                        startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
            let gapBottom: CGFloat = i == fingers.count - 1 ? 60 : 48
            hand.addLine(to: CGPoint(x: f.x + width, y: gapBottom))
        }
        hand.addCurve(to: CGPoint(x: 50, y: 94), control1: CGPoint(x: 74, y: 80), control2: CGPoint(x: 66, y: 94))
        hand.addCurve(to: CGPoint(x: 22, y: 74), control1: CGPoint(x: 36, y: 94), control2: CGPoint(x: 28, y: 86))
        // The thumb, out to the left.
        hand.addLine(to: CGPoint(x: 11, y: 58))
        hand.addArc(center: CGPoint(x: 15, y: 55), radius: 5, startAngle: .degrees(145), endAngle: .degrees(-35), clockwise: false)
        hand.addLine(to: CGPoint(x: 30, y: 64))
        hand.closeSubpath()
        let tilt = CGAffineTransform(translationX: -46, y: -56)
            .concatenating(CGAffineTransform(rotationAngle: -25 * .pi / 180))
            .concatenating(CGAffineTransform(translationX: 50, y: 56))
        let tilted = hand.applying(tilt)
        var upper = Path(), lower = Path()
        upper.addArc(center: CGPoint(x: 70, y: 24), radius: 18, startAngle: .degrees(-70), endAngle: .degrees(10), clockwise: false)
        lower.addArc(center: CGPoint(x: 30, y: 82), radius: 20, startAngle: .degrees(110), endAngle: .degrees(190), clockwise: false)
        var parts = [Part(path: upper, strokeWidth: 6.5), Part(path: lower, strokeWidth: 6.5)]
        if filled { parts.append(Part(path: tilted, strokeWidth: nil)) }
        parts.append(Part(path: tilted, strokeWidth: 6.5))
        return parts
    }
}
