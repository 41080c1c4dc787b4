import Foundation

/// Animals, plants and weather shapes that real code names: the tortoise and the hare of speed settings, pets,
/// insects, a tree, a brain, a tornado and a rainbow.
extension SystemSymbol {
    private typealias P = SymbolPen

    /// One outline around the union of `shapes`, or the union filled: each shape is stroked twice as wide and,
    /// in outline, the shapes' insides are then cut out, so that only the outer edge of the whole stays. Draw it
    /// before a symbol's details (its cuts remove what came before).
    static func silhouette(_ shapes: [Path], _ filled: Bool) -> [Part] {
        let edges = shapes.map { Part.stroke($0, weight * 2) }
        return filled ? shapes.map { Part.fill($0) } + edges : edges + shapes.map { Part.fill($0).gap }
    }

    /// A detail inside a symbol: drawn on the outline form, cut out of the filled one.
    static func detail(_ part: Part, _ filled: Bool) -> Part { filled ? part.gap : part }

    static let creatureDesigns: [String: Design] = {
        var d: [String: Design] = [:]
        d["tortoise"] = Design(1.5) { f in
            var shell = Path()
            shell.move(to: CGPoint(x: 24, y: 68))
            shell.addCurve(to: CGPoint(x: 108, y: 68), control1: CGPoint(x: 28, y: 16), control2: CGPoint(x: 104, y: 16))
            shell.closeSubpath()
            let parts = [shell, P.rect(98, 52, 26, 14, r: 7), P.circle(126, 56, 13), P.rect(32, 60, 16, 28, r: 8),
                         P.rect(84, 60, 16, 28, r: 8), P.polygon([(14, 70), (26, 62), (26, 72)])]
            return silhouette(parts, f) + [detail(.stroke(P.line((28, 68), (104, 68)), 6), f),
                                           detail(.stroke(P.lines([[(50, 36), (58, 52), (74, 52), (82, 36)], [(58, 52), (54, 68)], [(74, 52), (78, 68)]]), 5), f)]
        }
        d["hare"] = Design(1.3) { f in
            let ears = [P.rotated(Path(ellipseIn: CGRect(x: 78, y: 8, width: 14, height: 40)), -22, about: 85, 44),
                        P.rotated(Path(ellipseIn: CGRect(x: 94, y: 10, width: 14, height: 38)), 10, about: 101, 44)]
            let parts = [Path(ellipseIn: CGRect(x: 18, y: 46, width: 76, height: 42)), P.circle(96, 50, 17), P.rect(32, 76, 40, 14, r: 7),
                         P.rect(82, 66, 13, 24, r: 6.5), P.circle(18, 62, 9)] + ears
            return silhouette(parts, f) + [detail(.fill(P.circle(102, 46, 4)), f)]
        }
        d["bird"] = Design(1.2) { f in
            let body = P.rotated(Path(ellipseIn: CGRect(x: 22, y: 42, width: 72, height: 40)), -18, about: 58, 62)
            let parts = [body, P.circle(84, 36, 18), P.roundedPolygon([(96, 28), (114, 36), (96, 44)], radius: 3),
                         P.roundedPolygon([(34, 56), (12, 74), (18, 84), (46, 72)], radius: 4)]
            var wing = Path()
            wing.move(to: CGPoint(x: 40, y: 58))
            wing.addQuadCurve(to: CGPoint(x: 74, y: 56), control: CGPoint(x: 60, y: 82))
            return silhouette(parts, f) + [.stroke(P.lines([[(54, 84), (52, 94)], [(68, 82), (68, 94)]]), 6),
                                           detail(.fill(P.circle(88, 32, 4)), f), detail(.stroke(wing, 6), f)]
        }
        d["ladybug"] = Design(0.9) { f in
            let parts = [P.circle(45, 60, 33), P.circle(45, 24, 14)]
            let spots = [(30.0, 50.0, 6.0), (60.0, 50.0, 6.0), (31.0, 74.0, 5.0), (59.0, 74.0, 5.0)]
                .map { detail(.fill(P.circle(CGFloat($0.0), CGFloat($0.1), CGFloat($0.2))), f) }
            return silhouette(parts, f) + [.stroke(P.lines([[(38, 14), (30, 4)], [(52, 14), (60, 4)]]), 6),
                                           detail(.stroke(P.line((45, 34), (45, 92)), 6), f),
                                           detail(.stroke(P.line((14, 38), (76, 38)), 6), f)] + spots
        }
        d["ant"] = Design(0.9) { f in
            let parts = [P.circle(45, 22, 11), Path(ellipseIn: CGRect(x: 36, y: 32, width: 18, height: 24)),
                         Path(ellipseIn: CGRect(x: 31, y: 56, width: 28, height: 38))]
            let legs = P.lines([[(38, 38), (16, 28)], [(38, 44), (12, 48)], [(38, 50), (16, 68)],
                                [(52, 38), (74, 28)], [(52, 44), (78, 48)], [(52, 50), (74, 68)],
                                [(40, 14), (32, 4)], [(50, 14), (58, 4)]])
            return [.stroke(legs, 6)] + silhouette(parts, f)
        }
        d["cat"] = Design(1) { f in
            var head = Path()
            head.move(to: CGPoint(x: 18, y: 44))
            head.addLine(to: CGPoint(x: 18, y: 12))
            head.addLine(to: CGPoint(x: 38, y: 28))
            head.addQuadCurve(to: CGPoint(x: 62, y: 28), control: CGPoint(x: 50, y: 24))
            head.addLine(to: CGPoint(x: 82, y: 12))
            head.addLine(to: CGPoint(x: 82, y: 44))
            head.addCurve(to: CGPoint(x: 50, y: 88), control1: CGPoint(x: 88, y: 70), control2: CGPoint(x: 72, y: 88))
            head.addCurve(to: CGPoint(x: 18, y: 44), control1: CGPoint(x: 28, y: 88), control2: CGPoint(x: 12, y: 70))
            head.closeSubpath()
            let face = [detail(.fill(P.circle(36, 54, 5)), f), detail(.fill(P.circle(64, 54, 5)), f),
                        detail(.fill(P.roundedPolygon([(44, 66), (56, 66), (50, 73)], radius: 2)), f)]
            return silhouette([head], f) + face
        }
        d["dog"] = Design(1.1) { f in
            let ears = [P.rotated(Path(ellipseIn: CGRect(x: 12, y: 14, width: 22, height: 46)), 22, about: 23, 20),
                        P.rotated(Path(ellipseIn: CGRect(x: 76, y: 14, width: 22, height: 46)), -22, about: 87, 20)]
            let parts = [Path(ellipseIn: CGRect(x: 28, y: 12, width: 54, height: 64)), Path(ellipseIn: CGRect(x: 36, y: 52, width: 38, height: 36))] + ears
            return silhouette(parts, f) + [detail(.fill(P.circle(44, 42, 4.5)), f), detail(.fill(P.circle(66, 42, 4.5)), f),
                                           detail(.fill(Path(ellipseIn: CGRect(x: 47, y: 58, width: 16, height: 11))), f)]
        }
        d["teddybear"] = Design(1) { f in
            let parts = [P.circle(50, 56, 36), P.circle(22, 24, 13), P.circle(78, 24, 13)]
            return silhouette(parts, f) + [detail(.stroke(Path(ellipseIn: CGRect(x: 36, y: 60, width: 28, height: 22)), 6), f),
                                           detail(.fill(P.circle(50, 66, 4)), f),
                                           detail(.fill(P.circle(36, 48, 4.5)), f), detail(.fill(P.circle(64, 48, 4.5)), f)]
        }
        d["tree"] = Design(0.85) { f in
            let crown = [P.circle(42.5, 30, 22), P.circle(27, 50, 18), P.circle(58, 50, 18), P.circle(42.5, 56, 20)]
            return silhouette(crown + [P.rect(37, 64, 11, 28, r: 3)], f)
                + [detail(.stroke(P.lines([[(42.5, 80), (42.5, 46)], [(42.5, 62), (30, 52)], [(42.5, 56), (54, 46)]]), 5), f)]
        }
        d["carrot"] = Design(1) { f in
            let root = P.roundedPolygon([(12, 88), (56, 28), (74, 46)], radius: 9)
            let ridges = P.lines([[(34, 62), (44, 70)], [(46, 46), (56, 54)]])
            return [.stroke(P.lines([[(66, 34), (88, 10)], [(68, 38), (94, 32)], [(62, 32), (64, 8)]]), 7)]
                + solid(root, f) + [detail(.stroke(ridges, 5), f)]
        }
        d["brain"] = Design(1.15) { f in
            let lobes = [P.circle(34, 34, 22), P.circle(57.5, 26, 20), P.circle(81, 34, 22), P.circle(28, 60, 20),
                         P.circle(87, 60, 20), P.circle(46, 70, 20), P.circle(69, 70, 20)]
            let folds = P.join(P.line((57.5, 14), (57.5, 88)), P.arc(38, 46, 12, from: 200, to: 340), P.arc(77, 46, 12, from: 200, to: 340),
                               P.arc(42, 70, 10, from: 120, to: 300), P.arc(73, 70, 10, from: 240, to: 420))
            return silhouette(lobes, f) + [detail(.stroke(folds, 5), f)]
        }
        d["brain.head.profile"] = Design(1) { f in
            var head = Path()
            head.move(to: CGPoint(x: 26, y: 94))
            head.addLine(to: CGPoint(x: 26, y: 76))
            head.addCurve(to: CGPoint(x: 14, y: 42), control1: CGPoint(x: 14, y: 66), control2: CGPoint(x: 10, y: 54))
            head.addCurve(to: CGPoint(x: 56, y: 6), control1: CGPoint(x: 18, y: 20), control2: CGPoint(x: 36, y: 6))
            head.addCurve(to: CGPoint(x: 86, y: 44), control1: CGPoint(x: 76, y: 6), control2: CGPoint(x: 88, y: 24))
            head.addLine(to: CGPoint(x: 94, y: 60))
            head.addLine(to: CGPoint(x: 84, y: 62))
            head.addLine(to: CGPoint(x: 84, y: 72))
            head.addCurve(to: CGPoint(x: 70, y: 80), control1: CGPoint(x: 84, y: 78), control2: CGPoint(x: 78, y: 80))
            head.addLine(to: CGPoint(x: 64, y: 80))
            head.addLine(to: CGPoint(x: 64, y: 94))
            let brain = P.join(P.bumps([(36, 40, 9), (50, 32, 11), (64, 40, 9)]), P.line((50, 30), (50, 48)))
            if f {
                var closed = head
                closed.closeSubpath()
                return [.fill(closed), .stroke(head), Part.stroke(brain, 5).gap]
            }
            return [.stroke(head), .stroke(brain, 5)]
        }
        d["tornado"] = Design(1, fills: false) { _ in
            [.stroke(P.lines([[(8, 10), (92, 10)], [(14, 28), (84, 28)], [(24, 46), (72, 46)], [(34, 64), (64, 64)], [(44, 82), (56, 82)]]), 8)]
        }
        d["rainbow"] = Design(1.5, fills: false) { _ in
            let colours: [Color] = [.red, .orange, .yellow, .green, .blue]
            return colours.enumerated().map { k, colour in
                Part.stroke(P.arc(75, 90, 66 - CGFloat(k) * 11, from: 180, to: 360), 8).tint(colour)
            }
        }
        d["lizard"] = Design(1.3) { f in
            var body = Path()
            body.move(to: CGPoint(x: 8, y: 74))
            body.addCurve(to: CGPoint(x: 70, y: 56), control1: CGPoint(x: 30, y: 84), control2: CGPoint(x: 48, y: 56))
            body.addLine(to: CGPoint(x: 104, y: 46))
            body.addQuadCurve(to: CGPoint(x: 122, y: 54), control: CGPoint(x: 120, y: 44))
            body.addQuadCurve(to: CGPoint(x: 102, y: 62), control: CGPoint(x: 118, y: 62))
            body.addLine(to: CGPoint(x: 76, y: 66))
            body.addCurve(to: CGPoint(x: 8, y: 74), control1: CGPoint(x: 52, y: 68), control2: CGPoint(x: 30, y: 94))
            body.closeSubpath()
            let legs = P.lines([[(56, 62), (46, 44), (40, 42)], [(60, 66), (54, 86), (46, 90)], [(88, 56), (92, 36), (98, 32)], [(90, 62), (98, 80), (106, 82)]])
            return solid(body, f) + [.stroke(legs, 7)]
        }
        return d
    }()
}
