import Foundation
import Testing
@testable import AnimKit

/// A triangle drawn from its rect's width and height, the way custom shapes are written.
private nonisolated struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.midX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            p.closeSubpath()
        }
    }
}

/// Records the rects `path(in:)` receives.
private final class RectLog: @unchecked Sendable {
    var rects: [CGRect] = []
}

private nonisolated struct Logging: Shape {
    let log: RectLog
    func path(in rect: CGRect) -> Path {
        log.rects.append(rect)
        return Path(rect)
    }
}

/// A bar filling `fraction` of its frame from the bottom, animatable.
private nonisolated struct Bar: Shape {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: 0, y: rect.height * (1 - fraction), width: rect.width, height: rect.height * fraction))
    }
}

private nonisolated struct GrowingBar: View {
    @State var full = false
    var body: some View {
        VStack {
            Bar(fraction: full ? 1 : 0).fill(Color.red).frame(width: 40, height: 40).padding(20)
            Button("Go") { withAnimation(.linear(duration: 1)) { full = true } }
        }
    }
}

/// `Shape.path(in:)` receives a rect at the origin with the frame's size, as in SwiftUI.
struct ShapeRectTests {
    func pixel(_ frame: FrameBuffer, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * frame.width + x) * 4
        return Array(frame.bytes[i..<i + 4])
    }

    @Test func pathInReceivesAnOriginZeroRect() throws {
        let log = RectLog()
        let clip = Clip("shape-rect", size: CGSize(width: 200, height: 100), duration: 0.1) {
            VStack(spacing: 0) {
                Color.clear.frame(height: 30)
                Logging(log: log).fill(Color.blue).frame(width: 60, height: 40).padding(.leading, 50)
            }
        }
        _ = try FrameLoop(clip: clip).frame(at: 0)
        #expect(!log.rects.isEmpty)
        #expect(log.rects.allSatisfy { $0 == CGRect(x: 0, y: 0, width: 60, height: 40) }, "\(log.rects)")
    }

    @Test func aCustomShapeLandsInItsFrame() throws {
        // The triangle's frame: 80×60 at (60, 20) in a 200×100 canvas (centred, padded).
        let clip = Clip("triangle", size: CGSize(width: 200, height: 100), duration: 0.1) {
            Triangle().fill(Color.red).frame(width: 80, height: 60)
        }
        let frame = try FrameLoop(clip: clip).frame(at: 0)
        // Inside the triangle near its bottom corners and apex; outside above its base corners.
        #expect(pixel(frame, 65, 76) == [255, 59, 48, 255])
        #expect(pixel(frame, 134, 76) == [255, 59, 48, 255])
        #expect(pixel(frame, 100, 24) == [255, 59, 48, 255])
        #expect(pixel(frame, 65, 24) == [255, 255, 255, 255])
        #expect(pixel(frame, 134, 24) == [255, 255, 255, 255])
    }

    @Test func aPathViewDrawsInItsOwnFrame() throws {
        let clip = Clip("path-view", size: CGSize(width: 100, height: 100), duration: 0.1) {
            VStack(spacing: 0) {
                Color.clear.frame(height: 50)
                Path { $0.addRect(CGRect(x: 0, y: 0, width: 10, height: 10)) }.frame(width: 100, height: 50)
            }
        }
        let frame = try FrameLoop(clip: clip).frame(at: 0)
        #expect(pixel(frame, 5, 55) == [0, 0, 0, 255])
        #expect(pixel(frame, 5, 5) == [255, 255, 255, 255])
    }

    @Test func anAnimatingCustomShapeStaysInItsFrame() throws {
        let clip = Clip("growing-bar", size: CGSize(width: 200, height: 160), duration: 2, showsTouches: false) {
            GrowingBar()
        } script: {
            Tap("Go", at: 0.2)
        }
        let bar = try #require(clip.snapshot(at: 0.1).views.first { $0.type == "Bar" })
        let frame = try FrameLoop(clip: clip).frame(at: 0.7)   // half way: the lower half is filled
        let x = Int(bar.frame.midX)
        #expect(pixel(frame, x, Int(bar.frame.maxY) - 5) == [255, 59, 48, 255])
        #expect(pixel(frame, x, Int(bar.frame.minY) + 5) == [255, 255, 255, 255])
        #expect(pixel(frame, Int(bar.frame.minX) - 3, Int(bar.frame.maxY) - 5) == [255, 255, 255, 255])
    }
}
