import Foundation
import Testing
@testable import AnimKit

/// `aspectRatio`, `scaledToFit`/`scaledToFill`, and foreground styles that are not plain colours.
@Suite struct ImageSizingTests {
    private func frame(of label: String, size: CGSize = CGSize(width: 200, height: 200),
                       @ViewBuilder _ content: @escaping @Sendable () -> some View) throws -> CGRect {
        let s = try Clip("sizing", size: size, content: content).snapshot(at: 0)
        return try #require(s.view(labelled: label)).frame
    }

    private func pixel(_ frame: FrameBuffer, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * frame.width + x) * 4
        return frame.bytes[i..<i + 3].map(Int.init)
    }
    private func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 4) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tolerance } }

    @Test func aRatioFitsOrFillsTheFrameAndIsCentred() throws {
        // 2:1 in a 100-point square: 100 × 50 fitting, 200 × 100 filling (overflowing both sides), centred.
        let fit = try frame(of: "circle.fill") {
            Image(systemName: "circle.fill").resizable().aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100)
        }
        #expect(fit == CGRect(x: 50, y: 75, width: 100, height: 50))
        let fill = try frame(of: "circle.fill") {
            Image(systemName: "circle.fill").resizable().aspectRatio(CGSize(width: 4, height: 2), contentMode: .fill)
                .frame(width: 100, height: 100)
        }
        #expect(fill == CGRect(x: 0, y: 50, width: 200, height: 100))
    }

    @Test func withoutARatioTheIdealSizeGivesIt() throws {
        // heart.fill at body size is 19 × 17: fitted in 100 × 100 it is 100 × 89.47; filling 100 × 50, the
        // width decides (the larger scale) and the height overflows.
        let fit = try frame(of: "heart.fill") {
            Image(systemName: "heart.fill").resizable().scaledToFit().frame(width: 100, height: 100)
        }
        #expect(abs(fit.width - 100) < 0.01 && abs(fit.height - 100 * 17 / 19) < 0.01)
        #expect(abs(fit.midY - 100) < 0.01)
        let fill = try frame(of: "heart.fill") {
            Image(systemName: "heart.fill").resizable().scaledToFill().frame(width: 100, height: 50)
        }
        #expect(abs(fill.width - 100) < 0.01 && abs(fill.height - 100 * 17 / 19) < 0.01)
        // A square ideal size is taken as exactly 1:1.
        let circle = try frame(of: "circle.fill") {
            Image(systemName: "circle.fill").resizable().scaledToFit().frame(width: 120, height: 60)
        }
        #expect(circle.size == CGSize(width: 60, height: 60))
    }

    @Test func oneProposedDimensionScalesToIt() throws {
        // fixedSize(vertical:) leaves the height unproposed: fit scales to the width alone.
        let fit = try frame(of: "circle.fill") {
            Image(systemName: "circle.fill").resizable().aspectRatio(2, contentMode: .fit)
                .fixedSize(horizontal: false, vertical: true).frame(width: 80)
        }
        #expect(fit.size == CGSize(width: 80, height: 40))
        // Nothing proposed: the content's own ideal size.
        let ideal = try frame(of: "circle.fill") {
            Image(systemName: "circle.fill").resizable().aspectRatio(2, contentMode: .fit).fixedSize()
        }
        #expect(ideal.size == CGSize(width: 17, height: 17))
    }

    @Test func gradientForegroundStylesPaintShapesTextAndSymbols() throws {
        let gradient = LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                                      startPoint: .leading, endPoint: .trailing)
        let clip = Clip("styles", size: CGSize(width: 200, height: 100)) {
            VStack(spacing: 0) {
                Rectangle().frame(width: 200, height: 40)
                Text("MMMMMMMMMM").font(.system(size: 40, weight: .black)).frame(width: 200, height: 60)
            }
            .foregroundStyle(gradient)
        }
        let frame = try FrameLoop(clip: clip).frame(at: 0)
        // The rectangle runs red → blue across its width.
        let left = pixel(frame, 2, 20), right = pixel(frame, 197, 20), middle = pixel(frame, 100, 20)
        #expect(left[0] > 240 && left[2] < 15)
        #expect(right[2] > 240 && right[0] < 15)
        #expect(near(middle, [128, 0, 128], 6))
        // The text's glyphs carry the gradient too: reddish ink on the left, bluish on the right, white between lines.
        var leftInk = false, rightInk = false
        for y in 45..<95 {
            for x in 10..<60 where pixel(frame, x, y)[0] > 150 && pixel(frame, x, y)[1] < 60 { leftInk = true }
            for x in 140..<190 where pixel(frame, x, y)[2] > 150 && pixel(frame, x, y)[1] < 60 { rightInk = true }
        }
        #expect(leftInk && rightInk)
    }

    @Test func aPlainColourAfterAGradientReplacesIt() throws {
        let clip = Clip("styles", size: CGSize(width: 40, height: 40)) {
            Rectangle().foregroundColor(Color(red: 0, green: 1, blue: 0))
                .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        }
        let frame = try FrameLoop(clip: clip).frame(at: 0)
        #expect(near(pixel(frame, 5, 20), [0, 255, 0]) && near(pixel(frame, 35, 20), [0, 255, 0]))
    }
}
