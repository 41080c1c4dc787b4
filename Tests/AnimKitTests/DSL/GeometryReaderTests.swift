import Foundation
import Testing
@testable import AnimKit

private nonisolated struct Progress: View {
    @State private var wide = false
    var body: some View {
        VStack {
            GeometryReader { proxy in
                Capsule().fill(.blue).frame(width: proxy.size.width / 2, height: 10)
            }
            .frame(width: wide ? 200 : 100, height: 10)
            Button("Grow") { withAnimation(.linear(duration: 1)) { wide = true } }
        }
    }
}

private nonisolated struct Measured: View {
    @State private var width: CGFloat = 0
    @State private var wide = false
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: wide ? 120 : 60, height: 20)
                .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
            Text("w=\(Int(width))")
            Button("Widen") { wide = true }
        }
    }
}

private nonisolated struct DragProbe: View {
    let space: CoordinateSpace
    @State private var start = CGPoint.zero
    var body: some View {
        ZStack {
            Color.blue.frame(width: 100, height: 100)
                .gesture(DragGesture(minimumDistance: 0, coordinateSpace: space).onChanged { start = $0.startLocation })
            Text("\(Int(start.x)),\(Int(start.y))").offset(y: 80)
        }
        .coordinateSpace(name: "stage")
    }
}

/// GeometryReader, GeometryProxy, coordinate spaces and onGeometryChange, with numbers.
@Suite struct GeometryReaderTests {
    private func shapes(_ items: [DisplayItem], _ transform: CGAffineTransform = .identity) -> [CGRect] {
        items.flatMap { item -> [CGRect] in
            switch item {
            case .shape(let s, .fill, _): [s.bounds.applying(transform)]
            case .group(let g): shapes(g.children, g.transform.concatenating(transform))
            default: []
            }
        }
    }

    private func texts(_ list: DisplayList) -> [String] {
        func walk(_ items: [DisplayItem]) -> [String] {
            items.flatMap { item -> [String] in
                switch item {
                case .text(let run): [run.string]
                case .group(let g): walk(g.children)
                default: []
                }
            }
        }
        return walk(list.items)
    }

    @Test func aReaderTakesTheOfferedSpaceAndShowsItsSize() throws {
        let list = try FrameLoop(clip: Clip("reader", size: CGSize(width: 300, height: 200)) {
            VStack(spacing: 0) {
                Color.gray.frame(height: 50)
                GeometryReader { proxy in
                    Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
                    Color.red.frame(width: proxy.size.width / 4, height: 10)
                }
            }
        }).displayList(at: 0)
        #expect(texts(list) == ["300x150"])
        // Content sits at the reader's top-leading corner.
        let red = try #require(shapes(list.items).first { $0.height == 10 })
        #expect(red == CGRect(x: 0, y: 50, width: 75, height: 10))
    }

    /// Regression: a reader under `if` (an optional view) was taken for the reader itself, so the optional
    /// built the reader's content in its place and no reader laid it out.
    @Test func aReaderUnderAnIfIsStillAReader() throws {
        let shown = true
        let list = try FrameLoop(clip: Clip("reader-if", size: CGSize(width: 300, height: 200)) {
            VStack(spacing: 0) {
                Color.gray.frame(height: 50)
                if shown {
                    GeometryReader { proxy in Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))") }
                }
            }
        }).displayList(at: 0)
        #expect(texts(list) == ["300x150"])
    }

    @Test func framesInNamedAndGlobalSpaces() throws {
        let list = try FrameLoop(clip: Clip("spaces", size: CGSize(width: 300, height: 300)) {
            VStack(spacing: 0) {
                Color.gray.frame(width: 100, height: 40)
                GeometryReader { proxy in
                    let named = proxy.frame(in: .named("card")), global = proxy.frame(in: .global)
                    let legacy = proxy.frame(in: CoordinateSpace.named("card"))
                    Text("\(Int(named.minY)) \(Int(global.minY)) \(Int(legacy.minX)) \(Int(proxy.frame(in: .local).minY))")
                }
                .frame(width: 100, height: 60)
            }
            .coordinateSpace(name: "card")
        }).displayList(at: 0)
        // The card (100×100) is centred: top at 100. The reader starts 40 below it.
        #expect(texts(list) == ["40 140 0 0"])
    }

    @Test func contentBuiltFromGeometryMovesWithTheAnimation() throws {
        let loop = try FrameLoop(clip: Clip("grow", size: CGSize(width: 300, height: 100), duration: 2) { Progress() } script: {
            Tap("Grow", at: 0.1)
        })
        func capsule(at t: Double) throws -> CGRect? { try shapes(loop.displayList(at: t).items).first { $0.height == 10 } }
        #expect(try capsule(at: 0)?.width == 50)
        // Half way through the linear second the capsule is half way between 50 and 100 wide.
        let half = try #require(try capsule(at: 0.6))
        #expect(abs(half.width - 75) < 0.5)
        #expect(try capsule(at: 1.5)?.width == 100)
    }

    @Test func onGeometryChangeReportsTheInitialAndChangedValues() throws {
        let loop = try FrameLoop(clip: Clip("measure", size: CGSize(width: 300, height: 200), duration: 1) { Measured() } script: {
            Tap("Widen", at: 0.2)
        })
        #expect(texts(try loop.displayList(at: 0.1)).contains("w=60"))
        #expect(texts(try loop.displayList(at: 0.5)).contains("w=120"))
    }

    @Test func dragLocationsAreMeasuredInTheGesturesSpace() throws {
        func start(_ space: CoordinateSpace) throws -> [String] {
            let loop = try FrameLoop(clip: Clip("drag", size: CGSize(width: 300, height: 300), duration: 1) { DragProbe(space: space) } script: {
                Drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 170, y: 150), at: 0.1, duration: 0.3)
            })
            return texts(try loop.displayList(at: 0.9))
        }
        // The square spans 100…200 on both axes; the stage (the ZStack with the text below) starts at y 100.
        #expect(try start(.local) == ["50,50"])
        #expect(try start(.global) == ["150,150"])
        #expect(try start(.named("stage")) == ["50,50"])
    }
}
