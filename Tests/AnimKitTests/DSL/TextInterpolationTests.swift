import Foundation
import Testing
@testable import AnimKit

/// Values interpolated into a `Text` literal are formatted as SwiftUI's `LocalizedStringKey` formats them.
@Suite struct TextInterpolationTests {
    final class Box<T>: @unchecked Sendable { var value: T; init(_ value: T) { self.value = value } }

    @Test func numbersFormatWithTheirTypesSpecifiers() {
        let ratio = 0.76
        #expect(Text("\(ratio * 100)%").string == "76.000000%")
        #expect(Text("\(CGFloat(12.5)) pt").string == "12.500000 pt")
        #expect(Text("\(Float(0.5))").string == "0.500000")
        #expect(Text("\(42) items").string == "42 items")
        #expect(Text("\(5)").string == "5")
        let count: Int = -3
        #expect(Text("\(count)").string == "-3")
        #expect(Text("\(UInt8(7))").string == "7")
        #expect(Text("\(ratio, specifier: "%.1f")").string == "0.8")
        #expect(Text("\(ratio, format: .percent)").string == "76%")
        #expect(Text("\(1234.5678, format: .number.precision(.fractionLength(2)))").string == "1,234.57")
        #expect(Text(0.25, format: .percent).string == "25%")
    }

    @Test func stringsAreVerbatimAndLiteralsAreMarkdown() {
        let name = "**Ada**"
        // A String variable is shown as written; a literal is a key whose Markdown is styled.
        #expect(Text(name).string == "**Ada**")
        #expect(Text("**Ada**").string == "Ada")
        // An interpolated string is not read as Markdown, but Markdown around it styles it.
        #expect(Text("Hi \(name)").string == "Hi **Ada**")
        let bold = Text("**\(String("Ada"))**")
        #expect(bold.string == "Ada" && bold.parts.first?.styling.weight == .bold)
    }

    @Test func formattersAndDatesFormatAsTheirStylesSay() {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "en_US")
        #expect(Text("\(NSNumber(value: 1234567), formatter: formatter)").string == "1,234,567")
        let day = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01 00:00 UTC
        let expected = Text(day, style: .date).string
        #expect(Text("On \(day, style: .date)").string == "On " + expected)
        #expect(!Text("\(day...day.addingTimeInterval(3600))").string.contains("+0000"))
    }

    /// A counting date interpolated into a literal counts on the clip's clock, the rest of the text staying put.
    nonisolated struct Since: View {
        var body: some View { Text("Updated \(Clip.startDate, style: .timer) ago") }
    }

    @Test func aCountingDateInALiteralCountsOnTheClipClock() throws {
        let clip = Clip("since", size: CGSize(width: 300, height: 100), duration: 3) { Since() }
        let shots = try clip.snapshots(at: [0.5, 1.5, 2.5])
        let texts = shots.map { $0.views(ofType: "Text").first?.label }
        #expect(texts == ["Updated 0:00 ago", "Updated 0:01 ago", "Updated 0:02 ago"], "\(texts)")
    }
}
