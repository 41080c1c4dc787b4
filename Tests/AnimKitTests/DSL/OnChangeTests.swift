import Foundation
import Testing
@testable import AnimKit

/// A square that moves 50 points per "Go", animated from onChange; `initial` colours it on appearing.
private nonisolated struct Watcher: View {
    @State private var count = 0
    @State private var offset: CGFloat = 0
    @State private var seen: [String] = []
    @State private var ready = false
    var body: some View {
        VStack {
            Rectangle().fill(ready ? .green : .red).frame(width: 20, height: 20).offset(x: offset)
            Button("Go") { count += 1 }
            Text(seen.joined(separator: ","))
        }
        .onChange(of: count) { old, new in
            seen.append("\(old)>\(new)")
            withAnimation(.linear(duration: 1)) { offset = CGFloat(new) * 50 }
        }
        .onChange(of: count, initial: true) { ready = true }
    }
}

@Suite struct OnChangeTests {
    @Test func anActionRunsAfterTheChangeAndCanAnimate() throws {
        let clip = Clip("watch", size: CGSize(width: 300, height: 200), duration: 3,
                        content: { Watcher() }, script: { Tap("Go", at: 0.5); Tap("Go", at: 2) })
        let shots = try clip.snapshots(at: [0.1, 0.5, 1.0, 1.5, 2.1])
        let x = try shots.map { try #require($0.views(ofType: "Rectangle").first).frame.minX }
        #expect(x[1] == x[0] && abs(x[2] - x[0] - 25) < 1e-6 && abs(x[3] - x[0] - 50) < 1e-6)
        // initial: true ran on appearing (green from the first frame).
        #expect(shots[0].views(ofType: "Rectangle").first?.fillColor == .green)
        // The two-value form gets the old and new values.
        #expect(shots[4].views(ofType: "Text").last?.label == "0>1,1>2")
    }
}
