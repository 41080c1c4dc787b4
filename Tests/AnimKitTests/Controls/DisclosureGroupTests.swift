import Foundation
import Testing
@testable import AnimKit

/// `DisclosureGroup`: a tap on the label shows the content with the default animation; in a `List` the
/// content's views are rows of their own under the label's row.
@Suite struct DisclosureGroupTests {
    private func shots(_ content: some View, at times: [Double]) throws -> [ClipSnapshot] {
        nonisolated(unsafe) let view = AnyView(content)
        return try Clip("disclosure", size: CGSize(width: 390, height: 400), fps: 60, duration: 3, content: { view }, script: {
            Tap("More", at: 0.5)
        }).snapshots(at: times)
    }

    private func text(_ label: String, _ shot: ClipSnapshot) -> ViewSnapshot? {
        shot.views(labelled: label).first { $0.type == "Text" }
    }

    @Test func inAStackTheContentFadesInBelowTheLabel() throws {
        let s = try shots(VStack { DisclosureGroup("More") { Text("Hidden") }; Spacer() }.padding(), at: [0.4, 0.6, 1.5])
        #expect(text("Hidden", s[0]) == nil)
        // A tenth of a second into the default animation (a smooth spring, response 0.5) the content is part way
        // in: 1 − (1 + ωt)·e^(−ωt) with ω = 4π, t = 0.1.
        let during = try #require(text("Hidden", s[1]))
        let w = 4 * Double.pi
        #expect(abs(during.opacity - (1 - (1 + w * 0.1) * exp(-w * 0.1))) < 0.005, "\(during.opacity)")
        let label = try #require(text("More", s[2])).frame, content = try #require(text("Hidden", s[2]))
        #expect(content.opacity == 1 && abs(content.frame.minY - (label.maxY + 8)) < 0.01)
        // The chevron sits at the trailing edge, in the tint.
        let chevron = try #require(s[2].views(ofType: "Image").first)
        #expect(abs(chevron.frame.maxX - (390 - 16)) < 0.01)
    }

    @Test func inAListTheContentIsRowsUnderTheLabelsRow() throws {
        let list = List {
            DisclosureGroup("More") { Text("Apple"); Text("Banana") }
            Text("After")
        }
        let s = try shots(list, at: [0.4, 1.5])
        let label = try #require(text("More", s[0])).frame.midY
        #expect(abs(try #require(text("After", s[0])).frame.midY - (label + 44)) < 0.01)
        // Open: two 44-point rows under the label's, the next row moved down by both.
        #expect(abs(try #require(text("Apple", s[1])).frame.midY - (label + 44)) < 0.01)
        #expect(abs(try #require(text("Banana", s[1])).frame.midY - (label + 88)) < 0.01)
        #expect(abs(try #require(text("After", s[1])).frame.midY - (label + 132)) < 0.01)
    }

    struct PlusMinus: DisclosureGroupStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(alignment: .leading, spacing: 4) {
                Button { configuration.isExpanded.toggle() } label: {
                    HStack {
                        configuration.label
                        Image(systemName: configuration.isExpanded ? "minus" : "plus")
                    }
                }
                if configuration.isExpanded { configuration.content.padding(.leading, 20) }
            }
        }
    }

    @Test func aStyleOfYourOwnDrawsTheGroupAndTogglesItThroughTheBinding() throws {
        let s = try shots(VStack { DisclosureGroup("More") { Text("Hidden") }; Spacer() }.padding().disclosureGroupStyle(PlusMinus()),
                          at: [0.4, 1.5])
        #expect(text("Hidden", s[0]) == nil && s[0].views(labelled: "plus").count == 1)
        // Expanded by the style's own button: its content 20 points in, its minus showing, no chevron.
        let label = try #require(text("More", s[1])).frame, content = try #require(text("Hidden", s[1])).frame
        #expect(abs(content.minX - (label.minX + 20)) < 0.01 && s[1].views(labelled: "minus").count == 1)
        #expect(s[1].views(labelled: "chevron.right").isEmpty)
        // `.automatic` brings iOS's look back inside.
        let plain = try shots(VStack { DisclosureGroup("More") { Text("Hidden") }.disclosureGroupStyle(.automatic); Spacer() }
            .padding().disclosureGroupStyle(PlusMinus()), at: [1.5])
        #expect(plain[0].views(labelled: "chevron.right").count == 1)
    }
}
