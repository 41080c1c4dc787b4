import Foundation

/// People, places and everyday objects.
extension SystemSymbol {
    private typealias P = SymbolPen

    /// Head and shoulders centred on `x`, `scale` of the full 100-unit figure.
    static func person(x: CGFloat, scale s: CGFloat = 1, top: CGFloat = 0) -> (head: Path, body: Path) {
        let head = P.circle(x, top + 26 * s, 21 * s)
        var body = Path()
        body.move(to: CGPoint(x: x - 42 * s, y: top + 94 * s))
        body.addCurve(to: CGPoint(x: x, y: top + 56 * s), control1: CGPoint(x: x - 42 * s, y: top + 70 * s),
                      control2: CGPoint(x: x - 24 * s, y: top + 56 * s))
        body.addCurve(to: CGPoint(x: x + 42 * s, y: top + 94 * s), control1: CGPoint(x: x + 24 * s, y: top + 56 * s),
                      control2: CGPoint(x: x + 42 * s, y: top + 70 * s))
        body.closeSubpath()
        return (head, body)
    }

    static let objectDesigns: [String: Design] = {
        var d: [String: Design] = [:]
        let i = weight / 2
        d["trash"] = Design(0.9) { f in trash(filled: f) }
        d["hand.wave"] = Design(1) { f in handWave(filled: f) }
        d["person"] = Design(0.95) { f in
            let p = person(x: 47.5)
            return solid(p.head, f) + solid(p.body, f)
        }
        d["person.2"] = Design(1.35) { f in
            let back = person(x: 92, scale: 0.8, top: 6), front = person(x: 48)
            // The figure behind is secondary; in outline a gap keeps the front figure's edge clear.
            return solid(back.head, f).map { $0.layer(1) } + solid(back.body, f).map { $0.layer(1) }
                + [Part.stroke(front.body, weight * 2.6).gap, Part.stroke(front.head, weight * 2.6).gap]
                + solid(front.head, f) + solid(front.body, f)
        }
        d["person.crop.circle"] = Design(1) { f in
            let p = person(x: 50, scale: 0.62, top: 18)
            var shoulders = P.arc(50, 50, 50 - i, from: 35, to: 145)
            shoulders.addCurve(to: CGPoint(x: 50, y: 62), control1: CGPoint(x: 22, y: 68), control2: CGPoint(x: 34, y: 62))
            shoulders.addCurve(to: CGPoint(x: 50 + 45.75 * 0.819, y: 50 + 45.75 * 0.574),
                               control1: CGPoint(x: 66, y: 62), control2: CGPoint(x: 78, y: 68))
            if f {
                return [Part.fill(P.circle(50, 50, 50)).layer(1),
                        Part(path: p.head, strokeWidth: nil, layer: 0, role: .inlay),
                        Part(path: shoulders, strokeWidth: nil, layer: 0, role: .inlay)]
            }
            return [.stroke(P.circle(50, 50, 50 - i)), .stroke(p.head), .stroke(shoulders)]
        }
        d["house"] = Design(1.05) { f in
            let body = P.polygon([(18, 46), (18, 94), (87, 94), (87, 46)])
            let roof = P.line((6, 52), (52.5, 8), (99, 52))
            let door = P.rect(42, 64, 21, 30, r: 3)
            if f { return [.fill(P.polygon([(18, 42), (52.5, 10), (87, 42), (87, 94), (18, 94)])), .stroke(roof), Part.fill(door).gap] }
            return [.stroke(body), .stroke(roof), .stroke(door)]
        }
        d["magnifyingglass"] = Design(1, fills: false) { _ in [.stroke(P.circle(42, 42, 32), 9), .stroke(P.line((66, 66), (92, 92)), 12)] }
        d["bell"] = Design(1) { f in
            var body = Path()
            body.move(to: CGPoint(x: 10, y: 78))
            body.addLine(to: CGPoint(x: 20, y: 66))
            body.addLine(to: CGPoint(x: 21, y: 44))
            body.addCurve(to: CGPoint(x: 50, y: 14), control1: CGPoint(x: 21, y: 26), control2: CGPoint(x: 34, y: 14))
            body.addCurve(to: CGPoint(x: 79, y: 44), control1: CGPoint(x: 66, y: 14), control2: CGPoint(x: 79, y: 26))
            body.addLine(to: CGPoint(x: 80, y: 66))
            body.addLine(to: CGPoint(x: 90, y: 78))
            body.closeSubpath()
            let knob = P.line((50, 6), (50, 14))
            let clapper = f ? Part.fill(P.circle(50, 86, 10)) : Part.stroke(P.arc(50, 84, 9, from: 0, to: 180))
            return solid(body, f) + [.stroke(knob), clapper]
        }
        d["gearshape"] = Design(1) { f in gear(filled: f) }
        d["gear"] = d["gearshape"]
        d["envelope"] = Design(1.35) { f in
            let body = P.rect(i, 14 + i, 135 - weight, 72 - weight, r: 9)
            let flap = P.line((12, 24), (67.5, 60), (123, 24))
            return f ? [.fill(P.rect(0, 14, 135, 72, r: 12)), Part.stroke(flap, 6).gap] : [.stroke(body), .stroke(flap)]
        }
        d["folder"] = Design(1.25) { f in
            let outline = P.roundedPolygon([(i, 14), (46, 14), (56, 26), (125 - i, 26), (125 - i, 88), (i, 88)], radius: 8)
            return solid(outline, f) + (f ? [] : [.stroke(P.line((i, 38), (125 - i, 38)), 6)])
        }
        d["paperplane"] = Design(1) { f in
            let plane = P.roundedPolygon([(94, 6), (60, 94), (44, 56), (6, 40)], radius: 5)
            return solid(plane, f) + [f ? Part.stroke(P.line((44, 56), (94, 6)), 5).gap : Part.stroke(P.line((44, 56), (94, 6)), 6)]
        }
        d["bookmark"] = Design(0.7) { f in solid(P.roundedPolygon([(i + 4, 6), (66 - i, 6), (66 - i, 94), (35, 70), (i + 4, 94)], radius: 6), f) }
        d["doc"] = Design(0.8) { f in
            let page = P.roundedPolygon([(i + 4, 6), (50, 6), (76 - i, 32), (76 - i, 94), (i + 4, 94)], radius: 7)
            return solid(page, f) + [f ? Part.stroke(P.line((48, 8), (48, 34), (74, 34)), 5).gap : .stroke(P.line((50, 8), (50, 32), (74, 32)), 6)]
        }
        let doc = d["doc"]!
        d["doc.text"] = Design(0.8) { f in
            let lines = Part.stroke(P.lines([[(22, 52), (58, 52)], [(22, 66), (58, 66)], [(22, 80), (46, 80)]]), 6)
            return doc.draw(f) + [f ? lines.gap : lines]
        }
        d["lock"] = Design(0.8) { f in
            let shackle = P.join(P.line((20, 46), (20, 30)), P.arc(40, 30, 20, from: 180, to: 360), P.line((60, 30), (60, 46)))
            let body = P.rect(i + 2, 44, 80 - weight - 4, 50, r: 9)
            return [.stroke(shackle)] + solid(body, f) + (f ? [Part.fill(P.circle(40, 66, 6)).gap] : [])
        }
        d["lock.open"] = Design(0.95) { f in
            let shackle = P.join(P.line((58, 46), (58, 26)), P.arc(76, 26, 18, from: 180, to: 360), P.line((94, 26), (94, 36)))
            let body = P.rect(i + 2, 44, 76 - weight - 4, 50, r: 9)
            return [.stroke(shackle)] + solid(body, f)
        }
        d["square.and.arrow.up"] = Design(0.85) { f in
            let arrow = P.lines([[(42.5, 62), (42.5, 6)], [(26, 22), (42.5, 6), (59, 22)]])
            if f {
                return [.fill(P.rect(2, 36, 81, 62, r: 10)), Part.stroke(P.line((42.5, 60), (42.5, 36)), weight * 2.4).gap, .stroke(arrow)]
            }
            // The box is open at the top where the arrow leaves it.
            let box = P.line((28, 40), (i + 2, 40), (i + 2, 94), (85 - i - 2, 94), (85 - i - 2, 40), (57, 40))
            return [.stroke(box), .stroke(arrow)]
        }
        d["square.and.pencil"] = Design(1, fills: false) { _ in
            [.stroke(P.lines([[(50, 14), (i + 4, 14), (i + 4, 92), (82, 92), (82, 48)]])),
             .stroke(P.roundedPolygon([(86, 6), (96, 16), (54, 58), (40, 62), (44, 48)], radius: 3), 6)]
        }
        d["pencil"] = Design(1, fills: false) { _ in
            [.stroke(P.roundedPolygon([(76, 8), (92, 24), (32, 84), (8, 92), (16, 68)], radius: 4)), .stroke(P.line((64, 20), (80, 36)), 6)]
        }
        d["cart"] = Design(1.15) { f in
            let basket = P.roundedPolygon([(26, 22), (108, 22), (98, 62), (34, 62)], radius: 5)
            let frame = P.line((4, 8), (20, 8), (34, 74), (100, 74))
            return [.stroke(frame)] + solid(basket, f) + [.fill(P.circle(40, 88, 8)), .fill(P.circle(92, 88, 8))]
        }
        d["bag"] = Design(0.95) { f in
            let body = P.roundedPolygon([(12, 30), (83, 30), (89, 94), (6, 94)], radius: 8)
            return [.stroke(P.arc(47.5, 30, 18, from: 180, to: 360))] + solid(body, f)
        }
        d["tag"] = Design(1) { f in
            let tag = P.roundedPolygon([(50, 6), (94, 6), (94, 50), (48, 96), (4, 52)], radius: 8)
            return solid(tag, f) + [f ? Part.fill(P.circle(74, 26, 7)).gap : .stroke(P.circle(74, 26, 5), 5)]
        }
        d["hand.thumbsup"] = Design(1) { f in
            let cuff = P.rect(i + 2, 44, 22, 48, r: 4)
            let hand = P.roundedPolygon([(36, 46), (52, 8), (64, 12), (60, 40), (90, 40), (94, 50), (84, 92), (36, 92)], radius: 7)
            return solid(cuff, f) + solid(hand, f)
        }
        d["music.note"] = Design(0.7, fills: false) { _ in
            [.fill(P.circle(22, 78, 16)), .stroke(P.line((36, 78), (36, 8), (64, 18), (64, 34), (36, 26)), 8)]
        }
        d["mic"] = Design(0.75) { f in
            solid(P.rect(22, 4, 31, 58, r: 15.5), f)
                + [.stroke(P.arc(37.5, 44, 28, from: 0, to: 180)), .stroke(P.lines([[(37.5, 72), (37.5, 92)], [(22, 92), (53, 92)]]))]
        }
        let speaker = P.roundedPolygon([(8, 34), (26, 34), (54, 10), (54, 90), (26, 66), (8, 66)], radius: 5)
        d["speaker"] = Design(0.65) { f in solid(speaker, f) }
        d["speaker.wave.1"] = Design(0.9) { f in solid(speaker, f) + [.stroke(P.arc(60, 50, 18, from: -45, to: 45))] }
        d["speaker.wave.2"] = Design(1.1) { f in
            solid(speaker, f) + [Part.stroke(P.arc(60, 50, 18, from: -45, to: 45)).threshold(0.01),
                                 Part.stroke(P.arc(60, 50, 38, from: -45, to: 45)).threshold(0.5)]
        }
        d["speaker.wave.3"] = Design(1.3) { f in
            solid(speaker, f) + [Part.stroke(P.arc(60, 50, 18, from: -45, to: 45)).threshold(0.01),
                                 Part.stroke(P.arc(60, 50, 38, from: -45, to: 45)).threshold(0.34),
                                 Part.stroke(P.arc(60, 50, 58, from: -45, to: 45)).threshold(0.67)]
        }
        d["camera"] = Design(1.3) { f in
            let body = P.roundedPolygon([(i, 26), (36, 26), (44, 12), (86, 12), (94, 26), (130 - i, 26), (130 - i, 90), (i, 90)], radius: 8)
            return solid(body, f) + [f ? Part.fill(P.circle(65, 56, 20)).gap : .stroke(P.circle(65, 56, 18))]
        }
        d["photo"] = Design(1.25) { f in
            let frame = P.rect(i, 10 + i, 125 - weight, 80 - weight, r: 10)
            let hills = P.polygon([(16, 80), (48, 46), (70, 68), (84, 54), (110, 80)])
            if f { return [.fill(P.rect(0, 10, 125, 80, r: 12)), Part.fill(hills).gap, Part.fill(P.circle(88, 32, 8)).gap] }
            return [.stroke(frame), .stroke(hills, 6), .fill(P.circle(88, 32, 8))]
        }
        d["calendar"] = Design(1.05) { f in
            let page = P.rect(i, 12, 105 - weight, 84, r: 10)
            let rings = Part.stroke(P.lines([[(30, 4), (30, 18)], [(75, 4), (75, 18)]]))
            let dots = [(30.0, 50.0), (52.5, 50.0), (75.0, 50.0), (30.0, 72.0), (52.5, 72.0)].map { Part.fill(P.circle($0.0, $0.1, 5.5)) }
            if f { return [.fill(P.rect(0, 8, 105, 92, r: 12))] + dots.map(\.gap) + [rings] }
            return [.stroke(page), .stroke(P.line((i, 32), (105 - i, 32)), 6), rings] + dots
        }
        d["clock"] = Design(1) { f in
            let hands = Part.stroke(P.line((50, 22), (50, 50), (70, 62)), 7)
            return f ? [.fill(P.circle(50, 50, 50)), hands.gap] : [.stroke(P.circle(50, 50, 50 - i)), hands]
        }
        d["timer"] = Design(0.95, fills: false) { _ in
            [.stroke(P.arc(47.5, 54, 40, from: -60, to: 240)), .stroke(P.line((47.5, 14), (47.5, 40))), .stroke(P.line((32, 6), (63, 6)), 7),
             .stroke(P.line((47.5, 54), (30, 36)))]
        }
        d["hourglass"] = Design(0.75, fills: false) { _ in
            [.stroke(P.lines([[(8, 6), (67, 6)], [(8, 94), (67, 94)]])), .stroke(P.polygon([(16, 8), (59, 8), (37.5, 50), (59, 92), (16, 92), (37.5, 50)]), 6),
             .fill(P.polygon([(24, 88), (51, 88), (37.5, 66)]))]
        }
        d["location"] = Design(1) { f in solid(P.roundedPolygon([(92, 8), (56, 92), (46, 54), (8, 44)], radius: 5), f) }
        d["mappin"] = Design(0.7, fills: false) { _ in [.fill(P.circle(35, 26, 22)), .stroke(P.line((35, 48), (35, 94)), 7)] }
        d["mappin.and.ellipse"] = Design(1.1, fills: false) { _ in
            [.fill(P.circle(55, 24, 20)), .stroke(P.line((55, 44), (55, 80)), 7),
             .stroke(Path(ellipseIn: CGRect(x: 6, y: 68, width: 98, height: 26)), 6)]
        }
        d["globe"] = Design(1, fills: false) { _ in
            [.stroke(P.circle(50, 50, 50 - i)), .stroke(Path(ellipseIn: CGRect(x: 28, y: i, width: 44, height: 100 - weight)), 6),
             .stroke(P.lines([[(6, 50), (94, 50)], [(50, 6), (50, 94)]]), 6),
             .stroke(P.lines([[(14, 28), (86, 28)], [(14, 72), (86, 72)]]), 5)]
        }
        d["phone"] = Design(1) { f in
            var handset = Path()
            handset.move(to: CGPoint(x: 24, y: 8))
            handset.addLine(to: CGPoint(x: 38, y: 30))
            handset.addLine(to: CGPoint(x: 30, y: 42))
            handset.addQuadCurve(to: CGPoint(x: 58, y: 70), control: CGPoint(x: 40, y: 60))
            handset.addLine(to: CGPoint(x: 70, y: 62))
            handset.addLine(to: CGPoint(x: 92, y: 76))
            handset.addLine(to: CGPoint(x: 80, y: 92))
            handset.addQuadCurve(to: CGPoint(x: 8, y: 20), control: CGPoint(x: 16, y: 84))
            handset.closeSubpath()
            return solid(handset, f)
        }
        d["message"] = Design(1.05) { f in
            var bubble = Path(ellipseIn: CGRect(x: i, y: 8, width: 105 - weight, height: 74))
            bubble.move(to: CGPoint(x: 22, y: 72))
            bubble.addLine(to: CGPoint(x: 10, y: 94))
            bubble.addLine(to: CGPoint(x: 38, y: 80))
            return f ? [.fill(bubble), .stroke(bubble)] : [.stroke(bubble)]
        }
        d["bubble.left"] = Design(1.1) { f in
            let bubble = P.roundedPolygon([(i, 8), (110 - i, 8), (110 - i, 76), (34, 76), (12, 94), (16, 76), (i, 76)], radius: 10)
            return solid(bubble, f)
        }
        d["bubble.right"] = Design(1.1) { f in
            let bubble = P.roundedPolygon([(i, 8), (110 - i, 8), (110 - i, 76), (34, 76), (12, 94), (16, 76), (i, 76)], radius: 10)
            return solid(P.mirrored(bubble, width: 110), f)
        }
        d["eye"] = Design(1.5) { f in
            var lid = Path()
            lid.move(to: CGPoint(x: 6, y: 50))
            lid.addQuadCurve(to: CGPoint(x: 144, y: 50), control: CGPoint(x: 75, y: -30))
            lid.addQuadCurve(to: CGPoint(x: 6, y: 50), control: CGPoint(x: 75, y: 130))
            lid.closeSubpath()
            return solid(lid, f) + [f ? Part.fill(P.circle(75, 50, 20)).gap : .fill(P.circle(75, 50, 17))]
        }
        d["link"] = Design(1, fills: false) { _ in
            let ring = P.rect(4, 32, 56, 36, r: 18)
            return [.stroke(P.rotated(ring, -45, about: 32, 68)), .stroke(P.rotated(ring.offsetBy(dx: 36, dy: -36), -45, about: 68, 32))]
        }
        d["airplane"] = Design(1) { f in
            let plane = P.roundedPolygon([(46, 4), (54, 4), (56, 38), (94, 58), (94, 66), (56, 56), (56, 80), (68, 90), (68, 96),
                                           (50, 91), (32, 96), (32, 90), (44, 80), (44, 56), (6, 66), (6, 58), (44, 38)], radius: 3)
            // Drawn nose up, turned to fly right as SF Symbols' airplane does.
            return solid(P.rotated(plane, 90, about: 50, 50), f, width: f ? 2 : 6)
        }
        d["flag"] = Design(0.9) { f in
            var cloth = Path()
            cloth.move(to: CGPoint(x: 14, y: 10))
            cloth.addQuadCurve(to: CGPoint(x: 84, y: 12), control: CGPoint(x: 48, y: 28))
            cloth.addLine(to: CGPoint(x: 84, y: 58))
            cloth.addQuadCurve(to: CGPoint(x: 14, y: 56), control: CGPoint(x: 48, y: 74))
            cloth.closeSubpath()
            return [.stroke(P.line((14, 8), (14, 94)))] + solid(cloth, f)
        }
        d["wifi"] = Design(1.35, fills: false) { _ in
            [Part.fill(P.circle(67.5, 84, 9)),
             Part.stroke(P.arc(67.5, 84, 30, from: 225, to: 315), 9.5).threshold(0.01),
             Part.stroke(P.arc(67.5, 84, 54, from: 225, to: 315), 9.5).threshold(0.34),
             Part.stroke(P.arc(67.5, 84, 78, from: 225, to: 315), 9.5).threshold(0.67)]
        }
        for (name, level) in [("battery.100", 1.0), ("battery.75", 0.75), ("battery.50", 0.5), ("battery.25", 0.25), ("battery.0", 0.0)] {
            d[name] = Design(1.9, fills: false) { _ in
                var parts: [Part] = [.stroke(P.rect(i, 22, 172 - weight, 56, r: 14), 6.5), .stroke(P.line((184, 42), (184, 58)), 8)]
                if level > 0 { parts.append(.fill(P.rect(14, 32, 146 * CGFloat(level), 36, r: 6))) }
                return parts
            }
        }
        d["iphone"] = Design(0.55, fills: false) { _ in
            [.stroke(P.rect(i, i, 55 - weight, 100 - weight, r: 12), 7), .stroke(P.line((22, 12), (33, 12)), 5)]
        }
        d["gift"] = Design(1) { f in
            let box = P.rect(10, 40, 80, 54, r: 6), lid = P.rect(i, 26, 100 - weight, 16, r: 4)
            let ribbon = Part.stroke(P.line((50, 26), (50, 94)), 7)
            let bow = P.join(P.arc(38, 18, 10, from: 60, to: 320), P.arc(62, 18, 10, from: 220, to: 480))
            return solid(box, f) + solid(lid, f) + [f ? ribbon.gap : ribbon, .stroke(bow, 6)]
        }
        d["crown"] = Design(1.2) { f in
            solid(P.roundedPolygon([(8, 26), (36, 52), (60, 14), (84, 52), (112, 26), (102, 88), (18, 88)], radius: 5), f)
        }
        d["bolt.heart"] = Design(1.1) { f in
            let bolt = Part.stroke(P.line((60, 22), (44, 52), (66, 52), (50, 82)), 6)
            return (f ? [Part.fill(heart(inset: 0))] : [Part.stroke(heart(inset: weight / 2))]) + [f ? bolt.gap : bolt]
        }
        return d
    }()

    /// Eight teeth around a hole.
    static func gear(filled: Bool) -> [Part] {
        var teeth = Path()
        let n = 8
        for k in 0..<(n * 4) {
            let angle = Double(k) * 360 / Double(n * 4) - 90 - 360 / Double(n * 8)
            let r: CGFloat = (k % 4 == 0 || k % 4 == 1) ? 47 : 37
            let point = SymbolPen.point(50, 50, r, angle + ((k % 4 == 1 || k % 4 == 3) ? -2 : 2))
            if k == 0 { teeth.move(to: point) } else { teeth.addLine(to: point) }
        }
        teeth.closeSubpath()
        let hole = SymbolPen.circle(50, 50, 14)
        if filled { return [.fill(teeth), .stroke(teeth, 4), Part.fill(hole).gap] }
        return [.stroke(teeth, 7), .stroke(hole, 7)]
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
        var parts = [Part.stroke(SymbolPen.lines([[(6, 20), (84, 20)], [(31, 20), (33, 6), (57, 6), (59, 20)]]), 8)]
        if filled {
            var closed = bin
            closed.closeSubpath()
            parts += [.fill(closed), .stroke(closed, 4)]
        } else {
            parts.append(.stroke(bin, 8))
            parts.append(.stroke(SymbolPen.lines([[(32, 36), (33, 82)], [(45, 36), (45, 82)], [(58, 36), (57, 82)]]), 6))
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
        let tilted = SymbolPen.rotated(hand, -25, about: 46, 56).offsetBy(dx: 4, dy: 0)
        var upper = Path(), lower = Path()
        upper.addArc(center: CGPoint(x: 70, y: 24), radius: 18, startAngle: .degrees(-70), endAngle: .degrees(10), clockwise: false)
        lower.addArc(center: CGPoint(x: 30, y: 82), radius: 20, startAngle: .degrees(110), endAngle: .degrees(190), clockwise: false)
        var parts = [Part.stroke(upper, 6.5), Part.stroke(lower, 6.5)]
        if filled { parts.append(.fill(tilted)) }
        parts.append(.stroke(tilted, 6.5))
        return parts
    }
}
