import Foundation
import Observation
import Testing
@testable import AnimKit

/// A text's measured sizes and drawing outlive its layout item: the next layout's item of the same text in the same
/// environment takes them over, and a changed text or environment measures afresh.
@Suite struct LeafMemoTests {
    @Observable final class Model {
        var count = 0
        var large = false
    }

    /// A title whose view never changes: its node is not updated when the view around it is.
    nonisolated struct Title: View {
        var body: some View { Text("A title that stays") }
    }

    nonisolated struct Sized: View {
        let large: Bool
        var body: some View { Text("Sized by the model").font(large ? .largeTitle : .body) }
    }

    nonisolated struct Labels: View {
        let model: Model
        var body: some View {
            VStack {
                Title()
                Text(verbatim: "Count \(model.count)")
                Sized(large: model.large)
            }
        }
    }

    /// The text nodes of the graph, in tree order.
    private func textNodes(_ node: ViewNode) -> [ViewNode] {
        (node.view is Text ? [node] : []) + node.children.flatMap(textNodes)
    }

    /// Whether `list` draws a text run of `string`.
    private func draws(_ string: String, in list: DisplayList) -> Bool {
        func walk(_ items: [DisplayItem]) -> Bool {
            items.contains { item in
                switch item {
                case .text(let run): run.string == string
                case .group(let g): walk(g.children)
                default: false
                }
            }
        }
        return walk(list.items)
    }

    @Test func anUnchangedTextKeepsItsMemoAcrossLayouts() throws {
        let model = Model()
        let graph = ViewGraph(root: Labels(model: model), canvas: CGSize(width: 300, height: 200), measurer: try CairoTextMeasurer())
        graph.perform(at: 0) {}
        _ = graph.render(at: 0)
        let before = textNodes(graph.root)
        #expect(before.count == 3)
        let memos = before.map { $0.textMemo?.memo }
        #expect(memos.allSatisfy { $0 != nil && !$0!.sizes.values.isEmpty })
        let sizeBefore = before[2].textMemo?.memo.sizes.values.first

        // The count changes: the stack is built again and the tree laid out again. The title's and the third text's
        // views are unchanged, so their nodes keep their environments and their texts their memos; the count's text
        // is new and measures again.
        graph.perform(at: 0.1) { model.count = 12345 }
        _ = graph.render(at: 0.1)
        let after = textNodes(graph.root)
        #expect(after.count == 3)
        #expect(after[0].textMemo?.memo === memos[0])
        #expect(after[1].textMemo?.memo !== memos[1])
        #expect(after[1].textMemo?.text == Text(verbatim: "Count 12345"))
        #expect(after[2].textMemo?.memo === memos[2])

        // A new font reaches the third text through its environment: a new memo, and a wider text.
        graph.perform(at: 0.2) { model.large = true }
        let list = graph.render(at: 0.2).displayList
        let larger = textNodes(graph.root)[2]
        #expect(larger.textMemo?.memo !== memos[2])
        let sizeAfter = larger.textMemo?.memo.sizes.values.first
        if let sizeBefore, let sizeAfter { #expect(sizeAfter.width > sizeBefore.width * 1.5) }
        #expect(draws("Sized by the model", in: list) && draws("Count 12345", in: list))
    }

    @Test func aTextUnderAnAnimatingEnvironmentValueKeepsNoMemo() throws {
        let model = Model()
        let graph = ViewGraph(root: Labels(model: model), canvas: CGSize(width: 300, height: 200), measurer: try CairoTextMeasurer())
        graph.perform(at: 0) {}
        let node = textNodes(graph.root)[0]
        let memo = graph.withEnvironmentOverride({ _ in }) { LeafMemo.forItem(of: Text("A title that stays"), in: node) }
        #expect(!memo.outlivesPass)
        #expect(memo !== node.textMemo?.memo)
    }
}
