import Foundation
import Observation
import Testing
@testable import AnimKit

/// Navigation stacks push and pop as iOS does: positions mid-push and mid-pop, the disabled variants,
/// paths, bars and toolbars.
@Suite struct NavigationTests {
    static let canvas = CGSize(width: 360, height: 400)

    /// How far the push has come `time` seconds after it started.
    static func progress(_ time: Double) -> Double { NavigationMotion.push.animate(value: 1.0, time: time) ?? 1 }

    /// A clip of `content` with `script`.
    private func clip(duration: Double = 3, _ content: some View, @ScriptBuilder script: () -> [any ScriptStep]) -> Clip {
        nonisolated(unsafe) let view = AnyView(content)
        nonisolated(unsafe) let steps = script()
        return Clip("navigation", size: Self.canvas, fps: 60, duration: duration, content: { view }, script: { steps })
    }

    private func x(of label: String, in snapshot: ClipSnapshot) throws -> CGFloat {
        try #require(snapshot.views(labelled: label).first { $0.type == "Text" }, "no text \(label)").frame.minX
    }

    @Observable final class Store {
        var path: [Int] = []
    }

    nonisolated struct Stack: View {
        let store: Store
        var body: some View {
            @Bindable var store = store
            NavigationStack(path: $store.path) {
                List {
                    NavigationLink("Next", value: 7)
                }
                .navigationTitle("Home")
                .navigationDestination(for: Int.self) { n in
                    Screen(n: n)
                }
            }
        }
    }

    nonisolated struct Screen: View {
        let n: Int
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text("Screen \(n)")
                Button("Close") { dismiss() }
            }
            .navigationTitle("Detail")
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    @Test func aPushSlidesTheNewScreenInAndTheOldOneAThirdAway() throws {
        let store = Store()
        let shots = try clip(Stack(store: store)) { Tap("Next", at: 0.5) }
            .snapshots(at: [0.49, 0.55, 0.6, 0.75, 1.2])
        let restChild = try x(of: "Screen 7", in: shots[4])
        let restRow = try x(of: "Next", in: shots[0])
        for (shot, dt) in zip(shots[1...3], [0.05, 0.1, 0.25]) {
            let p = Self.progress(dt)
            #expect(abs(try x(of: "Screen 7", in: shot) - (restChild + 360 * (1 - p))) < 0.5)
            #expect(abs(try x(of: "Next", in: shot) - (restRow - 108 * p)) < 0.5)
            // The covered screen dims to black at 10 %.
            let dim = try #require(shot.views(ofType: "Color").first { $0.fill?[0] == 0 && $0.fill?[1] == 0 })
            #expect(abs((dim.fill?[3] ?? 0) - 0.1 * p) < 0.005)
        }
        // UIKit's curve: most of the way in the first half.
        #expect(Self.progress(0.25) > 0.85 && Self.progress(0.05) > 0.2)
        #expect(store.path == [7])
    }

    @Test func aPushInsideATransactionThatDisablesAnimationsIsImmediate() throws {
        let store = Store()
        let shots = try clip(Stack(store: store)) {
            Perform(at: 0.5) {
                var transaction = Transaction(animation: .none)
                transaction.disablesAnimations = true
                withTransaction(transaction) { store.path.append(3) }
            }
        }.snapshots(at: [0.52, 1.5])
        #expect(try x(of: "Screen 3", in: shots[0]) == (try x(of: "Screen 3", in: shots[1])))
        // Without disabling, a plain path change (no animation) still slides, as on iOS.
        let other = Store()
        let moving = try clip(Stack(store: other)) { Perform(at: 0.5) { other.path.append(3) } }.snapshots(at: [0.55, 1.5])
        #expect(try x(of: "Screen 3", in: moving[0]) > (try x(of: "Screen 3", in: moving[1])) + 100)
    }

    @Test func dismissPopsWithTheReverseMotion() throws {
        let store = Store()
        store.path = [5]
        let shots = try clip(Stack(store: store)) { Tap("Close", at: 0.5) }.snapshots(at: [0.4, 0.6, 0.75, 1.5])
        let restChild = try x(of: "Screen 5", in: shots[0])
        let restRow = try x(of: "Next", in: shots[3])
        for (shot, dt) in zip(shots[1...2], [0.1, 0.25]) {
            let p = Self.progress(dt)
            #expect(abs(try x(of: "Screen 5", in: shot) - (restChild + 360 * p)) < 0.5)
            #expect(abs(try x(of: "Next", in: shot) - (restRow - 108 * (1 - p))) < 0.5)
        }
        #expect(store.path.isEmpty)
        #expect(shots[3].views(labelled: "Screen 5").isEmpty)
    }

    @Test func theBarShowsTheBackButtonWithThePreviousTitleAndTheTitles() throws {
        let store = Store()
        store.path = [1]
        let shots = try clip(Stack(store: store)) { Tap("Home", at: 0.5) }.snapshots(at: [0.2, 1.5])
        // The back button is labelled with the root's title; the detail's inline title is centred.
        let back = try #require(shots[0].views(labelled: "Home").first { $0.type == "Button" })
        #expect(back.type == "Button" && back.frame.minX == 8 && abs(back.frame.midY - 22) < 0.01)
        let title = try #require(shots[0].views(labelled: "Detail").first)
        #expect(abs(title.frame.midX - 180) < 0.5 && abs(title.frame.midY - 22) < 0.01)
        // Tapping it pops; the root's large title sits under the bar, leading.
        let large = try #require(shots[1].views(labelled: "Home").first { $0.type == "Text" })
        #expect(large.frame.minX == 16 && abs(large.frame.maxY - 88) < 0.5)
        #expect(store.path.isEmpty)
    }

    @Test func theStacksOwnPathNavigationPathAndViewLinks() throws {
        nonisolated struct Own: View {
            @State private var path = NavigationPath()
            @State private var shows = false
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        NavigationLink("Word", value: "hello")
                        NavigationLink("View") { Text("Pushed view") }
                        Button("Flag") { shows = true }
                    }
                    .navigationDestination(for: String.self) { Text("Word \($0)") }
                    .navigationDestination(isPresented: $shows) { Text("Flagged") }
                }
            }
        }
        let shots = try clip(duration: 6, Own()) {
            Tap("Word", at: 0.5); Tap("Back", at: 1.5)
            Tap("View", at: 2.5); Tap("Back", at: 3.5)
            Tap("Flag", at: 4.5)
        }.snapshots(at: [1.2, 2.2, 3.2, 4.2, 5.2])
        #expect(shots[0].view(labelled: "Word hello") != nil)
        #expect(shots[1].view(labelled: "Word hello") == nil)
        #expect(shots[2].view(labelled: "Pushed view") != nil)
        #expect(shots[3].view(labelled: "Pushed view") == nil)
        #expect(shots[4].view(labelled: "Flagged") != nil)
    }

    @Test func toolbarItemsSitAtTheirPlacements() throws {
        let view = NavigationStack {
            Text("Body")
                .navigationTitle("Items")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
                    ToolbarItemGroup(placement: .bottomBar) { Button("Left") {}; Spacer(); Button("Right") {} }
                }
        }
        let shot = try clip(view) {}.snapshots(at: [0.1])[0]
        let edit = try #require(shot.view(labelled: "Edit")), add = try #require(shot.view(labelled: "Add"))
        #expect(abs(edit.frame.minX - 16) < 1e-9 && abs(add.frame.maxX - 344) < 1e-9 && abs(edit.frame.midY - 22) < 0.01)
        let left = try #require(shot.view(labelled: "Left")), right = try #require(shot.view(labelled: "Right"))
        #expect(abs(left.frame.minX - 16) < 1e-9 && abs(right.frame.maxX - 344) < 1e-9 && abs(left.frame.midY - (400 - 24.5)) < 0.5)
    }
}
