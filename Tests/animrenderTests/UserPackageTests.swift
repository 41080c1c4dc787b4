import Foundation
import Testing

/// A user's own package, made in a temporary folder: it depends on this checkout by path, declares three clips and
/// gets the whole command-line interface from three lines of `main.swift`.
@Suite(.serialized) struct UserPackageTests {
    /// This checkout's root (Tests/animrenderTests/ is two levels down).
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The build folder the suite's user packages share (with UserTestPackageTests), so that AnimKit and its
    /// dependencies are compiled once per checkout rather than once per test run and package; SwiftPM rebuilds
    /// what changed and makes one package wait while another builds.
    static let scratch = checkout.appendingPathComponent(".build/user-packages").path

    /// Three language settings, as real packages have them: the executable in Swift 6 mode, a library with Xcode
    /// 26's default of main-actor isolation, and one still in Swift 5 mode.
    static let manifest = """
    // swift-tools-version: 6.2
    import PackageDescription

    let package = Package(
        name: "MyClips",
        platforms: [.macOS(.v14)],
        dependencies: [.package(name: "AnimKit", path: "CHECKOUT")],
        targets: [
            .executableTarget(name: "myclips", dependencies: [
                .product(name: "AnimKit", package: "AnimKit"),
                .product(name: "AnimRenderCLI", package: "AnimKit"),
                "IsolatedClips", "LegacyClips",
            ]),
            .target(name: "IsolatedClips", dependencies: [.product(name: "AnimKit", package: "AnimKit")],
                    swiftSettings: [.defaultIsolation(MainActor.self)]),
            .target(name: "LegacyClips", dependencies: [.product(name: "AnimKit", package: "AnimKit")],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        ]
    )
    """

    static let main = """
    import AnimKit
    import AnimRenderCLI
    import IsolatedClips
    import LegacyClips
    AnimRenderCLI.run(ClipCatalog(sections: MyClips.sections + [IsolatedClips.section, LegacyClips.section]))
    """

    /// Swift 6 code as on iOS: a main-actor view model, a `@MainActor` view, `Task { }` in `onAppear` and in an
    /// action, `.task`, and a `Timer` block that says it runs on the main actor.
    static let modern = """
    import AnimKit

    @MainActor @Observable final class Counter {
        var value = 0
        func bump() async {
            try? await Task.sleep(for: .seconds(0.5))
            withAnimation(.easeInOut(duration: 0.2)) { value += 1 }
        }
    }

    @MainActor final class Settings: ObservableObject {
        @Published var title = "Ticks"
    }

    struct TitleKey: PreferenceKey {
        static let defaultValue = ""
        static func reduce(value: inout String, nextValue: () -> String) { value += nextValue() }
    }

    @MainActor struct Ticker: View {
        @StateObject private var settings = Settings()
        @State private var shownTitle = ""
        @State private var counter = Counter()
        @State private var shown = false
        @State private var seconds = 0
        var body: some View {
            VStack {
                Text("count \\(counter.value)")
                Text("seconds \\(seconds)")
                Circle().frame(width: 20, height: 20).opacity(shown ? 1 : 0)
                Button("Bump") { Task { await counter.bump() } }.buttonStyle(.glass)
                ShareLink(item: URL(string: "https://swift.org")!)
                GlassEffectContainer(spacing: 8) { Text("glass").padding(4).glassEffect(.regular.tint(.blue), in: .rect(cornerRadius: 6)) }
                Text(shownTitle).preference(key: TitleKey.self, value: settings.title)
            }
            .onPreferenceChange(TitleKey.self) { title in MainActor.assumeIsolated { shownTitle = title } }
            .onAppear {
                Task {
                    try await Task.sleep(for: .seconds(0.2))
                    withAnimation { shown = true }
                }
                Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                    MainActor.assumeIsolated { seconds += 1 }
                }
            }
            .task { await counter.bump() }
        }
    }

    extension MyClips {
        static let ticker = Clip("ticker", description: "Swift 6 tasks on the clip's clock", size: CGSize(width: 200, height: 160),
                                 duration: 2.5) {
            Ticker()
        } script: {
            Tap("Bump", at: 1.2)
        }
    }
    """

    /// A library with main-actor isolation by default (Xcode 26's new-project setting).
    static let isolated = """
    import AnimKit

    @Observable final class Lamp {
        var on = false
        func flip() { withAnimation(.linear(duration: 0.4)) { on.toggle() } }
    }

    /// A text renderer, main-actor isolated by the target's default, as in an Xcode 26 project.
    struct Lift: TextRenderer {
        var amount: Double
        var animatableData: Double {
            get { amount }
            set { amount = newValue }
        }
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            for line in layout {
                for run in line {
                    for (index, glyph) in run.enumerated() {
                        var copy = context
                        copy.translateBy(x: 0, y: -amount * Double(index))
                        copy.draw(glyph)
                    }
                }
            }
        }
    }

    struct LampView: View {
        @State private var lamp = Lamp()
        var body: some View {
            VStack {
                Circle().fill(lamp.on ? .yellow : .gray).frame(width: 40, height: 40)
                Text("on").textRenderer(Lift(amount: lamp.on ? 2 : 0))
            }
            .onAppear { Task { try? await Task.sleep(for: .seconds(0.3)); lamp.flip() } }
        }
    }

    public enum IsolatedClips {
        public static let section = ClipSection("Isolated", clips: [
            Clip("lamp", description: "A lamp a task turns on", size: CGSize(width: 80, height: 80), duration: 1) { LampView() },
        ])
    }
    """

    /// A library still in Swift 5 mode, with a Combine-style view model.
    static let legacy = """
    import AnimKit

    final class Gauge: ObservableObject {
        @Published var level = 0.2
    }

    struct GaugeView: View {
        @StateObject private var gauge = Gauge()
        var body: some View {
            Capsule().fill(.green).frame(width: 100 * gauge.level, height: 12)
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                        withAnimation(.easeOut(duration: 0.3)) { gauge.level = 0.9 }
                    }
                    Task { try? await Task.sleep(nanoseconds: 100_000_000); gauge.level = 0.5 }
                }
        }
    }

    /// iOS 18 APIs in Swift 5 mode: a zoom push from a matched source, search suggestions and scopes.
    struct Photos: View {
        @Namespace private var zoom
        @State private var query = ""
        @State private var scope = 0
        var body: some View {
            NavigationStack {
                List(1..<4) { n in
                    NavigationLink(value: n) { Text("Photo \\(n)") }
                        .matchedTransitionSource(id: n, in: zoom) { $0.clipShape(.rect(cornerRadius: 8)) }
                }
                .navigationDestination(for: Int.self) { n in
                    Text("Photo \\(n)").navigationTransition(.zoom(sourceID: n, in: zoom))
                }
                .searchable(text: $query)
                .searchSuggestions { Text("Recent").searchCompletion("Recent") }
                .searchScopes($scope) { Text("All").tag(0); Text("Mine").tag(1) }
            }
        }
    }

    public enum LegacyClips {
        public static let section = ClipSection("Legacy", clips: [
            Clip("gauge", description: "A gauge that fills", size: CGSize(width: 120, height: 40), duration: 1) { GaugeView() },
        ])
    }
    """

    static let clips = """
    import AnimKit

    struct Card: View {
        @State private var open = false
        @Environment(\\.horizontalSizeClass) private var sizeClass
        var body: some View {
            RoundedRectangle(cornerRadius: 12)
                .fill(sizeClass == .compact ? .blue : .red)
                .frame(width: open ? 160 : 80, height: 60)
                .onTapGesture { withAnimation(.easeInOut(duration: 0.5)) { open.toggle() } }
                .accessibilityLabel("Card")
                .accessibilityAddTraits(.isButton)
        }
    }

    struct Dot: View {
        @State private var big = false
        var body: some View {
            Circle().fill(.orange).frame(width: 40, height: 40).scaleEffect(big ? 1.5 : 1)
                .onAppear { withAnimation(.spring(duration: 0.4)) { big = true } }
        }
    }

    enum MyClips {
        static let card = Clip("card", description: "A card that widens when tapped", notice: "The card widens from 80 to 160 points.",
                               size: CGSize(width: 200, height: 100), duration: 1) {
            Card()
        } script: {
            Tap(at: CGPoint(x: 100, y: 50), at: 0.2)
        }
        static let dot = Clip("dot", description: "A dot that springs larger", size: CGSize(width: 100, height: 100), duration: 0.8) { Dot() }
        static let still = Clip("still", description: "A still label", size: CGSize(width: 120, height: 40), duration: 0.2) {
            Text("Hello")
        }
        static let sections = [ClipSection("Cards", summary: "Our cards.", clips: [card, dot]), ClipSection("Misc", clips: [still, ticker])]
    }
    """

    /// Runs `executable` with `arguments` in `folder`.
    static func run(_ executable: String, _ arguments: [String], in folder: URL) throws -> (status: Int32, out: String, err: String) {
        let r = try AnimRenderProcess.run(executable: URL(fileURLWithPath: executable), arguments, in: folder)
        return (r.status, r.text, r.stderr)
    }

    @Test func aUsersPackageGetsEveryCommandOverItsOwnClips() throws {
        let fm = FileManager.default
        let dir = fm.temporaryDirectory.appendingPathComponent("myclips-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: dir) }
        let sources = dir.appendingPathComponent("Sources/myclips")
        try fm.createDirectory(at: sources, withIntermediateDirectories: true)
        try Self.manifest.replacingOccurrences(of: "CHECKOUT", with: Self.checkout.path)
            .write(to: dir.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try Self.main.write(to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        try Self.clips.write(to: sources.appendingPathComponent("MyClips.swift"), atomically: true, encoding: .utf8)
        try Self.modern.write(to: sources.appendingPathComponent("Modern.swift"), atomically: true, encoding: .utf8)
        for (target, text) in [("IsolatedClips", Self.isolated), ("LegacyClips", Self.legacy)] {
            let folder = dir.appendingPathComponent("Sources/\(target)")
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
            try text.write(to: folder.appendingPathComponent("\(target).swift"), atomically: true, encoding: .utf8)
        }

        let build = try Self.run("/usr/bin/env", ["swift", "build", "--product", "myclips", "--scratch-path", Self.scratch], in: dir)
        #expect(build.status == 0, "swift build failed: \(build.err.suffix(2000)) \(build.out.suffix(2000))")
        guard build.status == 0 else { return }
        // Compiled as on iOS, with no concurrency warnings in any of the three modes.
        let warnings = (build.out + build.err).split(separator: "\n").filter { $0.contains("warning:") && !$0.contains("prohibited flag") }
        #expect(warnings.isEmpty, "\(warnings)")
        let tool = URL(fileURLWithPath: Self.scratch).appendingPathComponent("debug/myclips").path
        func my(_ args: String...) throws -> (status: Int32, out: String, err: String) { try Self.run(tool, args, in: dir) }

        // list: the user's clips, not AnimKit's.
        let list = try my("list")
        #expect(list.status == 0 && list.out.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
                == ["card", "dot", "still", "ticker", "lamp", "gauge"])
        #expect(try my("render", "spinning-square", "-o", "x.gif").err
                == "myclips: error: unknown clip 'spinning-square'; the clips are card, dot, still, ticker, lamp, … (6 in all; the list command shows them)\n")

        // Main-actor tasks run on the clip's clock: the task in onAppear shows the dot at 0.2 s, `.task` bumps
        // the count at 0.5 s, the tap at 1.2 s bumps it again at 1.7 s, and the timer counts seconds.
        func labels(_ clip: String, at t: Double) throws -> String { try my("inspect", clip, "--at", "\(t)", "--json").out }
        #expect(try labels("ticker", at: 0.4).contains("\"count 0\""))
        #expect(try labels("ticker", at: 0.6).contains("\"count 1\""))
        #expect(try labels("ticker", at: 1.6).contains("\"count 1\""))
        #expect(try labels("ticker", at: 1.8).contains("\"count 2\""))
        #expect(try labels("ticker", at: 2.1).contains("\"seconds 2\""))
        // A main-actor ObservableObject's @Published value, passed up as a preference and shown by its observer.
        #expect(try labels("ticker", at: 0.4).contains("\"Ticks\""))
        let lamp = try my("render", "lamp", "--at", "0.9", "-o", "lamp.png")
        #expect(lamp.status == 0, "\(lamp.err)")

        // render: a GIF of the card (2x: 400 x 200 pixels).
        let render = try my("render", "card", "-o", "card.gif")
        #expect(render.status == 0 && render.err.contains("card.gif (gif, 50 frames"))
        let gif = try Data(contentsOf: dir.appendingPathComponent("card.gif"))
        #expect(gif.prefix(6) == Data("GIF89a".utf8) && Int(gif[6]) | Int(gif[7]) << 8 == 400)

        // batch with a gallery.
        let batch = try my("batch", "-o", "docs/media", "--gallery", "docs/clips.md", "--title", "My clips", "--quiet")
        #expect(batch.status == 0 && batch.out.contains("6 clips: 6 rendered"), "\(batch.out)")
        let page = try String(contentsOf: dir.appendingPathComponent("docs/clips.md"), encoding: .utf8)
        #expect(page.hasPrefix("# My clips\n") && page.contains("## Cards\n\nOur cards.") && page.contains("## Misc"))
        #expect(page.contains("<img src=\"media/card.gif\" width=\"200\" height=\"100\" alt=\"A card that widens when tapped\">")
                && page.contains("struct Card: View {"))
        #expect(!page.contains("AnimKit's own") && !page.contains("examples/"))

        // docs: a marker replaced, the rest kept.
        try "# Post\n\n<!-- animkit: dot at=0.4 -->\n\nEnd.\n".write(to: dir.appendingPathComponent("post.md"), atomically: true, encoding: .utf8)
        let docs = try my("docs", "post.md", "-o", "site/post.md", "--media", "site/media", "--quiet")
        #expect(docs.status == 0)
        #expect(try String(contentsOf: dir.appendingPathComponent("site/post.md"), encoding: .utf8)
                == "# Post\n\n<img src=\"media/dot-at0.4.png\" width=\"100\" height=\"100\" alt=\"A dot that springs larger\">\n\nEnd.\n")
        #expect(fm.fileExists(atPath: dir.appendingPathComponent("site/media/dot-at0.4.png").path))

        // Shards: disjoint and complete; the gallery from their outputs is the single batch's page.
        var shards: [[String]] = []
        for k in 1...2 {
            let r = try my("batch", "-o", "sharded/media", "--shard", "\(k)/2", "--quiet")
            #expect(r.status == 0)
            shards.append(r.out.split(separator: "\n").filter { $0.contains(" rendered ") }.map { String($0.split(separator: " ")[0]) })
        }
        #expect(Set(shards[0]).isDisjoint(with: shards[1]) && Set(shards.flatMap { $0 }) == ["card", "dot", "still", "ticker", "lamp", "gauge"])
        let gallery = try my("gallery", "-o", "sharded/clips.md", "--media", "sharded/media", "--title", "My clips")
        #expect(gallery.status == 0)
        #expect(try String(contentsOf: dir.appendingPathComponent("sharded/clips.md"), encoding: .utf8) == page)

        // watch: renders, then after an edit of the sources rebuilds and renders again, printing what it wrote;
        // preview.html shows the clip at its point size.
        let log = dir.appendingPathComponent("watch.log")
        _ = fm.createFile(atPath: log.path, contents: nil)
        let watcher = Process()
        watcher.executableURL = URL(fileURLWithPath: tool)
        watcher.arguments = ["watch", "card", "-o", "watched", "--rounds", "2", "--interval", "0.2"]
        watcher.currentDirectoryURL = dir
        watcher.standardOutput = FileHandle.nullDevice
        watcher.standardError = try FileHandle(forWritingTo: log)
        try watcher.run()
        func logText() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
        func wait(_ seconds: Double, until done: () -> Bool) { let end = Date().addingTimeInterval(seconds); while !done() && Date() < end { Thread.sleep(forTimeInterval: 0.2) } }
        wait(120) { logText().contains("preview:") }
        let gifPath = dir.appendingPathComponent("watched/card.gif").path
        let first = fm.contents(atPath: gifPath)
        #expect(first != nil && logText().contains("wrote \(gifPath)"), "\(logText())")
        try Self.clips.replacingOccurrences(of: "open ? 160 : 80", with: "open ? 180 : 80")
            .write(to: sources.appendingPathComponent("MyClips.swift"), atomically: true, encoding: .utf8)
        wait(600) { !watcher.isRunning }
        if watcher.isRunning { watcher.terminate() }
        watcher.waitUntilExit()
        #expect(watcher.terminationStatus == 0, "\(logText())")
        #expect(logText().contains("building…") && logText().components(separatedBy: "wrote \(gifPath)").count == 3, "\(logText())")
        #expect(fm.contents(atPath: gifPath) != first)
        let preview = try String(contentsOf: dir.appendingPathComponent("watched/preview.html"), encoding: .utf8)
        #expect(preview.contains("<img src=\"card.gif?v=") && preview.contains("width=\"200\" height=\"100\""))

        // What AnimKit cannot do fails to compile with a line that says so, in the user's Swift 6 package.
        try """
        import AnimKit
        struct Rippled: View {
            var body: some View { Rectangle().colorEffect(ShaderLibrary.ripple(.float(1), .boundingRect)) }
        }
        struct Map: UIViewRepresentable {}
        struct Stale: View {
            var body: some View { Text("Balance").invalidatableContent() }
        }
        @Animatable struct Wave: Shape {
            var phase: Double
            func path(in rect: CGRect) -> Path { Path() }
        }
        """.write(to: sources.appendingPathComponent("Unavailable.swift"), atomically: true, encoding: .utf8)
        let refused = try Self.run("/usr/bin/env", ["swift", "build", "--product", "myclips", "--scratch-path", Self.scratch], in: dir)
        let said = refused.out + refused.err
        #expect(refused.status != 0)
        #expect(said.contains("'ShaderLibrary' is unavailable: AnimKit does not run Metal shaders"))
        #expect(said.contains("'UIViewRepresentable' is unavailable: AnimKit cannot host UIKit views"))
        #expect(said.contains("is unavailable: AnimKit does not draw invalidated content yet"), "\(said.suffix(3000))")
        // Without the AnimatableMacro trait, @Animatable says how to get it.
        #expect(said.contains("@Animatable needs AnimKit's AnimatableMacro trait"), "\(said.suffix(3000))")
    }
}
