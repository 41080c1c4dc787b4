import Foundation
import Testing
@testable import AnimKit

/// A progress ring drawn by `trim`, animated from empty to full in one second.
private nonisolated struct Ring: View {
    @State private var progress: CGFloat = 0
    var body: some View {
        ZStack {
            Circle().trim(from: 0, to: progress).stroke(.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                .frame(width: 100, height: 100)
            Button("Go") { withAnimation(.linear(duration: 1)) { progress = 1 } }.offset(y: 80)
        }
    }
}

/// Marching ants: a dashed border whose phase animates.
private nonisolated struct Ants: View {
    @State private var phase: CGFloat = 0
    var body: some View {
        ZStack {
            Rectangle().stroke(style: StrokeStyle(lineWidth: 2, dash: [10, 10], dashPhase: phase))
                .frame(width: 100, height: 60)
            Button("March") { withAnimation(.linear(duration: 1)) { phase = 20 } }.offset(y: 60)
        }
    }
}

/// Shapes as SwiftUI's modern code writes them, drawn and animated with numbers.
@Suite struct ShapeFamilyTests {
    private func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.05) -> Bool { abs(a - b) <= tolerance }

    private static func shapes(_ items: [DisplayItem]) -> [(DisplayShape, DrawMode, Paint)] {
        items.flatMap { item -> [(DisplayShape, DrawMode, Paint)] in
            switch item {
            case .shape(let s, let m, let p): [(s, m, p)]
            case .group(let g): shapes(g.children)
            default: []
            }
        }
    }

    private func pixel(_ frame: FrameBuffer, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * frame.width + x) * 4
        return Array(frame.bytes[i..<i + 4])
    }

    @Test func trimAnimatesAlongTheRing() throws {
        let clip = Clip("ring", size: CGSize(width: 200, height: 260), duration: 2, showsTouches: false) { Ring() } script: {
            Tap("Go", at: 0.2)
        }
        let loop = try FrameLoop(clip: clip)
        // Half way through the linear second, the ring is drawn from 3 o'clock clockwise to 9 o'clock.
        let half = Self.shapes(try loop.displayList(at: 0.7).items).first { if case .stroke = $0.1 { true } else { false } }
        guard case .path(let path)? = half?.0, case .stroke(let style)? = half?.1 else { Issue.record("no stroke"); return }
        let frame = CGRect(x: 50, y: 80, width: 100, height: 100)
        #expect(style.lineWidth == 10 && style.lineCap == .round)
        if case .move(let start)? = path.elements.first {
            #expect(near(start.x, frame.maxX) && near(start.y, frame.midY))
        }
        #expect(near(path.currentPoint?.x ?? 0, frame.minX) && near(path.currentPoint?.y ?? 0, frame.midY))
        #expect(near(path.length, .pi * 50, 0.2))
        // Before the tap nothing is drawn; at the end the whole circle.
        let before = Self.shapes(try loop.displayList(at: 0.1).items).compactMap { s -> Path? in
            if case .path(let p) = s.0, case .stroke = s.1 { return p } else { return nil }
        }
        #expect(before.allSatisfy { $0.isEmpty })
        let full = Self.shapes(try loop.displayList(at: 1.5).items).compactMap { s -> Path? in
            if case .path(let p) = s.0, case .stroke = s.1 { return p } else { return nil }
        }
        #expect(full.contains { near($0.length, 2 * .pi * 50, 0.2) })
    }

    @Test func dashPhaseMarches() throws {
        let clip = Clip("ants", size: CGSize(width: 200, height: 200), duration: 2, showsTouches: false) { Ants() } script: {
            Tap("March", at: 0.2)
        }
        let loop = try FrameLoop(clip: clip)
        for (t, phase) in [(0.1, 0.0), (0.7, 10.0), (1.5, 20.0)] as [(Double, CGFloat)] {
            let stroke = Self.shapes(try loop.displayList(at: t).items).compactMap { s -> StrokeStyle? in
                if case .stroke(let st) = s.1, st.dash == [10, 10] { return st } else { return nil }
            }.first
            #expect(stroke.map { near($0.dashPhase, phase, 0.01) } == true, "t = \(t)")
        }
    }

    @Test func strokeBorderStaysInsideTheFrame() throws {
        let clip = Clip("border", size: CGSize(width: 100, height: 100)) {
            Circle().strokeBorder(Color.red, lineWidth: 10)
        }
        let list = try FrameLoop(clip: clip).displayList(at: 0)
        let item = try #require(Self.shapes(list.items).first)
        guard case .stroke(let style) = item.1 else { Issue.record("not a stroke"); return }
        #expect(style.lineWidth == 10 && near(item.0.bounds.width, 90, 0.01) && near(item.0.bounds.minX, 5, 0.01))
        let frame = try FrameLoop(clip: clip).frame(at: 0)
        #expect(pixel(frame, 1, 50)[0] > 200 && pixel(frame, 1, 50)[1] < 80)      // the stroke's outer edge, inside
        #expect(pixel(frame, 50, 50) == [255, 255, 255, 255])                   // the middle is not filled
    }

    @Test func staticMembersClipAndBackground() throws {
        let clip = Clip("members", size: CGSize(width: 200, height: 100)) {
            HStack(spacing: 0) {
                Color.red.frame(width: 100, height: 100).clipShape(.circle)
                Color.clear.frame(width: 100, height: 40).background(.blue, in: .capsule)
            }
        }
        let frame = try FrameLoop(clip: clip).frame(at: 0)
        #expect(pixel(frame, 50, 50)[0] > 200 && pixel(frame, 3, 3) == [255, 255, 255, 255])  // clipped to the circle
        #expect(pixel(frame, 150, 50)[2] > 200 && pixel(frame, 101, 31) == [255, 255, 255, 255])  // capsule's rounded end
        let shapes: [AnyShape] = [AnyShape(.rect), AnyShape(.rect(cornerRadius: 8)), AnyShape(.rect(topLeadingRadius: 8)),
                                  AnyShape(.capsule(style: .circular)), AnyShape(.ellipse), AnyShape(.containerRelative)]
        #expect(shapes.map { $0.path(in: CGRect(x: 0, y: 0, width: 40, height: 20)).boundingRect.width } == Array(repeating: 40, count: 6))
    }

    @Test func unevenCornersDrawPerCorner() throws {
        let clip = Clip("uneven", size: CGSize(width: 100, height: 100)) {
            UnevenRoundedRectangle(topLeadingRadius: 40, bottomTrailingRadius: 0, style: .circular).fill(Color.black)
        }
        let frame = try FrameLoop(clip: clip).frame(at: 0)
        #expect(pixel(frame, 4, 4) == [255, 255, 255, 255] && pixel(frame, 98, 98)[0] < 50 && pixel(frame, 98, 1)[0] < 50)
    }

    @Test func shapeTransformsMoveTheOutline() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(Rectangle().offset(x: 10, y: 5).path(in: rect).boundingRect == CGRect(x: 10, y: 5, width: 100, height: 50))
        let turned = Rectangle().rotation(.degrees(90)).path(in: rect).boundingRect
        #expect(near(turned.minX, 25, 1e-9) && near(turned.width, 50, 1e-9) && near(turned.height, 100, 1e-9))
        let scaled = Circle().scale(0.5, anchor: .topLeading).path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).boundingRect
        #expect(near(scaled.maxX, 50, 1e-6) && near(scaled.minX, 0, 1e-6))
        let inset = RoundedRectangle(cornerRadius: 10).inset(by: 4)
        #expect(inset.path(in: rect).boundingRect == CGRect(x: 4, y: 4, width: 92, height: 42))
        #expect(Rectangle().transform(CGAffineTransform(scaleX: 2, y: 1)).path(in: rect).boundingRect.width == 200)
        #expect(Rectangle().stroke(lineWidth: 4).path(in: rect).boundingRect == CGRect(x: -2, y: -2, width: 104, height: 54))
    }

    @Test func contentShapeLimitsTaps() throws {
        final class Counter: @unchecked Sendable { var taps = 0 }
        func clip(_ point: CGPoint, circle: Bool, _ counter: Counter) -> Clip {
            Clip("hit", size: CGSize(width: 100, height: 100), duration: 1, showsTouches: false) {
                if circle {
                    Color.gray.frame(width: 100, height: 100).contentShape(Circle()).onTapGesture { counter.taps += 1 }
                } else {
                    Color.gray.frame(width: 100, height: 100).onTapGesture { counter.taps += 1 }
                }
            } script: {
                Tap(at: point, at: 0.1)
            }
        }
        let inside = Counter(), plain = Counter()
        _ = try FrameLoop(clip: clip(CGPoint(x: 50, y: 50), circle: true, inside)).frame(at: 0.9)
        _ = try FrameLoop(clip: clip(CGPoint(x: 5, y: 5), circle: false, plain)).frame(at: 0.9)
        #expect(inside.taps == 1 && plain.taps == 1)
        // The corner is outside the circle: nothing there takes the tap.
        #expect(throws: (any Error).self) { _ = try FrameLoop(clip: clip(CGPoint(x: 5, y: 5), circle: true, Counter())).frame(at: 0.9) }
    }
}
