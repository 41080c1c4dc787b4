import Foundation
import Testing
@testable import AnimKit

/// `containerRelativeFrame`: lengths from the nearest scroll view's visible size, or the canvas outside any.
@Suite struct ContainerRelativeFrameTests {
    @Test func cardsTakeTheirShareOfTheScrollView() throws {
        let clip = Clip("carousel", size: CGSize(width: 400, height: 300), duration: 0.5) {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                    Color.green.containerRelativeFrame(.horizontal)
                    Color.blue.containerRelativeFrame(.horizontal) { length, _ in length * 0.5 }
                }
                .frame(height: 50)
            }
            .frame(width: 300, height: 100)
        }
        let widths = try clip.snapshot(at: 0.1).views(ofType: "Color").map(\.frame.width)
        #expect(widths.count == 3)
        #expect(abs(widths[0] - (280.0 / 3 * 2 + 10)) < 0.01 && widths[1] == 300 && widths[2] == 150, "\(widths)")
    }

    @Test func outsideAScrollViewTheCanvasIsTheContainer() throws {
        let clip = Clip("plain", size: CGSize(width: 400, height: 300), duration: 0.5) {
            Color.orange.containerRelativeFrame([.horizontal, .vertical]) { length, axis in axis == .horizontal ? length / 4 : length / 2 }
        }
        let frame = try #require(try clip.snapshot(at: 0.1).views(ofType: "Color").first).frame
        #expect(frame == CGRect(x: 150, y: 75, width: 100, height: 150), "\(frame)")
    }
}
