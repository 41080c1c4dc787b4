import Foundation

/// Progress of a render, reported after each frame handed to the sink.
public struct RenderProgress: Sendable {
    /// Frames done so far, over all passes.
    public let done: Int
    /// Frames to do, over all passes.
    public let total: Int
    /// Frames drawn (not reused from the previous frame) so far in the current pass.
    public let drawn: Int
    /// The current pass, from 0 (a GIF makes two: its palette, then its frames).
    public var pass = 0
    /// How many passes the output takes.
    public var passes = 1

    /// The clip's frames (each counted once, whatever the passes).
    public var frames: Int { passes > 0 ? total / passes : total }
    /// The frame of the current pass just done, from 1.
    public var frame: Int { done - pass * frames }

    /// A progress value: `done` of `total` frames over all passes, in pass `pass` of `passes`.
    public init(done: Int, total: Int, drawn: Int, pass: Int = 0, passes: Int = 1) {
        self.done = done
        self.total = total
        self.drawn = drawn
        self.pass = pass
        self.passes = passes
    }
}

/// The frame loop: asks the clip's source for each frame time, draws, and feeds a sink.
///
/// Drawing runs on its own thread, a few frames ahead of the encoder, so both cores work.
/// A display list equal to the previous frame's is not drawn again: the previous pixels are
/// reused and flagged `repeatsPrevious`, which encoders use to skip conversion or merge frames.
///
///     let loop = try FrameLoop(clip: Examples.spinningSquare, settings: RenderSettings(fps: 30))
///     try loop.run(into: sink)
///
/// - Complexity: memory is a few frames, whatever the clip length; their buffers are reused.
public final class FrameLoop {
    public let clip: Clip
    public let clock: FrameClock
    /// The canvas size in points.
    public let size: CGSize
    public let scale: Int
    /// Whether what the views print is dropped in every pass (the clip already ran once for the same output: a
    /// batch's fingerprint). The second pass of a two-pass output drops them anyway (see `print`).
    public var mutesViewPrints = false
    /// How many bytes a two-pass output (GIF: palette, then frames) may keep of its first pass's frames, packed
    /// as runs of equal pixels, to send them again instead of drawing the clip a second time. A clip whose frames
    /// do not fit is drawn twice, so memory stays bounded whatever the clip's length.
    public var keptFramesBudget = 192 << 20

    /// Resolves `settings` against the clip; throws on out-of-range values or a clip with no length.
    public init(clip: Clip, settings: RenderSettings = RenderSettings()) throws {
        try settings.validate()
        try clip.validate(settings)
        self.clip = clip
        let fps = settings.fps ?? clip.fps
        let duration = try settings.duration ?? clip.duration ?? DeepStack.run({ try FrameLoop.naturalDuration(of: clip) })
        clock = FrameClock(fps: fps, duration: duration)
        size = settings.size ?? clip.size
        scale = settings.scale
    }

    /// The clip's own length: a view clip runs a source of its own until idle (rather than a copy of it).
    /// Throws one line naming the clip when it has none: its animations never settle, or finding out costs more than the
    /// search's CPU budget.
    private static func naturalDuration(of clip: Clip) throws -> Double {
        let source = clip.source()
        func none(_ why: String) -> AnimKitError {
            AnimKitError(.invalidArgument, "clip '\(clip.name)' has no duration: \(why); give it one with Clip(\"\(clip.name)\", …, duration: SECONDS) or --duration")
        }
        guard let views = source as? ViewFrameSource else {
            guard let duration = source.naturalDuration else { throw none("its animations never settle (e.g. repeatForever)") }
            return duration
        }
        switch views.runToIdle() {
        case .settles(let duration): return duration
        case .neverSettles: throw none("its animations are still running after a minute (e.g. repeatForever)")
        case .tooCostly(let t):
            throw none("running it until its animations settle took more than \(Int(ViewFrameSource.idleSearchCPULimit)) s of CPU "
                       + "(\(TreeFormat.number((t * 10).rounded() / 10)) s of the clip)")
        }
    }

    /// Pixel size, rate and frame count of the output.
    public var geometry: VideoGeometry {
        VideoGeometry(width: Int((size.width * CGFloat(scale)).rounded()), height: Int((size.height * CGFloat(scale)).rounded()),
                      fps: clock.fps, frameCount: clock.frameCount)
    }

    /// Renders every pass the sink asks for, then finishes it; on any error the sink is cancelled. `progress` hears
    /// of each pass as it begins (before any of its frames is drawn) and of every frame as it is consumed.
    public func run(into sink: FrameSink, progress: ((RenderProgress) -> Void)? = nil) throws {
        var done = 0, drawn = 0
        let total = clock.frameCount * sink.passCount
        // A first pass's frames, kept to be sent again (nil once they outgrow the budget, or for one pass).
        var kept: [KeptFrame]? = sink.passCount > 1 ? [] : nil
        var keptBytes = 0
        do {
            for pass in 0..<sink.passCount {
                try sink.beginPass(pass)
                drawn = 0
                // Before any frame of the pass is drawn: a listener can tell a pass's views from the next one's.
                progress?(RenderProgress(done: done, total: total, drawn: 0, pass: pass, passes: sink.passCount))
                let consume: (Frame) throws -> Void = { frame in
                    try sink.consume(frame)
                    done += 1
                    if !frame.repeatsPrevious { drawn += 1 }
                    progress?(RenderProgress(done: done, total: total, drawn: drawn, pass: pass, passes: sink.passCount))
                }
                if pass > 0, let frames = kept, frames.count == clock.frameCount {
                    // The same frames again, without running the clip: the sink cannot tell the difference.
                    try replay(frames, preparing: sink.preparer, consume)
                    continue
                }
                let keeping = pass == 0 && kept != nil
                try forEachFrame(preparing: sink.preparer, mutingViewPrints: pass > 0) { frame in
                    if keeping, kept != nil {
                        let entry = KeptFrame(frame, limit: keptFramesBudget - keptBytes)
                        keptBytes += entry?.byteCount ?? keptFramesBudget + 1
                        if let entry, keptBytes <= keptFramesBudget { kept?.append(entry) } else { kept = nil }
                    }
                    try consume(frame)
                }
            }
            try sink.finish()
        } catch {
            sink.cancel()
            throw (error as? AnimKitError)?.context(clip: clip.name) ?? error
        }
    }

    /// Sends the frames of a pass kept whole to `body` in order, each unpacked and `prepare` run on it on a thread
    /// of its own, a few frames ahead, as when they were drawn.
    private func replay(_ frames: [KeptFrame], preparing prepare: FramePreparer?, _ body: (Frame) throws -> Void) throws {
        let queue = FrameQueue(capacity: 3)
        let finished = Dispatch.DispatchSemaphore(value: 0)
        try DeepStack.start(deep: false) {
            defer { queue.close(); finished.signal() }
            var last: FrameBuffer?
            for kept in frames {
                let frame: Frame
                if kept.repeatsPrevious, let last {
                    frame = Frame(buffer: last, index: kept.index, time: kept.time, repeatsPrevious: true)
                } else {
                    let buffer = kept.buffer()
                    frame = Frame(buffer: buffer, index: kept.index, time: kept.time, repeatsPrevious: kept.repeatsPrevious,
                                  prepared: prepare?(buffer))
                    last = buffer
                }
                if !queue.push(.success(frame)) { return }
            }
        }
        defer { finished.wait() }
        do {
            while let item = queue.pop() { try body(try item.get()) }
        } catch {
            queue.cancel()
            throw error
        }
    }

    /// Streams every frame, in order, to `body`; `prepare` runs on each newly drawn frame on the drawing thread.
    /// With `mutingViewPrints` what the views print is dropped (this run repeats one whose prints were shown).
    public func forEachFrame(preparing prepare: FramePreparer? = nil, mutingViewPrints: Bool = false,
                             _ body: (Frame) throws -> Void) throws {
        let queue = FrameQueue(capacity: 3)
        let pool = BufferPool()
        let finished = Dispatch.DispatchSemaphore(value: 0)
        let clip = self.clip, clock = self.clock, size = self.size, scale = self.scale
        let muted = mutingViewPrints || mutesViewPrints
        try DeepStack.start {
            defer { queue.close(); finished.signal() }
            ViewPrintGate.closed(muted) {
            do {
                let source = clip.source()
                let raster = try CairoRasterizer(size: size, scale: scale, background: clip.background.resolved(for: clip.colorScheme))
                var previousList: DisplayList?
                var previousFrame: FrameBuffer?
                for k in 0..<clock.frameCount {
                    let t = clock.time(ofFrame: k)
                    let list: DisplayList
                    do { list = try source.displayList(at: t) } catch {
                        throw (error as? AnimKitError)?.context(frame: k) ?? error
                    }
                    let frame: Frame
                    if let previousFrame, list == previousList {
                        frame = Frame(buffer: previousFrame, index: k, time: t, repeatsPrevious: true)
                    } else {
                        previousFrame = nil  // so that the storage taken below is not shared with it
                        let buffer = try raster.render(list, storage: pool.take(count: raster.frameByteCount))
                        frame = Frame(buffer: buffer, index: k, time: t, repeatsPrevious: false, prepared: prepare?(buffer))
                        previousFrame = buffer
                        previousList = list
                    }
                    if !queue.push(.success(frame)) { return }
                }
            } catch {
                _ = queue.push(.failure(error))
            }
            }
        }
        defer { finished.wait() }
        do {
            // A consumed frame's storage goes back to the pool one iteration later, once nothing here holds it.
            var consumed: [UInt8]?
            while let item = queue.pop() {
                if let bytes = consumed { consumed = nil; pool.give(bytes) }
                let frame = try item.get()
                try body(frame)
                if !frame.repeatsPrevious { consumed = frame.buffer.bytes }
            }
        } catch {
            queue.cancel()
            throw error
        }
    }

    /// The display list at time `t`, running the source through every earlier frame first.
    public func displayList(at t: Double) throws -> DisplayList {
        try displayList(at: t, mutingViewPrints: mutesViewPrints)
    }

    /// The display list at time `t`; with `mutingViewPrints` what the views print on the way is dropped.
    public func displayList(at t: Double, mutingViewPrints: Bool) throws -> DisplayList {
        let muted = mutingViewPrints || mutesViewPrints
        return try DeepStack.run { try ViewPrintGate.closed(muted) {
            let source = clip.source()
            let target = clock.frame(at: t)
            var list = DisplayList()
            for k in 0...target { list = try source.displayList(at: clock.time(ofFrame: k)) }
            return list
        } }
    }

    /// The frame showing at time `t` (see `displayList(at:)`).
    public func frame(at t: Double, mutingViewPrints: Bool = false) throws -> FrameBuffer {
        try DeepStack.run {
            let raster = try CairoRasterizer(size: size, scale: scale, background: clip.background.resolved(for: clip.colorScheme))
            return try raster.render(displayList(at: t, mutingViewPrints: mutingViewPrints))
        }
    }
}

/// One frame of a first pass, kept for the next: its pixels as runs of equal pixels (`PixelRuns`), or as they
/// are when runs would not be smaller; a repeated frame keeps nothing.
struct KeptFrame {
    let index: Int
    let time: Double
    let repeatsPrevious: Bool
    private let runs: PixelRuns?
    private let raw: FrameBuffer?

    /// `frame` kept in at most `limit` bytes, or nil when it does not fit.
    init?(_ frame: Frame, limit: Int) {
        index = frame.index
        time = frame.time
        repeatsPrevious = frame.repeatsPrevious
        if frame.repeatsPrevious && frame.index > 0 {
            (runs, raw) = (nil, nil)
            return
        }
        let size = frame.buffer.bytes.count
        if let packed = PixelRuns(frame.buffer, limit: min(limit, size / 2)) {
            (runs, raw) = (packed, nil)
        } else if size <= limit {
            (runs, raw) = (nil, frame.buffer)
        } else {
            return nil
        }
    }

    /// Bytes it keeps.
    var byteCount: Int { runs?.byteCount ?? raw?.bytes.count ?? 0 }

    /// The frame's pixels.
    func buffer() -> FrameBuffer { runs?.frame() ?? raw! }
}
