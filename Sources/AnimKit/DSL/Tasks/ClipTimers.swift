import Foundation

/// Foundation timers on the clip's clock: `Timer.scheduledTimer(withTimeInterval:repeats:block:)` and
/// `RunLoop.add(_:forMode:)` called while a clip runs fire at virtual times, each firing its own state change,
/// as `Timer.publish` does; a timer's `invalidate()` stops it. Outside a clip they are Foundation's.
///
/// These overloads are disfavoured: in a file that imports only AnimKit they shadow Foundation's (its module is
/// reached through AnimKit), and in a file that also says `import Foundation` the compiler picks Foundation's, so
/// such code still compiles, and its timers do not fire in a clip (no run loop runs there).
///
///     .onAppear {
///         Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
///             progress += 0.05
///             if progress >= 1 { timer.invalidate() }
///         }
///     }
enum ClipTimers {
    /// Schedules `timer` on the current clip's clock to fire `delay` seconds from now (then every `interval`
    /// seconds while it repeats and is valid); false when no clip is running on this thread.
    static func schedule(_ timer: Timer, delay: Double, interval: Double?) -> Bool {
        guard let graph = ViewGraph.current?.graph else { return false }
        let box = TimerBox(timer)
        func fire() {
            guard box.timer.isValid else { return }
            box.timer.fire()
            if let interval, interval > 0, box.timer.isValid { graph.schedule(after: interval) { fire() } }
        }
        graph.schedule(after: max(0, delay)) { fire() }
        return true
    }

    /// A delay read from a real clock, rounded to the millisecond so that renders stay the same.
    static func rounded(_ seconds: Double) -> Double { (max(0, seconds) * 1000).rounded() / 1000 }
}

/// Carries a timer into the graph's deferred work (timers are used on the clip's thread only).
private final class TimerBox: @unchecked Sendable {
    let timer: Timer
    init(_ timer: Timer) { self.timer = timer }
}

extension Timer {
    /// A timer that calls `block` after `interval` seconds (and every `interval` seconds when it `repeats`):
    /// in a clip on the clip's virtual clock (see `ClipTimers`), otherwise on the current run loop.
    ///
    ///     Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in seconds += 1 }
    @_disfavoredOverload @discardableResult
    public class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                     block: @escaping @Sendable (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        if !ClipTimers.schedule(timer, delay: interval, interval: repeats ? interval : nil) {
            RunLoop.current.add(timer, forMode: .default)
        }
        return timer
    }
}

extension Timer {
    /// A timer that calls `block` `interval` seconds after it is added to a run loop (then every `interval` seconds
    /// when it `repeats`), as on Apple's platforms (Linux's Foundation would fire it at once).
    ///
    ///     RunLoop.main.add(Timer(timeInterval: 0.5, repeats: true) { _ in tick() }, forMode: .common)
    @_disfavoredOverload
    public convenience init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
        self.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
    }
}

extension RunLoop {
    /// Schedules `timer`: in a clip on the clip's virtual clock (see `ClipTimers`), otherwise in `mode` of this
    /// run loop.
    ///
    ///     RunLoop.main.add(Timer(timeInterval: 0.5, repeats: true) { _ in tick() }, forMode: .common)
    @_disfavoredOverload
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        let repeating = timer.timeInterval > 0
        let delay = ClipTimers.rounded(timer.fireDate.timeIntervalSinceNow)
        if !ClipTimers.schedule(timer, delay: delay, interval: repeating ? timer.timeInterval : nil) {
            add(timer, forMode: mode)
        }
    }
}
