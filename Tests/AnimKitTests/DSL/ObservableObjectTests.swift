import Foundation
import Testing
@testable import AnimKit

/// Combine-style view models: `ObservableObject` with `@Published`, followed by `@StateObject`, `@ObservedObject`
/// and `@EnvironmentObject`; `@Observable` objects in the environment; `onReceive` of a published property.
@Suite struct ObservableObjectTests {
    final class Player: ObservableObject {
        @Published var position = 0.0
        @Published var loops = false
        var plain = 0
        init(log: Log? = nil) { log?.made += 1 }
    }

    final class Log: @unchecked Sendable { var made = 0 }

    /// Owns a player (made in the initialiser's `StateObject(wrappedValue:)`, as real code does to pass
    /// arguments); a child follows it; a grandchild reads it from the environment.
    struct Owner: View {
        @StateObject private var player: Player
        init(log: Log) { _player = StateObject(wrappedValue: Player(log: log)) }
        var body: some View {
            VStack {
                Rectangle().frame(width: 10, height: 10).offset(x: player.position)
                Button("Move") { withAnimation(.linear(duration: 1)) { player.position = 100 } }
                Follower(player: player)
                Text("plain \(player.plain)")
                Button("Plain") { player.plain += 1; player.objectWillChange.send() }
            }
            .environmentObject(player)
        }
    }

    struct Follower: View {
        @ObservedObject var player: Player
        var body: some View {
            Toggle("Loop", isOn: $player.loops)
            Reader()
        }
    }

    struct Reader: View {
        @EnvironmentObject var player: Player
        var body: some View { Text(player.loops ? "looping" : "once") }
    }

    private func clip(log: Log = Log(), @ScriptBuilder _ script: @escaping @Sendable () -> [any ScriptStep]) -> Clip {
        Clip("player", size: CGSize(width: 300, height: 300), duration: 3) { Owner(log: log) } script: { script() }
    }

    @Test func aPublishedWriteInWithAnimationAnimatesTheViewsThatReadIt() throws {
        let log = Log()
        let shots = try clip(log: log) { Tap("Move", at: 0.5) }.snapshots(at: [0.4, 1.0, 1.6])
        let xs = try shots.map { try #require($0.views(ofType: "Rectangle").first).frame.minX }
        #expect(abs(xs[1] - xs[0] - 50) < 0.01 && abs(xs[2] - xs[0] - 100) < 0.01, "\(xs)")
        // The state object is made once, however often its view's body runs.
        #expect(log.made == 1)
    }

    @Test func bindingsAndTheEnvironmentFollowTheSameObject() throws {
        let shots = try clip { Tap("Loop", at: 0.5); Tap("Plain", at: 1.0) }.snapshots(at: [0.4, 0.6, 1.1])
        #expect(shots[0].views(labelled: "once").count == 1)
        #expect(shots[1].views(labelled: "looping").count == 1)
        // A change the object announces itself (objectWillChange.send()) evaluates the body again.
        #expect(shots[1].views(labelled: "plain 0").count == 1 && shots[2].views(labelled: "plain 1").count == 1)
    }

    @Test func aMissingEnvironmentObjectStopsTheClipWithItsType() throws {
        let clip = Clip("missing", size: CGSize(width: 100, height: 100), duration: 1) { Reader() }
        let error = #expect(throws: AnimKitError.self) { try clip.snapshot(at: 0.5) }
        #expect(error?.message.contains("no ObservableObject of type Player found") == true, "\(String(describing: error))")
    }

    /// `onReceive` of a published property: the value it has when the view appears, then each new one.
    struct Receiver: View {
        @StateObject private var player = Player()
        @State private var seen: [Double] = []
        var body: some View {
            VStack {
                Text("seen \(seen.map { "\(Int($0))" }.joined(separator: ","))")
                Button("Step") { player.position += 10 }
            }
            .onReceive(player.$position) { seen.append($0) }
        }
    }

    @Test func onReceiveGetsThePublishedValues() throws {
        let clip = Clip("receiver", size: CGSize(width: 200, height: 100), duration: 2) { Receiver() } script: {
            Tap("Step", at: 0.5)
            Tap("Step", at: 1.0)
        }
        let shot = try clip.snapshot(at: 1.5)
        #expect(shot.views(labelled: "seen 0,10,20").count == 1, "\(shot.views(ofType: "Text").compactMap(\.label))")
    }

    @Test func sinkDeliversTheValueNowAndEachNewOne() {
        let player = Player()
        var seen: [Double] = []
        var cancellables = Set<AnyCancellable>()
        player.$position.sink { seen.append($0) }.store(in: &cancellables)
        var changes = 0
        player.objectWillChange.sink { changes += 1 }.store(in: &cancellables)
        player.position = 5
        player.loops = true
        cancellables.removeAll()
        player.position = 7
        #expect(seen == [0, 5], "\(seen)")
        #expect(changes == 2)
    }

    @Observable final class Library {
        var books = ["Dune"]
    }

    struct Shelf: View {
        @Environment(Library.self) private var library
        @Environment(Library.self) private var optional: Library?
        var body: some View {
            VStack {
                Text("\(library.books.count) books")
                Button("Add") { withAnimation { library.books.append("Emma") } }
                Text(optional == nil ? "none" : "some")
            }
        }
    }

    @Test func anObservableObjectInTheEnvironmentIsReadByType() throws {
        let library = Library()
        let clip = Clip("shelf", size: CGSize(width: 200, height: 100), duration: 1) { Shelf().environment(library) }
            script: { Tap("Add", at: 0.5) }
        let shots = try clip.snapshots(at: [0.4, 0.6])
        #expect(shots[0].views(labelled: "1 books").count == 1 && shots[0].views(labelled: "some").count == 1)
        #expect(shots[1].views(labelled: "2 books").count == 1)
        let bare = Clip("bare", size: CGSize(width: 200, height: 100), duration: 1) { Shelf() }
        let error = #expect(throws: AnimKitError.self) { try bare.snapshot(at: 0.5) }
        #expect(error?.message.contains("no Observable object of type Library found") == true)
    }
}
