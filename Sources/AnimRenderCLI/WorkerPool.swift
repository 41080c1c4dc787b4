import AnimKit
import Foundation

/// Runs clip jobs in worker processes (`clip-worker`, this same executable), a few at a time, so that no clip can take
/// the others down: a clip whose code crashes (`fatalError`, a stack overflow) or runs past the time limit ends its
/// worker only, and is reported `failed` with the signal or the limit; its temporary files are removed, and a fresh
/// worker takes the next clip. A worker lives for many clips, so the cost is one process start per job slot, not per
/// clip.
///
///     let pool = WorkerPool(workers: 2, timeout: 600)
///     let outcomes = pool.run(jobs, onProgress: { _ in }, onOutcome: { i, outcome in … })
struct WorkerPool {
    /// How one job ended.
    struct Outcome: Sendable {
        var status: BatchRenderer.Result.Status
        var frames = 0
        var bytes = 0
        var seconds = 0.0
        var error: String?
    }

    /// Job slots: workers at once.
    let workers: Int
    /// The longest a clip may take, in seconds (nil: no limit).
    let timeout: Double?

    /// Runs every job; `onProgress` hears of frames done (a count to add), `onOutcome` of each job as it ends (both from
    /// the pool's threads). Returns the outcomes in the jobs' order.
    func run(_ jobs: [ClipJob], onProgress: @escaping @Sendable (Int) -> Void = { _ in },
             onOutcome: @escaping @Sendable (Int, Outcome) -> Void = { _, _ in }) -> [Outcome] {
        let state = PoolState(count: jobs.count)
        let group = DispatchGroup()
        for _ in 0..<max(1, min(workers, jobs.count)) {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                var slot = WorkerSlot(timeout: timeout)
                while let i = state.take() {
                    let outcome = slot.perform(jobs[i], onProgress: onProgress)
                    state.set(i, outcome)
                    onOutcome(i, outcome)
                }
                slot.finish()
            }
        }
        group.wait()
        return state.all
    }
}

/// One job slot: its worker process (started when needed, again after one died) and the jobs it runs in turn.
private struct WorkerSlot {
    let timeout: Double?
    private var worker: ChildProcess?
    private var reader: LineReader?

    init(timeout: Double?) { self.timeout = timeout }

    mutating func perform(_ job: ClipJob, onProgress: @Sendable (Int) -> Void) -> WorkerPool.Outcome {
        let started = Date()
        var outcome = run(job, started: started, onProgress: onProgress)
        outcome.seconds = Date().timeIntervalSince(started)
        return outcome
    }

    private mutating func run(_ job: ClipJob, started: Date, onProgress: @Sendable (Int) -> Void) -> WorkerPool.Outcome {
        func failed(_ why: String) -> WorkerPool.Outcome { WorkerPool.Outcome(status: .failed, error: "clip '\(job.clip)': \(why)") }
        if worker == nil {
            do { try start() } catch { return failed("cannot start a worker process: \(error)") }
        }
        guard let worker, let reader else { return failed("no worker") }
        let line = (try? JSONEncoder().encode(job)).map { String(decoding: $0, as: UTF8.self) + "\n" } ?? ""
        guard WorkerSlot.send(line, to: worker.input) else { return ended(job, failed: failed) }
        let deadline = timeout.map { started.addingTimeInterval($0) }
        var counted = 0
        while true {
            switch reader.next(until: deadline) {
            case .print(let text):
                WorkerSlot.showPrint(text)
            case .report(let text):
                guard let report = try? JSONDecoder().decode(ClipJobReport.self, from: Data(text.utf8)) else { continue }
                if let done = report.progress {
                    onProgress(done - counted)
                    counted = done
                    continue
                }
                let status = report.status.flatMap(BatchRenderer.Result.Status.init(rawValue:)) ?? .failed
                return WorkerPool.Outcome(status: status, frames: report.frames, bytes: report.bytes, error: report.error)
            case .timedOut:
                worker.signal(SIGKILL)
                let seconds = timeout.map { TreeFormat.number($0) } ?? "?"
                return ended(job, failed: { _ in failed("stopped after \(seconds) s, the per-clip time limit (--timeout); "
                                                        + "does its body loop for ever, or does it need more time?") })
            case .ended:
                return ended(job, failed: failed)
            }
        }
    }

    /// The worker has ended (or was killed) in the middle of `job`: reaps it, removes its temporary files beside the
    /// job's output, and says why the job failed.
    private mutating func ended(_ job: ClipJob, failed: (String) -> WorkerPool.Outcome) -> WorkerPool.Outcome {
        guard let worker, let reader else { return failed("the worker is gone") }
        // What it said until its output ended: prints are shown, a crash report gives its first line.
        while case let .print(text) = reader.next(until: nil) { WorkerSlot.showPrint(text) }
        let said = reader.fatal
        let end = worker.wait()
        // Stopped by this process's own interrupt: the handler ends the process; nothing is reported.
        TemporaryFiles.shared.waitIfInterrupted()
        self.worker = nil
        self.reader = nil
        let output = URL(fileURLWithPath: job.output)
        StaleTemporaries.remove(in: output.deletingLastPathComponent().path, of: worker.pid)
        switch end {
        case .signalled(let sig):
            let what = sig == SIGSEGV || sig == SIGBUS ? "crashed (\(ChildProcess.signalName(sig)): a stack overflow or a bad memory access)"
                : "crashed (\(ChildProcess.signalName(sig)))"
            return failed(what + (said.map { ": \($0)" } ?? ""))
        case .exited(let code):
            return failed("its worker process ended with exit status \(code)" + (said.map { ": \($0)" } ?? ""))
        }
    }

    /// Starts a worker: this executable's `clip-worker`, without the Swift runtime's backtracer (a crash costs seconds
    /// of symbolication, and its report is replaced by one line here). Its standard error shares the pipe of its
    /// reports, so what its views print arrives in order with them.
    private mutating func start() throws {
        let child = try ChildProcess(ChildProcess.ownExecutable, ["clip-worker"], name: CommandLine.arguments.first,
                                     environment: ["SWIFT_BACKTRACE": "enable=no"],
                                     input: true, output: true, mergedErrors: true)
        worker = child
        reader = LineReader(child.output)
    }

    /// A line a worker's views printed, on this process's print descriptor (standard error, or the pipe that shows
    /// prints above a progress bar).
    private static func showPrint(_ text: String) {
        _ = send(text + "\n", to: STDOUT_FILENO)
    }

    /// Ends the worker (its input closes; it finishes and exits).
    mutating func finish() {
        guard let worker else { return }
        worker.closeInput()
        while case let .print(text) = reader?.next(until: nil) { WorkerSlot.showPrint(text) }
        worker.wait()
        self.worker = nil
    }

    private static func send(_ text: String, to fd: Int32) -> Bool {
        var copy = text
        return copy.withUTF8 { bytes in
            var p = bytes.baseAddress, left = bytes.count
            while left > 0, let base = p {
                let n = write(fd, base, left)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                p = base + n
                left -= n
            }
            return true
        }
    }
}

/// A worker's output, line by line, waiting at most until a deadline: its reports (a line after
/// `ClipJobReport.marker`), what its views print, and, when it crashes, the Swift runtime's report, whose first line
/// (`…: Fatal error: reason`) is kept in `fatal` and the rest (a stack trace) dropped.
private final class LineReader {
    enum Next { case report(String), print(String), timedOut, ended }
    private let fd: Int32
    private var pending: [UInt8] = []
    private var atEnd = false
    private var crashing = false
    /// The crash's reason, once the runtime reported one.
    private(set) var fatal: String?

    init(_ fd: Int32) { self.fd = fd }

    func next(until deadline: Date?) -> Next {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                if let next = classify(line) { return next }
                continue
            }
            if atEnd {
                guard !pending.isEmpty else { return .ended }
                pending.append(UInt8(ascii: "\n"))
                continue
            }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let wait = deadline.map { max(0, Int32(min($0.timeIntervalSinceNow * 1000, 3_600_000).rounded(.up))) } ?? -1
            let ready = poll(&poller, 1, wait)
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 { return .timedOut }
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { atEnd = true; continue }
            pending += chunk[0..<n]
        }
    }

    /// What one line is; nil for a line of a crash report.
    private func classify(_ line: String) -> Next? {
        if let marker = line.range(of: ClipJobReport.marker) {
            // A print without a line end runs into the report: it is shown first.
            if marker.lowerBound > line.startIndex { pending = Array((String(line[marker.lowerBound...]) + "\n").utf8) + pending
                return .print(String(line[..<marker.lowerBound])) }
            return .report(String(line[marker.upperBound...]))
        }
        if !crashing, let range = line.range(of: "Fatal error: ") {
            crashing = true
            fatal = "Fatal error: " + line[range.upperBound...].trimmingCharacters(in: .whitespaces)
        }
        if line.hasPrefix("Current stack trace:") || line.hasPrefix("*** ") || line.hasPrefix("💣") { crashing = true }
        return crashing ? nil : .print(line)
    }
}

/// The jobs not started yet, and the outcomes so far.
private final class PoolState: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var outcomes: [WorkerPool.Outcome?]

    init(count: Int) { outcomes = Array(repeating: nil, count: count) }

    func take() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard next < outcomes.count else { return nil }
        next += 1
        return next - 1
    }

    func set(_ i: Int, _ outcome: WorkerPool.Outcome) { lock.lock(); outcomes[i] = outcome; lock.unlock() }

    var all: [WorkerPool.Outcome] {
        lock.lock(); defer { lock.unlock() }
        return outcomes.map { $0 ?? WorkerPool.Outcome(status: .failed, error: "not run") }
    }
}
