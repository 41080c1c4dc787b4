import Foundation

/// Renders many clips into a folder in parallel, skipping clips whose output is up to date.
///
///     let batch = BatchRenderer(clips: catalog.clips, directory: URL(fileURLWithPath: "docs/media"), format: .gif, jobs: 4)
///     let results = try batch.run()
///     print(BatchRenderer.table(results))
///
/// A clip is up to date when the stamp stored beside its output (`.NAME.EXT.animkit`) matches both the
/// clip and the output: its first line is the fingerprint, XXH64 over the library versions and render
/// revision (`RenderRevision`), the format and settings, and the printed display list of every frame;
/// its second line is the output's size and XXH64 when it was written. Computing the fingerprint runs
/// the clip's sources but draws and encodes nothing, so an unchanged catalogue re-renders nothing and
/// its files are left untouched; an output changed or truncated since is rendered again.
///
/// Batch never deletes or replaces what it did not write: a clip whose output path is a folder (or, for
/// frames, a folder holding other files) fails with a one-line reason and the others go on.
public struct BatchRenderer: Sendable {
    /// The outcome for one clip.
    public struct Result: Sendable {
        public enum Status: String, Sendable { case rendered, upToDate = "up to date", failed }
        public let clip: String
        public let status: Status
        public let output: URL
        public let frames: Int
        public let bytes: Int
        public let seconds: Double
        public let error: String?

        /// A result as a batch reports it (`table(_:)` lists them).
        public init(clip: String, status: Status, output: URL, frames: Int, bytes: Int, seconds: Double, error: String?) {
            self.clip = clip
            self.status = status
            self.output = output
            self.frames = frames
            self.bytes = bytes
            self.seconds = seconds
            self.error = error
        }
    }

    /// How far a batch has got: clips finished of all, and frames processed so far over every clip (a GIF's
    /// two passes both count).
    public struct Progress: Sendable {
        public let clipsDone: Int
        public let clipsTotal: Int
        public let frames: Int

        /// Progress as a batch reports it.
        public init(clipsDone: Int, clipsTotal: Int, frames: Int) {
            self.clipsDone = clipsDone
            self.clipsTotal = clipsTotal
            self.frames = frames
        }
    }

    public let clips: [Clip]
    public let directory: URL
    public let format: OutputFormat
    public let settings: RenderSettings
    public let jobs: Int

    /// Creates a batch; under an address-space limit (`ulimit -v`) `jobs` is lowered to what fits
    /// (`AddressSpace.jobsThatFit`).
    public init(clips: [Clip], directory: URL, format: OutputFormat = .gif, settings: RenderSettings = RenderSettings(), jobs: Int = 2) {
        self.clips = clips
        self.directory = directory
        self.format = format
        self.settings = settings
        self.jobs = ProcessLimit.jobsThatFit(AddressSpace.jobsThatFit(max(1, jobs)))
    }

    /// Where a clip's output goes: `NAME.EXT` in the folder (a frames folder `NAME`). Throws one line when the clip's
    /// name cannot be a file name (`ClipName`: `../escape`, a separator, a control character), so nothing is ever
    /// written outside the folder.
    ///
    ///     try batch.output(for: card)   // docs/media/card.gif
    public func output(for clip: Clip) throws -> URL {
        let stem = try ClipName.fileStem(clip.name)
        return format == .frames ? directory.appendingPathComponent(stem, isDirectory: true)
            : directory.appendingPathComponent("\(stem).\(format.fileExtension)")
    }

    /// Renders every clip (`jobs` at a time); one failure does not stop the others. `onResult` hears of each
    /// clip as it ends, `onProgress` of every frame encoded and every clip finished (from the worker threads).
    public func run(onResult: @escaping @Sendable (Result) -> Void = { _ in },
                    onProgress: @escaping @Sendable (Progress) -> Void = { _ in }) throws -> [Result] {
        guard format != .raw else { throw AnimKitError(.unknownFormat, "batch cannot write raw frames; choose a file format") }
        try prepareDirectory()
        let results = ResultBox(count: clips.count)
        let tally = BatchTally(total: clips.count, report: onProgress)
        let next = Counter()
        let group = DispatchGroup()
        var started = 0
        var failure: Error?
        let worker: @Sendable () -> Void = { [self] in
            defer { group.leave() }
            while let i = next.take(below: clips.count) {
                var counted = 0
                let r = renderOne(clips[i]) { p in
                    // Each of the clip's frames once: a GIF's second pass draws the same frames again.
                    guard p.pass == 0 else { return }
                    tally.addFrames(p.done - counted)
                    counted = p.done
                }
                results.set(i, r)
                onResult(r)
                tally.finishClip()
            }
        }
        // Without an address-space limit each worker is a thread with a deep stack, on which the clips' tree work runs
        // at once; under one, a worker has an ordinary stack and takes a deep one for each clip's tree work, so that a
        // job holds one deep stack at a time (`AddressSpace.jobsThatFit` counts on that).
        let deepWorkers = AddressSpace.limit == nil
        for _ in 0..<min(jobs, clips.count) {
            group.enter()
            do {
                try DeepStack.start(deep: deepWorkers, worker)
                started += 1
            } catch {
                // A worker that cannot start never runs: fewer workers share the clips; none at all is an error.
                group.leave()
                failure = error
            }
        }
        group.wait()
        if started == 0, let failure { throw failure }
        return results.all
    }

    /// Creates the output folder if needed; throws one line when it is a file or cannot be written.
    ///
    ///     try batch.prepareDirectory()   // before handing its clips to worker processes
    public func prepareDirectory() throws {
        let path = directory.path
        switch try OutputPath.inspect(path) {
        case .folder:
            try requireWritable(path)
        case .link where isFolder(path):
            try requireWritable(path)
        case .link(_, let to):
            throw AnimKitError(.unwritableOutput, "cannot write into \(directory.relativePath): it is a symbolic link (to \(to)) "
                               + "that does not lead to a folder")
        case .missing:
            // Each missing folder on the way, as `mkdir -p` does, so that a failure has errno's reason.
            var prefix = path.hasPrefix("/") ? "" : "."
            for part in path.split(separator: "/") {
                prefix += "/" + part
                if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                    throw AnimKitError(.unwritableOutput, "cannot create the folder \(directory.relativePath): \(systemError())")
                }
            }
        case .regularFile, .stream, .socket, .standardOutput, .descriptor:
            throw AnimKitError(.unwritableOutput, "cannot write into \(directory.relativePath): it is a file, not a folder")
        }
    }

    private func requireWritable(_ path: String) throws {
        guard access(path, W_OK) == 0 else {
            throw AnimKitError(.unwritableOutput, "cannot write into \(directory.relativePath): the folder is not writable")
        }
    }

    /// Whether `path` leads to a folder (a link to a folder is a folder to write into: files in it are checked one by one).
    private func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    func renderOne(_ clip: Clip, progress: ((RenderProgress) -> Void)? = nil) -> Result {
        let started = Date()
        func elapsed() -> Double { Date().timeIntervalSince(started) }
        let out: URL
        do { out = try output(for: clip) } catch {
            return Result(clip: clip.name, status: .failed, output: directory, frames: 0, bytes: 0, seconds: 0, error: "\(error)")
        }
        do {
            let renderer = ClipRenderer(clip: clip, format: format, settings: settings)
            guard let report = try BatchRenderer.renderIfChanged(renderer, to: out, progress: progress) else {
                return Result(clip: clip.name, status: .upToDate, output: out, frames: 0, bytes: size(out),
                              seconds: elapsed(), error: nil)
            }
            return Result(clip: clip.name, status: .rendered, output: out, frames: report.frames, bytes: report.bytes,
                          seconds: elapsed(), error: nil)
        } catch {
            return Result(clip: clip.name, status: .failed, output: out, frames: 0, bytes: 0, seconds: elapsed(),
                          error: "\(error)")
        }
    }

    /// Renders `renderer` to `out` unless the stamp beside it (`.NAME.EXT.animkit`) says the output is this
    /// clip's under these settings and has not changed since; returns the report, or nil when it was up to date.
    ///
    ///     try BatchRenderer.renderIfChanged(ClipRenderer(clip: card, format: .gif), to: URL(fileURLWithPath: "media/card.gif"))
    public static func renderIfChanged(_ renderer: ClipRenderer, to out: URL,
                                       progress: ((RenderProgress) -> Void)? = nil) throws -> RenderReport? {
        do { return try renderChanged(renderer, to: out, progress: progress) } catch let error as AnimKitError {
            throw error.context(clip: renderer.clip.name)
        }
    }

    private static func renderChanged(_ renderer: ClipRenderer, to out: URL,
                                      progress: ((RenderProgress) -> Void)?) throws -> RenderReport? {
        let stamp = BatchStamp.url(beside: out)
        try checkOwnable(out, format: renderer.format)
        let print = try fingerprint(renderer)
        if let old = BatchStamp.read(stamp), old.fingerprint == print, old.outputs.count == 1, old.vouches(for: BatchStamp.describe(out)) { return nil }
        BatchStamp.remove(stamp)
        // The fingerprint ran the clip once, and what its views print was shown then.
        var renderer = renderer
        renderer.mutesViewPrints = true
        let report = try renderer.render(to: out, progress: progress)
        guard let written = BatchStamp.describe(out) else {
            throw AnimKitError(.io, "cannot read back \(out.relativePath)")
        }
        try BatchStamp(fingerprint: print, output: written).write(to: stamp)
        return report
    }

    /// Throws one line, before any work, unless the output and its stamp are places batch may write: nothing yet
    /// or a regular file (for frames, a folder), never a link, a FIFO or a device — batch reads its outputs back.
    ///
    ///     try BatchRenderer.checkOwnable(URL(fileURLWithPath: "media/card.gif"), format: .gif)
    public static func checkOwnable(_ out: URL, format: OutputFormat) throws {
        try BatchStamp.requireOwnable(BatchStamp.url(beside: out))
        var info = stat()
        if format == .frames, lstat(out.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { return }
        try OutputPath.requireOwnable(out, role: "output")
    }

    /// The clip's content fingerprint under the renderer's format and settings: the library versions and render
    /// revision, the format, geometry and background, the still's time or the filmstrip's frames, and the printed
    /// display list of every frame (its digest: `DisplayListPrinter.digest(_:)`).
    public static func fingerprint(_ renderer: ClipRenderer) throws -> String {
        let loop = try FrameLoop(clip: renderer.clip, settings: renderer.effectiveSettings)
        // XXH64 over the text below, then each frame's index and digest where the frame differs from the one before.
        var text = StableHash.Stream()
        text.update("animkit-batch-2 \(LibraryVersions.summary) \(renderer.format.rawValue) \(loop.geometry) \(renderer.clip.background)\n")
        switch renderer.format {
        case .png: text.update("at \(renderer.time)\n")
        case .filmstrip: text.update("filmstrip \(renderer.filmstripTimes.map { "\($0)" } ?? "\(renderer.filmstripFrames) frames")\n")
        default: break
        }
        try DeepStack.run {
            let source = renderer.clip.source()
            var previous: UInt64?, previousList: DisplayList?
            let printer = DisplayListPrinter()
            for k in 0..<loop.clock.frameCount {
                let list = try source.displayList(at: loop.clock.time(ofFrame: k))
                // A frame equal to the one before (an idle stretch: often the same list) is not digested again.
                if list == previousList { continue }
                previousList = list
                let digest = printer.digest(list)
                if digest != previous {
                    text.update("\(k) \(StableHash.hex(digest))\n")
                    previous = digest
                }
            }
        }
        return StableHash.hex(text.value)
    }

    private func size(_ url: URL) -> Int {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
    }

    /// A summary table of results.
    public static func table(_ results: [Result]) -> String {
        let nameWidth = max(4, results.map(\.clip.count).max() ?? 4)
        func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }
        var out = "\(pad("clip", nameWidth))  \(pad("status", 10))  frames  \(pad("size", 9))  seconds\n"
        for r in results {
            let size = r.bytes >= 1 << 20 ? String(format: "%.1f MiB", Double(r.bytes) / 1048576)
                : String(format: "%.0f KiB", Double(r.bytes) / 1024)
            out += "\(pad(r.clip, nameWidth))  \(pad(r.status.rawValue, 10))  \(String(format: "%6d", r.frames))  \(pad(size, 9))  \(String(format: "%7.2f", r.seconds))"
            if let e = r.error { out += "  \(e)" }
            out += "\n"
        }
        let failed = results.filter { $0.status == .failed }.count
        out += "\(results.count) clips: \(results.filter { $0.status == .rendered }.count) rendered, "
            + "\(results.filter { $0.status == .upToDate }.count) up to date, \(failed) failed\n"
        return out
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func take(below n: Int) -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard value < n else { return nil }
        value += 1
        return value - 1
    }
}

private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [BatchRenderer.Result?]
    init(count: Int) { items = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ r: BatchRenderer.Result) { lock.lock(); items[i] = r; lock.unlock() }
    var all: [BatchRenderer.Result] { lock.lock(); defer { lock.unlock() }; return items.compactMap { $0 } }
}
