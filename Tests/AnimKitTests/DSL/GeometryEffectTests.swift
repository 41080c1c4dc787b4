import Foundation
import Testing
@testable import AnimKit

/// A shear whose amount animates: SwiftUI's classic custom `GeometryEffect`.
private nonisolated struct Skew: GeometryEffect {
    var amount: CGFloat
    var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: -amount * size.height / 2, ty: 0))
    }
}

private nonisolated struct SkewedCard: View {
    @State private var skewed = false
    var body: some View {
        ZStack {
            Rectangle().fill(.red).frame(width: 100, height: 100).modifier(Skew(amount: skewed ? 1 : 0))
            Button("Skew") { withAnimation(.linear(duration: 1)) { skewed = true } }.offset(y: 90)
        }
    }
}

private nonisolated struct FlipCard: View {
    @State private var angle = 0.0
    var body: some View {
        ZStack {
            Rectangle().fill(.red).frame(width: 100, height: 100)
                .rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))
            Button("Flip") { withAnimation(.linear(duration: 1)) { angle = 90 } }.offset(y: 90)
        }
    }
}

/// A modifier whose body shows its presented number (`AnimatableModifier`).
private struct Counting: AnimatableModifier {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    func body(content: Content) -> some View { Text("\(Int(value))") }
}

/// 3D transforms, projective effects and custom geometry effects, with numbers.
@Suite struct GeometryEffectTests {
    private func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }

    private func isRed(_ frame: FrameBuffer, _ x: Int, _ y: Int) -> Bool {
        let i = (y * frame.width + x) * 4
        return frame.bytes[i] > 200 && frame.bytes[i + 1] < 90 && frame.bytes[i + 2] < 90
    }

    private func isWhite(_ frame: FrameBuffer, _ x: Int, _ y: Int) -> Bool {
        let i = (y * frame.width + x) * 4
        return frame.bytes[i] > 240 && frame.bytes[i + 1] > 240 && frame.bytes[i + 2] > 240
    }

    private func groups(_ items: [DisplayItem]) -> [DisplayGroup] {
        items.flatMap { item -> [DisplayGroup] in
            if case .group(let g) = item { return [g] + groups(g.children) }
            return []
        }
    }

    @Test func caTransformsComposeAsCoreAnimation() {
        // About z, CATransform3DMakeRotation turns as CGAffineTransform(rotationAngle:).
        let r = ProjectionTransform(CATransform3DMakeRotation(.pi / 6, 0, 0, 1))
        let a = CGAffineTransform(rotationAngle: .pi / 6)
        #expect(near(r.m11, a.a) && near(r.m12, a.b) && near(r.m21, a.c) && near(r.m22, a.d))
        // Translate applies before the transform it is given; Concat(a, b) is a then b.
        let t = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
        let p = CGPoint(x: 1, y: 1).applying(ProjectionTransform(t))
        #expect(near(p.x, 22) && near(p.y, 2))
        let m = CATransform3DConcat(CATransform3DMakeRotation(0.7, 1, 2, 3), CATransform3DMakeTranslation(4, 5, 6))
        let identity = CATransform3DConcat(m, CATransform3DInvert(m))
        #expect(near(identity.m11, 1) && near(identity.m22, 1) && near(identity.m44, 1) && near(identity.m41, 0) && near(identity.m12, 0))
        #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(a)) && !CATransform3DIsAffine(m))
        // ProjectionTransform inverts: a projection followed by its inverse maps points home.
        var q = CATransform3DIdentity
        q.m34 = -1 / 300
        let proj = ProjectionTransform(CATransform3DRotate(q, 0.5, 0, 1, 0))
        let back = CGPoint(x: 40, y: -20).applying(proj).applying(proj.inverted())
        #expect(near(back.x, 40, 1e-6) && near(back.y, -20, 1e-6) && !proj.isAffine)
    }

    @Test func theInspectorRecordsAProjectedViewByItsQuad() throws {
        // A 200 × 260 card turned 60° about the vertical axis, seen from 260 points (perspective 1): its near edge
        // is 1.5 times as tall, 75 points left of the centre; its far edge three quarters as tall, 37.5 right.
        let clip = Clip("card", size: CGSize(width: 300, height: 340)) {
            Rectangle().fill(.blue).frame(width: 200, height: 260).rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
        }
        let card = try #require(try clip.snapshot(at: 0).views(ofType: "Rectangle").first)
        #expect(near(card.frame.minX, 75, 0.1) && near(card.frame.maxX, 187.5, 0.1), "\(card.frame)")
        #expect(near(card.frame.minY, 170 - 130 / (1 - 100 * sin(.pi / 3) / 260), 0.1) && near(card.frame.height, 260 / (1 - 100 * sin(.pi / 3) / 260), 0.1),
                "\(card.frame)")
    }

    @Test func rotation3DEffectProjectsAsSwiftUI() {
        // 45° about y on a 100-point square: the viewer is 100 points away; the leading edge comes closer.
        let e = _Rotation3DEffect(angle: .degrees(45), axis: (x: 0, y: 1, z: 0)).effectValue(size: CGSize(width: 100, height: 100))
        let s = sin(CGFloat.pi / 4) * 50
        let wRight = 1 + s / 100, wLeft = 1 - s / 100
        let topRight = CGPoint(x: 100, y: 0).applying(e), topLeft = CGPoint(x: 0, y: 0).applying(e)
        #expect(near(topRight.x, 50 + s / wRight) && near(topRight.y, 50 - 50 / wRight))
        #expect(near(topLeft.x, 50 - s / wLeft) && near(topLeft.y, 50 - 50 / wLeft))
        // perspective 0 is orthographic; about z it is rotationEffect.
        let flat = _Rotation3DEffect(angle: .degrees(60), axis: (x: 1, y: 0, z: 0), perspective: 0).effectValue(size: CGSize(width: 100, height: 100))
        #expect(flat.isAffine && near(CGPoint(x: 50, y: 100).applying(flat).y, 75))
        let spin = _Rotation3DEffect(angle: .degrees(90), axis: (x: 0, y: 0, z: 1)).effectValue(size: CGSize(width: 100, height: 100))
        let corner = CGPoint(x: 100, y: 50).applying(spin)
        #expect(spin.isAffine && near(corner.x, 50) && near(corner.y, 100))
    }

    @Test func aFlipAt45DegreesFillsTheProjectedQuad() throws {
        let clip = Clip("flip", size: CGSize(width: 200, height: 260), duration: 2, showsTouches: false) { FlipCard() } script: {
            Tap("Flip", at: 0.1)
        }
        let loop = try FrameLoop(clip: clip)
        let frame = try loop.frame(at: 0.6)              // half way through the linear second: 45°

        // The square spans 50…150 × 80…180; its projection (computed above for the 100-point view):
        let s = sin(CGFloat.pi / 4) * 50
        let left = 100 - s / (1 - s / 100), right = 100 + s / (1 + s / 100)
        let leftTop = 130 - 50 / (1 - s / 100), rightTop = 130 - 50 / (1 + s / 100)
        let leftEdge = (isRed(frame, Int(left) + 2, 130), isWhite(frame, Int(left) - 2, 130))
        let rightEdge = (isRed(frame, Int(right) - 2, 130), isWhite(frame, Int(right) + 2, 130))
        #expect(leftEdge == (true, true) && rightEdge == (true, true))
        // The top edge is the straight line between the projected corners.
        let x = 120.0, edge = leftTop + (x - left) / (right - left) * (rightTop - leftTop)
        let topEdge = (isWhite(frame, Int(x), Int(edge) - 2), isRed(frame, Int(x), Int(edge) + 2))
        let nearCorner = isRed(frame, Int(left) + 2, Int(leftTop) + 3)      // the near edge is taller than the square
        #expect(topEdge == (true, true) && nearCorner && leftTop < 70)
        // Nothing strays outside the quad: every pixel above its top edge is white (pixman's sampling of
        // points above the layer goes wrong; only the quad is painted).
        let above = (0..<200).allSatisfy { x in
            let top = Double(x) < left - 1 ? 260 : leftTop + (Double(x) - left) / (right - left) * (rightTop - leftTop)
            return (0..<max(0, Int(top) - 2)).allSatisfy { isWhite(frame, x, $0) }
        }
        #expect(above)
        // The display list carries the perspective; at 90° the card is edge-on and draws nothing.
        let list = try loop.displayList(at: 0.6)
        #expect(groups(list.items).contains { $0.projection != nil })
        let edgeOn = try loop.frame(at: 1.5)
        let blank = (40..<160).allSatisfy { isWhite(edgeOn, $0, 130) || abs($0 - 100) <= 1 }
        #expect(blank)
    }

    @Test func customGeometryEffectsAnimateTheirData() throws {
        let clip = Clip("skew", size: CGSize(width: 200, height: 260), duration: 2, showsTouches: false) { SkewedCard() } script: {
            Tap("Skew", at: 0.1)
        }
        let loop = try FrameLoop(clip: clip)
        func shear(at t: Double) throws -> CGFloat? {
            try groups(loop.displayList(at: t).items).first { $0.transform.c != 0 }?.transform.c
        }
        #expect(try shear(at: 0) == nil)
        #expect(try near(shear(at: 0.6) ?? 0, 0.5))
        #expect(try near(shear(at: 1.5) ?? 0, 1))
        // Sheared by 1 about its middle (y 130), a row 45 points below it moves right by 45.
        let f = try loop.frame(at: 1.5)
        let rows = [isRed(f, 190, 175), isWhite(f, 90, 175), isRed(f, 10, 85), isWhite(f, 110, 85)]
        #expect(rows == [true, true, true, true])
    }

    @Test func transformAndProjectionEffectsUseTheViewsCoordinates() throws {
        let list = try FrameLoop(clip: Clip("t", size: CGSize(width: 200, height: 200)) {
            Rectangle().fill(.blue).frame(width: 40, height: 40)
                .transformEffect(CGAffineTransform(scaleX: 2, y: 1))
        }).displayList(at: 0)
        // The view sits at (80, 80): scaling its own coordinates keeps its top-left corner there.
        let g = try #require(groups(list.items).first)
        #expect(near(CGPoint(x: 80, y: 80).applying(g.transform).x, 80) && near(CGPoint(x: 120, y: 80).applying(g.transform).x, 160))
    }

    @Test func animatableModifiersShowEveryValue() throws {
        nonisolated struct Counter: View {
            @State var target = 0.0
            var body: some View {
                VStack {
                    Color.clear.frame(width: 10, height: 10).modifier(Counting(value: target))
                    Button("Count") { withAnimation(.linear(duration: 1)) { target = 100 } }
                }
            }
        }
        let loop = try FrameLoop(clip: Clip("count", size: CGSize(width: 200, height: 100), duration: 2) { Counter() } script: {
            Tap("Count", at: 0.1)
        })
        let texts = try loop.displayList(at: 0.6).description
        #expect(texts.contains("\"50\""))
    }
}
