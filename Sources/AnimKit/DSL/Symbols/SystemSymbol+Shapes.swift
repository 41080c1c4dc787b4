import Foundation

/// Geometric symbols, marks, arrows, chevrons and media controls.
extension SystemSymbol {
    private typealias P = SymbolPen

    /// A closed path stroked (outline) or filled and stroked to the same extent (filled).
    static func solid(_ path: Path, _ filled: Bool, width: CGFloat = weight) -> [Part] {
        filled ? [.fill(path), .stroke(path, width)] : [.stroke(path, width)]
    }

    /// An arrow along +x from `from` to `to` (x), at height `y`, with a head `head` long.
    static func arrow(from: CGFloat, to: CGFloat, y: CGFloat, head: CGFloat) -> Path {
        P.lines([[(from, y), (to, y)], [(to - head, y - head), (to, y), (to - head, y + head)]])
    }

    /// An arc with an arrow head at its end, the head pointing along the arc's direction.
    static func turningArrow(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat, from: Double, to: Double, head: CGFloat = 16) -> Path {
        var path = P.arc(x, y, r, from: from, to: to)
        let tip = P.point(x, y, r, to)
        let forward = to > from ? 90.0 : -90.0
        let direction = (to + forward) * .pi / 180
        for side in [-1.0, 1.0] {
            let back = direction + .pi + side * 0.75
            path.move(to: CGPoint(x: tip.x + head * CGFloat(cos(back)), y: tip.y + head * CGFloat(sin(back))))
            path.addLine(to: tip)
        }
        return path
    }

    static let shapeDesigns: [String: Design] = {
        var d: [String: Design] = [:]
        let i = weight / 2
        d["circle"] = Design(1) { f in f ? [.fill(P.circle(50, 50, 50))] : [.stroke(P.circle(50, 50, 50 - i))] }
        d["square"] = Design(1) { f in f ? [.fill(P.rect(0, 0, 100, 100, r: 22))] : [.stroke(P.rect(i, i, 100 - weight, 100 - weight, r: 18))] }
        d["rectangle"] = Design(1.3) { f in
            f ? [.fill(P.rect(0, 12, 130, 76, r: 14))] : [.stroke(P.rect(i, 12 + i, 130 - weight, 76 - weight, r: 11))]
        }
        d["capsule"] = Design(1.6) { f in
            f ? [.fill(P.rect(0, 20, 160, 60, r: 30))] : [.stroke(P.rect(i, 20 + i, 160 - weight, 60 - weight, r: 30 - i))]
        }
        d["triangle"] = Design(1.1) { f in solid(P.roundedPolygon([(55, 8), (104, 92), (6, 92)], radius: 8), f) }
        d["diamond"] = Design(1) { f in solid(P.roundedPolygon([(50, 5), (95, 50), (50, 95), (5, 50)], radius: 7), f) }
        d["heart"] = Design(1.1) { f in f ? [.fill(heart(inset: 0))] : [.stroke(heart(inset: weight / 2))] }
        d["star"] = Design(1.05) { f in
            // Filled and stroked with round joins: the points come out softly rounded.
            let star = SystemSymbol.star(inset: f ? 3 : weight / 2)
            return f ? [.fill(star), .stroke(star, 6)] : [.stroke(star)]
        }
        d["plus"] = Design(1, fills: false) { _ in [.stroke(P.lines([[(50, 8), (50, 92)], [(8, 50), (92, 50)]]), 10)] }
        d["minus"] = Design(1, fills: false) { _ in [.stroke(P.line((8, 50), (92, 50)), 10)] }
        d["xmark"] = Design(1, fills: false) { _ in [.stroke(P.lines([[(12, 12), (88, 88)], [(88, 12), (12, 88)]]), 10)] }
        d["checkmark"] = Design(1.05, fills: false) { _ in [.stroke(P.line((8, 56), (38, 90), (97, 10)), 10)] }
        d["ellipsis"] = Design(1.2, fills: false) { _ in [.fill(P.circle(18, 50, 10)), .fill(P.circle(60, 50, 10)), .fill(P.circle(102, 50, 10))] }
        d["line.3.horizontal"] = Design(1.15, fills: false) { _ in
            [.stroke(P.lines([[(8, 18), (107, 18)], [(8, 50), (107, 50)], [(8, 82), (107, 82)]]))]
        }
        d["list.bullet"] = Design(1.2, fills: false) { _ in
            [.fill(P.circle(12, 18, 7)), .fill(P.circle(12, 50, 7)), .fill(P.circle(12, 82, 7)),
             .stroke(P.lines([[(36, 18), (114, 18)], [(36, 50), (114, 50)], [(36, 82), (114, 82)]]))]
        }
        d["square.grid.2x2"] = Design(1) { f in
            [(0, 0), (54, 0), (0, 54), (54, 54)].flatMap { (x: CGFloat, y: CGFloat) in
                f ? [Part.fill(P.rect(x, y, 46, 46, r: 10))] : [Part.stroke(P.rect(x + i, y + i, 46 - weight, 46 - weight, r: 8))]
            }
        }
        d["slider.horizontal.3"] = Design(1.15, fills: false) { _ in
            [(18.0, 72.0), (50.0, 30.0), (82.0, 88.0)].flatMap { (y: CGFloat, knob: CGFloat) in
                [Part.stroke(P.line((6, y), (109, y))), Part.fill(P.circle(knob, y, 12))]
            }
        }
        d["info"] = Design(0.45, fills: false) { _ in
            [.fill(P.circle(26, 14, 8)), .stroke(P.lines([[(10, 40), (26, 40), (26, 92)], [(10, 92), (40, 92)]]), 9)]
        }
        d["exclamationmark"] = Design(0.35, fills: false) { _ in [.stroke(P.line((17.5, 8), (17.5, 64)), 11), .fill(P.circle(17.5, 88, 7))] }
        d["questionmark"] = Design(0.65, fills: false) { _ in
            var hook = P.arc(32, 30, 22, from: 190, to: 400)
            hook.addQuadCurve(to: CGPoint(x: 32, y: 68), control: CGPoint(x: 32, y: 52))
            return [.stroke(hook, 10), .fill(P.circle(32, 90, 7))]
        }
        d["exclamationmark.triangle"] = Design(1.1) { f in
            let triangle = P.roundedPolygon([(55, 6), (105, 94), (5, 94)], radius: 9)
            let mark = [Part.stroke(P.line((55, 38), (55, 62)), 9), Part.fill(P.circle(55, 78, 5.5))]
            return f ? [.fill(triangle), .stroke(triangle)] + mark.map(\.gap) : [.stroke(triangle)] + mark
        }
        // Arrows.
        let right = arrow(from: 8, to: 92, y: 50, head: 34)
        d["arrow.right"] = Design(1, fills: false) { _ in [.stroke(right)] }
        d["arrow.left"] = Design(1, fills: false) { _ in [.stroke(P.rotated(right, 180, about: 50, 50))] }
        d["arrow.up"] = Design(1, fills: false) { _ in [.stroke(P.rotated(right, -90, about: 50, 50))] }
        d["arrow.down"] = Design(1, fills: false) { _ in [.stroke(P.rotated(right, 90, about: 50, 50))] }
        d["arrow.up.right"] = Design(1, fills: false) { _ in [.stroke(P.lines([[(12, 88), (86, 14)], [(34, 14), (86, 14), (86, 66)]]))] }
        d["arrow.down.left"] = Design(1, fills: false) { _ in [.stroke(P.lines([[(88, 12), (14, 86)], [(66, 86), (14, 86), (14, 34)]]))] }
        d["arrow.left.arrow.right"] = Design(1.1, fills: false) { _ in
            [.stroke(arrow(from: 8, to: 100, y: 68, head: 20)),
             .stroke(P.rotated(arrow(from: 10, to: 102, y: 68, head: 20), 180, about: 55, 50))]
        }
        d["arrow.up.arrow.down"] = Design(1, fills: false) { _ in
            [.stroke(P.rotated(arrow(from: 8, to: 92, y: 30, head: 20), -90, about: 50, 50)),
             .stroke(P.rotated(arrow(from: 8, to: 92, y: 30, head: 20), 90, about: 50, 50))]
        }
        d["arrow.clockwise"] = Design(0.95, fills: false) { _ in [.stroke(turningArrow(47.5, 54, 40, from: 120, to: 390))] }
        d["arrow.counterclockwise"] = Design(0.95, fills: false) { _ in [.stroke(turningArrow(47.5, 54, 40, from: 60, to: -210))] }
        d["arrow.triangle.2.circlepath"] = Design(1.1, fills: false) { _ in
            [.stroke(turningArrow(55, 50, 40, from: 200, to: 340)), .stroke(turningArrow(55, 50, 40, from: 20, to: 160))]
        }
        d["arrow.uturn.backward"] = Design(1, fills: false) { _ in
            var p = P.line((8, 30), (60, 30))
            p.addArc(center: CGPoint(x: 60, y: 56), radius: 26, startAngle: .degrees(-90), endAngle: .degrees(90), clockwise: false)
            p.addLine(to: CGPoint(x: 40, y: 82))
            p.addLines([CGPoint(x: 30, y: 8), CGPoint(x: 8, y: 30), CGPoint(x: 30, y: 52)])
            return [.stroke(p)]
        }
        // Chevrons.
        let chevron = P.line((30, 8), (70, 50), (30, 92))
        d["chevron.right"] = Design(1, fills: false) { _ in [.stroke(chevron, 10)] }
        d["chevron.forward"] = d["chevron.right"]
        d["chevron.left"] = Design(1, fills: false) { _ in [.stroke(P.rotated(chevron, 180, about: 50, 50), 10)] }
        d["chevron.backward"] = d["chevron.left"]
        d["chevron.down"] = Design(1, fills: false) { _ in [.stroke(P.rotated(chevron, 90, about: 50, 50), 10)] }
        d["chevron.up"] = Design(1, fills: false) { _ in [.stroke(P.rotated(chevron, -90, about: 50, 50), 10)] }
        d["chevron.up.chevron.down"] = Design(0.7, fills: false) { _ in
            [.stroke(P.line((22, 38), (50, 12), (78, 38)), 10), .stroke(P.line((22, 62), (50, 88), (78, 62)), 10)]
        }
        // Media controls.
        let play = P.roundedPolygon([(10, 6), (84, 50), (10, 94)], radius: 9)
        d["play"] = Design(0.9) { f in solid(play, f) }
        d["pause"] = Design(0.8) { f in
            [P.rect(10, 8, 20, 84, r: 5), P.rect(50, 8, 20, 84, r: 5)].flatMap { solid($0, f, width: f ? weight : 6) }
        }
        d["stop"] = Design(1) { f in solid(P.rect(10, 10, 80, 80, r: 12), f) }
        let twin = P.roundedPolygon([(8, 16), (66, 50), (8, 84)], radius: 7)
        d["forward"] = Design(1.4) { f in [twin, twin.offsetBy(dx: 64, dy: 0)].flatMap { solid($0, f) } }
        d["backward"] = Design(1.4) { f in
            [twin, twin.offsetBy(dx: 64, dy: 0)].flatMap { solid(P.mirrored($0, width: 140), f) }
        }
        d["playpause"] = Design(1.5) { f in
            solid(P.roundedPolygon([(8, 14), (66, 50), (8, 86)], radius: 7), f)
                + [P.rect(90, 14, 16, 72, r: 4), P.rect(124, 14, 16, 72, r: 4)].flatMap { solid($0, f, width: 5) }
        }
        d["backward.end"] = Design(1.1) { f in
            solid(P.roundedPolygon([(100, 12), (32, 50), (100, 88)], radius: 7), f) + [.stroke(P.line((12, 12), (12, 88)), 10)]
        }
        d["forward.end"] = Design(1.1) { f in
            solid(P.roundedPolygon([(10, 12), (78, 50), (10, 88)], radius: 7), f) + [.stroke(P.line((98, 12), (98, 88)), 10)]
        }
        d["record"] = Design(1) { f in f ? [.fill(P.circle(50, 50, 30))] : [.stroke(P.circle(50, 50, 30))] }
        d["repeat"] = Design(1.1, fills: false) { _ in
            [.stroke(P.lines([[(10, 56), (10, 30), (96, 30)], [(80, 14), (96, 30), (80, 46)],
                              [(100, 44), (100, 70), (14, 70)], [(30, 54), (14, 70), (30, 86)]]))]
        }
        d["shuffle"] = Design(1.15, fills: false) { _ in
            [.stroke(P.lines([[(6, 24), (32, 24), (78, 76), (106, 76)], [(6, 76), (32, 76), (78, 24), (106, 24)],
                              [(92, 10), (106, 24), (92, 38)], [(92, 62), (106, 76), (92, 90)]]))]
        }
        return d
    }()

    /// Two lobes meeting in a point at the bottom; `inset` keeps a stroke inside the box.
    static func heart(inset i: CGFloat) -> Path {
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
    static func star(inset i: CGFloat) -> Path {
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
}
