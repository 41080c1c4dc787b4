import Foundation
import Testing
@testable import AnimKit

/// A built-in style's press highlight shows in the rendered frames while the finger is down, also when nothing else
/// moves (the frame kept while nothing animates is drawn again).
@Suite struct ButtonPressFrameTests {
    nonisolated struct Buy: View {
        var body: some View {
            Button("Buy") {}.buttonStyle(.bordered)
        }
    }

    /// The alpha of the button's background (a rounded rectangle's path, iOS 17/18's bordered shape) in `list`.
    private func capsuleAlpha(_ list: DisplayList) -> Double? {
        func find(_ items: [DisplayItem]) -> Double? {
            for item in items {
                if case .shape(.path, _, .color(let c)) = item { return c.alpha }
                if case .group(let g) = item, let a = find(g.children) { return a }
            }
            return nil
        }
        return find(list.items)
    }

    @Test func theBorderedHighlightShowsWhileTheFingerIsDown() throws {
        // Pressed from 0.6 s to 1.0 s.
        let clip = Clip("press", size: CGSize(width: 200, height: 100), fps: 60, duration: 1.5, content: { Buy() },
                        script: { Tap("Buy", at: 1.0, hold: 0.4) })
        let source = clip.source()
        var alphas: [Double] = []
        for k in 0..<90 { alphas.append(try #require(capsuleAlpha(try source.displayList(at: Double(k) / 60)))) }
        // 15 % of the tint at rest, 25 % while pressed (iOS's bordered button).
        #expect(abs(alphas[30] - 0.15) < 1e-9, "\(alphas[30])")
        #expect(alphas[40...58].allSatisfy { abs($0 - 0.25) < 1e-9 }, "\(alphas[36...62])")
        #expect(abs(alphas[70] - 0.15) < 1e-9, "\(alphas[70])")
    }
}
