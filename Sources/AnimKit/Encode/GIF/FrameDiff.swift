/// The previous frame of a sequence and, for a new frame, each row's span of pixels that differ from it.
///
/// Keeps its own copy of the pixels (holding a frame's array would make the frame loop copy it before
/// reusing it), updated span by span. Used by both GIF passes: the histogram and the palette mapping.
///
///     var diff = FrameDiff(width: w, height: h)
///     let spans = diff.changedSpans(frame.bytes)   // every row, whole, the first time
///     … diff.previous …                            // the old pixels, still
///     diff.commit(frame.bytes, spans)
struct FrameDiff {
    let width: Int
    let height: Int
    /// The last committed frame, RGBA; nil before the first.
    private(set) var previous: [UInt8]?

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Per row, the first and last pixel that differ from the previous frame (every row, whole, the first
    /// time); nil for a row that did not change.
    func changedSpans(_ rgba: [UInt8]) -> [ClosedRange<Int>?] {
        precondition(rgba.count == width * height * 4, "frame size differs from the sequence's")
        guard let previous else { return Array(repeating: 0...(width - 1), count: height) }
        var spans = [ClosedRange<Int>?](repeating: nil, count: height)
        rgba.withUnsafeBytes { a in previous.withUnsafeBytes { b in
            let pa = a.bindMemory(to: UInt32.self), pb = b.bindMemory(to: UInt32.self)
            for y in 0..<height {
                let row = y * width
                var x = 0
                while x < width && pa[row + x] == pb[row + x] { x += 1 }
                guard x < width else { continue }
                var last = width - 1
                while pa[row + last] == pb[row + last] { last -= 1 }
                spans[y] = x...last
            }
        } }
        return spans
    }

    /// Makes `rgba` the previous frame, copying only `spans` (the rest is equal by definition).
    mutating func commit(_ rgba: [UInt8], _ spans: [ClosedRange<Int>?]) {
        if previous == nil { previous = [UInt8](repeating: 0, count: rgba.count) }
        let width = self.width
        previous!.withUnsafeMutableBufferPointer { p in
            rgba.withUnsafeBufferPointer { s in
                for (y, span) in spans.enumerated() {
                    guard let span else { continue }
                    let o = (y * width + span.lowerBound) * 4
                    (p.baseAddress! + o).update(from: s.baseAddress! + o, count: span.count * 4)
                }
            }
        }
    }
}
