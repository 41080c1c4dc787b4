import Foundation

/// Weather and nature: sun, moon, clouds, rain, bolts, flames, drops, leaves.
extension SystemSymbol {
    private typealias P = SymbolPen

    private static let sunYellow = Color(red: 1, green: 0.8, blue: 0)
    private static let rainBlue = Color(red: 0, green: 0.48, blue: 1)
    private static let flameOrange = Color(red: 1, green: 0.58, blue: 0)
    private static let leafGreen = Color(red: 0.2, green: 0.78, blue: 0.35)

    /// A cloud whose bottom edge is at `bottom`, `width` wide from `x`.
    static func cloud(x: CGFloat = 0, bottom: CGFloat = 86, width w: CGFloat = 140) -> Path {
        let s = w / 140
        return P.bumps([(x + 34 * s, bottom - 22 * s, 22 * s), (x + 72 * s, bottom - 36 * s, 32 * s), (x + 114 * s, bottom - 20 * s, 20 * s)])
    }

    /// A lightning bolt in the box from (x, y), `h` tall.
    static func bolt(x: CGFloat, y: CGFloat, height h: CGFloat) -> Path {
        let s = h / 100
        let points: [SymbolPen.Point] = [(36, 0), (4, 58), (30, 58), (18, 100), (58, 36), (32, 36), (50, 0)]
        return P.roundedPolygon(points.map { (x + $0.0 * s, y + $0.1 * s) }, radius: 3 * s)
    }

    /// A sun: a disc (or ring) and `rays` rays about (x, y).
    static func sun(_ x: CGFloat, _ y: CGFloat, radius r: CGFloat, rays: Int = 8, filled: Bool, ray: (CGFloat, CGFloat)) -> [Part] {
        let disc = filled ? Part.fill(P.circle(x, y, r + weight / 2)) : Part.stroke(P.circle(x, y, r))
        var lines = Path()
        for k in 0..<rays {
            let a = Double(k) * 360 / Double(rays) - 90
            lines.move(to: P.point(x, y, ray.0, a))
            lines.addLine(to: P.point(x, y, ray.1, a))
        }
        return [disc, Part.stroke(lines, 8)]
    }

    /// A crescent: the disc of radius `r` about (x, y) less the disc about (cx, cy).
    static func crescent(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat, cut cx: CGFloat, _ cy: CGFloat, _ cr: CGFloat) -> Path {
        // Where the two circles cross, found by the chord through them.
        let dx = cx - x, dy = cy - y, d = (dx * dx + dy * dy).squareRoot()
        let along = (r * r - cr * cr + d * d) / (2 * d), h = (r * r - along * along).squareRoot()
        let mx = x + along * dx / d, my = y + along * dy / d
        let a = CGPoint(x: mx + h * dy / d, y: my - h * dx / d), b = CGPoint(x: mx - h * dy / d, y: my + h * dx / d)
        func angle(_ p: CGPoint, _ ox: CGFloat, _ oy: CGFloat) -> Double { atan2(Double(p.y - oy), Double(p.x - ox)) * 180 / .pi }
        func distance(_ ox: CGFloat, _ oy: CGFloat, _ radius: CGFloat, _ degrees: Double, to px: CGFloat, _ py: CGFloat) -> CGFloat {
            let q = P.point(ox, oy, radius, degrees)
            return ((q.x - px) * (q.x - px) + (q.y - py) * (q.y - py)).squareRoot()
        }
        // The outer arc runs clockwise between the crossings on the side away from the cut disc.
        var (from, to) = (angle(a, x, y), angle(b, x, y))
        while to < from { to += 360 }
        if distance(x, y, r, (from + to) / 2, to: cx, cy) < cr {
            (from, to) = (angle(b, x, y), angle(a, x, y))
            while to < from { to += 360 }
        }
        var p = Path()
        p.addArc(center: CGPoint(x: x, y: y), radius: r, startAngle: .degrees(from), endAngle: .degrees(to), clockwise: false)
        // The cut arc returns anticlockwise through the outer disc.
        let end = P.point(x, y, r, to), start = P.point(x, y, r, from)
        let innerFrom = angle(end, cx, cy)
        var innerTo = angle(start, cx, cy)
        while innerTo > innerFrom { innerTo -= 360 }
        if distance(cx, cy, cr, (innerFrom + innerTo) / 2, to: x, y) > r { innerTo += 360 }
        p.addArc(center: CGPoint(x: cx, y: cy), radius: cr, startAngle: .degrees(innerFrom), endAngle: .degrees(innerTo), clockwise: innerTo < innerFrom)
        p.closeSubpath()
        return p
    }

    /// A four-pointed sparkle about (x, y) reaching `r`.
    static func sparkle(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: x, y: y - r))
        let k = r * 0.18
        p.addQuadCurve(to: CGPoint(x: x + r, y: y), control: CGPoint(x: x + k, y: y - k))
        p.addQuadCurve(to: CGPoint(x: x, y: y + r), control: CGPoint(x: x + k, y: y + k))
        p.addQuadCurve(to: CGPoint(x: x - r, y: y), control: CGPoint(x: x - k, y: y + k))
        p.addQuadCurve(to: CGPoint(x: x, y: y - r), control: CGPoint(x: x - k, y: y - k))
        p.closeSubpath()
        return p
    }

    /// A drop pointing up, `h` tall from (x, y) at its tip.
    static func drop(x: CGFloat, y: CGFloat, height h: CGFloat) -> Path {
        let r = h * 0.34
        var p = Path()
        p.move(to: CGPoint(x: x, y: y))
        p.addCurve(to: CGPoint(x: x + r, y: y + h - r), control1: CGPoint(x: x + r * 0.4, y: y + h * 0.3), control2: CGPoint(x: x + r, y: y + h * 0.45))
        p.addArc(center: CGPoint(x: x, y: y + h - r), radius: r, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
        p.addCurve(to: CGPoint(x: x, y: y), control1: CGPoint(x: x - r, y: y + h * 0.45), control2: CGPoint(x: x - r * 0.4, y: y + h * 0.3))
        p.closeSubpath()
        return p
    }

    static let natureDesigns: [String: Design] = {
        var d: [String: Design] = [:]
        d["sun.max"] = Design(1) { f in sun(50, 50, radius: 20, filled: f, ray: (36, 46)).map { $0.tint(sunYellow) } }
        d["sun.min"] = Design(1) { f in sun(50, 50, radius: 20, filled: f, ray: (36, 40)).map { $0.tint(sunYellow) } }
        d["moon"] = Design(1) { f in
            let moon = crescent(50, 50, 44, cut: 78, 30, 36)
            return solid(moon, f)
        }
        d["moon.stars"] = Design(1) { f in
            let moon = crescent(44, 56, 40, cut: 70, 38, 32)
            return solid(moon, f) + [Part.fill(sparkle(78, 18, 14)).layer(1), Part.fill(sparkle(90, 48, 9)).layer(1)]
        }
        d["cloud"] = Design(1.4) { f in solid(cloud(), f) }
        d["cloud.rain"] = Design(1.3) { f in
            let rain = Part.stroke(P.lines([[(36, 80), (30, 96)], [(62, 80), (56, 96)], [(88, 80), (82, 96)]]), 7).layer(1).tint(rainBlue)
            return solid(cloud(x: 2, bottom: 66, width: 126), f) + [rain]
        }
        d["cloud.drizzle"] = d["cloud.rain"]
        d["cloud.bolt"] = Design(1.3) { f in
            var parts = solid(cloud(x: 2, bottom: 66, width: 126), f)
            parts.append(Part.stroke(bolt(x: 50, y: 52, height: 46), 14).gap)
            parts.append(Part.fill(bolt(x: 50, y: 52, height: 46)).layer(1).tint(sunYellow))
            return parts
        }
        let boltCloud = d["cloud.bolt"]!
        d["cloud.bolt.rain"] = Design(1.3) { f in
            var parts = boltCloud.draw(f)
            parts.append(Part.stroke(P.lines([[(34, 80), (28, 96)], [(100, 80), (94, 96)]]), 7).layer(2).tint(rainBlue))
            return parts
        }
        d["cloud.snow"] = Design(1.3) { f in
            solid(cloud(x: 2, bottom: 66, width: 126), f)
                + [36.0, 64.0, 92.0].map { Part.fill(P.circle(CGFloat($0), 86, 6)).layer(1) }
        }
        d["cloud.sun"] = Design(1.3) { f in
            let sunParts = sun(42, 38, radius: 16, filled: f, ray: (28, 36)).map { $0.layer(1).tint(sunYellow) }
            let front = cloud(x: 20, bottom: 94, width: 110)
            return sunParts + [Part.stroke(front, weight * 2.6).gap] + solid(front, f)
        }
        d["cloud.sun.rain"] = Design(1.3) { f in
            let sunParts = sun(40, 30, radius: 13, filled: f, ray: (23, 30)).map { $0.layer(1).tint(sunYellow) }
            let front = cloud(x: 16, bottom: 72, width: 108)
            let rain = Part.stroke(P.lines([[(44, 84), (38, 98)], [(70, 84), (64, 98)], [(96, 84), (90, 98)]]), 7).layer(2).tint(rainBlue)
            return sunParts + [Part.stroke(front, weight * 2.6).gap] + solid(front, f) + [rain]
        }
        d["cloud.moon"] = Design(1.3) { f in
            let moon = Part.fill(crescent(36, 36, 28, cut: 54, 22, 22)).layer(1)
            let front = cloud(x: 20, bottom: 94, width: 110)
            return [moon, Part.stroke(front, weight * 2.6).gap] + solid(front, f)
        }
        d["bolt"] = Design(0.62) { f in solid(bolt(x: 3, y: 2, height: 96), f, width: f ? 4 : weight).map { $0.tint(sunYellow) } }
        d["flame"] = Design(0.8) { f in
            var flame = Path()
            flame.move(to: CGPoint(x: 40, y: 4))
            flame.addCurve(to: CGPoint(x: 76, y: 62), control1: CGPoint(x: 44, y: 30), control2: CGPoint(x: 76, y: 34))
            flame.addCurve(to: CGPoint(x: 40, y: 96), control1: CGPoint(x: 76, y: 84), control2: CGPoint(x: 60, y: 96))
            flame.addCurve(to: CGPoint(x: 4, y: 62), control1: CGPoint(x: 20, y: 96), control2: CGPoint(x: 4, y: 84))
            flame.addCurve(to: CGPoint(x: 20, y: 30), control1: CGPoint(x: 4, y: 48), control2: CGPoint(x: 12, y: 38))
            flame.addCurve(to: CGPoint(x: 40, y: 4), control1: CGPoint(x: 30, y: 26), control2: CGPoint(x: 40, y: 16))
            flame.closeSubpath()
            let core = drop(x: 40, y: 56, height: 36)
            let inner = f ? Part.fill(core).gap : Part.stroke(core, 6)
            return solid(flame, f).map { $0.tint(flameOrange) } + [inner]
        }
        d["drop"] = Design(0.75) { f in solid(drop(x: 37.5, y: 6, height: 90), f).map { $0.tint(rainBlue) } }
        d["leaf"] = Design(1) { f in
            var leaf = Path()
            leaf.move(to: CGPoint(x: 10, y: 90))
            leaf.addCurve(to: CGPoint(x: 92, y: 8), control1: CGPoint(x: 4, y: 30), control2: CGPoint(x: 40, y: 8))
            leaf.addCurve(to: CGPoint(x: 10, y: 90), control1: CGPoint(x: 94, y: 60), control2: CGPoint(x: 60, y: 96))
            leaf.closeSubpath()
            let vein = Part.stroke(P.line((6, 94), (64, 36)), 6)
            return solid(leaf, f).map { $0.tint(leafGreen) } + [f ? vein.gap : vein]
        }
        d["snowflake"] = Design(1, fills: false) { _ in
            var flake = Path()
            for k in 0..<6 {
                let a = Double(k) * 60 - 90
                flake.move(to: CGPoint(x: 50, y: 50))
                flake.addLine(to: P.point(50, 50, 46, a))
                let fork = P.point(50, 50, 34, a)
                flake.move(to: P.point(fork.x, fork.y, 12, a - 145))
                flake.addLine(to: fork)
                flake.addLine(to: P.point(fork.x, fork.y, 12, a + 145))
            }
            return [.stroke(flake, 7)]
        }
        d["sparkles"] = Design(1, fills: false) { _ in
            [.fill(sparkle(40, 56, 38)), Part.fill(sparkle(80, 20, 16)).layer(1), Part.fill(sparkle(84, 82, 12)).layer(2)]
        }
        d["wind"] = Design(1.1, fills: false) { _ in
            var gusts = P.line((6, 36), (70, 36))
            gusts.addArc(center: CGPoint(x: 70, y: 22), radius: 14, startAngle: .degrees(90), endAngle: .degrees(-150), clockwise: true)
            gusts.move(to: CGPoint(x: 6, y: 60))
            gusts.addLine(to: CGPoint(x: 88, y: 60))
            gusts.addArc(center: CGPoint(x: 88, y: 44), radius: 16, startAngle: .degrees(90), endAngle: .degrees(-150), clockwise: true)
            gusts.move(to: CGPoint(x: 6, y: 82))
            gusts.addLine(to: CGPoint(x: 50, y: 82))
            return [.stroke(gusts, 7.5)]
        }
        d["thermometer"] = Design(0.6, fills: false) { _ in
            [.stroke(P.join(P.line((18, 62), (18, 18)), P.arc(30, 18, 12, from: 180, to: 360), P.line((42, 18), (42, 62)))),
             .stroke(P.arc(30, 76, 19, from: -52, to: 232)), .fill(P.circle(30, 76, 10)), .stroke(P.line((30, 40), (30, 72)), 7)]
        }
        d["umbrella"] = Design(1.1) { f in
            var canopy = P.arc(55, 50, 48, from: 180, to: 360)
            canopy.closeSubpath()
            return solid(canopy, f) + [.stroke(P.join(P.line((55, 50), (55, 84)), P.arc(45, 84, 10, from: 0, to: 180)))]
        }
        return d
    }()
}
