import AnimKit
import Foundation

// animbench: release-mode benchmark of the render pipeline against the ffmpeg CLI.
//
//     swift run -c release animbench            # full run; prints the tables of docs/performance.md
//     swift run -c release animbench --quick    # one run per measurement, no 60-second memory run
//     swift run -c release animbench --graph    # only the view-graph table (per-frame update + layout + display list)
//     swift run -c release animbench --drawing  # only the drawing-feature table (3D effects, Canvas)
//     swift run -c release animbench --targets  # only the heavy-clip targets, PASS or FAIL each
//
// Each measured render runs in a child process (`animbench child …`) so its wall time and peak
// memory are its own. The anchor is the ffmpeg CLI encoding the same frames dumped raw. Timings are
// medians of seven runs, ours and ffmpeg's interleaved.

struct Scenario {
    let name: String
    let kind: String
    let size: CGSize
    let seconds: Double
}

func clip(kind: String, size: CGSize, seconds: Double) -> Clip {
    kind == "article" ? BenchClips.article(size: size, duration: seconds) : BenchClips.animated(size: size, duration: seconds)
}

let args = CommandLine.arguments
let me = URL(fileURLWithPath: args[0]).path

/// Runs a child mode's work and exits: 0, or 1 with the error on standard error.
func runChild(_ mode: String, _ work: () throws -> Void) -> Never {
    do {
        try work()
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("animbench \(mode): \(error)\n".utf8))
        exit(1)
    }
}

// The targets' child processes: clip-child NAME FORMAT OUT SCALE FPS (a gallery clip), gallery-child FOLDER (the
// gallery as GIF at 2×), first-frame-child list|lazy (one frame of 10,000 rows; also the thing to run under perf).
if args.count == 7 && args[1] == "clip-child" {
    runChild("clip-child") {
        try TargetBench.renderChild(name: args[2], format: args[3], out: args[4], scale: Int(args[5]) ?? 1, fps: Int(args[6]) ?? 60)
    }
}
if args.count == 3 && args[1] == "gallery-child" { runChild("gallery-child") { try TargetBench.galleryChild(args[2]) } }
if args.count == 3 && args[1] == "first-frame-child" { runChild("first-frame-child") { try TargetBench.firstFrameChild(args[2]) } }

if (7...8).contains(args.count) && args[1] == "child" {
    // child KIND WxH SECONDS FORMAT OUT [FPS]
    do {
        let size = try RenderSettings.parseSize(args[3])
        let format = try OutputFormat.parse(args[5])
        var settings = RenderSettings()
        if format == .gif { settings.fps = 50 }
        if args.count == 8 { settings.fps = Int(args[7]) }
        try ClipRenderer(clip: clip(kind: args[2], size: size, seconds: Double(args[4])!), format: format,
                         settings: settings).render(to: URL(fileURLWithPath: args[6]))
        // Peak memory of this process since exec (VmHWM), for the parent to read.
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let hwm = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }.map { String($0.dropFirst(6)) } ?? "0 kB"
        try hwm.trimmingCharacters(in: .whitespaces).write(toFile: args[6] + ".hwm", atomically: true, encoding: .utf8)
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("animbench child: \(error)\n".utf8))
        exit(1)
    }
}

/// What `animbench --help` prints.
let usage = """
    animbench: the release-mode benchmark of AnimKit's render pipeline (docs/performance.md).

    usage: swift run -c release animbench [--quick] [--graph | --drawing | --targets]

      (none)      the full run: renders against the ffmpeg CLI, other formats, memory, the view graph and the
                  drawing features; about 8 minutes
      --quick     one timed run per measurement instead of seven, and no 60-second memory run
      --graph     only the view-graph table (per-frame update, layout and display list)
      --drawing   only the drawing-feature table (3D effects, Canvas, blur, glass, …)
      --targets   only the heavy-clip targets, each with PASS or FAIL (with --quick: one run a side, no gallery)
      -h, --help  this text

    Build it in release (debug timings mean nothing): swift build -c release --product animbench.
    """
let options = Array(args.dropFirst())
if options.contains("--help") || options.contains("-h") {
    print(usage, terminator: "")
    exit(0)
}
if let unknown = options.first(where: { !["--quick", "--graph", "--drawing", "--targets"].contains($0) }) {
    FileHandle.standardError.write(Data("animbench: error: unknown option '\(unknown)'; see animbench --help\n".utf8))
    exit(64)
}

func psnr(_ a: Data, _ b: Data) -> Double {
    let n = min(a.count, b.count)
    var sum = 0.0, count = 0
    a.withUnsafeBytes { pa in b.withUnsafeBytes { pb in
        var i = 0
        while i < n {
            for c in 0..<3 { let d = Double(pa[i + c]) - Double(pb[i + c]); sum += d * d }
            count += 3
            i += 4
        }
    } }
    let mse = sum / Double(max(count, 1))
    return mse == 0 ? 99 : 10 * log10(255 * 255 / mse)
}

func decode(_ url: URL, fps: Int, to raw: URL) throws {
    _ = try Measure.run(["ffmpeg", "-y", "-v", "error", "-i", url.path, "-vf", "fps=\(fps)", "-f", "rawvideo", "-pix_fmt", "rgba", raw.path])
}

func fileMiB(_ url: URL) -> Double {
    Double((try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0) / 1_048_576
}

let quick = args.contains("--quick")
if args.contains("--targets") {
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("animbench-\(getpid())")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    try TargetBench.run(quick: quick, me: me, work: work)
    try? FileManager.default.removeItem(at: work)
    exit(0)
}
if args.contains("--graph") {
    // Only the view-graph table.
    try GraphBench.run(quick: quick)
    exit(0)
}
if args.contains("--drawing") {
    try DrawingBench.run(quick: quick)
    exit(0)
}
/// Timed runs per measurement (medians are reported): 7, or 1 with --quick.
let repeats = quick ? 1 : 7
let work = FileManager.default.temporaryDirectory.appendingPathComponent("animbench-\(getpid())")
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: work) }

print("animbench — \(LibraryVersions.summary)")
print("machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(ProcessInfo.processInfo.physicalMemory >> 30) GiB; x264 preset medium, CRF 23, 1 thread on both sides (AnimKit fixes x264 at one for deterministic bytes); GIF 50 fps")
print("")
try GraphBench.run(quick: quick)
try DrawingBench.run(quick: quick)
try TargetBench.run(quick: quick, me: me, work: work)

let scenarios = [
    Scenario(name: "animated 640x360 3s", kind: "animated", size: CGSize(width: 640, height: 360), seconds: 3),
    Scenario(name: "animated 1280x720 3s", kind: "animated", size: CGSize(width: 1280, height: 720), seconds: 3),
    Scenario(name: "article 640x360 6s", kind: "article", size: CGSize(width: 640, height: 360), seconds: 6),
]

print("| clip | raster fps | MP4 ours s (fps) | MP4 ffmpeg s | ratio | GIF ours s | GIF ffmpeg s | ratio | GIF PSNR ours/ffmpeg dB | GIF MiB ours/ffmpeg | peak MiB (MP4) |")
print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
for s in scenarios {
    let c = clip(kind: s.kind, size: s.size, seconds: s.seconds)
    let loop = try FrameLoop(clip: c)
    var drawn = 0
    let rasterSeconds = try Measure.seconds { try loop.forEachFrame { if !$0.repeatsPrevious { drawn += 1 } } }
    let frames = loop.clock.frameCount
    let wxh = "\(Int(s.size.width))x\(Int(s.size.height))"
    let child = [me, "child", s.kind, wxh, String(s.seconds)]

    let mp4 = work.appendingPathComponent("ours.mp4")
    let raw60 = work.appendingPathComponent("frames60.rgba")
    _ = try Measure.run(child + ["raw", raw60.path])
    let anchor60 = FFmpegAnchor(raw: raw60, width: Int(s.size.width), height: Int(s.size.height), fps: 60)
    var peak = 0.0
    let mp4Times = try Measure.interleavedMedians(times: repeats, [
        { let r = try Measure.run(child + ["mp4", mp4.path]); peak = max(peak, r.peakMiB); return r.seconds },
        { try anchor60.mp4(to: work.appendingPathComponent("ffmpeg.mp4")).seconds },
    ])
    let ours = (seconds: mp4Times[0], peakMiB: peak), ff = (seconds: mp4Times[1], peakMiB: 0.0)
    try? FileManager.default.removeItem(at: raw60)

    let gif = work.appendingPathComponent("ours.gif")
    // The same frames at 50 fps, raw, for ffmpeg's two-pass GIF.
    let raw50 = work.appendingPathComponent("frames50.rgba")
    let loop50 = try FrameLoop(clip: c, settings: RenderSettings(fps: 50))
    let rawSink = try RawSink(url: raw50)
    try loop50.run(into: rawSink)
    let pal = work.appendingPathComponent("palette.png"), ffGIF = work.appendingPathComponent("ffmpeg.gif")
    let gifTimes = try Measure.interleavedMedians(times: repeats, [
        { try Measure.run(child + ["gif", gif.path]).seconds },
        { try FFmpegAnchor(raw: raw50, width: Int(s.size.width), height: Int(s.size.height), fps: 50).gif(to: ffGIF, palette: pal).seconds },
    ])
    let oursGIF = (seconds: gifTimes[0], peakMiB: 0.0), ffGIFSeconds = gifTimes[1]
    let decodedOurs = work.appendingPathComponent("dec-ours.rgba"), decodedFF = work.appendingPathComponent("dec-ff.rgba")
    try decode(gif, fps: 50, to: decodedOurs)
    try decode(ffGIF, fps: 50, to: decodedFF)
    let reference = try Data(contentsOf: raw50)
    let p1 = psnr(try Data(contentsOf: decodedOurs), reference), p2 = psnr(try Data(contentsOf: decodedFF), reference)

    func f(_ x: Double, _ d: Int = 2) -> String { String(format: "%.\(d)f", x) }
    print("| \(s.name) | \(f(Double(drawn) / rasterSeconds, 0)) (\(drawn)/\(frames) drawn) | \(f(ours.seconds)) (\(f(Double(frames) / ours.seconds, 0))) | \(f(ff.seconds)) | \(f(ours.seconds / ff.seconds)) | \(f(oursGIF.seconds)) | \(f(ffGIFSeconds)) | \(f(oursGIF.seconds / ffGIFSeconds)) | \(f(p1, 1)) / \(f(p2, 1)) | \(f(fileMiB(gif), 3)) / \(f(fileMiB(ffGIF), 3)) | \(f(ours.peakMiB, 0)) |")
}

print("")
print("| other formats, animated 640x360 3s | seconds | fps |")
print("| --- | --- | --- |")
for format in ["webm", "apng"] {
    let r = try Measure.run([me, "child", "animated", "640x360", "3", format, work.appendingPathComponent("o.\(format)").path])
    print("| \(format) | \(String(format: "%.2f", r.seconds)) | \(String(format: "%.0f", 180 / r.seconds)) |")
}

if !quick {
    print("")
    print("| memory: animated 1280x720 MP4 | seconds | peak MiB |")
    print("| --- | --- | --- |")
    for seconds in [3.0, 60.0] {
        let r = try Measure.run([me, "child", "animated", "1280x720", String(seconds), "mp4", work.appendingPathComponent("m.mp4").path])
        print("| \(Int(seconds)) s | \(String(format: "%.1f", r.seconds)) | \(String(format: "%.0f", r.peakMiB)) |")
    }
    // The other formats, short and ten times longer: a GIF keeps its first pass's frames up to a budget, the rest
    // stream.
    print("")
    print("| memory: animated 640x360, other formats | 3 s peak MiB | 30 s peak MiB |")
    print("| --- | --- | --- |")
    for format in ["gif", "webm", "apng"] {
        let peaks = try [3.0, 30.0].map { seconds in
            try Measure.run([me, "child", "animated", "640x360", String(seconds), format, work.appendingPathComponent("m.\(format)").path]).peakMiB
        }
        print("| \(format) | \(String(format: "%.0f", peaks[0])) | \(String(format: "%.0f", peaks[1])) |")
    }
}
