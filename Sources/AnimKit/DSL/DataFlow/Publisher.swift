import Foundation

/// A source of values over time that views receive with `onReceive` — the part of Combine's `Publisher` that
/// SwiftUI code uses with timers.
///
/// AnimKit's publishers are its timers (`Timer.publish(every:on:in:)`); in a clip they publish on the clip's
/// virtual clock.
public protocol Publisher<Output, Failure> {
    /// The values published.
    associatedtype Output
    /// The error that ends the publisher (`Never` for a timer).
    associatedtype Failure: Error
}

/// A publisher that starts publishing when connected — Combine's `ConnectablePublisher`.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts publishing; cancel the result to stop.
    func connect() -> any Cancellable
}

/// Something that can be stopped — Combine's `Cancellable`.
public protocol Cancellable {
    /// Stops it.
    func cancel()
}

/// A cancellable that runs a closure when cancelled, or when it goes away — Combine's `AnyCancellable`.
///
///     var cancellables = Set<AnyCancellable>()
///     model.$count.sink { print($0) }.store(in: &cancellables)   // cancelled when the set lets it go
public final class AnyCancellable: Cancellable, Hashable {
    private var action: (() -> Void)?

    deinit { cancel() }

    /// A cancellable that runs `cancel` once, when cancelled.
    public init(_ cancel: @escaping () -> Void) { action = cancel }

    /// A cancellable that cancels `cancellable`.
    public init<C: Cancellable>(_ cancellable: C) { action = { cancellable.cancel() } }

    public func cancel() {
        let run = action
        action = nil
        run?()
    }

    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Publisher wrappers — Combine's `Publishers` namespace.
public enum Publishers {
    /// A connectable publisher that connects itself when first subscribed — `autoconnect()`.
    public struct Autoconnect<Upstream: ConnectablePublisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher it connects.
        public let upstream: Upstream
        /// Wraps `upstream`.
        public init(upstream: Upstream) { self.upstream = upstream }
    }
}

extension ConnectablePublisher {
    /// Connects the publisher when a view first receives from it.
    ///
    ///     let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}

extension RunLoop {
    /// Options for scheduling on a run loop (none: AnimKit's timers ignore them).
    public struct SchedulerOptions: Sendable {}
}

extension Timer {
    /// A publisher of the current date every `interval` seconds, once connected — Combine's
    /// `Timer.TimerPublisher`. In a clip the dates are virtual (`Clip.startDate` plus clip time) and the
    /// ticks come at exact clip times from the connection; the run loop and mode are accepted and ignored.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never
        /// Seconds between ticks.
        public let interval: TimeInterval
        /// Accepted; ticks come on time.
        public let tolerance: TimeInterval?
        /// Accepted; a clip has one clock.
        public let runLoop: RunLoop
        /// Accepted; a clip has one clock.
        public let mode: RunLoop.Mode
        /// Accepted.
        public let options: RunLoop.SchedulerOptions?
        /// The clip time of the connection, and whether it was cancelled.
        var connectedAt: Double?
        var cancelled = false

        /// A timer publisher (use `Timer.publish(every:tolerance:on:in:options:)`).
        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// Starts ticking (from now, on the clip's clock in a clip); cancel the result to stop.
        public func connect() -> any Cancellable {
            if connectedAt == nil { connectedAt = ViewGraph.current?.graph.time ?? 0 }
            return TimerConnection(publisher: self)
        }
    }

    /// A publisher of the date every `interval` seconds — `Timer.publish(every:on:in:)`.
    ///
    ///     let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    ///     Text("\(ticks)").onReceive(timer) { _ in ticks += 1 }
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }
}

/// A timer publisher's connection: cancelling it stops the ticks (letting it go does not, as in Combine).
private struct TimerConnection: Cancellable {
    weak var publisher: Timer.TimerPublisher?
    func cancel() { publisher?.cancelled = true }
}

/// A publisher `onReceive` can subscribe to on the clip's clock.
protocol ClipTimerSource {
    /// The timer behind the publisher, and whether subscribing connects it.
    var clipTimer: (timer: Timer.TimerPublisher, connects: Bool) { get }
}

extension Timer.TimerPublisher: ClipTimerSource {
    var clipTimer: (timer: Timer.TimerPublisher, connects: Bool) { (self, false) }
}

extension Publishers.Autoconnect: ClipTimerSource where Upstream == Timer.TimerPublisher {
    var clipTimer: (timer: Timer.TimerPublisher, connects: Bool) { (upstream, true) }
}

/// `.onReceive`: delivers a timer's ticks to an action, each in its own state change at its clip time.
nonisolated struct OnReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    var publisher: P
    var action: (P.Output) -> Void
    @State private var subscription = TimerSubscription()

    func body(content: Content) -> some View {
        let (publisher, action, subscription) = (self.publisher, self.action, self.subscription)
        return content
            .onAppear { subscription.subscribe(publisher, action) }
            .onDisappear { subscription.cancel() }
            .onChange(of: TimerIdentity(publisher)) { subscription.subscribe(publisher, action) }
    }
}

/// Which timer a publisher is (a new timer publisher starts a new subscription).
struct TimerIdentity: Equatable {
    let id: ObjectIdentifier?
    init(_ publisher: Any) {
        id = (publisher as? ClipTimerSource).map { ObjectIdentifier($0.clipTimer.timer) } ?? (publisher as? ValueSource)?.sourceIdentity
    }
}

/// One `onReceive` subscription to a timer: its next tick is scheduled on the graph.
final class TimerSubscription {
    private var generation = 0
    /// The subscription to a value source (`@Published`, `objectWillChange`).
    private var valueSubscription: AnyCancellable?
    /// The shortest interval between ticks in a clip (shorter timers tick this often).
    static let minimumInterval = 0.001

    /// Subscribes `action` to `publisher`: a timer ticks at its connection time plus whole intervals; a
    /// `@Published` property's values arrive as they are sent, starting with its value now (as Combine's
    /// subscription gives it); an object's changes as they are announced.
    func subscribe<P: Publisher>(_ publisher: P, _ action: @escaping (P.Output) -> Void) {
        generation += 1
        valueSubscription?.cancel()
        valueSubscription = nil
        if let source = publisher as? ValueSource {
            valueSubscription = source.subscribeValues { value in
                if let value = value as? P.Output { action(value) }
            }
            return
        }
        guard let graph = ViewGraph.current?.graph, let (timer, connects) = (publisher as? ClipTimerSource)?.clipTimer,
              timer.interval.isFinite, timer.interval > 0, let deliver = action as? (Date) -> Void else { return }
        if connects { _ = timer.connect() }
        guard let start = timer.connectedAt else { return }   // not connected: no ticks until it is
        let interval = max(timer.interval, TimerSubscription.minimumInterval)
        let mine = generation
        // Tick k comes at start + k · interval; each schedules the next.
        func schedule(_ k: Int) {
            let time = start + Double(k) * interval
            graph.schedule(at: max(time, graph.time)) { [weak self] in
                guard let self, self.generation == mine, !timer.cancelled else { return }
                deliver(Clip.date(at: time))
                schedule(k + 1)
            }
        }
        schedule(Int(((graph.time - start) / interval).rounded(.down)) + 1)
    }

    /// Stops delivering.
    func cancel() {
        generation += 1
        valueSubscription?.cancel()
        valueSubscription = nil
    }
}

nonisolated extension View {
    /// Runs `action` with each value `publisher` publishes: a timer's ticks, at their clip times in a clip (each
    /// in its own state change, so `withAnimation` in it animates from that moment); a `@Published` property's
    /// values (`model.$count`: the value it has when the view appears, then each new one as it is set); an
    /// object's `objectWillChange`.
    ///
    ///     .onReceive(Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()) { date in
    ///         withAnimation { phase += 1 }
    ///     }
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        modifier(OnReceiveModifier(publisher: publisher, action: action))
    }
}
