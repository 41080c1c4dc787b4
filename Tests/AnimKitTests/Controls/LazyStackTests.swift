import Foundation
import Testing
@testable import AnimKit

/// Lazy stacks: SwiftUI's layout (filling across), sections in order, pinned headers in a scroll view.
@Suite struct LazyStackTests {
    private func clip(_ content: some View, @ScriptBuilder script: () -> [any ScriptStep] = { [] }) -> Clip {
        nonisolated(unsafe) let view = AnyView(content)
        nonisolated(unsafe) let steps = script()
        return Clip("lazy", size: CGSize(width: 300, height: 300), fps: 60, duration: 4, content: { view }, script: { steps })
    }

    @Test func aLazyVStackFillsTheWidthUnlikeAVStack() throws {
        let shot = try clip(VStack { LazyVStack { Text("a") }; VStack { Text("b") } }).snapshots(at: [0])[0]
        #expect(try #require(shot.views(ofType: "LazyVStack").first).frame.width == 300)
        #expect(try #require(shot.views(ofType: "VStack").last).frame.width < 20)
    }

    nonisolated struct Sections: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: .sectionHeaders) {
                    ForEach(0..<3, id: \.self) { s in
                        Section {
                            ForEach(0..<10, id: \.self) { r in Text("Row \(s).\(r)").frame(height: 40) }
                        } header: {
                            Text("Header \(s)").frame(maxWidth: .infinity).frame(height: 30).background(Color.yellow)
                        }
                    }
                }
            }
            .accessibilityIdentifier("list")
        }
    }

    private func headerY(_ s: Int, _ list: DisplayList) -> CGFloat? {
        // The header's yellow background, found through the groups that move it.
        func walk(_ items: [DisplayItem], _ dy: CGFloat) -> CGFloat? {
            for item in items {
                switch item {
                case .shape(.rect(let r), _, .color(let c)) where c == .yellow && r.height == 30:
                    if s == 0 { return r.minY + dy }
                case .group(let g):
                    if let y = walk(g.children, dy + g.transform.ty) { return y }
                default: break
                }
            }
            return nil
        }
        return walk(list.items, 0)
    }

    @Test func sectionsStackHeaderThenRowsAndHeadersPin() throws {
        // (600 tall: section 1 is in view, so the lazy stack builds it.)
        nonisolated(unsafe) let view = AnyView(Sections())
        let shot = try Clip("lazy", size: CGSize(width: 300, height: 600), fps: 60, duration: 1, content: { view }).snapshots(at: [0])[0]
        // Section 0 is 30 + 10 × 40 = 430 tall: section 1's header and first row follow.
        #expect(try #require(shot.views(labelled: "Header 1").first).frame.midY == 445)
        #expect(try #require(shot.views(labelled: "Row 1.0").first).frame.midY == 480)
        // Scrolled 100 points: section 0's header stays at the top of the scroll view.
        let loop = try FrameLoop(clip: clip(Sections()) { Drag(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 150), at: 0.5, duration: 1) })
        let list = try loop.displayList(at: 1.4)
        #expect(abs(try #require(headerY(0, list)) - 0) < 0.01, "\(list.description.suffix(1200))")
    }
}

/// Lazy stacks build their rows as they come into view (`LazyRows`): `onAppear` runs for a row when the visible part
/// of the scroll view first reaches it, and the rows not built count with the built rows' average length.
@Suite struct LazyRowBuildingTests {
    /// The rows whose `onAppear` ran, in order.
    final class AppearLog: @unchecked Sendable { var rows: [Int] = [] }

    /// A thousand 40-point rows in a scroll view.
    nonisolated struct Feed: View {
        let log: AppearLog
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<1000, id: \.self) { i in
                        Text("Row \(i)").frame(height: 40).onAppear { log.rows.append(i) }
                    }
                }
            }
        }
    }

    private static let canvas = CGSize(width: 300, height: 300)

    /// The first scroll view's state in the graph.
    private func scrollState(_ node: ViewNode) -> ScrollState? {
        if let state = node.existing(ScrollState.self) { return state }
        for child in node.children { if let found = scrollState(child) { return found } }
        return nil
    }

    /// Scrolls `state` to `y` at once, draws the frame after it and runs what that frame scheduled (rows' `onAppear`).
    private func jump(_ graph: ViewGraph, _ state: ScrollState, toY y: CGFloat) {
        graph.perform(at: 0) { state.scroll(to: CGPoint(x: 0, y: y), transaction: Transaction()) }
        _ = graph.render(at: 0.1)
        graph.runDeferred(until: 0.1)
    }

    @Test func onlyTheRowsInViewAreBuiltAndTheRestAreEstimatedExactly() throws {
        let log = AppearLog()
        let graph = ViewGraph(root: Feed(log: log), canvas: Self.canvas, measurer: try CairoTextMeasurer())
        // 300 points show rows 0–7 (row 7 spans 280–320).
        #expect(log.rows == Array(0...7))
        let state = try #require(scrollState(graph.root))
        // 1000 rows of 40 points: the estimate of the 992 not built is exact for rows of one height.
        #expect(abs(state.contentSize.height - 40_000) < 1e-6)
    }

    @Test func rowsAppearInTheFrameTheScrollingReachesThem() throws {
        let log = AppearLog()
        let graph = ViewGraph(root: Feed(log: log), canvas: Self.canvas, measurer: try CairoTextMeasurer())
        let state = try #require(scrollState(graph.root))
        graph.perform(at: 0) { state.scroll(to: CGPoint(x: 0, y: 2000), transaction: Transaction(animation: .linear(duration: 1))) }
        var seenEnd = 0
        for k in 1...30 {
            let t = Double(k) / 30
            _ = graph.render(at: t)
            graph.runDeferred(until: t)
            // Row i spans 40i to 40(i + 1): the rows up to the one at the visible part's bottom edge have appeared.
            let bottom = state.presented.y + 300
            let last = Int((bottom / 40).rounded(.up)) - 1
            #expect(log.rows == Array(0...last), "t=\(t): bottom \(bottom), appeared up to \(log.rows.last ?? -1)")
            seenEnd = last
        }
        #expect(seenEnd == 57)
    }

    /// The common "load more" pattern: the last row's `onAppear` adds a page.
    nonisolated struct Paged: View {
        @State private var count = 20
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("End") { proxy.scrollTo(count - 1, anchor: .bottom) }.frame(height: 40)
                    Text("count \(count)").frame(height: 40)
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<count, id: \.self) { i in
                                Text("Row \(i)").frame(height: 40).onAppear { if i == count - 1 { count += 20 } }
                            }
                        }
                    }
                }
            }
        }
    }

    @Test func theLastRowsOnAppearLoadsMoreOnlyWhenItComesIntoView() throws {
        nonisolated(unsafe) let view = AnyView(Paged())
        let clip = Clip("paged", size: Self.canvas, fps: 60, duration: 2, content: { view }, script: { Tap("End", at: 0.5) })
        let shots = try clip.snapshots(at: [0.2, 1.0])
        // At first row 19 is far below the view: nothing loads (building every row at once would load page after page).
        #expect(shots[0].views(labelled: "count 20").count == 1)
        // Scrolled to row 19, its onAppear adds the next page.
        #expect(shots[1].views(labelled: "count 40").count == 1)
        // (Its 40-point frame ends at the bottom of the scroll view; the text is centred in it.)
        #expect(try #require(shots[1].views(labelled: "Row 19").first).frame.midY == 280)
    }

    /// A "loading" row after the rows, whose `onAppear` adds a page.
    nonisolated struct Spinner: View {
        @State private var count = 20
        @State private var loads = 0
        var body: some View {
            VStack(spacing: 0) {
                Text("loads \(loads) count \(count)").frame(height: 40)
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<count, id: \.self) { i in Text("Row \(i)").frame(height: 40) }
                        Text("Loading").frame(height: 40).onAppear {
                            loads += 1
                            count += 20
                        }
                    }
                }
                .accessibilityIdentifier("feed")
            }
        }
    }

    @Test func aViewAfterTheRowsIsBuiltWhenTheirEndComesIntoView() throws {
        nonisolated(unsafe) let view = AnyView(Spinner())
        // A flick far past the end: the glide stops at the end of the 20 rows, where "Loading" comes into view.
        let clip = Clip("spinner", size: Self.canvas, fps: 60, duration: 4, content: { view },
                        script: { Scroll("feed", by: 400, at: 0.5, duration: 0.1) })
        let shots = try clip.snapshots(at: [0.3, 3.5])
        #expect(shots[0].views(labelled: "loads 0 count 20").count == 1)
        #expect(shots[1].views(labelled: "loads 1 count 40").count == 1, "\(shots[1].views.compactMap(\.label).prefix(4))")
    }

    @Test func scrollingToARowNotBuiltLandsWhereItIs() throws {
        nonisolated struct Jump: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack(spacing: 0) {
                        Button("Jump") { proxy.scrollTo(500, anchor: .top) }.frame(height: 40)
                        ScrollView {
                            LazyVStack(spacing: 4) {
                                ForEach(0..<1000, id: \.self) { i in Text("Row \(i)").frame(height: 40) }
                            }
                        }
                    }
                }
            }
        }
        nonisolated(unsafe) let view = AnyView(Jump())
        let clip = Clip("jump", size: Self.canvas, fps: 60, duration: 2, content: { view }, script: { Tap("Jump", at: 0.5) })
        let shot = try clip.snapshots(at: [1.0])[0]
        // Row 500 at the top of the scroll view (its 40-point frame from y = 40; the text centred in it), as if every
        // row had been built.
        #expect(try #require(shot.views(labelled: "Row 500").first).frame.midY == 60)
    }

    /// A thousand rows in a list.
    nonisolated struct LongList: View {
        let log: AppearLog
        var body: some View {
            List(0..<1000, id: \.self) { i in Text("Row \(i)").onAppear { log.rows.append(i) } }
        }
    }

    @Test func aListBuildsItsRowsAsTheyComeIntoView() throws {
        let log = AppearLog()
        let graph = ViewGraph(root: LongList(log: log), canvas: Self.canvas, measurer: try CairoTextMeasurer())
        // The first card 26 points down, 44-point rows: rows 0–6 reach into the 300 points (row 6 spans 290–334).
        #expect(log.rows == Array(0...6))
        let state = try #require(scrollState(graph.root))
        // 26 + 1000 × 44 + 20 below the card, exact for rows of one height.
        #expect(abs(state.contentSize.height - 44_046) < 1e-6)
        jump(graph, state, toY: 440)
        // Scrolled 440 points: the visible part ends at 740, in row 16 (730–774).
        #expect(log.rows == Array(0...16))
    }

    /// A thousand 40-point rows in a section with a pinned 30-point header.
    nonisolated struct SectionFeed: View {
        let log: AppearLog
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: [.sectionHeaders]) {
                    Section {
                        ForEach(0..<1000, id: \.self) { i in
                            Text("Row \(i)").frame(height: 40).onAppear { log.rows.append(i) }
                        }
                    } header: {
                        Text("Header").frame(height: 30)
                    }
                }
            }
        }
    }

    @Test func aSectionsRowsAreBuiltAsTheyComeIntoView() throws {
        let log = AppearLog()
        let graph = ViewGraph(root: SectionFeed(log: log), canvas: Self.canvas, measurer: try CairoTextMeasurer())
        // Under the 30-point header, rows 0–6 reach into the 300 points (row 6 spans 270–310).
        #expect(log.rows == Array(0...6))
        let state = try #require(scrollState(graph.root))
        #expect(abs(state.contentSize.height - 40_030) < 1e-6)
        jump(graph, state, toY: 2000)
        // The visible part is 2000–2300: row 56 spans 2270–2310.
        #expect(log.rows == Array(0...56))
    }

    /// A thousand rows in a list's section.
    nonisolated struct SectionList: View {
        let log: AppearLog
        var body: some View {
            List {
                Section("Rows") {
                    ForEach(0..<1000, id: \.self) { i in Text("Row \(i)").onAppear { log.rows.append(i) } }
                }
            }
        }
    }

    /// The same with every row built at once (a `ForEach` under a modifier is).
    nonisolated struct EagerSectionList: View {
        let log: AppearLog
        var body: some View {
            List {
                Section("Rows") {
                    ForEach(0..<1000, id: \.self) { i in Text("Row \(i)").onAppear { log.rows.append(i) } }.padding(0)
                }
            }
        }
    }

    @Test func aListSectionsRowsAreBuiltAsTheyComeIntoViewAndEstimatedExactly() throws {
        let lazyLog = AppearLog(), eagerLog = AppearLog()
        let lazy = ViewGraph(root: SectionList(log: lazyLog), canvas: Self.canvas, measurer: try CairoTextMeasurer())
        let eager = ViewGraph(root: EagerSectionList(log: eagerLog), canvas: Self.canvas, measurer: try CairoTextMeasurer())
        #expect(eagerLog.rows.count == 1000)
        // Only the rows reaching into the 300 points, a prefix; the content as long as with every row built.
        #expect(!lazyLog.rows.isEmpty && lazyLog.rows.count < 10 && lazyLog.rows == Array(0..<lazyLog.rows.count))
        let state = try #require(scrollState(lazy.root)), full = try #require(scrollState(eager.root))
        #expect(abs(state.contentSize.height - full.contentSize.height) < 1e-6, "\(state.contentSize) \(full.contentSize)")
        let before = lazyLog.rows.count
        jump(lazy, state, toY: 440)
        // 440 points further: ten 44-point rows more.
        #expect(lazyLog.rows == Array(0..<before + 10))
    }

    /// Rows added with an animation.
    nonisolated struct Growing: View {
        @State private var count = 2
        var body: some View {
            VStack(spacing: 0) {
                Button("Add") { withAnimation(.linear(duration: 1)) { count = 3 } }.frame(height: 40)
                ScrollView {
                    LazyVStack(spacing: 0) { ForEach(0..<count, id: \.self) { i in Text("Row \(i)").frame(height: 40) } }
                }
            }
        }
    }

    @Test func aRowInsertedInViewComesInThroughItsTransition() throws {
        nonisolated(unsafe) let view = AnyView(Growing())
        let loop = try FrameLoop(clip: Clip("growing", size: Self.canvas, fps: 60, duration: 2, content: { view }, script: { Tap("Add", at: 0.5) }))
        // Half way through the linear second, the new row is half faded in (the default transition, opacity).
        let half = ScrollTransitionTests.textOpacities(try loop.displayList(at: 1.0))
        #expect(abs((half["Row 2"] ?? -1) - 0.5) < 0.02 && half["Row 0"] == 1, "\(half)")
    }

    @Test func outsideAScrollViewEveryRowIsBuilt() throws {
        nonisolated struct Plain: View {
            let log: AppearLog
            var body: some View {
                LazyVStack(spacing: 0) {
                    ForEach(0..<30, id: \.self) { i in Text("Row \(i)").frame(height: 40).onAppear { log.rows.append(i) } }
                }
            }
        }
        let log = AppearLog()
        _ = ViewGraph(root: Plain(log: log), canvas: Self.canvas, measurer: try CairoTextMeasurer())
        #expect(log.rows == Array(0..<30))
    }

    /// How many times each row's body ran.
    final class Bodies: @unchecked Sendable {
        var counts: [Int: Int] = [:]
    }

    /// Rows that take a closure (a row's action), so a row made again always counts as changed.
    nonisolated struct ActionRows: View {
        let bodies: Bodies
        nonisolated struct Row: View {
            let index: Int
            let bodies: Bodies
            let action: () -> Void
            var body: some View {
                bodies.counts[index, default: 0] += 1
                return Text("Row \(index)").frame(height: 40)
            }
        }
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<100, id: \.self) { i in Row(index: i, bodies: bodies, action: {}) }
                }
            }
            .accessibilityIdentifier("feed")
        }
    }

    /// As in SwiftUI, a lazy stack building more rows as the content scrolls leaves the rows built before alone:
    /// their bodies do not run again (made again, a row with a closure would count as changed).
    @Test func rowsBuiltBeforeAreNotEvaluatedAgainWhenMoreAreBuilt() throws {
        let bodies = Bodies()
        nonisolated(unsafe) let view = AnyView(ActionRows(bodies: bodies))
        let clip = Clip("rows", size: Self.canvas, fps: 60, duration: 2, content: { view },
                        script: { Scroll("feed", by: 400, at: 0.5, duration: 0.2) })
        _ = try clip.snapshots(at: [1.5])
        // The glide built rows far past the first screen; the first rows ran their bodies once.
        #expect((bodies.counts.keys.max() ?? 0) > 15, "\(bodies.counts.keys.sorted())")
        #expect(bodies.counts[0] == 1 && bodies.counts[1] == 1, "\(bodies.counts.sorted { $0.key < $1.key }.prefix(4))")
    }
}
