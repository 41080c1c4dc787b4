import Foundation
import Testing
@testable import AnimKit

@Suite struct DisplayListTests {
    @Test func printsAnIndentedTree() {
        let list = DisplayList([
            .fill(.rect(CGRect(x: 0, y: 0, width: 100, height: 50)), .red),
            .shape(.circle(center: CGPoint(x: 10, y: 10), radius: 5), .stroke(StrokeStyle(lineWidth: 2, dash: [4, 2])), .color(.blue)),
            .group(DisplayGroup(transform: CGAffineTransform(translationX: 20, y: 0), opacity: 0.5,
                                clip: .capsule(CGRect(x: 0, y: 0, width: 40, height: 20)), blur: 2,
                                shadow: Shadow(radius: 3, y: 1),
                                children: [.text(TextRun("Hi", font: ResolvedFont(size: 17, weight: .semibold), origin: CGPoint(x: 1, y: 2)))])),
            .shape(.roundedRect(CGRect(x: 0, y: 0, width: 10, height: 10), cornerSize: CGSize(width: 3, height: 3), style: .circular),
                   .fill(), .linearGradient(Gradient(colors: [.white, .black]), start: .zero, end: CGPoint(x: 10, y: 0))),
        ])
        let expected = """
        DisplayList
          fill rect 0,0 100x50 #FF3B30
          stroke(2 dash=4,2) circle 5,5 10x10 #007AFF
          group transform [1 0 0 1 20 0] opacity 0.5 clip capsule 0,0 40x20 blur 2 shadow(#00000054 r=3 (0, 1))
            text "Hi" at (1, 2) system 17pt semibold #000000
          fill roundedRect 0,0 10x10 r=3 linear((0, 0)->(10, 0): #FFFFFF@0 #000000@1)

        """
        #expect(list.description == expected)
    }

    @Test func equalListsCompareEqual() {
        let a = DisplayList([.fill(.rect(CGRect(x: 0, y: 0, width: 1, height: 1)), .red)])
        var b = a
        #expect(a == b)
        b.append(.fill(.rect(CGRect(x: 0, y: 0, width: 1, height: 1)), .red))
        #expect(a != b)
    }
}
