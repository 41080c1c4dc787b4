import Foundation
import Testing
@testable import AnimKit

/// visualEffect: drawing effects computed from the view's geometry, animating like the modifiers.
@Suite struct VisualEffectTests {
    private func groups(_ items: [DisplayItem]) -> [DisplayGroup] {
        items.flatMap { item -> [DisplayGroup] in
            guard case .group(let g) = item else { return [] }
            return [g] + groups(g.children)
        }
    }

    /// Three 40×40 squares 20 apart; each drawn lower by a tenth of its x on the canvas, and faded by position.
    nonisolated struct Row: View {
        var body: some View {
            HStack(spacing: 20) {
                ForEach(0..<3) { _ in
                    Rectangle().frame(width: 40, height: 40)
                        .visualEffect { content, proxy in
                            content.offset(y: proxy.frame(in: .global).minX / 10).opacity(1 - proxy.frame(in: .global).minX / 1000)
                        }
                }
            }
        }
    }

    @Test func effectsFollowEachViewsGeometry() throws {
        let clip = Clip("row", size: CGSize(width: 400, height: 200), duration: 1, showsTouches: false) { Row() }
        let gs = groups(try FrameLoop(clip: clip).displayList(at: 0).items)
        // The row is 160 wide, centred: squares at x = 120, 180, 240.
        let offsets = gs.map(\.transform.ty).filter { $0 != 0 }
        #expect(offsets == [12, 18, 24])
        let opacities = gs.map(\.opacity).filter { $0 != 1 }
        #expect(opacities.map { ($0 * 1000).rounded() } == [880, 820, 760])
    }

    /// A square whose visual effect doubles its scale when tapped (1 s, linear).
    nonisolated struct Growing: View {
        @State private var big = false
        var body: some View {
            ZStack {
                Color.clear.contentShape(Rectangle()).onTapGesture { withAnimation(.linear(duration: 1)) { big = true } }
                Rectangle().frame(width: 40, height: 40).visualEffect { [big] content, _ in content.scaleEffect(big ? 2 : 1) }
            }
        }
    }

    @Test func changedValuesAnimateWithTheTransaction() throws {
        let clip = Clip("grow", size: CGSize(width: 200, height: 200), duration: 2, showsTouches: false,
                        content: { Growing() }, script: { Tap(at: CGPoint(x: 5, y: 5), at: 0.5) })
        let loop = try FrameLoop(clip: clip)
        let mid = groups(try loop.displayList(at: 1.0).items).first { $0.transform.a != 1 }
        #expect(abs((mid?.transform.a ?? 0) - 1.5) < 1e-3)
        let end = groups(try loop.displayList(at: 1.8).items).first { $0.transform.a != 1 }
        #expect(end?.transform.a == 2)
    }
}
