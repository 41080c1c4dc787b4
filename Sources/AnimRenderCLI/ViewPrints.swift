import AnimKit
import Foundation

/// What views `print` while a progress bar is on the terminal, shown on lines of their own above the bar.
///
/// Descriptor 1 (where `print` writes; standard error once `DataOutput.separateFromPrints()` ran) is pointed at a
/// pipe, and a reader thread hands each complete line to the bar, which clears its line, writes the text and
/// redraws. (That each line shows once, however often a clip's views run, is AnimKit's `print`'s work.)
///
///     let prints = ViewPrints(above: bar)
///     defer { prints?.finish() }
final class ViewPrints: @unchecked Sendable {
    private let bar: ProgressBar
    private let writeEnd: Int32
    private let readEnd: Int32
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var finished = false

    /// Routes descriptor 1 to `bar`; nil when a pipe cannot be made (prints then go where they went).
    init?(above bar: ProgressBar) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        self.bar = bar
        readEnd = ends[0]
        writeEnd = ends[1]
        // Line by line, so that a line reaches the bar when it is printed, not when a buffer fills.
        DataOutput.lineBufferPrints()
        dup2(writeEnd, STDOUT_FILENO)
        Thread.detachNewThread { [self] in read() }
    }

    /// Points descriptor 1 back at standard error and waits until every line was shown.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard !finished else { return }
        finished = true
        fflush(nil)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        close(writeEnd)
        done.wait()
        close(readEnd)
    }

    private func read() {
        var pending: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(readEnd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            pending += chunk[0..<n]
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(pending[...newline])
                pending.removeSubrange(...newline)
                bar.print(String(decoding: line, as: UTF8.self))
            }
        }
        if !pending.isEmpty { bar.print(String(decoding: pending, as: UTF8.self) + "\n") }
        done.signal()
    }
}
