import Foundation

/// A one-line progress display for a terminal: `[=====     ] 120/360 frames  58 fps  ETA 4.1s`.
///
/// The wall clock is read only to show speed and ETA; it never affects what is rendered.
public final class ProgressBar: @unchecked Sendable {
    private let label: String
    private let start = Date()
    private var lastDraw = Date.distantPast
    private var lastClips = -1
    private let lock = NSLock()
    private let write: (String) -> Void

    /// Creates a bar that writes through `write` (carriage-return redraws).
    public init(label: String, write: @escaping (String) -> Void) {
        self.label = label
        self.write = write
    }

    /// The line for a progress value after `elapsed` seconds: the bar over every pass, each of the clip's frames
    /// counted once (a GIF's palette pass is named rather than counted).
    ///
    ///     ProgressBar.line(label: "card", progress: p, elapsed: 1.2)
    ///     // "card [==========              ] 20/50 frames (pass 2 of 2)   58 fps  ETA 0.9s"
    public static func line(label: String, progress p: RenderProgress, elapsed: Double, width: Int = 24) -> String {
        let fraction = p.total > 0 ? min(1, Double(p.done) / Double(p.total)) : 1
        let filled = Int((fraction * Double(width)).rounded(.down))
        let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled)
        let fps = elapsed > 0 ? Double(p.done) / elapsed : 0
        let eta = fps > 0 ? Double(p.total - p.done) / fps : 0
        let pass = p.passes > 1 ? " (pass \(p.pass + 1) of \(p.passes))" : ""
        return String(format: "%@ [%@] %d/%d frames%@ %5.0f fps  ETA %.1fs", label, bar, p.frame, p.frames, pass, fps, eta)
    }

    /// The line for a batch: clips done of all, frames so far, and the time left at the pace of the clips done.
    public static func batchLine(_ p: BatchRenderer.Progress, elapsed: Double, width: Int = 24) -> String {
        let fraction = p.clipsTotal > 0 ? min(1, Double(p.clipsDone) / Double(p.clipsTotal)) : 1
        let filled = Int((fraction * Double(width)).rounded(.down))
        let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled)
        let eta = p.clipsDone > 0 ? elapsed / Double(p.clipsDone) * Double(p.clipsTotal - p.clipsDone) : 0
        return String(format: "[%@] %d/%d clips  %d frames  ETA %@", bar, p.clipsDone, p.clipsTotal, p.frames,
                      p.clipsDone > 0 ? String(format: "%.0fs", eta) : "…")
    }

    /// Redraws the batch line at most ten times a second, and always when a clip finishes.
    public func update(_ p: BatchRenderer.Progress) {
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        guard p.clipsDone != lastClips || now.timeIntervalSince(lastDraw) > 0.1 else { return }
        lastDraw = now
        lastClips = p.clipsDone
        write("\r\u{1B}[K" + ProgressBar.batchLine(p, elapsed: now.timeIntervalSince(start)))
        if p.clipsDone == p.clipsTotal { write("\n") }
    }

    /// Writes `text` on lines of its own above the bar (the bar is redrawn with the next update).
    public func print(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        write("\r\u{1B}[K" + text)
        lastDraw = .distantPast
    }

    /// Redraws at most ten times a second, and always for the last frame.
    public func update(_ p: RenderProgress) {
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        guard p.done == p.total || now.timeIntervalSince(lastDraw) > 0.1 else { return }
        lastDraw = now
        // Erase to the end of the line, so a shorter line leaves nothing of the longer one behind.
        write("\r\u{1B}[K" + ProgressBar.line(label: label, progress: p, elapsed: now.timeIntervalSince(start)))
        if p.done == p.total { write("\n") }
    }
}
