/// A frame's pixels as runs of equal RGBA words: exact, and a fraction of the size for the flat colours of an
/// interface (a phone screen of text and fills is mostly long runs).
///
/// A two-pass output keeps its first pass's frames this way to send them again without drawing the clip twice.
///
///     if let runs = PixelRuns(frame, limit: frame.bytes.count) { kept.append(runs) }   // nil: not worth it
///     let again = runs.frame()                                                     // the same bytes
struct PixelRuns: Sendable {
    let width: Int
    let height: Int
    let scale: Int
    /// Pairs of words: how many pixels, then the pixel.
    private let words: [UInt32]

    /// The runs of `frame`, or nil when they would take more than `limit` bytes.
    init?(_ frame: FrameBuffer, limit: Int) {
        let count = frame.width * frame.height
        let maxWords = limit / 4
        var words: [UInt32] = []
        let fits: Bool = frame.bytes.withUnsafeBytes { raw in
            let pixels = raw.bindMemory(to: UInt32.self)
            var i = 0
            while i < count {
                let pixel = pixels[i]
                var j = i + 1
                while j < count && pixels[j] == pixel { j += 1 }
                if words.count + 2 > maxWords { return false }
                words.append(UInt32(j - i))
                words.append(pixel)
                i = j
            }
            return true
        }
        guard fits else { return nil }
        self.width = frame.width
        self.height = frame.height
        self.scale = frame.scale
        self.words = words
    }

    /// Bytes the runs take.
    var byteCount: Int { words.count * 4 }

    /// The frame again, byte for byte.
    func frame() -> FrameBuffer {
        let count = width * height
        let bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            let pixels = UnsafeMutableRawPointer(buffer.baseAddress!).bindMemory(to: UInt32.self, capacity: count)
            var at = 0
            var k = 0
            while k + 1 < words.count {
                let run = Int(words[k]), pixel = words[k + 1]
                (pixels + at).initialize(repeating: pixel, count: run)
                at += run
                k += 2
            }
            initialized = count * 4
        }
        return FrameBuffer(width: width, height: height, scale: scale, bytes: bytes)
    }
}
