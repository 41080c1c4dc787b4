import Foundation
import Testing
@testable import AnimKit

/// Dynamic Type: text styles take Apple's sizes at the environment's `DynamicTypeSize`.
@Suite struct DynamicTypeTests {
    nonisolated struct Sample: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Body default").font(.body)
                Text("Body xxxLarge").font(.body).dynamicTypeSize(.xxxLarge)
                Text("Caption AX1").font(.caption).dynamicTypeSize(.accessibility1)
                Text("Fixed xxxLarge").font(.system(size: 17)).dynamicTypeSize(.xxxLarge)
                Text("Custom xxxLarge").font(.custom("DejaVu Sans", size: 17, relativeTo: .body)).dynamicTypeSize(.xxxLarge)
                Text("Clamped").font(.body).dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.accessibility3)
                Image(systemName: "star").font(.body).dynamicTypeSize(.xSmall).accessibilityIdentifier("small star")
                Image(systemName: "star").font(.body).accessibilityIdentifier("star")
            }
        }
    }

    @Test func textStylesTakeAppleSizesAtEachDynamicTypeSize() throws {
        let s = try Clip("dynamic-type", size: CGSize(width: 500, height: 500)) { Sample() }.snapshot(at: 0)
        func height(_ label: String) throws -> CGFloat { try #require(s.views(labelled: label).first).frame.height }
        // SF Pro's line height is 1.193 em: body 17 → 20.3, at xxxLarge 23 → 27.4; caption at AX1 22 → 26.2.
        #expect(abs(try height("Body default") - 17 * 1.193) < 0.2)
        #expect(abs(try height("Body xxxLarge") - 23 * 1.193) < 0.2)
        #expect(abs(try height("Caption AX1") - 22 * 1.193) < 0.2)
        // A fixed size stays; a custom font relative to body scales by 23/17.
        #expect(abs(try height("Fixed xxxLarge") - 17 * 1.193) < 0.2)
        #expect(try height("Custom xxxLarge") > 17 * 23 / 17)
        // A range keeps the size within it: accessibility3 outside, clamped to large inside.
        #expect(abs(try height("Clamped") - 17 * 1.193) < 0.2)
        // Symbols sized by a text style follow it.
        let small = try #require(s.view(identifier: "small star")).frame.height, regular = try #require(s.view(identifier: "star")).frame.height
        #expect(small < regular && abs(small / regular - 14.0 / 17) < 0.08)
        // Every row of the table grows from xSmall to accessibility5.
        for style in Font.TextStyle.allCases {
            let sizes = DynamicTypeSize.allCases.map { style.size(at: $0) }
            #expect(sizes == sizes.sorted() && style.size(at: .large) == style.size)
        }
    }
}
