import Foundation

/// Symbols of work, health, documents, conversation and getting about that real code names often: settings
/// gears, Face ID, clipboards, buildings, cases, medals, arrow shapes, speech bubbles and vehicles.
extension SystemSymbol {
    private typealias P = SymbolPen

    /// `parts` scaled by `s` about (50, 50) and then centred on (x, y); stroke widths stay as they are.
    private static func placed(_ parts: [Part], scale s: CGFloat, at x: CGFloat, _ y: CGFloat) -> [Part] {
        let t = CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: x - 50 * s, ty: y - 50 * s)
        return parts.map { part in
            var p = part
            p.path = part.path.applying(t)
            return p
        }
    }

    /// `parts` flipped top to bottom.
    private static func upsideDown(_ parts: [Part]) -> [Part] {
        parts.map { part in
            var p = part
            p.path = part.path.applying(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 100))
            return p
        }
    }

    /// A round badge at (x, y) cut clear of what is under it, with a plus in it.
    private static func plusBadge(_ x: CGFloat, _ y: CGFloat) -> [Part] {
        [Part.fill(P.circle(x, y, 26)).gap, .stroke(P.lines([[(x, y - 14), (x, y + 14)], [(x - 14, y), (x + 14, y)]]), 7)]
    }

    /// The speech bubble of `bubble.left`, `width` wide.
    private static func bubble(width: CGFloat) -> Path {
        let i = weight / 2
        return P.roundedPolygon([(i, 8), (width - i, 8), (width - i, 76), (34, 76), (12, 94), (16, 76), (i, 76)], radius: 10)
    }

    static let workDesigns: [String: Design] = {
        var d: [String: Design] = [:]
        let i = weight / 2
        d["gearshape.2"] = Design(1.2) { f in
            let big = placed(gear(filled: f), scale: 0.8, at: 42, 58), small = placed(gear(filled: f), scale: 0.5, at: 94, 26)
            return big + [Part.fill(P.circle(94, 26, 28)).gap] + small
        }
        d["hand.tap"] = Design(0.85) { f in
            let hand = P.roundedPolygon([(32, 76), (32, 40), (48, 40), (48, 60), (60, 58), (72, 62), (74, 84), (62, 96), (38, 96), (18, 76),
                                         (22, 68), (32, 74)], radius: 6)
            return solid(hand, f) + [.stroke(P.arc(40, 34, 22, from: 205, to: 335), 6)]
        }
        d["hand.thumbsdown"] = Design(1) { f in upsideDown(SystemSymbol.objectDesigns["hand.thumbsup"]!.draw(f)) }
        d["faceid"] = Design(1, fills: false) { _ in
            [.stroke(P.lines([[(6, 30), (6, 6), (30, 6)], [(70, 6), (94, 6), (94, 30)], [(94, 70), (94, 94), (70, 94)],
                              [(30, 94), (6, 94), (6, 70)]])),
             .stroke(P.lines([[(34, 32), (34, 42)], [(66, 32), (66, 42)], [(50, 32), (50, 56), (44, 56)]]), 7),
             .stroke(P.arc(50, 50, 22, from: 40, to: 140), 7)]
        }
        d["touchid"] = Design(1, fills: false) { _ in
            [.stroke(P.arc(50, 54, 44, from: 200, to: 340), 6), .stroke(P.arc(50, 54, 32, from: 170, to: 370), 6),
             .stroke(P.arc(50, 54, 20, from: 150, to: 390), 6), .stroke(P.line((50, 48), (50, 90)), 6),
             .stroke(P.arc(50, 54, 8, from: 180, to: 360), 6)]
        }
        d["puzzlepiece"] = Design(1) { f in
            var piece = Path()
            piece.move(to: CGPoint(x: 12, y: 30))
            piece.addLine(to: CGPoint(x: 36, y: 30))
            piece.addArc(center: CGPoint(x: 46, y: 22), radius: 12, startAngle: .degrees(140), endAngle: .degrees(40), clockwise: false)
            piece.addLine(to: CGPoint(x: 80, y: 30))
            piece.addLine(to: CGPoint(x: 80, y: 52))
            piece.addArc(center: CGPoint(x: 86, y: 62), radius: 11, startAngle: .degrees(235), endAngle: .degrees(125), clockwise: false)
            piece.addLine(to: CGPoint(x: 80, y: 92))
            piece.addLine(to: CGPoint(x: 12, y: 92))
            piece.closeSubpath()
            return solid(piece, f)
        }
        d["dice"] = Design(1) { f in
            let pips = [(28.0, 28.0), (72.0, 28.0), (50.0, 50.0), (28.0, 72.0), (72.0, 72.0)]
                .map { detail(.fill(P.circle(CGFloat($0.0), CGFloat($0.1), 7)), f) }
            return solid(P.rect(i, i, 100 - weight, 100 - weight, r: 18), f) + pips
        }
        let clipboard: @Sendable (Bool) -> [Part] = { (f: Bool) -> [Part] in
            let board = P.rect(i, 12, 80 - weight, 88 - i, r: 10)
            return solid(board, f) + [Part.fill(P.rect(20, 0, 40, 24, r: 8)).gap] + solid(P.rect(26, 4, 28, 14, r: 5), f, width: 6)
        }
        d["clipboard"] = Design(0.8) { f in clipboard(f) }
        d["list.clipboard"] = Design(0.8) { f in
            let rows = [40.0, 56.0, 72.0].flatMap { y -> [Part] in
                [detail(.fill(P.circle(22, CGFloat(y), 4)), f), detail(.stroke(P.line((32, CGFloat(y)), (60, CGFloat(y))), 6), f)]
            }
            return clipboard(f) + rows
        }
        d["doc.on.clipboard"] = Design(0.8) { f in
            clipboard(f) + [detail(.stroke(P.roundedPolygon([(22, 34), (46, 34), (58, 46), (58, 82), (22, 82)], radius: 4), 6), f)]
        }
        d["building"] = Design(0.8) { f in
            let windows = [26.0, 46.0].flatMap { x in [22.0, 38.0, 54.0].map { y in
                detail(.fill(P.rect(CGFloat(x), CGFloat(y), 10, 9, r: 2)), f)
            } }
            return solid(P.rect(i + 4, i, 72 - weight, 100 - weight, r: 6), f) + windows + [detail(.fill(P.rect(32, 72, 16, 24, r: 2)), f)]
        }
        d["building.columns"] = Design(1.1) { f in
            solid(P.roundedPolygon([(6, 32), (55, 6), (104, 32)], radius: 5), f)
                + [.stroke(P.lines([[(22, 42), (22, 78)], [(44, 42), (44, 78)], [(66, 42), (66, 78)], [(88, 42), (88, 78)]])),
                   .stroke(P.line((8, 92), (102, 92)))]
        }
        d["storefront"] = Design(1.1) { f in
            let awning = P.rect(6, 6, 98, 24, r: 6)
            let scallops = [22.0, 46.0, 70.0, 94.0].map { Part.stroke(P.arc(CGFloat($0) - 6, 30, 10, from: 0, to: 180), 6) }
            let shop = P.line((14, 36), (14, 94), (96, 94), (96, 36))
            return solid(awning, f) + scallops + [.stroke(shop), .stroke(P.rect(28, 60, 20, 34, r: 2), 6), .stroke(P.rect(60, 56, 24, 18, r: 3), 6)]
        }
        let caseBody: @Sendable (CGFloat, Bool) -> [Part] = { (width: CGFloat, f: Bool) -> [Part] in
            let handle = P.line((width / 2 - 16, 24), (width / 2 - 16, 10), (width / 2 + 16, 10), (width / 2 + 16, 24))
            return [.stroke(handle)] + solid(P.rect(i, 24, width - weight, 72 - i, r: 12), f)
        }
        d["suitcase"] = Design(1.15) { f in
            caseBody(115, f) + [detail(.stroke(P.lines([[(30, 30), (30, 90)], [(85, 30), (85, 90)]]), 6), f)]
        }
        d["briefcase"] = Design(1.2) { f in caseBody(120, f) + [detail(.stroke(P.line((i, 54), (120 - i, 54)), 6), f)] }
        d["cross.case"] = Design(1.2) { f in
            caseBody(120, f) + [detail(.stroke(P.lines([[(60, 46), (60, 78)], [(44, 62), (76, 62)]]), 9), f)]
        }
        d["staroflife"] = Design(1) { f in
            // Three crossed bars as one outline: two corners at each arm's end, one where neighbouring arms meet.
            let half: CGFloat = 12, reach: CGFloat = 45
            let corner = atan(Double(half / reach)) * 180 / .pi, radius = (reach * reach + half * half).squareRoot()
            let points = (0..<6).flatMap { k -> [SymbolPen.Point] in
                let arm = -90 + Double(k) * 60
                return [P.point(50, 50, radius, arm - corner), P.point(50, 50, radius, arm + corner), P.point(50, 50, 2 * half, arm + 30)]
                    .map { ($0.x, $0.y) }
            }
            return solid(P.roundedPolygon(points, radius: 3), f)
        }
        d["bandage"] = Design(1) { f in
            let strip = P.rotated(P.rect(2, 32, 96, 36, r: 18), -45, about: 50, 50)
            let pad = P.rotated(P.rect(36, 36, 28, 28, r: 4), -45, about: 50, 50)
            let holes = [(44.0, 44.0), (56.0, 44.0), (44.0, 56.0), (56.0, 56.0)].map { detail(.fill(P.circle(CGFloat($0.0), CGFloat($0.1), 2.8)), f) }
            return solid(strip, f) + [f ? Part.stroke(pad, 5).gap : .stroke(pad, 6)] + holes
        }
        d["syringe"] = Design(1) { f in
            let turn = { (p: Path) in P.rotated(p, -45, about: 50, 50) }
            let barrel = turn(P.rect(24, 38, 46, 24, r: 4))
            let ticks = turn(P.lines([[(36, 38), (36, 48)], [(48, 38), (48, 48)], [(60, 38), (60, 48)]]))
            return solid(barrel, f) + [detail(.stroke(ticks, 5), f),
                                       .stroke(turn(P.lines([[(70, 50), (86, 50)], [(88, 36), (88, 64)]]))),
                                       .stroke(turn(P.line((24, 50), (4, 50))), 5)]
        }
        d["medal"] = Design(0.75) { f in
            [.stroke(P.lines([[(12, 4), (28, 40)], [(63, 4), (47, 40)]]))] + solid(P.circle(37.5, 64, 28), f)
                + [detail(.fill(SystemSymbol.star(inset: 0).applying(CGAffineTransform(a: 0.3, b: 0, c: 0, d: 0.3, tx: 22, ty: 49))), f)]
        }
        d["rosette"] = Design(0.8) { f in
            let ribbons = P.lines([[(26, 58), (16, 94), (28, 88), (34, 96), (40, 66)], [(54, 58), (64, 94), (52, 88), (46, 96), (40, 66)]])
            return [.stroke(ribbons, 7)] + solid(P.circle(40, 36, 30), f) + [detail(.stroke(P.circle(40, 36, 15), 6), f)]
        }
        d["flag.checkered"] = Design(1, fills: false) { _ in
            var squares: [Part] = []
            for row in 0..<3 { for col in 0..<6 where (row + col) % 2 == 0 {
                squares.append(.fill(P.rect(12 + CGFloat(col) * 13, 10 + CGFloat(row) * 16, 13, 16)))
            } }
            return [.stroke(P.line((12, 6), (12, 96))), .stroke(P.rect(12, 10, 78, 48), 6)] + squares
        }
        let arrowShape = P.roundedPolygon([(6, 36), (50, 36), (50, 10), (94, 50), (50, 90), (50, 64), (6, 64)], radius: 6)
        d["arrowshape.right"] = Design(1) { f in solid(arrowShape, f) }
        d["arrowshape.left"] = Design(1) { f in solid(P.mirrored(arrowShape, width: 100), f) }
        d["arrowshape.up"] = Design(1) { f in solid(P.rotated(arrowShape, -90, about: 50, 50), f) }
        d["arrowshape.down"] = Design(1) { f in solid(P.rotated(arrowShape, 90, about: 50, 50), f) }
        var bend = Path()
        bend.move(to: CGPoint(x: 6, y: 40))
        bend.addLine(to: CGPoint(x: 44, y: 8))
        bend.addLine(to: CGPoint(x: 44, y: 26))
        bend.addLine(to: CGPoint(x: 56, y: 26))
        bend.addCurve(to: CGPoint(x: 104, y: 90), control1: CGPoint(x: 88, y: 26), control2: CGPoint(x: 104, y: 50))
        bend.addLine(to: CGPoint(x: 84, y: 90))
        bend.addCurve(to: CGPoint(x: 56, y: 56), control1: CGPoint(x: 84, y: 68), control2: CGPoint(x: 74, y: 56))
        bend.addLine(to: CGPoint(x: 44, y: 56))
        bend.addLine(to: CGPoint(x: 44, y: 74))
        bend.closeSubpath()
        let turn = bend
        d["arrowshape.turn.up.left"] = Design(1.1) { f in solid(turn, f) }
        d["arrowshape.turn.up.right"] = Design(1.1) { f in solid(P.mirrored(turn, width: 110), f) }
        d["infinity"] = Design(1.6, fills: false) { _ in
            var loop = Path()
            for k in 0...96 {
                let t = Double(k) / 96 * 2 * .pi, d = 1 + sin(t) * sin(t)
                let point = CGPoint(x: 80 + 70 * cos(t) / d, y: 50 + 96 * sin(t) * cos(t) / d)
                if k == 0 { loop.move(to: point) } else { loop.addLine(to: point) }
            }
            loop.closeSubpath()
            return [.stroke(loop)]
        }
        d["scribble"] = Design(1.1, fills: false) { _ in
            var line = Path()
            for k in 0...120 {
                let t = Double(k) / 120, a = t * 3 * 2 * .pi
                let point = CGPoint(x: 14 + 76 * t + 12 * sin(a), y: 70 - 44 * t - 22 * cos(a))
                if k == 0 { line.move(to: point) } else { line.addLine(to: point) }
            }
            return [.stroke(line, 7)]
        }
        d["pencil.tip"] = Design(0.8) { f in
            let cone = P.roundedPolygon([(40, 6), (72, 92), (8, 92)], radius: 6)
            let lead = P.roundedPolygon([(40, 6), (51, 34), (29, 34)], radius: 3)
            return f ? [.fill(cone), .stroke(cone), Part.stroke(P.line((28, 36), (52, 36)), 5).gap] : [.stroke(cone), .fill(lead)]
        }
        d["lasso"] = Design(1, fills: false) { _ in
            var tail = Path()
            tail.move(to: CGPoint(x: 30, y: 62))
            tail.addQuadCurve(to: CGPoint(x: 30, y: 80), control: CGPoint(x: 20, y: 70))
            tail.addQuadCurve(to: CGPoint(x: 18, y: 94), control: CGPoint(x: 38, y: 90))
            return [.stroke(Path(ellipseIn: CGRect(x: 6, y: 8, width: 88, height: 56))), .stroke(tail, 6)]
        }
        d["function"] = Design(1.2, fills: false) { _ in
            var f = Path()
            f.move(to: CGPoint(x: 52, y: 12))
            f.addQuadCurve(to: CGPoint(x: 36, y: 26), control: CGPoint(x: 38, y: 6))
            f.addLine(to: CGPoint(x: 28, y: 86))
            f.addQuadCurve(to: CGPoint(x: 10, y: 92), control: CGPoint(x: 26, y: 100))
            return [.stroke(f, 7), .stroke(P.line((22, 40), (48, 40)), 7), .stroke(P.arc(86, 58, 28, from: 135, to: 225), 6),
                    .stroke(P.arc(78, 58, 28, from: -45, to: 45), 6), .stroke(P.lines([[(72, 46), (92, 70)], [(92, 46), (72, 70)]]), 6)]
        }
        d["atom"] = Design(1, fills: false) { _ in
            let orbit = Path(ellipseIn: CGRect(x: 4, y: 34, width: 92, height: 32))
            return [0.0, 60.0, 120.0].map { Part.stroke(P.rotated(orbit, $0, about: 50, 50), 6) } + [.fill(P.circle(50, 50, 8))]
        }
        d["scalemass"] = Design(1.05) { f in
            solid(P.roundedPolygon([(22, 32), (83, 32), (98, 94), (7, 94)], radius: 8), f) + [.stroke(P.circle(52.5, 18, 11), 7)]
        }
        d["text.bubble"] = Design(1.1) { f in
            solid(bubble(width: 110), f) + [detail(.stroke(P.lines([[(24, 32), (86, 32)], [(24, 52), (68, 52)]]), 7), f)]
        }
        d["ellipsis.bubble"] = Design(1.1) { f in
            solid(bubble(width: 110), f) + [32.0, 55.0, 78.0].map { detail(.fill(P.circle(CGFloat($0), 42, 6.5)), f) }
        }
        d["quote.bubble"] = Design(1.1) { f in
            let marks = [42.0, 68.0].flatMap { x -> [Part] in
                [detail(.fill(P.circle(CGFloat(x), 36, 8)), f), detail(.stroke(P.line((CGFloat(x) + 6, 38), (CGFloat(x) - 4, 56)), 6), f)]
            }
            return solid(bubble(width: 110), f) + marks
        }
        d["bubble.left.and.bubble.right"] = Design(1.35) { f in
            let back = P.mirrored(bubble(width: 110), width: 110).applying(CGAffineTransform(a: 0.66, b: 0, c: 0, d: 0.66, tx: 62, ty: 0))
            let front = bubble(width: 110).applying(CGAffineTransform(a: 0.7, b: 0, c: 0, d: 0.7, tx: 0, ty: 30))
            return solid(back, f).map { $0.layer(1) } + [Part.fill(front).gap, Part.stroke(front, weight * 2.6).gap] + solid(front, f)
        }
        d["phone.down"] = Design(1.3) { f in
            solid(P.roundedPolygon([(8, 58), (14, 44), (44, 32), (86, 32), (116, 44), (122, 58), (118, 70), (94, 68), (90, 54), (40, 54),
                                    (36, 68), (12, 70)], radius: 5), f)
        }
        d["rectangle.on.rectangle"] = Design(1.25) { f in
            let back = P.rect(34, 6, 86, 60, r: 10), front = P.rect(i, 34, 86, 60, r: 10)
            return solid(back, f).map { $0.layer(1) } + [Part.fill(front).gap, Part.stroke(front, weight * 2.6).gap] + solid(front, f)
        }
        d["sparkle"] = Design(1, fills: false) { _ in [.fill(sparkle(50, 50, 46))] }
        d["tray.and.arrow.down"] = Design(1.1) { f in
            let tray = P.roundedPolygon([(i, 66), (16, 40), (28, 40), (82, 40), (94, 40), (110 - i, 66), (110 - i, 94), (i, 94)], radius: 7)
            let well = P.line((i, 66), (34, 66), (40, 76), (70, 76), (76, 66), (110 - i, 66))
            return solid(tray, f) + [Part.stroke(P.line((55, 4), (55, 54)), weight * 2.6).gap, f ? Part.stroke(well, 6).gap : .stroke(well),
                                     .stroke(P.lines([[(55, 4), (55, 54)], [(40, 40), (55, 55), (70, 40)]]))]
        }
        let page: @Sendable (Bool) -> [Part] = { (f: Bool) -> [Part] in SystemSymbol.objectDesigns["doc"]!.draw(f) }
        d["doc.badge.plus"] = Design(1) { f in page(f) + plusBadge(74, 74) }
        d["doc.text.magnifyingglass"] = Design(1) { f in
            page(f) + [detail(.stroke(P.lines([[(22, 50), (52, 50)], [(22, 64), (40, 64)]]), 6), f),
                       Part.fill(P.circle(70, 70, 26)).gap, .stroke(P.circle(68, 68, 14), 7), .stroke(P.line((78, 78), (94, 94)), 8)]
        }
        d["arrow.down.doc"] = Design(0.8) { f in
            page(f) + [detail(.stroke(P.lines([[(40, 44), (40, 80)], [(28, 68), (40, 80), (52, 68)]]), 7), f)]
        }
        d["lock.shield"] = Design(0.86) { f in
            SystemSymbol.livingDesigns["shield"]!.draw(f)
                + [detail(.fill(P.rect(30, 46, 26, 22, r: 3)), f), detail(.stroke(P.arc(43, 46, 8, from: 180, to: 360), 5), f)]
        }
        d["key.horizontal"] = Design(1.6) { f in
            let ring = f ? [.fill(P.circle(30, 50, 26)), Part.fill(P.circle(22, 50, 7)).gap] : [Part.stroke(P.circle(30, 50, 22))]
            return ring + [.stroke(P.lines([[(52, 50), (150, 50)], [(120, 50), (120, 66)], [(140, 50), (140, 70)]]), 9)]
        }
        var appleOutline = Path()
        appleOutline.move(to: CGPoint(x: 41, y: 32))
        appleOutline.addCurve(to: CGPoint(x: 70, y: 30), control1: CGPoint(x: 50, y: 24), control2: CGPoint(x: 62, y: 22))
        appleOutline.addCurve(to: CGPoint(x: 76, y: 38), control1: CGPoint(x: 72, y: 32), control2: CGPoint(x: 74, y: 34))
        appleOutline.addQuadCurve(to: CGPoint(x: 78, y: 68), control: CGPoint(x: 56, y: 52))
        appleOutline.addCurve(to: CGPoint(x: 56, y: 96), control1: CGPoint(x: 74, y: 80), control2: CGPoint(x: 64, y: 96))
        appleOutline.addCurve(to: CGPoint(x: 41, y: 92), control1: CGPoint(x: 50, y: 96), control2: CGPoint(x: 46, y: 92))
        appleOutline.addCurve(to: CGPoint(x: 26, y: 96), control1: CGPoint(x: 36, y: 92), control2: CGPoint(x: 32, y: 96))
        appleOutline.addCurve(to: CGPoint(x: 6, y: 50), control1: CGPoint(x: 14, y: 96), control2: CGPoint(x: 4, y: 70))
        appleOutline.addCurve(to: CGPoint(x: 41, y: 32), control1: CGPoint(x: 8, y: 28), control2: CGPoint(x: 30, y: 24))
        appleOutline.closeSubpath()
        let apple = appleOutline
        let appleLeaf = P.rotated(Path(ellipseIn: CGRect(x: 40, y: 4, width: 26, height: 13)), -45, about: 53, 10)
        d["applelogo"] = Design(0.82, fills: false) { _ in [.fill(apple), .fill(appleLeaf)] }
        d["apple.logo"] = d["applelogo"]
        d["display"] = Design(1.2) { f in
            solid(P.rect(i, 6, 120 - weight, 66, r: 8), f) + [.stroke(P.lines([[(60, 72), (60, 88)], [(36, 90), (84, 90)]]))]
        }
        d["airpods"] = Design(1.2, fills: false) { _ in
            [.fill(Path(ellipseIn: CGRect(x: 10, y: 8, width: 36, height: 40))), .stroke(P.line((38, 40), (38, 88)), 13),
             .fill(Path(ellipseIn: CGRect(x: 74, y: 8, width: 36, height: 40))), .stroke(P.line((82, 40), (82, 88)), 13)]
        }
        d["tram"] = Design(0.8) { f in
            solid(P.rect(i + 2, 16, 80 - weight - 4, 66, r: 14), f)
                + [detail(.stroke(P.rect(18, 28, 44, 20, r: 4), 6), f), detail(.fill(P.circle(24, 66, 5)), f), detail(.fill(P.circle(56, 66, 5)), f),
                   .stroke(P.lines([[(20, 82), (12, 96)], [(60, 82), (68, 96)], [(40, 16), (40, 6)], [(26, 4), (54, 4)]]), 6)]
        }
        d["sailboat"] = Design(1) { f in
            solid(P.roundedPolygon([(50, 4), (50, 64), (12, 64)], radius: 4), f)
                + solid(P.roundedPolygon([(60, 18), (86, 64), (60, 64)], radius: 4), f)
                + solid(P.roundedPolygon([(6, 74), (94, 74), (80, 94), (20, 94)], radius: 6), f)
        }
        d["fuelpump"] = Design(0.95) { f in
            solid(P.rect(i + 2, 6, 60 - weight, 86, r: 8), f)
                + [detail(.stroke(P.rect(18, 18, 28, 22, r: 3), 6), f), .stroke(P.line((2, 94), (66, 94))),
                   .stroke(P.line((62, 34), (80, 34), (88, 44), (88, 74), (80, 80), (74, 74), (74, 56), (62, 56)), 6)]
        }
        d["scooter"] = Design(1.3, fills: false) { _ in
            [.stroke(P.circle(20, 80, 12)), .stroke(P.circle(110, 80, 12)), .stroke(P.line((20, 80), (96, 80), (84, 12))),
             .stroke(P.line((72, 12), (96, 12)))]
        }
        d["person.crop.square"] = Design(1) { f in
            let p = person(x: 50, scale: 0.62, top: 18)
            var shoulders = Path()
            shoulders.move(to: CGPoint(x: 20, y: 100 - i))
            shoulders.addCurve(to: CGPoint(x: 50, y: 62), control1: CGPoint(x: 22, y: 70), control2: CGPoint(x: 34, y: 62))
            shoulders.addCurve(to: CGPoint(x: 80, y: 100 - i), control1: CGPoint(x: 66, y: 62), control2: CGPoint(x: 78, y: 70))
            if f {
                var bust = shoulders
                bust.closeSubpath()
                return [Part.fill(P.rect(0, 0, 100, 100, r: 22)).layer(1), Part(path: p.head, strokeWidth: nil, layer: 0, role: .inlay),
                        Part(path: bust, strokeWidth: nil, layer: 0, role: .inlay)]
            }
            return [.stroke(P.rect(i, i, 100 - weight, 100 - weight, r: 18)), .stroke(p.head), .stroke(shoulders)]
        }
        let filledPerson: @Sendable () -> [Part] = { () -> [Part] in
            let p = person(x: 47.5)
            return solid(p.head, true) + solid(p.body, true)
        }
        d["person.fill.checkmark"] = Design(1.3, fills: false) { _ in filledPerson() + [.stroke(P.line((94, 52), (104, 62), (124, 40)), 9)] }
        d["person.fill.xmark"] = Design(1.3, fills: false) { _ in
            filledPerson() + [.stroke(P.lines([[(98, 38), (122, 62)], [(122, 38), (98, 62)]]), 9)]
        }
        d["person.crop.circle.badge.plus"] = Design(1.2) { f in
            SystemSymbol.objectDesigns["person.crop.circle"]!.draw(f) + plusBadge(94, 74)
        }
        d["chart.xyaxis.line"] = Design(1.2, fills: false) { _ in
            var curve = Path()
            curve.move(to: CGPoint(x: 22, y: 72))
            curve.addCurve(to: CGPoint(x: 108, y: 18), control1: CGPoint(x: 50, y: 10), control2: CGPoint(x: 74, y: 96))
            return [.stroke(P.line((8, 6), (8, 92), (114, 92))), .stroke(curve)]
        }
        d["rectangle.3.group"] = Design(1.4) { f in
            [P.rect(i, i, 140 - weight, 42, r: 8), P.rect(i, 54, 62, 42 - i, r: 8), P.rect(140 - i - 62, 54, 62, 42 - i, r: 8)]
                .flatMap { solid($0, f) }
        }
        d["circle.grid.2x2"] = Design(1) { f in
            [(26.0, 26.0), (74.0, 26.0), (26.0, 74.0), (74.0, 74.0)].flatMap { solid(P.circle(CGFloat($0.0), CGFloat($0.1), 20), f) }
        }
        d["square.split.2x1"] = Design(1.25) { f in
            solid(P.rect(i, i, 125 - weight, 100 - weight, r: 16), f) + [detail(.stroke(P.line((62.5, i), (62.5, 100 - i))), f)]
        }
        d["rectangle.split.3x1"] = Design(1.4) { f in
            solid(P.rect(i, 10, 140 - weight, 80, r: 12), f) + [detail(.stroke(P.lines([[(48, 10), (48, 90)], [(92, 10), (92, 90)]])), f)]
        }
        d["figure.stand"] = Design(0.6, fills: false) { _ in
            [.fill(P.circle(30, 12, 10)), .fill(P.rect(18, 26, 24, 38, r: 8)), .stroke(P.lines([[(16, 32), (10, 58)], [(44, 32), (50, 58)]]), 8),
             .stroke(P.lines([[(24, 60), (24, 94)], [(36, 60), (36, 94)]]), 10)]
        }
        d["figure.wave"] = Design(0.7, fills: false) { _ in
            [.fill(P.circle(30, 12, 10)), .fill(P.rect(18, 26, 24, 38, r: 8)), .stroke(P.lines([[(16, 32), (10, 58)], [(44, 32), (58, 8)]]), 8),
             .stroke(P.lines([[(24, 60), (24, 94)], [(36, 60), (36, 94)]]), 10)]
        }
        d["pin"] = Design(1) { f in
            // A push pin leaning right, its needle down to the left.
            let turn = { (p: Path) in P.rotated(p, 40, about: 50, 50) }
            let head = turn(P.rect(32, 6, 36, 12, r: 5))
            let body = turn(P.roundedPolygon([(38, 18), (62, 18), (68, 50), (32, 50)], radius: 4))
            return solid(head, f) + solid(body, f) + [.stroke(turn(P.lines([[(24, 54), (76, 54)], [(50, 56), (50, 96)]])))]
        }
        d["cart.badge.plus"] = Design(1.25) { f in SystemSymbol.objectDesigns["cart"]!.draw(f) + plusBadge(100, 30) }
        return d
    }()
}
