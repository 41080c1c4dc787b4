import Foundation
import Testing
@testable import AnimKit

/// `controlSize(_:)`: bordered buttons' padding and font, the spinner's size; `\.controlSize` reads it.
@Suite struct ControlSizeTests {
    nonisolated struct Sizes: View {
        var body: some View {
            VStack(spacing: 10) {
                ForEach(ControlSize.allCases, id: \.self) { size in
                    Button("Go \(String(describing: size))") {}.buttonStyle(.borderedProminent).controlSize(size)
                }
                ProgressView().accessibilityIdentifier("regular")
                ProgressView().controlSize(.large).accessibilityIdentifier("large")
                SizeReader().controlSize(.mini)
            }
        }
    }

    nonisolated struct SizeReader: View {
        @Environment(\.controlSize) private var size
        var body: some View { Text("size \(String(describing: size))") }
    }

    @Test func borderedButtonsAndTheSpinnerFollowTheSize() throws {
        let clip = Clip("sizes", size: CGSize(width: 390, height: 700)) { Sizes() }
        let s = try clip.snapshot(at: 0)
        let heights = try ControlSize.allCases.map { size in
            try #require(s.views(labelled: "Go \(String(describing: size))").first { $0.type == "Button" }).frame.height
        }
        // Text lines: subheadline 17.9 points tall, body 20.3 (SF Pro's); plus twice the vertical padding.
        let expected: [CGFloat] = [17.9 + 8, 17.9 + 10, 20.3 + 14, 20.3 + 30, 20.3 + 36]
        for (h, e) in zip(heights, expected) { #expect(abs(h - e) < 1, "\(heights)") }
        // Small, regular and large buttons are 28, 34 and 50 points tall, as on iOS.
        #expect(abs(heights[1] - 28) < 0.5 && abs(heights[2] - 34) < 0.5 && abs(heights[3] - 50) < 0.5)
        let regular = try #require(s.view(identifier: "regular")).frame, large = try #require(s.view(identifier: "large")).frame
        #expect(regular.width == 20 && large.width == 37)
        #expect(!s.views(labelled: "size mini").isEmpty)
    }
}
