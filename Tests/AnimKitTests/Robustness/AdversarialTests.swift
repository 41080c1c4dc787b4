import Foundation
import PropertyBased
import Testing
@testable import AnimKit
@testable import AnimKitPublish

/// The standing adversarial suite: careless values generated with a fixed seed (see `Fuzz`) for view geometry,
/// paths, animations, script steps, article markers and output paths. Each property states what must always
/// hold: no trap, no hang, an `AnimKitError` (one line) or finite geometry, and nothing outside what AnimKit
/// writes ever changed. Regressions found here live as named tests in `SanitisedGeometryTests` and the CLI suites.
@Suite(.serialized) struct AdversarialTests {
    /// A view whose every geometry input is one of `v` (and `o`, for optional bounds).
    nonisolated struct Careless: View {
        let v: [Double]
        let o: [CGFloat?]
        @State private var moved = false

        var body: some View {
            ZStack(alignment: .top) {
                Color.white.contentShape(Rectangle()).onTapGesture {}
                content.frame(width: 160, height: 240)
                Button("Go") { withAnimation(animation) { moved.toggle() } }
            }
        }

        private var content: some View {
            VStack(spacing: v[0]) {
                Color.red.frame(width: v[1], height: v[2])
                Rectangle()
                    .frame(minWidth: o[0], idealWidth: o[1], maxWidth: o[2], minHeight: o[3], idealHeight: o[4], maxHeight: o[5])
                    .offset(x: moved ? v[3] : 0, y: v[4])
                Circle().scaleEffect(moved ? v[5] : 1).rotationEffect(.radians(v[6])).opacity(v[7])
                Text("Hi").padding(v[8]).position(x: v[9], y: v[10])
                Arc(start: v[11], end: moved ? v[12] : 0).stroke(lineWidth: v[13])
                Color.blue.frame(height: 10).blur(radius: v[14]).shadow(radius: v[15], x: v[16], y: v[17])
                HStack(spacing: v[18]) { Spacer(minLength: v[19]); Text("x").offset(x: v[20]) }
            }
            .padding(EdgeInsets(top: v[21], leading: v[22], bottom: 0, trailing: 0))
        }

        private var animation: Animation {
            switch v[23].isFinite ? Int(abs(v[23]).truncatingRemainder(dividingBy: 6)) : 0 {
            case 0: return .spring(duration: v[24], bounce: v[25])
            case 1: return .timingCurve(v[24], v[25], v[26], v[27], duration: v[28])
            case 2: return .linear(duration: v[24]).delay(v[25]).speed(v[26])
            case 3: return .interpolatingSpring(stiffness: v[24], damping: v[25], initialVelocity: v[26])
            case 4: return .easeInOut(duration: v[24]).repeatCount(Int(clamping: Int64(v[25].isFinite ? max(-1e6, min(1e6, v[25])) : 3)), autoreverses: true)
            default: return .spring(response: v[24], dampingFraction: v[25], blendDuration: v[26])
            }
        }
    }

    nonisolated struct Arc: Shape {
        var start: Double
        var end: Double
        var animatableData: Double {
            get { end }
            set { end = newValue }
        }

        func path(in rect: CGRect) -> Path {
            var p = Path()
            p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2, startAngle: .radians(start),
                     endAngle: .radians(end), clockwise: start > end)
            return p
        }
    }

    static let views = zip(Fuzz.number.array(of: 29), Fuzz.optionalNumber.map { $0.map { CGFloat($0) } }.array(of: 6))

    @Test func careless_geometry_and_animations_lay_out_tap_and_draw() {
        Fuzz.check("view", Self.views, count: 40) { values, bounds in
            let clip = Clip("careless", size: CGSize(width: 160, height: 240), fps: 20, duration: 1,
                            content: { Careless(v: values, o: bounds) },
                            script: { Tap("Go", at: 0.1); Tap(at: CGPoint(x: 80, y: 120), at: 0.5) })
            // Both taps land (the background takes what the careless views do not), and every view the snapshots
            // list has a finite frame and opacity; the frame is drawn.
            for s in try clip.snapshots(at: [0.05, 0.3, 0.95]) {
                let bad = s.views.filter { !$0.frame.isFinite || !$0.opacity.isFinite }
                #expect(bad.isEmpty, "\(bad.map { "\($0.path) \($0.frame) \($0.opacity)" })")
            }
            let frame = try FrameLoop(clip: clip).frame(at: 0.6)
            #expect(frame.width == 160 && frame.height == 240)
        }
    }

    static let paths = Generator<[(Int, [Double])], Shrink.None<[(Int, [Double])]>> { rng in
        (0..<Int.random(in: 1...8, using: &rng)).map { _ in
            (Int.random(in: 0..<7, using: &rng), (0..<6).map { _ in Fuzz.number.run(using: &rng) })
        }
    }

    @Test func careless_paths_measure_hit_test_and_draw() throws {
        let raster = try CairoRasterizer(size: CGSize(width: 40, height: 40), scale: 1)
        Fuzz.check("path", Self.paths, count: 300) { commands in
            var p = Path()
            for (kind, n) in commands {
                let a = CGPoint(x: n[0], y: n[1]), b = CGPoint(x: n[2], y: n[3])
                switch kind {
                case 0: p.move(to: a)
                case 1: p.addLine(to: a)
                case 2: p.addQuadCurve(to: a, control: b)
                case 3: p.addArc(center: a, radius: n[2], startAngle: .radians(n[3]), endAngle: .radians(n[4]), clockwise: n[5] > 0)
                case 4: p.addRoundedRect(in: CGRect(x: n[0], y: n[1], width: n[2], height: n[3]), cornerSize: CGSize(width: n[4], height: n[5]))
                case 5: p.addEllipse(in: CGRect(x: n[0], y: n[1], width: n[2], height: n[3]))
                default: p.addArc(tangent1End: a, tangent2End: b, radius: n[4])
                }
            }
            _ = p.boundingRect
            _ = p.contains(CGPoint(x: 10, y: 10))
            _ = p.trimmedPath(from: 0.25, to: 0.75)
            let list = DisplayList([.fill(.path(p), .black), .stroke(.path(p), .red, lineWidth: 2),
                                    .fill(.rect(CGRect(x: 30, y: 30, width: 10, height: 10)), .blue)])
            let frame = try raster.render(list)
            // Whatever the path did, the last square is drawn.
            let i = (35 * frame.width + 35) * 4
            #expect(Array(frame.bytes[i..<i + 4]) == [0, 122, 255, 255], "\(commands)")
        }
    }

    /// Eight step numbers: ordinary ones (points on the canvas, times within the clip) with one careless number.
    static let steps = Generator<[Double], Shrink.None<[Double]>> { rng in
        var n = (0..<8).map { i in Double.random(in: [0, 1, 2, 5, 6].contains(i) ? 0...1 : 0...120, using: &rng) }
        n[Int.random(in: 0..<8, using: &rng)] = Fuzz.absurd.randomElement(using: &rng)!
        return n
    }

    @Test func careless_script_steps_are_refused_in_one_line_or_run() {
        Fuzz.check("script", Self.steps, count: 100) { n in
            let clip = Clip("steps", size: CGSize(width: 120, height: 120), fps: 20, duration: 1, content: {
                Color.green.onTapGesture {}
            }, script: {
                Tap(at: CGPoint(x: n[0] * 120, y: n[1] * 120), at: n[2])
                Drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: n[3], y: n[4]), at: 0.2, duration: n[5])
                Perform(at: n[6]) {}
                Tap("Nothing", at: n[7])
            })
            do {
                _ = try clip.snapshots(at: [0.5])
            } catch let error as AnimKitError {
                #expect(!error.message.contains("\n") && !error.message.isEmpty)
            }
        }
    }

    static let markers = Generator<String, Shrink.None<String>> { rng in
        let keys = ["at", "times", "frames", "scale", "format", "alt", "x", ""]
        let values = ["0.5", "-1", "nan", "inf", "3600", "3600.0001", "4000", "1e308", "0.5,,1", "0.1,0.2", "24", "25", "0",
                      "gif", "frames", "raw", "\"a b\"", "\"", "=", ""]
        var words = ["spinning-square"]
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            words.append("\(keys.randomElement(using: &rng)!)=\(values.randomElement(using: &rng)!)")
        }
        return "text <!-- animkit: \(words.joined(separator: " ")) --> more\n"
    }

    @Test func careless_marker_attributes_parse_within_their_limits_or_name_the_line() {
        Fuzz.check("marker", Self.markers, count: 1000) { text in
            do {
                let article = try MarkdownArticle(text: text, file: "post.md")
                for m in article.markers {
                    #expect(m.at.map { (0...3600).contains($0) } ?? true, "\(text)")
                    #expect(m.times.map { !$0.isEmpty && $0.count <= 24 && $0.allSatisfy { (0...3600).contains($0) } } ?? true, "\(text)")
                    #expect(m.frames.map { (1...24).contains($0) } ?? true && m.scale.map { (1...4).contains($0) } ?? true)
                    #expect(![.raw, .frames].contains(m.format))
                }
            } catch let error as AnimKitError {
                #expect(error.message.hasPrefix("post.md:1: ") && !error.message.contains("\n"), "\(text): \(error.message)")
            }
        }
    }

    // MARK: Output paths

    /// A folder of things a user may have where AnimKit writes, and a file outside it that links lead to.
    final class Zoo {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("animkit-zoo-\(UUID().uuidString)")
        var dir: URL { root.appendingPathComponent("out") }
        static let entries = ["missing.gif", "file.gif", "link-to-file.gif", "dangling.gif", "link-to-folder", "folder",
                              "empty", "fifo.gif", "link-to-null.gif", "frames", "frames-with-folder", ".stamp-link.gif.animkit",
                              ".stamp-fifo.gif.animkit", ".stamp-folder.gif.animkit", "missing-folder/x.gif"]

        init() throws {
            let fm = FileManager.default
            try fm.createDirectory(at: dir, withIntermediateDirectories: true)
            try "outside\n".write(to: root.appendingPathComponent("outside.txt"), atomically: false, encoding: .utf8)
            try fm.createDirectory(at: root.appendingPathComponent("outside-folder"), withIntermediateDirectories: true)
            try "theirs\n".write(to: root.appendingPathComponent("outside-folder/frame-00000.png"), atomically: false, encoding: .utf8)
            try "mine\n".write(to: dir.appendingPathComponent("file.gif"), atomically: false, encoding: .utf8)
            try fm.createSymbolicLink(atPath: dir.appendingPathComponent("link-to-file.gif").path, withDestinationPath: "../outside.txt")
            try fm.createSymbolicLink(atPath: dir.appendingPathComponent("dangling.gif").path, withDestinationPath: "../nowhere/x.gif")
            try fm.createSymbolicLink(atPath: dir.appendingPathComponent("link-to-folder").path, withDestinationPath: "../outside-folder")
            try fm.createDirectory(at: dir.appendingPathComponent("folder"), withIntermediateDirectories: true)
            try "note\n".write(to: dir.appendingPathComponent("folder/note.txt"), atomically: false, encoding: .utf8)
            try fm.createDirectory(at: dir.appendingPathComponent("empty"), withIntermediateDirectories: true)
            mkfifo(dir.appendingPathComponent("fifo.gif").path, 0o644)
            try fm.createSymbolicLink(atPath: dir.appendingPathComponent("link-to-null.gif").path, withDestinationPath: "/dev/null")
            try fm.createDirectory(at: dir.appendingPathComponent("frames"), withIntermediateDirectories: true)
            try Data().write(to: dir.appendingPathComponent("frames/.animkit-frames"))
            try Data().write(to: dir.appendingPathComponent("frames/frame-00000.png"))
            try fm.createDirectory(at: dir.appendingPathComponent("frames-with-folder/frame-00001.png"), withIntermediateDirectories: true)
            try Data().write(to: dir.appendingPathComponent("frames-with-folder/.animkit-frames"))
            try "precious\n".write(to: dir.appendingPathComponent("frames-with-folder/frame-00001.png/keep.txt"), atomically: false, encoding: .utf8)
            try fm.createSymbolicLink(atPath: dir.appendingPathComponent(".stamp-link.gif.animkit").path, withDestinationPath: "../outside.txt")
            mkfifo(dir.appendingPathComponent(".stamp-fifo.gif.animkit").path, 0o644)
            try fm.createDirectory(at: dir.appendingPathComponent(".stamp-folder.gif.animkit"), withIntermediateDirectories: true)
        }

        /// What everything outside `dir` looks like, and every entry of `dir` but `except`.
        func picture(except: String? = nil) -> [String: String] {
            var out: [String: String] = [:]
            func walk(_ url: URL, _ name: String) {
                var info = stat()
                guard lstat(url.path, &info) == 0 else { return }
                switch info.st_mode & S_IFMT {
                case S_IFLNK: out[name] = "link " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "?")
                case S_IFDIR:
                    out[name] = "folder"
                    for child in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] { walk(url.appendingPathComponent(child), name + "/" + child) }
                case S_IFREG: out[name] = "file " + ((try? Data(contentsOf: url)).map { "\($0.count) \($0.hashValue)" } ?? "?")
                default: out[name] = "other \(info.st_mode & S_IFMT)"
                }
            }
            for child in (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [] {
                walk(root.appendingPathComponent(child), child)
            }
            return out.filter { key, _ in except.map { !key.hasPrefix("out/" + $0) && !key.hasPrefix("out/." + $0) } ?? true }
        }

        deinit { try? FileManager.default.removeItem(at: root) }
    }

    static let outputs = zip(Gen.int(in: 0..<Zoo.entries.count), Gen.int(in: 0..<4))

    @Test func careless_output_paths_never_change_what_AnimKit_did_not_write() throws {
        let tiny = Clip("tiny", description: "", size: CGSize(width: 8, height: 8), fps: 10, duration: 0.2) { t in
            DisplayList([.fill(.rect(CGRect(x: 0, y: 0, width: 8 * t, height: 8)), .red)])
        }
        // The entries AnimKit may write or replace (a new file, its own earlier output); everything else stays.
        let writable: Set<String> = ["missing.gif", "file.gif", "empty", "frames", "missing-folder/x.gif"]
        Fuzz.check("output", Self.outputs, count: 60) { entry, how in
            let zoo = try Zoo()
            let name = Zoo.entries[entry]
            let target = zoo.dir.appendingPathComponent(name)
            let before = zoo.picture(except: writable.contains(name) ? name : nil)
            let format: OutputFormat = [.gif, .png, .frames, .gif][how]
            // A FIFO is written to directly by `render` (it waits for a reader): only batch, which refuses it, meets one.
            let viaBatch = how == 3 || name.hasPrefix("fifo") || name.hasPrefix(".stamp")
            do {
                if viaBatch {
                    // A stamp entry `.X.gif.animkit` is the stamp of the medium `X.gif`.
                    let medium = name.hasPrefix(".stamp") ? zoo.dir.appendingPathComponent(String(name.dropFirst().dropLast(".animkit".count))) : target
                    _ = try BatchRenderer.renderIfChanged(ClipRenderer(clip: tiny, format: .gif), to: medium)
                } else {
                    try ClipRenderer(clip: tiny, format: format, time: 0.1).render(to: target)
                }
            } catch let error as AnimKitError {
                #expect(!error.message.contains("\n"), "\(name) \(format): \(error.message)")
            }
            let after = zoo.picture(except: writable.contains(name) ? name : nil)
            #expect(after == before, "\(name) \(format) via batch: \(viaBatch)")
            #expect(!after.keys.contains { $0.contains(".tmp") }, "a temporary was left: \(after.keys.sorted())")
        }
    }
}
