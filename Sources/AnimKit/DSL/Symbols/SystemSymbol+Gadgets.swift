import Foundation

/// More everyday symbols: charts, stacks and grids, devices, transport, people and places, tools and text.
extension SystemSymbol {
    private typealias P = SymbolPen

    static let gadgetDesigns: [String: Design] = {
        var d: [String: Design] = [:]
        let i = weight / 2
        let doc = SystemSymbol.objectDesigns["doc"]!
        d["chart.pie"] = Design(1) { f in
            var slice = Path()
            slice.move(to: CGPoint(x: 56, y: 44))
            slice.addLine(to: CGPoint(x: 56, y: 4))
            slice.addArc(center: CGPoint(x: 56, y: 44), radius: 40, startAngle: .degrees(270), endAngle: .degrees(0), clockwise: false)
            slice.closeSubpath()
            var rest = Path()
            rest.move(to: CGPoint(x: 46, y: 54))
            rest.addLine(to: CGPoint(x: 86, y: 54))
            rest.addArc(center: CGPoint(x: 46, y: 54), radius: 40, startAngle: .degrees(0), endAngle: .degrees(270), clockwise: false)
            rest.closeSubpath()
            return solid(slice, f) + solid(rest, f)
        }
        d["waveform"] = Design(1.1, fills: false) { _ in
            [.stroke(P.lines([8.0, 26, 44, 62, 80, 98].enumerated().map { k, x in
                let h: CGFloat = [18, 56, 84, 40, 70, 26][k]
                return [(CGFloat(x), 50 - h / 2), (CGFloat(x), 50 + h / 2)]
            }), 8)]
        }
        d["square.stack"] = Design(0.9) { f in
            [.stroke(P.line((16, 6), (74, 6)), 6), .stroke(P.line((10, 18), (80, 18)), 6)] + solid(P.rect(i, 28, 90 - weight, 68, r: 10), f)
        }
        d["rectangle.stack"] = Design(1.2) { f in
            [.stroke(P.line((22, 6), (98, 6)), 6), .stroke(P.line((14, 18), (106, 18)), 6)] + solid(P.rect(i, 28, 120 - weight, 66, r: 10), f)
        }
        d["photo.on.rectangle"] = Design(1.3) { f in
            let back = P.line((22, 14), (22, 8), (124, 8), (124, 76), (116, 76))
            let frame = P.rect(i + 2, 24, 108 - weight, 70, r: 9)
            let hills = P.polygon([(14, 86), (40, 58), (58, 76), (70, 64), (96, 86)])
            return [.stroke(back, 6)] + solid(frame, f) + [f ? Part.fill(hills).gap : .stroke(hills, 5)]
        }
        d["qrcode"] = Design(1) { f in
            let corners = [(4.0, 4.0), (60.0, 4.0), (4.0, 60.0)].flatMap { (x: Double, y: Double) -> [Part] in
                [.stroke(P.rect(CGFloat(x) + 4, CGFloat(y) + 4, 28, 28, r: 4), 7), .fill(P.rect(CGFloat(x) + 12, CGFloat(y) + 12, 12, 12))]
            }
            let bits = [(60.0, 60.0), (80.0, 60.0), (70.0, 72.0), (60.0, 84.0), (84.0, 84.0)].map { Part.fill(P.rect(CGFloat($0.0), CGFloat($0.1), 12, 12)) }
            return corners + bits
        }
        d["person.3"] = Design(1.6) { f in
            let left = person(x: 34, scale: 0.72, top: 10), right = person(x: 126, scale: 0.72, top: 10), middle = person(x: 80)
            let back = (solid(left.head, f) + solid(left.body, f) + solid(right.head, f) + solid(right.body, f)).map { $0.layer(1) }
            return back + [Part.stroke(middle.body, weight * 2.6).gap, Part.stroke(middle.head, weight * 2.6).gap]
                + solid(middle.head, f) + solid(middle.body, f)
        }
        d["stopwatch"] = Design(0.9) { f in
            let dial = P.circle(45, 56, 40)
            let hand = Part.stroke(P.line((45, 56), (45, 34)), 7)
            return solid(dial, f) + [.stroke(P.line((34, 6), (56, 6)), 8), .stroke(P.line((45, 6), (45, 16)), 7), f ? hand.gap : hand]
        }
        d["envelope.open"] = Design(1.2) { f in
            let body = P.roundedPolygon([(i, 44), (60, 6), (120 - i, 44), (120 - i, 94), (i, 94)], radius: 8)
            let fold = P.line((10, 48), (60, 78), (110, 48))
            return solid(body, f) + [f ? Part.stroke(fold, 6).gap : .stroke(fold)]
        }
        d["shippingbox"] = Design(0.95) { f in
            let box = P.roundedPolygon([(47.5, 4), (91, 24), (91, 76), (47.5, 96), (4, 76), (4, 24)], radius: 5)
            let seams = P.lines([[(6, 25), (47.5, 45), (89, 25)], [(47.5, 45), (47.5, 94)], [(26, 14), (69, 34)]])
            return solid(box, f) + [f ? Part.stroke(seams, 5).gap : .stroke(seams, 6)]
        }
        d["ruler"] = Design(1.3) { f in
            let body = P.rect(i, 26, 130 - weight, 48, r: 6)
            let ticks = P.lines(stride(from: 20, through: 110, by: 15).enumerated().map { k, x in
                [(CGFloat(x), 26), (CGFloat(x), k.isMultiple(of: 2) ? 50 : 42)]
            })
            return solid(body, f) + [f ? Part.stroke(ticks, 5).gap : .stroke(ticks, 5)]
        }
        d["desktopcomputer"] = Design(1.15) { f in
            solid(P.rect(i, 6, 115 - weight, 68, r: 8), f) + [.stroke(P.line((57.5, 74), (57.5, 92))), .stroke(P.line((34, 94), (81, 94)))]
        }
        d["laptopcomputer"] = Design(1.45) { f in
            solid(P.rect(20, 12, 105, 62, r: 7), f) + [.stroke(P.line((4, 88), (141, 88)), 9)]
        }
        d["ipad"] = Design(0.78) { f in solid(P.rect(i, 4, 78 - weight, 92, r: 10), f) + (f ? [] : [.fill(P.circle(39, 86, 3))]) }
        d["applewatch"] = Design(0.6) { f in
            [.stroke(P.line((16, 4), (44, 4)), 8), .stroke(P.line((16, 96), (44, 96)), 8)] + solid(P.rect(i + 2, 16, 60 - weight - 4, 68, r: 16), f)
        }
        d["keyboard"] = Design(1.5) { f in
            let body = P.rect(i, 20, 150 - weight, 62, r: 9)
            var keys: [Path] = [P.rect(44, 62, 62, 7, r: 2)]
            for row in 0..<2 {
                for col in 0..<6 {
                    let x = CGFloat(20 + col * 19), y = CGFloat(34 + row * 14)
                    keys.append(P.rect(x, y, 9, 7, r: 1.5))
                }
            }
            let marks: [Part] = keys.map { key in f ? Part.fill(key).gap : Part.fill(key) }
            return solid(body, f) + marks
        }
        d["printer"] = Design(1.1) { f in
            let body = P.rect(i, 30, 110 - weight, 44, r: 9)
            let paper = P.rect(26, 6, 58, 24, r: 3), out = P.rect(26, 60, 58, 34, r: 3)
            return [.stroke(paper, 7)] + solid(body, f) + [f ? Part.fill(P.rect(22, 56, 66, 40, r: 4)).gap : .fill(P.rect(22, 56, 66, 40, r: 4)).gap,
                                                           .stroke(out, 7)]
        }
        d["icloud"] = Design(1.4) { f in solid(cloud(), f) }
        d["map"] = Design(1.1) { f in
            let map = P.roundedPolygon([(i, 18), (36, 6), (74, 18), (110 - i, 6), (110 - i, 82), (74, 94), (36, 82), (i, 94)], radius: 4)
            let folds = P.lines([[(36, 8), (36, 80)], [(74, 20), (74, 92)]])
            return solid(map, f) + [f ? Part.stroke(folds, 5).gap : .stroke(folds, 6)]
        }
        d["video"] = Design(1.45) { f in
            solid(P.rect(i, 18, 96 - weight, 64, r: 12), f) + solid(P.roundedPolygon([(104, 40), (141, 20), (141, 80), (104, 60)], radius: 5), f)
        }
        d["alarm"] = Design(1) { f in
            let hands = Part.stroke(P.line((50, 36), (50, 56), (64, 64)), 7)
            return solid(P.circle(50, 56, 38), f) + [.stroke(P.arc(20, 22, 14, from: 180, to: 290), 8), .stroke(P.arc(80, 22, 14, from: 250, to: 360), 8),
                                                   f ? hands.gap : hands]
        }
        d["bus"] = Design(0.9) { f in
            let body = P.rect(i + 2, 4, 90 - weight - 4, 80, r: 14)
            let window = P.rect(16, 16, 58, 30, r: 4)
            return solid(body, f) + [f ? Part.fill(window).gap : .stroke(window, 5), .fill(P.rect(10, 82, 16, 14, r: 4)), .fill(P.rect(64, 82, 16, 14, r: 4))]
                + [f ? Part.fill(P.circle(22, 64, 6)).gap : .fill(P.circle(22, 64, 6)), f ? Part.fill(P.circle(68, 64, 6)).gap : .fill(P.circle(68, 64, 6))]
        }
        d["bicycle"] = Design(1.5, fills: false) { _ in
            [.stroke(P.circle(26, 66, 22)), .stroke(P.circle(124, 66, 22)),
             .stroke(P.line((26, 66), (60, 30), (110, 30), (124, 66))), .stroke(P.line((60, 30), (78, 66), (110, 30))), .stroke(P.line((52, 16), (68, 16)))]
        }
        d["gamecontroller"] = Design(1.4) { f in
            var pad = Path()
            pad.move(to: CGPoint(x: 30, y: 18))
            pad.addLine(to: CGPoint(x: 110, y: 18))
            pad.addCurve(to: CGPoint(x: 124, y: 84), control1: CGPoint(x: 132, y: 18), control2: CGPoint(x: 146, y: 84))
            pad.addCurve(to: CGPoint(x: 92, y: 66), control1: CGPoint(x: 110, y: 84), control2: CGPoint(x: 104, y: 66))
            pad.addLine(to: CGPoint(x: 48, y: 66))
            pad.addCurve(to: CGPoint(x: 16, y: 84), control1: CGPoint(x: 36, y: 66), control2: CGPoint(x: 30, y: 84))
            pad.addCurve(to: CGPoint(x: 30, y: 18), control1: CGPoint(x: -6, y: 84), control2: CGPoint(x: 8, y: 18))
            pad.closeSubpath()
            let cross = Part.stroke(P.lines([[(26, 42), (48, 42)], [(37, 31), (37, 53)]]), 6)
            let buttons = [Part.fill(P.circle(98, 36, 5)), Part.fill(P.circle(108, 48, 5))]
            return solid(pad, f) + (f ? ([cross] + buttons).map(\.gap) : [cross] + buttons)
        }
        d["checklist"] = Design(1.2, fills: false) { _ in
            [.stroke(P.lines([[(6, 22), (14, 30), (28, 12)], [(6, 72), (14, 80), (28, 62)]]), 7),
             .stroke(P.lines([[(44, 22), (114, 22)], [(44, 48), (114, 48)], [(44, 74), (114, 74)]]))]
        }
        d["bell.badge"] = Design(1) { f in
            let bell = SystemSymbol.objectDesigns["bell"]?.draw(f) ?? []
            return bell + [Part.fill(P.circle(82, 18, 20)).gap, Part.fill(P.circle(82, 18, 14)).layer(1)]
        }
        d["goforward"] = Design(0.95, fills: false) { _ in [.stroke(turningArrow(47.5, 52, 40, from: 150, to: 420))] }
        d["gobackward"] = Design(0.95, fills: false) { _ in [.stroke(turningArrow(47.5, 52, 40, from: 30, to: -240))] }
        d["line.3.horizontal.decrease"] = Design(1.1, fills: false) { _ in
            [.stroke(P.lines([[(6, 22), (104, 22)], [(24, 50), (86, 50)], [(42, 78), (68, 78)]]))]
        }
        d["plus.app"] = Design(1) { f in
            let plus = Part.stroke(P.lines([[(50, 30), (50, 70)], [(30, 50), (70, 50)]]), 8)
            return solid(P.rect(i + 4, i + 4, 92 - weight, 92 - weight, r: 22), f) + [f ? plus.gap : plus]
        }
        d["person.badge.plus"] = Design(1.25) { f in
            let p = person(x: 47.5, scale: 0.95, top: 4)
            return solid(p.head, f) + solid(p.body, f) + [.stroke(P.lines([[(108, 30), (108, 66)], [(90, 48), (126, 48)]]), 8)]
        }
        d["music.note.list"] = Design(1.2, fills: false) { _ in
            [.stroke(P.lines([[(6, 14), (64, 14)], [(6, 38), (64, 38)], [(6, 62), (44, 62)]])),
             .stroke(P.line((100, 76), (100, 10), (116, 16)), 7), .fill(P.circle(88, 78, 13))]
        }
        d["externaldrive"] = Design(1.3) { f in
            let body = P.rect(i, 30, 130 - weight, 46, r: 10)
            return solid(body, f) + [f ? Part.fill(P.circle(108, 53, 5)).gap : .fill(P.circle(108, 53, 5))]
        }
        d["icloud.and.arrow.up"] = Design(1.4) { f in
            let arrow = Part.stroke(P.lines([[(70, 80), (70, 42)], [(56, 56), (70, 42), (84, 56)]]), 7)
            return solid(cloud(), f) + [f ? arrow.gap : arrow]
        }
        d["calendar.badge.plus"] = Design(1.15) { f in
            let page = P.rect(i, 14, 92 - weight, 80, r: 10)
            return [.stroke(P.lines([[(26, 6), (26, 20)], [(66, 6), (66, 20)]]))] + solid(page, f)
                + [Part.fill(P.circle(94, 76, 26)).gap, .stroke(P.lines([[(94, 62), (94, 90)], [(80, 76), (108, 76)]]), 7)]
        }
        d["star.leadinghalf.filled"] = Design(1.05, fills: false) { _ in
            // The star filled, its trailing half cut away, then the whole outline on top.
            let star = SystemSymbol.star(inset: weight / 2)
            return [.fill(star), Part.fill(P.rect(52.5, 0, 60, 100)).gap, .stroke(star)]
        }
        d["face.smiling"] = Design(1) { f in
            let smile = Part.stroke(P.arc(50, 52, 24, from: 20, to: 160), 7)
            let eyes = [Part.fill(P.circle(37, 40, 6)), Part.fill(P.circle(63, 40, 6))]
            return solid(P.circle(50, 50, 50 - i), f) + (f ? ([smile] + eyes).map(\.gap) : [smile] + eyes)
        }
        d["dot.radiowaves.left.and.right"] = Design(1.4, fills: false) { _ in
            [.fill(P.circle(70, 50, 10)), .stroke(P.arc(70, 50, 28, from: 130, to: 230)), .stroke(P.arc(70, 50, 28, from: -50, to: 50)),
             .stroke(P.arc(70, 50, 48, from: 135, to: 225)), .stroke(P.arc(70, 50, 48, from: -45, to: 45))]
        }
        d["antenna.radiowaves.left.and.right"] = Design(1.4, fills: false) { _ in
            [.fill(P.circle(70, 40, 9)), .stroke(P.line((70, 48), (70, 94))), .stroke(P.arc(70, 40, 26, from: 130, to: 230)),
             .stroke(P.arc(70, 40, 26, from: -50, to: 50)), .stroke(P.arc(70, 40, 46, from: 135, to: 225)), .stroke(P.arc(70, 40, 46, from: -45, to: 45))]
        }
        d["books.vertical"] = Design(1.1) { f in
            solid(P.rect(i, 14, 26, 82, r: 4), f) + solid(P.rect(34, 6, 26, 90, r: 4), f)
                + solid(P.rotated(P.rect(70, 16, 24, 80, r: 4), -14, about: 82, 96), f)
        }
        d["building.2"] = Design(1.1) { f in
            let windows = [(20.0, 26.0), (20.0, 46.0), (20.0, 66.0), (78.0, 46.0), (78.0, 66.0)].map { Part.fill(P.rect(CGFloat($0.0), CGFloat($0.1), 10, 10, r: 2)) }
            return solid(P.rect(i + 2, 10, 50, 86, r: 5), f) + solid(P.rect(60, 32, 46, 64, r: 5), f) + (f ? windows.map(\.gap) : windows)
        }
        d["bed.double"] = Design(1.35) { f in
            let frame = P.rect(i, 40, 135 - weight, 34, r: 6)
            return [.stroke(P.line((i, 16), (i, 94))), .stroke(P.line((135 - i, 40), (135 - i, 94)))] + solid(frame, f)
                + solid(P.rect(18, 22, 40, 18, r: 6), f) + solid(P.rect(77, 22, 40, 18, r: 6), f)
        }
        d["pills"] = Design(1.2) { f in
            solid(P.rotated(P.rect(10, 34, 62, 32, r: 16), -40, about: 41, 50), f) + solid(P.circle(90, 62, 26), f)
                + [.stroke(P.line((72, 62), (108, 62)), 6)]
        }
        d["graduationcap"] = Design(1.4) { f in
            let board = P.roundedPolygon([(70, 10), (136, 38), (70, 66), (4, 38)], radius: 4)
            var gown = Path()
            gown.move(to: CGPoint(x: 30, y: 52))
            gown.addLine(to: CGPoint(x: 30, y: 76))
            gown.addQuadCurve(to: CGPoint(x: 110, y: 76), control: CGPoint(x: 70, y: 98))
            gown.addLine(to: CGPoint(x: 110, y: 52))
            return solid(board, f) + [.stroke(gown), .stroke(P.line((124, 44), (124, 80)), 6)]
        }
        d["signpost.right"] = Design(1.1) { f in
            [.stroke(P.line((40, 6), (40, 96)))] + solid(P.roundedPolygon([(i, 20), (86, 20), (106, 38), (86, 56), (i, 56)], radius: 5), f)
        }
        d["note.text"] = Design(1) { f in
            let note = P.roundedPolygon([(i, i + 4), (96 - i, i + 4), (96 - i, 68), (68, 96 - i), (i, 96 - i)], radius: 8)
            let lines = Part.stroke(P.lines([[(22, 32), (74, 32)], [(22, 52), (74, 52)]]), 6)
            return solid(note, f) + [f ? lines.gap : lines]
        }
        d["rectangle.portrait.and.arrow.right"] = Design(1.25, fills: false) { _ in
            [.stroke(P.line((70, 26), (70, 8), (i, 8), (i, 92), (70, 92), (70, 74))), .stroke(arrow(from: 40, to: 120, y: 50, head: 16))]
        }
        d["paintbrush"] = Design(1) { f in
            let handle = P.rotated(P.rect(58, 4, 14, 58, r: 7), 40, about: 50, 50)
            var tip = Path()
            tip.move(to: CGPoint(x: 34, y: 62))
            tip.addCurve(to: CGPoint(x: 8, y: 94), control1: CGPoint(x: 14, y: 64), control2: CGPoint(x: 22, y: 88))
            tip.addCurve(to: CGPoint(x: 40, y: 68), control1: CGPoint(x: 30, y: 96), control2: CGPoint(x: 44, y: 84))
            tip.closeSubpath()
            return solid(handle, f) + solid(tip, f)
        }
        d["network"] = Design(1, fills: false) { _ in
            [.stroke(P.circle(50, 50, 50 - i)), .stroke(P.line((50, 4), (50, 96)), 6), .stroke(P.line((4, 50), (96, 50)), 6),
             .stroke(P.circle(50, 50, 24), 6)]
        }
        d["square.grid.3x3"] = Design(1) { f in
            (0..<9).map { k -> Part in
                let x = CGFloat(k % 3) * 35, y = CGFloat(k / 3) * 35
                return f ? Part.fill(P.rect(x, y, 30, 30, r: 6)) : Part.stroke(P.rect(x + 3, y + 3, 24, 24, r: 5), 6)
            }
        }
        d["rectangle.grid.1x2"] = Design(1.1) { f in
            [(0.0, 2.0), (0.0, 54.0)].flatMap { (x: Double, y: Double) -> [Part] in
                f ? [Part.fill(P.rect(CGFloat(x) + 2, CGFloat(y), 106, 44, r: 9))] : [Part.stroke(P.rect(CGFloat(x) + 2 + i, CGFloat(y) + i, 106 - weight, 44 - weight, r: 8))]
            }
        }
        d["square.on.square"] = Design(1) { f in
            [.stroke(P.line((22, 18), (22, 6), (94, 6), (94, 78), (82, 78)), 7)] + solid(P.rect(i + 2, 22, 72, 72, r: 10), f)
        }
        d["sidebar.left"] = Design(1.25) { f in
            solid(P.rect(i, 10, 125 - weight, 80, r: 12), f) + [f ? Part.stroke(P.line((44, 12), (44, 88)), 6).gap : .stroke(P.line((44, 12), (44, 88)), 6),
                                                                 f ? Part.stroke(P.lines([[(16, 30), (30, 30)], [(16, 44), (30, 44)]]), 5).gap
                                                                   : .stroke(P.lines([[(16, 30), (30, 30)], [(16, 44), (30, 44)]]), 5)]
        }
        d["arrow.triangle.branch"] = Design(0.9, fills: false) { _ in
            [.stroke(P.line((24, 96), (24, 20))), .stroke(P.lines([[(10, 34), (24, 20), (38, 34)]])),
             .stroke(P.join(P.line((24, 70), (24, 62)), P.line((24, 62), (70, 40), (70, 20)))), .stroke(P.lines([[(56, 34), (70, 20), (84, 34)]]))]
        }
        d["dollarsign"] = Design(0.65, fills: false) { _ in
            var s = Path()
            s.move(to: CGPoint(x: 56, y: 26))
            s.addCurve(to: CGPoint(x: 32, y: 16), control1: CGPoint(x: 52, y: 18), control2: CGPoint(x: 42, y: 16))
            s.addCurve(to: CGPoint(x: 10, y: 34), control1: CGPoint(x: 18, y: 16), control2: CGPoint(x: 10, y: 24))
            s.addCurve(to: CGPoint(x: 32, y: 50), control1: CGPoint(x: 10, y: 46), control2: CGPoint(x: 22, y: 48))
            s.addCurve(to: CGPoint(x: 56, y: 68), control1: CGPoint(x: 44, y: 52), control2: CGPoint(x: 56, y: 56))
            s.addCurve(to: CGPoint(x: 32, y: 86), control1: CGPoint(x: 56, y: 80), control2: CGPoint(x: 46, y: 86))
            s.addCurve(to: CGPoint(x: 8, y: 74), control1: CGPoint(x: 20, y: 86), control2: CGPoint(x: 10, y: 82))
            return [.stroke(s), .stroke(P.line((32, 4), (32, 96)))]
        }
        d["wand.and.stars"] = Design(1) { f in
            let wand = P.rotated(P.rect(8, 58, 72, 12, r: 6), -45, about: 44, 64)
            let sparkle = { (x: CGFloat, y: CGFloat, r: CGFloat) in
                P.polygon([(x, y - r), (x + r * 0.3, y - r * 0.3), (x + r, y), (x + r * 0.3, y + r * 0.3), (x, y + r), (x - r * 0.3, y + r * 0.3), (x - r, y), (x - r * 0.3, y - r * 0.3)])
            }
            return solid(wand, f) + [.fill(sparkle(76, 22, 16)), .fill(sparkle(44, 14, 9)), .fill(sparkle(88, 54, 9))]
        }
        d["figure.walk"] = Design(0.7, fills: false) { _ in
            [.fill(P.circle(40, 12, 10)),
             .stroke(P.line((38, 28), (30, 56)), 11), .stroke(P.line((30, 56), (18, 94)), 9), .stroke(P.line((30, 56), (48, 72), (50, 94)), 9),
             .stroke(P.line((36, 34), (22, 48), (14, 50)), 8), .stroke(P.line((38, 34), (52, 46), (62, 48)), 8)]
        }
        d["figure.run"] = Design(0.85, fills: false) { _ in
            [.fill(P.circle(56, 12, 10)),
             .stroke(P.line((50, 28), (38, 56)), 11), .stroke(P.line((38, 56), (14, 74), (6, 70)), 9), .stroke(P.line((38, 56), (58, 70), (52, 94)), 9),
             .stroke(P.line((48, 34), (30, 40), (22, 52)), 8), .stroke(P.line((50, 34), (64, 46), (80, 42)), 8)]
        }
        d["stethoscope"] = Design(0.9, fills: false) { _ in
            var tube = Path()
            tube.move(to: CGPoint(x: 14, y: 6))
            tube.addLine(to: CGPoint(x: 14, y: 34))
            tube.addQuadCurve(to: CGPoint(x: 54, y: 34), control: CGPoint(x: 34, y: 74))
            tube.addLine(to: CGPoint(x: 54, y: 6))
            var lead = Path()
            lead.move(to: CGPoint(x: 34, y: 54))
            lead.addQuadCurve(to: CGPoint(x: 72, y: 78), control: CGPoint(x: 34, y: 96))
            return [.stroke(tube, 7), .stroke(lead, 7), .stroke(P.circle(74, 66, 11), 7)]
        }
        d["highlighter"] = Design(1) { f in
            let body = P.rotated(P.roundedPolygon([(34, 8), (66, 8), (66, 62), (58, 74), (42, 74), (34, 62)], radius: 5), 40, about: 50, 50)
            return solid(body, f) + [.stroke(P.line((8, 94), (40, 94)), 6)]
        }
        d["paintpalette"] = Design(1.1) { f in
            var palette = Path()
            palette.move(to: CGPoint(x: 55, y: 6))
            palette.addCurve(to: CGPoint(x: 106, y: 50), control1: CGPoint(x: 86, y: 6), control2: CGPoint(x: 106, y: 24))
            palette.addCurve(to: CGPoint(x: 70, y: 74), control1: CGPoint(x: 106, y: 72), control2: CGPoint(x: 76, y: 60))
            palette.addCurve(to: CGPoint(x: 52, y: 94), control1: CGPoint(x: 66, y: 86), control2: CGPoint(x: 70, y: 94))
            palette.addCurve(to: CGPoint(x: 4, y: 50), control1: CGPoint(x: 24, y: 94), control2: CGPoint(x: 4, y: 76))
            palette.addCurve(to: CGPoint(x: 55, y: 6), control1: CGPoint(x: 4, y: 24), control2: CGPoint(x: 26, y: 6))
            palette.closeSubpath()
            let wells = [(30.0, 34.0), (54.0, 24.0), (78.0, 34.0), (26.0, 60.0)].map { Part.fill(P.circle(CGFloat($0.0), CGFloat($0.1), 7)) }
            return solid(palette, f) + (f ? wells.map(\.gap) : wells)
        }
        d["doc.richtext"] = Design(0.8) { f in
            let picture = Part.fill(P.polygon([(20, 74), (34, 56), (44, 66), (50, 60), (60, 74)]))
            return doc.draw(f) + [f ? picture.gap : picture, f ? Part.fill(P.circle(28, 44, 5)).gap : .fill(P.circle(28, 44, 5))]
        }
        return d
    }()
}
