import Foundation

/// Symbols of daily life that real code often names: food and drink, animals, health, money, security, text
/// formatting and a few more tools.
extension SystemSymbol {
    private typealias P = SymbolPen

    static let livingDesigns: [String: Design] = {
        var d: [String: Design] = [:]
        let i = weight / 2
        d["shield"] = Design(0.86) { f in
            var s = Path()
            s.move(to: CGPoint(x: 43, y: 4))
            s.addCurve(to: CGPoint(x: 82, y: 18), control1: CGPoint(x: 56, y: 13), control2: CGPoint(x: 70, y: 17))
            s.addCurve(to: CGPoint(x: 43, y: 96), control1: CGPoint(x: 84, y: 58), control2: CGPoint(x: 68, y: 84))
            s.addCurve(to: CGPoint(x: 4, y: 18), control1: CGPoint(x: 18, y: 84), control2: CGPoint(x: 2, y: 58))
            s.addCurve(to: CGPoint(x: 43, y: 4), control1: CGPoint(x: 16, y: 17), control2: CGPoint(x: 30, y: 13))
            s.closeSubpath()
            return solid(s, f)
        }
        d["hand.raised"] = Design(0.8) { f in
            // Four fingers up, the thumb out to the left, the palm below.
            var hand = Path()
            hand.move(to: CGPoint(x: 22, y: 56))
            hand.addLine(to: CGPoint(x: 22, y: 22))
            for (x, top) in [(22.0, 14.0), (38.0, 6.0), (54.0, 10.0), (68.0, 22.0)] {
                hand.addArc(center: CGPoint(x: x + 6, y: top + 6), radius: 6, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
                if x < 68 { hand.addLine(to: CGPoint(x: x + 12, y: 40)) }
            }
            hand.addLine(to: CGPoint(x: 80, y: 66))
            hand.addCurve(to: CGPoint(x: 44, y: 96), control1: CGPoint(x: 80, y: 86), control2: CGPoint(x: 66, y: 96))
            hand.addCurve(to: CGPoint(x: 8, y: 66), control1: CGPoint(x: 26, y: 96), control2: CGPoint(x: 16, y: 84))
            hand.addLine(to: CGPoint(x: 2, y: 52))
            hand.addCurve(to: CGPoint(x: 22, y: 56), control1: CGPoint(x: 0, y: 44), control2: CGPoint(x: 14, y: 42))
            hand.closeSubpath()
            return solid(hand, f, width: weight * 0.8)
        }
        d["fork.knife"] = Design(0.8, fills: false) { _ in
            let fork = P.lines([[(14, 4), (14, 30)], [(26, 4), (26, 96)], [(38, 4), (38, 30)]])
            var bowl = Path()
            bowl.move(to: CGPoint(x: 14, y: 30))
            bowl.addQuadCurve(to: CGPoint(x: 38, y: 30), control: CGPoint(x: 26, y: 52))
            var knife = Path()
            knife.move(to: CGPoint(x: 66, y: 96))
            knife.addLine(to: CGPoint(x: 66, y: 4))
            knife.addCurve(to: CGPoint(x: 76, y: 58), control1: CGPoint(x: 80, y: 14), control2: CGPoint(x: 82, y: 46))
            knife.addLine(to: CGPoint(x: 66, y: 58))
            return [.stroke(fork, weight * 0.8), .stroke(bowl, weight * 0.8), .fill(knife), .stroke(knife, weight * 0.8)]
        }
        d["cup.and.saucer"] = Design(1.25) { f in
            var cup = Path()
            cup.move(to: CGPoint(x: 14, y: 18))
            cup.addLine(to: CGPoint(x: 88, y: 18))
            cup.addLine(to: CGPoint(x: 84, y: 56))
            cup.addCurve(to: CGPoint(x: 18, y: 56), control1: CGPoint(x: 80, y: 78), control2: CGPoint(x: 22, y: 78))
            cup.closeSubpath()
            let handle = P.arc(92, 36, 14, from: -80, to: 80)
            return solid(cup, f) + [.stroke(handle), .stroke(P.line((6, 88), (118, 88)))]
        }
        d["pawprint"] = Design(1) { f in
            var pad = Path()
            pad.move(to: CGPoint(x: 50, y: 52))
            pad.addCurve(to: CGPoint(x: 78, y: 84), control1: CGPoint(x: 62, y: 52), control2: CGPoint(x: 84, y: 72))
            pad.addCurve(to: CGPoint(x: 22, y: 84), control1: CGPoint(x: 70, y: 98), control2: CGPoint(x: 30, y: 98))
            pad.addCurve(to: CGPoint(x: 50, y: 52), control1: CGPoint(x: 16, y: 72), control2: CGPoint(x: 38, y: 52))
            pad.closeSubpath()
            let toes = [(12.0, 44.0, 9.0), (32.0, 18.0, 10.0), (68.0, 18.0, 10.0), (88.0, 44.0, 9.0)]
                .flatMap { solid(P.circle(CGFloat($0.0), CGFloat($0.1), CGFloat($0.2)), f, width: weight * 0.8) }
            return solid(pad, f, width: weight * 0.8) + toes
        }
        d["fish"] = Design(1.6) { f in
            var body = Path()
            body.move(to: CGPoint(x: 6, y: 50))
            body.addCurve(to: CGPoint(x: 110, y: 50), control1: CGPoint(x: 40, y: 8), control2: CGPoint(x: 86, y: 14))
            body.addLine(to: CGPoint(x: 152, y: 22))
            body.addLine(to: CGPoint(x: 142, y: 50))
            body.addLine(to: CGPoint(x: 152, y: 78))
            body.addLine(to: CGPoint(x: 110, y: 50))
            body.addCurve(to: CGPoint(x: 6, y: 50), control1: CGPoint(x: 86, y: 86), control2: CGPoint(x: 40, y: 92))
            body.closeSubpath()
            let eye = Part.fill(P.circle(34, 44, 6))
            return solid(body, f) + [f ? eye.gap : eye]
        }
        d["ticket"] = Design(1.4) { f in
            var t = Path()
            t.move(to: CGPoint(x: 4 + i, y: 14))
            t.addLine(to: CGPoint(x: 136 - i, y: 14))
            t.addLine(to: CGPoint(x: 136 - i, y: 38))
            t.addArc(center: CGPoint(x: 136 - i, y: 50), radius: 12, startAngle: .degrees(270), endAngle: .degrees(90), clockwise: true)
            t.addLine(to: CGPoint(x: 136 - i, y: 86))
            t.addLine(to: CGPoint(x: 4 + i, y: 86))
            t.addLine(to: CGPoint(x: 4 + i, y: 62))
            t.addArc(center: CGPoint(x: 4 + i, y: 50), radius: 12, startAngle: .degrees(90), endAngle: .degrees(270), clockwise: true)
            t.closeSubpath()
            let perforation = Part.stroke(P.lines([[(96, 24), (96, 34)], [(96, 45), (96, 55)], [(96, 66), (96, 76)]]), 6)
            return solid(t, f) + [f ? perforation.gap : perforation]
        }
        d["banknote"] = Design(1.6) { f in
            let note = P.rect(4 + i, 14 + i, 152 - weight, 72 - weight, r: 6)
            let coin = Part.stroke(P.circle(80, 50, 16))
            let dots = [Part.fill(P.circle(32, 50, 6)), Part.fill(P.circle(128, 50, 6))]
            return solid(note, f) + (f ? ([coin] + dots).map(\.gap) : [coin] + dots)
        }
        d["birthday.cake"] = Design(0.9) { f in
            let cake = P.rect(6 + i, 50, 78 - weight, 46 - i, r: 6)
            let icing = Part.stroke(P.line((8, 66), (22, 74), (36, 66), (50, 74), (64, 66), (82, 74)), 6)
            let candles = P.lines([[(24, 48), (24, 26)], [(45, 48), (45, 26)], [(66, 48), (66, 26)]])
            let flames = [24.0, 45.0, 66.0].map { Part.fill(P.circle(CGFloat($0), 14, 6)) }
            return solid(cake, f) + [f ? icing.gap : icing, .stroke(candles, 6)] + flames
        }
        d["dumbbell"] = Design(1.6, fills: true) { f in
            let bar = Part.stroke(P.line((34, 50), (126, 50)), 10)
            let plates = [P.rect(14, 22, 20, 56, r: 5), P.rect(126, 22, 20, 56, r: 5), P.rect(2, 34, 12, 32, r: 4), P.rect(146, 34, 12, 32, r: 4)]
            return [bar] + plates.flatMap { solid($0, f, width: weight * 0.8) }
        }
        d["textformat"] = Design(1.3, fills: false) { _ in
            // A large and a small capital A side by side.
            [.stroke(P.lines([[(4, 90), (36, 10), (68, 90)], [(18, 62), (54, 62)]])),
             .stroke(P.lines([[(74, 90), (98, 38), (122, 90)], [(84, 72), (112, 72)]]), 7)]
        }
        d["bold"] = Design(0.75, fills: false) { _ in
            var b = Path()
            b.move(to: CGPoint(x: 10, y: 92))
            b.addLine(to: CGPoint(x: 10, y: 8))
            b.addLine(to: CGPoint(x: 40, y: 8))
            b.addCurve(to: CGPoint(x: 40, y: 48), control1: CGPoint(x: 66, y: 8), control2: CGPoint(x: 66, y: 48))
            b.addLine(to: CGPoint(x: 10, y: 48))
            b.move(to: CGPoint(x: 40, y: 48))
            b.addLine(to: CGPoint(x: 44, y: 48))
            b.addCurve(to: CGPoint(x: 44, y: 92), control1: CGPoint(x: 72, y: 48), control2: CGPoint(x: 72, y: 92))
            b.addLine(to: CGPoint(x: 10, y: 92))
            return [.stroke(b, 13)]
        }
        d["italic"] = Design(0.7, fills: false) { _ in
            [.stroke(P.lines([[(28, 8), (66, 8)], [(4, 92), (42, 92)], [(47, 8), (23, 92)]]))]
        }
        d["underline"] = Design(0.8, fills: false) { _ in
            var u = Path()
            u.move(to: CGPoint(x: 12, y: 6))
            u.addLine(to: CGPoint(x: 12, y: 46))
            u.addCurve(to: CGPoint(x: 68, y: 46), control1: CGPoint(x: 12, y: 84), control2: CGPoint(x: 68, y: 84))
            u.addLine(to: CGPoint(x: 68, y: 6))
            return [.stroke(u), .stroke(P.line((6, 94), (74, 94)))]
        }
        d["text.aligncenter"] = Design(1.15, fills: false) { _ in
            [.stroke(P.lines([[(8, 14), (107, 14)], [(26, 38), (89, 38)], [(8, 62), (107, 62)], [(26, 86), (89, 86)]]))]
        }
        d["text.alignright"] = Design(1.15, fills: false) { _ in
            [.stroke(P.lines([[(8, 14), (107, 14)], [(44, 38), (107, 38)], [(8, 62), (107, 62)], [(44, 86), (107, 86)]]))]
        }
        d["arrow.down.to.line"] = Design(1, fills: false) { _ in
            [.stroke(P.lines([[(50, 6), (50, 70)], [(24, 44), (50, 70), (76, 44)], [(12, 92), (88, 92)]]))]
        }
        d["arrow.up.to.line"] = Design(1, fills: false) { _ in
            [.stroke(P.lines([[(50, 94), (50, 30)], [(24, 56), (50, 30), (76, 56)], [(12, 8), (88, 8)]]))]
        }
        d["chart.line.uptrend.xyaxis"] = Design(1.2, fills: false) { _ in
            [.stroke(P.line((8, 6), (8, 92), (114, 92))), .stroke(P.line((22, 74), (48, 46), (68, 62), (106, 20)))]
        }
        d["waveform.path.ecg"] = Design(1.3, fills: false) { _ in
            [.stroke(P.line((4, 54), (34, 54), (46, 28), (62, 86), (78, 10), (92, 62), (100, 54), (126, 54)))]
        }
        d["viewfinder"] = Design(1, fills: false) { _ in
            [.stroke(P.lines([[(6, 30), (6, 6), (30, 6)], [(70, 6), (94, 6), (94, 30)], [(94, 70), (94, 94), (70, 94)],
                              [(30, 94), (6, 94), (6, 70)]]))]
        }
        d["barcode"] = Design(1.2, fills: false) { _ in
            let bars: [(CGFloat, CGFloat)] = [(8, 8), (22, 4), (32, 8), (46, 4), (56, 4), (66, 10), (80, 4), (90, 8), (104, 4), (112, 6)]
            return bars.map { Part.stroke(P.line(($0.0, 12), ($0.0, 88)), $0.1) }
        }
        d["sdcard"] = Design(0.8) { f in
            let card = P.roundedPolygon([(4 + i, 26), (26, 4 + i), (76 - i, 4 + i), (76 - i, 96 - i), (4 + i, 96 - i)], radius: 6)
            let contacts = Part.stroke(P.lines([[(30, 18), (30, 34)], [(44, 18), (44, 34)], [(58, 18), (58, 34)]]), 6)
            return solid(card, f) + [f ? contacts.gap : contacts]
        }
        d["cpu"] = Design(1) { f in
            let chip = P.rect(20 + i, 20 + i, 60 - weight, 60 - weight, r: 8)
            let pins = [32.0, 50.0, 68.0].flatMap { v -> [Part] in
                let p = CGFloat(v)
                return [Part.stroke(P.line((p, 4), (p, 18)), 6), Part.stroke(P.line((p, 82), (p, 96)), 6),
                        Part.stroke(P.line((4, p), (18, p)), 6), Part.stroke(P.line((82, p), (96, p)), 6)]
            }
            let core = Part.fill(P.rect(38, 38, 24, 24, r: 3))
            return solid(chip, f) + pins + [f ? core.gap : core]
        }
        d["eyedropper"] = Design(1, fills: false) { _ in
            var tube = Path()
            tube.move(to: CGPoint(x: 58, y: 30))
            tube.addLine(to: CGPoint(x: 14, y: 74))
            tube.addLine(to: CGPoint(x: 8, y: 92))
            tube.addLine(to: CGPoint(x: 26, y: 86))
            tube.addLine(to: CGPoint(x: 70, y: 42))
            let bulb = P.rotated(P.rect(62, 4, 26, 40, r: 13), 45, about: 75, 24)
            return [.stroke(tube), .fill(bulb), .stroke(P.line((50, 22), (78, 50)), 10)]
        }
        d["line.horizontal.3"] = SystemSymbol.shapeDesigns["line.3.horizontal"]
        d["rectangle.grid.2x2"] = Design(1.25) { f in
            [(0, 0), (66, 0), (0, 54), (66, 54)].flatMap { (x: CGFloat, y: CGFloat) in
                f ? [Part.fill(P.rect(x, y, 59, 46, r: 9))] : [Part.stroke(P.rect(x + i, y + i, 59 - weight, 46 - weight, r: 7))]
            }
        }
        return d
    }()
}
