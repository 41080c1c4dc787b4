import AnimKit
import AnimRenderCLI
import Foundation

// A user's executable with clips that misbehave, for the CLI tests (`Tests/animrenderTests`) to run as a user would:
// a body that crashes, recurses without end, or loops for ever, between clips that render. `ANIMKIT_FIXTURE_NAME` adds a
// clip of that name (a name that cannot be a file name must stop every command); `ANIMKIT_FIXTURE_CLIPS` keeps only
// the clips it lists (comma-separated); `ANIMKIT_FIXTURE_FPS` adds a clip `odd-fps` at that frame rate.

struct Dot: View {
    var body: some View {
        Circle().fill(.blue).frame(width: 20, height: 20)
    }
}

struct Fails: View {
    var body: some View {
        let reason = ProcessInfo.processInfo.environment["ANIMKIT_FIXTURE_REASON"] ?? "the fixture's body gives up"
        fatalError(reason)
    }
}

struct Deep: View {
    var body: some View { Rectangle().frame(width: CGFloat(Deep.depth(0))) }
    static func depth(_ n: Int) -> Int { n > Int.max - 1 ? n : depth(n + 1) + 1 }
}

struct Endless: View {
    var body: some View {
        var n = 0
        while ProcessInfo.processInfo.environment["PATH"] != "\u{0}" { n &+= 1 }
        return Text("\(n)")
    }
}

struct Talks: View {
    var body: some View {
        print("talks: hello from the body")
        return Dot()
    }
}

/// Resumes its task from a thread of Dispatch's own, outside the clip: AnimKit says so once on standard error.
struct Foreign: View {
    @State private var done = false
    var body: some View {
        Circle().fill(done ? .green : .red).frame(width: 20, height: 20)
            .task {
                await withCheckedContinuation { (c: CheckedContinuation<Void, Never>) in
                    Dispatch.DispatchQueue.global().async { c.resume() }
                }
                done = true
            }
    }
}

let small = CGSize(width: 40, height: 30)
var clips = [
    Clip("ok-before", size: small, duration: 0.2) { Dot() },
    Clip("fatal", size: small, duration: 0.2) { Fails() },
    Clip("overflow", size: small, duration: 0.2) { Deep() },
    Clip("endless", size: small, duration: 0.2) { Endless() },
    Clip("talks", size: small, duration: 0.2) { Talks() },
    Clip("ok-after", size: small, duration: 0.2) { Dot() },
    Clip("foreign", size: small, duration: 1) { Foreign() },
]
let environment = ProcessInfo.processInfo.environment
if let kept = environment["ANIMKIT_FIXTURE_CLIPS"] {
    let names = Set(kept.split(separator: ",").map(String.init))
    clips = clips.filter { names.contains($0.name) }
}
if let fps = environment["ANIMKIT_FIXTURE_FPS"].flatMap(Int.init) {
    clips.append(Clip("odd-fps", size: small, fps: fps, duration: 0.2) { Dot() } script: { Tap("x", at: 0.1) })
}
if let name = environment["ANIMKIT_FIXTURE_NAME"] {
    clips.append(Clip(name, size: small, duration: 0.2) { Dot() })
}
AnimRenderCLI.run(ClipCatalog(clips), name: "clipfixtures")
