import Foundation
import Testing
@testable import AnimKit

/// Geometry follows scrolling, as in SwiftUI: inside a ScrollView a `GeometryReader`'s `frame(in: .global)`,
/// `.scrollView` and named spaces, an `onGeometryChange` value and a `visualEffect`'s proxy all change as the
/// content scrolls, frame by frame during an animated scroll.
@Suite struct ScrollGeometryTests {
    nonisolated struct Feed: View {
        @State private var reported: CGFloat = -1
        var body: some View {
            VStack(spacing: 0) {
                Text("reported=\(Int(reported))")
                ScrollViewReader { reader in
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<20, id: \.self) { i in
                                Color.blue
                                    .frame(height: 50)
                                    .visualEffect { content, proxy in
                                        content.opacity(proxy.frame(in: .scrollView).minY < 0 ? 0.25 : 1)
                                    }
                                    .accessibilityIdentifier("row\(i)")
                                    .id(i)
                            }
                            GeometryReader { proxy in
                                Text("g=\(Int(proxy.frame(in: .global).minY)) s=\(Int(proxy.frame(in: .scrollView).minY)) n=\(Int(proxy.frame(in: .named("feed")).minY))")
                            }
                            .frame(height: 30)
                            .onGeometryChange(for: CGFloat.self) { $0.frame(in: .scrollView).minY } action: { reported = $0 }
                        }
                    }
                    .coordinateSpace(.named("feed"))
                    .frame(height: 200)
                    Button("Jump") { reader.scrollTo(16, anchor: .top) }
                    Button("Glide") { withAnimation(.linear(duration: 1)) { reader.scrollTo(16, anchor: .top) } }
                }
            }
            .frame(width: 300, height: 400, alignment: .top)
        }
    }

    func clip(_ button: String) -> Clip {
        Clip("feed", size: CGSize(width: 300, height: 400), duration: 3, content: { Feed() }, script: { Tap(button, at: 1) })
    }

    /// The reader's label, and where the scroll view starts on the canvas.
    func label(_ shot: ClipSnapshot) -> String? {
        shot.views(ofType: "Text").first { $0.label?.hasPrefix("g=") == true }?.label
    }

    @Test func aReaderInsideAScrollViewSeesItsFrameMoveWhenTheContentScrolls() throws {
        let shots = try clip("Jump").snapshots(at: [0.5, 1.5])
        let top = try #require(shots[0].views(ofType: "ScrollView").first).frame.minY
        // Unscrolled, the reader sits below the 20 rows of 50 points: 1000 points into the content.
        #expect(label(shots[0]) == "g=\(Int(top) + 1000) s=1000 n=1000")
        // Row 16 at the top: the content moved up 800 points (its end is 1030, the view is 200: within range).
        #expect(label(shots[1]) == "g=\(Int(top) + 200) s=200 n=200")
        #expect(shots[1].views(ofType: "Text").first?.label == "reported=200")
        #expect(shots[0].views(ofType: "Text").first?.label == "reported=1000")
    }

    @Test func duringAnAnimatedScrollTheReaderFollowsFrameByFrame() throws {
        let shots = try clip("Glide").snapshots(at: [1.25, 1.5, 2.5])
        // Linear over one second from offset 0 to 800.
        #expect(label(shots[0])?.contains(" s=800 ") == true, "\(label(shots[0]) ?? "-")")
        #expect(label(shots[1])?.contains(" s=600 ") == true, "\(label(shots[1]) ?? "-")")
        #expect(label(shots[2])?.contains(" s=200 ") == true, "\(label(shots[2]) ?? "-")")
    }

    @Test func aVisualEffectsProxyFollowsTheScroll() throws {
        let shots = try clip("Jump").snapshots(at: [0.5, 1.5])
        // Rows scrolled above the scroll view's top are drawn at a quarter opacity.
        #expect(try #require(shots[0].view(identifier: "row2")).opacity == 1)
        #expect(try #require(shots[1].view(identifier: "row2")).opacity == 0.25)
        #expect(try #require(shots[1].view(identifier: "row16")).opacity == 1)
    }

    @Test func scrollViewSpacesNameTheInnermostScrollView() {
        #expect(NamedCoordinateSpace.scrollView != NamedCoordinateSpace.scrollView(axis: .vertical))
        #expect(NamedCoordinateSpace.scrollView(axis: .horizontal) == .scrollView(axis: .horizontal))
        #expect(CoordinateSpace.global.isGlobal && CoordinateSpace.local.isLocal && !CoordinateSpace.named("x").isGlobal)
    }

    /// A red list on an iPhone screen: scrolled, its rows pass on under the status bar (the scroll view's frame
    /// reaches the safe area's top edge), where before the scroll they leave the status bar white.
    nonisolated struct RedRows: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<30, id: \.self) { _ in Color.red.frame(height: 60) }
                }
            }
            .accessibilityIdentifier("rows")
        }
    }

    @Test func scrolledContentPassesUnderTheStatusBar() throws {
        let clip = Clip("under-bar", description: "", duration: 2, device: .iPhone, content: { RedRows() },
                        script: { Scroll("rows", by: 300, at: 0.3, duration: 0.3) })
        let loop = try FrameLoop(clip: clip)
        func pixel(_ frame: FrameBuffer) -> [Int] {
            let p = frame.pixel(x: frame.width / 2, y: 45 * frame.width / 390)   // within the 59-point status bar
            return [Int(p.r), Int(p.g), Int(p.b)]
        }
        let before = pixel(try loop.frame(at: 0.1)), after = pixel(try loop.frame(at: 1.9))
        #expect(before[1] > 200 && before[2] > 200, "\(before)")
        #expect(after[0] > 200 && after[1] < 80 && after[2] < 80, "\(after)")
    }
}
