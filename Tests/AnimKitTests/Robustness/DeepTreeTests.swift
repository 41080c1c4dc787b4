import Foundation
import Testing
@testable import AnimKit

/// `levels` views, each padding an `AnyView` of the next, around a text.
private func paddedChain(_ levels: Int) -> AnyView {
    var view = AnyView(Text("deep"))
    for _ in 0..<levels { view = AnyView(view.padding(0)) }
    return view
}

/// `levels` stacks, each holding the next, around a text.
private func stackChain(_ levels: Int) -> AnyView {
    var view = AnyView(Text("deep"))
    for _ in 0..<levels { view = AnyView(VStack { view }) }
    return view
}

/// Trees nested 10,000 levels deep are built, laid out, drawn, inspected and fingerprinted; far deeper
/// ones are refused with one line.
@Suite(.serialized) struct DeepTreeTests {
    @Test func tenThousandPaddedAnyViews() throws {
        let clip = Clip("deep-padding", size: CGSize(width: 120, height: 40), duration: 0.1) { paddedChain(10_000) }
        let s = try clip.snapshot(at: 0)
        #expect(s.view(labelled: "deep") != nil)
        let frame = try FrameLoop(clip: clip).frame(at: 0)
        #expect(frame.width == 120)
        let digest = try FrameHasher(loop: FrameLoop(clip: clip)).run()
        #expect(digest != 0)
    }

    @Test func tenThousandNestedStacks() throws {
        let clip = Clip("deep-stacks", size: CGSize(width: 120, height: 40), duration: 0.1) { stackChain(10_000) }
        let s = try clip.snapshot(at: 0)
        let text = try #require(s.view(labelled: "deep"))
        #expect(abs(text.frame.midX - 60) < 1 && abs(text.frame.midY - 20) < 1)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("animkit-deep-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let results = try BatchRenderer(clips: [clip], directory: dir, format: .png).run()
        #expect(results.map(\.status) == [.rendered])
    }

    @Test func treesDeeperThanTheLimitAreRefused() throws {
        let clip = Clip("too-deep", size: CGSize(width: 120, height: 40), duration: 0.1) { stackChain(ViewNode.maxDepth) }
        let error = #expect(throws: AnimKitError.self) { try clip.snapshot(at: 0) }
        #expect(error?.message.contains("views deep") == true)
    }
}
