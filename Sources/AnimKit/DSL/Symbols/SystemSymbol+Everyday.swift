import Foundation

/// Everyday symbols common in apps' code: money, keys and books, tools, media, text and list glyphs.
extension SystemSymbol {
    private typealias P = SymbolPen

    static let everydayDesigns: [String: Design] = {
        var d: [String: Design] = [:]
        let i = weight / 2
        d["creditcard"] = Design(1.35) { f in
            let card = P.rect(i + 2, 16, 135 - weight - 4, 68, r: 10)
            return solid(card, f) + [f ? Part.stroke(P.line((6, 38), (129, 38)), 10).gap : .stroke(P.line((6, 38), (129, 38)), 9),
                                     f ? Part.stroke(P.line((22, 66), (48, 66)), 6).gap : .stroke(P.line((22, 66), (48, 66)), 6)]
        }
        d["key"] = Design(1.6) { f in
            let ring = P.circle(30, 50, 24)
            let blade = P.lines([[(54, 50), (150, 50)], [(132, 50), (132, 68)], [(112, 50), (112, 64)]])
            return solid(ring, f) + (f ? [Part.fill(P.circle(22, 50, 7)).gap] : []) + [.stroke(blade)]
        }
        d["book"] = Design(1.3) { f in
            let left = P.roundedPolygon([(i, 14), (44, 10), (65, 20), (65, 92), (44, 84), (i, 88)], radius: 6)
            let right = P.roundedPolygon([(130 - i, 14), (86, 10), (65, 20), (65, 92), (86, 84), (130 - i, 88)], radius: 6)
            return solid(left, f) + solid(right, f)
        }
        d["tray"] = Design(1.3) { f in
            let tray = P.roundedPolygon([(i, 56), (24, 12), (106, 12), (130 - i, 56), (130 - i, 90), (i, 90)], radius: 8)
            let well = P.line((i, 56), (42, 56), (48, 68), (82, 68), (88, 56), (130 - i, 56))
            return solid(tray, f) + [f ? Part.stroke(well, 6).gap : .stroke(well)]
        }
        d["archivebox"] = Design(1.15) { f in
            let lid = P.rect(i, 10, 115 - weight, 24, r: 5), box = P.rect(10, 34, 95, 58, r: 6)
            let handle = P.line((44, 52), (71, 52))
            return solid(lid, f) + solid(box, f) + [f ? Part.stroke(handle, 7).gap : .stroke(handle, 7)]
        }
        d["paperclip"] = Design(0.6, fills: false) { _ in
            var clip = Path()
            clip.move(to: CGPoint(x: 44, y: 30))
            clip.addLine(to: CGPoint(x: 44, y: 74))
            clip.addArc(center: CGPoint(x: 30, y: 74), radius: 14, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
            clip.addLine(to: CGPoint(x: 16, y: 22))
            clip.addArc(center: CGPoint(x: 34, y: 22), radius: 18, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
            clip.addLine(to: CGPoint(x: 52, y: 80))
            return [.stroke(clip, 7)]
        }
        d["headphones"] = Design(1.1) { f in
            let band = P.arc(55, 56, 44, from: 180, to: 360)
            let left = P.rect(8, 56, 20, 36, r: 7), right = P.rect(82, 56, 20, 36, r: 7)
            return [.stroke(band)] + solid(left, f) + solid(right, f)
        }
        d["car"] = Design(1.35) { f in
            let body = P.roundedPolygon([(i, 50), (22, 48), (36, 18), (99, 18), (113, 48), (135 - i, 50), (135 - i, 80), (i, 80)], radius: 8)
            let window = P.roundedPolygon([(40, 44), (47, 28), (88, 28), (95, 44)], radius: 3)
            return solid(body, f) + [f ? Part.fill(window).gap : .stroke(window, 5)]
                + [.fill(P.rect(10, 78, 22, 18, r: 5)), .fill(P.rect(103, 78, 22, 18, r: 5))]
        }
        d["chart.bar"] = Design(1.1, fills: true) { f in
            [(6, 56, 26), (42, 30, 26), (78, 8, 26)].flatMap { (x: CGFloat, top: CGFloat, w: CGFloat) in
                f ? [Part.fill(P.rect(x, top, w, 94 - top, r: 5))] : [Part.stroke(P.rect(x + i, top + i, w - weight, 94 - top - weight, r: 4))]
            }
        }
        d["lightbulb"] = Design(0.75) { f in
            var bulb = Path()
            bulb.move(to: CGPoint(x: 24, y: 70))
            bulb.addCurve(to: CGPoint(x: 37.5, y: 4), control1: CGPoint(x: 10, y: 56), control2: CGPoint(x: 0, y: 4))
            bulb.addCurve(to: CGPoint(x: 51, y: 70), control1: CGPoint(x: 75, y: 4), control2: CGPoint(x: 65, y: 56))
            bulb.closeSubpath()
            return solid(bulb, f) + [.stroke(P.lines([[(24, 82), (51, 82)], [(28, 94), (47, 94)]]), 7)]
        }
        d["power"] = Design(1, fills: false) { _ in
            [.stroke(P.arc(50, 54, 40, from: 300, to: 600)), .stroke(P.line((50, 6), (50, 50)))]
        }
        d["cube"] = Design(0.9) { f in
            let outline = P.roundedPolygon([(45, 4), (86, 26), (86, 74), (45, 96), (4, 74), (4, 26)], radius: 6)
            let edges = P.lines([[(6, 27), (45, 49), (84, 27)], [(45, 49), (45, 94)]])
            return solid(outline, f) + [f ? Part.stroke(edges, 5).gap : .stroke(edges, 6)]
        }
        d["hammer"] = Design(1.2, fills: true) { f in
            // Tilted as SF Symbols' hammer is.
            let head = P.rotated(P.roundedPolygon([(20, 12), (84, 12), (104, 26), (104, 40), (20, 40)], radius: 5), -40, about: 60, 50)
            return solid(head, f) + [.stroke(P.rotated(P.line((62, 40), (62, 94)), -40, about: 60, 50), 12)]
        }
        d["wrench"] = Design(1, fills: true) { f in
            let handle = P.rotated(P.rect(42, 30, 16, 70, r: 8), 45, about: 50, 50)
            let jaw = P.circle(72, 28, 22)
            return solid(handle, f) + solid(jaw, f) + [Part.fill(P.rotated(P.rect(68, 0, 14, 28), 45, about: 72, 28)).gap]
        }
        d["cross"] = Design(1) { f in
            solid(P.roundedPolygon([(36, 4), (64, 4), (64, 36), (96, 36), (96, 64), (64, 64), (64, 96), (36, 96), (36, 64), (4, 64), (4, 36), (36, 36)],
                                   radius: 5), f)
        }
        d["trophy"] = Design(1) { f in
            var cup = Path()
            cup.move(to: CGPoint(x: 24, y: 6))
            cup.addLine(to: CGPoint(x: 76, y: 6))
            cup.addCurve(to: CGPoint(x: 50, y: 62), control1: CGPoint(x: 76, y: 40), control2: CGPoint(x: 66, y: 62))
            cup.addCurve(to: CGPoint(x: 24, y: 6), control1: CGPoint(x: 34, y: 62), control2: CGPoint(x: 24, y: 40))
            cup.closeSubpath()
            let handles = P.join(P.arc(24, 24, 14, from: 90, to: 270), P.arc(76, 24, 14, from: 270, to: 450))
            return solid(cup, f) + [.stroke(handles, 6), .stroke(P.line((50, 62), (50, 82)), 8), .stroke(P.line((28, 92), (72, 92)), 9)]
        }
        d["hexagon"] = Design(1.1) { f in
            solid(P.roundedPolygon((0..<6).map { k in
                let a = Double(k) * .pi / 3
                return (55 + 46 * CGFloat(cos(a)), 50 + 46 * CGFloat(sin(a)))
            }, radius: 8), f)
        }
        d["app"] = Design(1) { f in solid(P.rect(i + 4, i + 4, 92 - weight, 92 - weight, r: 22), f) }
        d["tv"] = Design(1.3) { f in
            solid(P.rect(i, 10, 130 - weight, 66, r: 8), f) + [.stroke(P.line((36, 92), (94, 92)))]
        }
        d["film"] = Design(1.2) { f in
            let frame = P.rect(i + 2, 10, 120 - weight - 4, 80, r: 10)
            let bands = P.lines([[(30, 12), (30, 88)], [(90, 12), (90, 88)], [(30, 50), (90, 50)]])
            return solid(frame, f) + [f ? Part.stroke(bands, 5).gap : .stroke(bands, 6)]
        }
        d["scissors"] = Design(1, fills: false) { _ in
            [.stroke(P.circle(24, 76, 15)), .stroke(P.circle(76, 76, 15)),
             .stroke(P.lines([[(35, 65), (80, 6)], [(65, 65), (20, 6)]]))]
        }
        d["checkmark.seal"] = Design(1) { f in
            let seal = P.roundedPolygon((0..<24).map { k in
                let a = Double(k) * .pi / 12, r: CGFloat = k.isMultiple(of: 2) ? 47 : 40
                return (50 + r * CGFloat(cos(a)), 50 + r * CGFloat(sin(a)))
            }, radius: 3)
            let tick = Part.stroke(P.line((32, 52), (45, 65), (70, 36)), 9)
            return solid(seal, f) + [f ? tick.gap : tick]
        }
        d["at"] = Design(1, fills: false) { _ in
            [.stroke(P.circle(50, 50, 16)), .stroke(P.join(P.arc(50, 50, 42, from: 20, to: 330)).applying(.identity)),
             .stroke(P.line((66, 36), (66, 58), (72, 66), (88, 62)))]
        }
        d["number"] = Design(0.9, fills: false) { _ in
            [.stroke(P.lines([[(30, 8), (22, 92)], [(66, 8), (58, 92)], [(8, 32), (86, 32)], [(4, 68), (82, 68)]]))]
        }
        d["square.and.arrow.down"] = Design(0.85) { f in
            let arrow = P.lines([[(42.5, 6), (42.5, 62)], [(26, 46), (42.5, 62), (59, 46)]])
            if f { return [.fill(P.rect(2, 36, 81, 62, r: 10)), Part.stroke(P.line((42.5, 36), (42.5, 60)), weight * 2.4).gap, .stroke(arrow)] }
            let box = P.line((28, 40), (i + 2, 40), (i + 2, 94), (85 - i - 2, 94), (85 - i - 2, 40), (57, 40))
            return [.stroke(box), .stroke(arrow)]
        }
        d["arrow.uturn.left"] = Design(1, fills: false) { _ in
            let path = P.join(P.line((14, 38), (62, 38)), P.arc(62, 62, 24, from: 270, to: 450), P.line((62, 86), (40, 86)))
            return [.stroke(path), .stroke(P.line((34, 18), (14, 38), (34, 58)))]
        }
        d["list.dash"] = Design(1.2, fills: false) { _ in
            [.stroke(P.lines([[(6, 18), (20, 18)], [(6, 50), (20, 50)], [(6, 82), (20, 82)],
                               [(36, 18), (114, 18)], [(36, 50), (114, 50)], [(36, 82), (114, 82)]]))]
        }
        d["text.alignleft"] = Design(1.1, fills: false) { _ in
            [.stroke(P.lines([[(6, 14), (104, 14)], [(6, 38), (72, 38)], [(6, 62), (104, 62)], [(6, 86), (72, 86)]]))]
        }
        d["doc.on.doc"] = Design(0.95) { f in
            let back = P.rect(i + 2, 4, 62, 74, r: 8), front = P.rect(28, 22, 62, 74, r: 8)
            return solid(back, f).map { $0.layer(1) } + [Part.fill(P.rect(24, 18, 70, 82, r: 10)).gap] + solid(front, f)
        }
        return d
    }()
}
