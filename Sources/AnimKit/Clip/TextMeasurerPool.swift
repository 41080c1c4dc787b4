import Foundation

/// The text measurers the clips of a process lay text out with. A clip's source takes one for its life and gives it
/// back: clips run one after another share what their measurer resolved and shaped (fonts through fontconfig, every
/// text measured), and clips run at once (a batch's jobs) each measure with their own, without waiting for another's
/// lock. A measurer measures a text the same way whichever clip asks first, so which one a clip gets changes nothing.
///
///     let measurer = try TextMeasurerPool.shared.take()
///     defer { TextMeasurerPool.shared.give(measurer) }
final class TextMeasurerPool: @unchecked Sendable {
    static let shared = TextMeasurerPool()

    private let lock = NSLock()
    /// The measurers no clip holds now, the latest given back last.
    private var idle: [CairoTextMeasurer] = []

    /// A measurer no clip holds: the one given back last, or a new one (throws when no usable font is installed).
    func take() throws -> CairoTextMeasurer {
        lock.lock()
        let kept = idle.popLast()
        lock.unlock()
        return try kept ?? CairoTextMeasurer()
    }

    /// Gives `measurer` back for the next clip.
    func give(_ measurer: CairoTextMeasurer) {
        lock.lock()
        idle.append(measurer)
        lock.unlock()
    }
}
