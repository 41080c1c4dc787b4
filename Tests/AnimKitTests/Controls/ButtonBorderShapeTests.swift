import Foundation
import Testing
@testable import AnimKit

/// `buttonBorderShape(_:)` and `ButtonBorderShape`: iOS 17/18's rounded rectangles by control size, capsules,
/// circles and radii of your own.
@Suite struct ButtonBorderShapeTests {
    nonisolated struct Buy: View {
        let shape: ButtonBorderShape?
        let size: ControlSize
        var body: some View {
            let button = Button("Buy now") {}.buttonStyle(.borderedProminent).controlSize(size).tint(.black)
            if let shape { button.buttonBorderShape(shape) } else { button }
        }
    }

    /// Whether the pixel `inset` points in from the button's top-leading corner along each axis is ink.
    private func cornerIsInked(_ shape: ButtonBorderShape?, size: ControlSize = .regular, dx: CGFloat, dy: CGFloat) throws -> Bool {
        let clip = Clip("buy", size: CGSize(width: 200, height: 100)) { Buy(shape: shape, size: size) }
        let button = try #require(clip.snapshot(at: 0).view(labelled: "Buy now"))
        let frame = try FrameLoop(clip: clip).frame(at: 0)
        let s = CGFloat(frame.width) / 200
        let p = frame.pixel(x: Int((button.frame.minX + dx) * s), y: Int((button.frame.minY + dy) * s))
        return p.r < 100
    }

    @Test func theAutomaticShapeIsARoundedRectangleByControlSize() throws {
        // Regular: 8-point corners — 3 in and 6 down is inside (a capsule of 34 points would leave it out).
        #expect(try cornerIsInked(nil, dx: 3, dy: 6))
        #expect(try !cornerIsInked(nil, dx: 0.6, dy: 0.6))
        // A capsule leaves that point out; a rounded rectangle of radius 2 fills nearly to the corner.
        #expect(try !cornerIsInked(.capsule, dx: 3, dy: 6))
        #expect(try cornerIsInked(.roundedRectangle(radius: 2), dx: 1.5, dy: 1.5))
        // Large: 12-point corners — 3 in and 6 down is outside, 6 in and 6 down inside.
        #expect(try !cornerIsInked(nil, size: .large, dx: 2, dy: 4))
        #expect(try cornerIsInked(nil, size: .large, dx: 6, dy: 6))
    }

    @Test func theShapeIsAShapeToo() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        // Standalone, the automatic shape's radius is about a quarter of its height; the circle is the inscribed one.
        #expect(ButtonBorderShape.buttonBorder.path(in: rect).contains(CGPoint(x: 3, y: 5)))
        #expect(!ButtonBorderShape.capsule.path(in: rect).contains(CGPoint(x: 3, y: 5)))
        #expect(ButtonBorderShape.circle.path(in: rect).boundingRect == CGRect(x: 30, y: 0, width: 40, height: 40))
        #expect(ButtonBorderShape.circle.inset(by: 5).path(in: rect).boundingRect == CGRect(x: 35, y: 5, width: 30, height: 30))
    }
}
