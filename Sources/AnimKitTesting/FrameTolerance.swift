import AnimKit

/// How different a frame may be from its recorded image and still pass — for references recorded with
/// `images: true` that must survive other font or library versions.
///
///     assertClipFrames(card, images: true, tolerance: FrameTolerance(maxChannelDelta: 8, pixelShare: 0.01))
public struct FrameTolerance: Sendable, Equatable {
    /// The largest difference in any channel (0…255) at which a pixel still counts as equal.
    public var maxChannelDelta: Int
    /// The share of pixels (0…1) that may differ by more and still let the frame pass.
    public var pixelShare: Double

    /// A tolerance; the default tolerates nothing.
    public init(maxChannelDelta: Int = 0, pixelShare: Double = 0) {
        self.maxChannelDelta = maxChannelDelta
        self.pixelShare = pixelShare
    }

    /// The share of pixels of `actual` that differ from `expected` by more than `maxChannelDelta` (1 when the
    /// sizes differ).
    package func differingShare(_ actual: FrameBuffer, _ expected: FrameBuffer) -> Double {
        guard actual.width == expected.width, actual.height == expected.height else { return 1 }
        let a = actual.bytes, e = expected.bytes
        var differing = 0
        var i = 0
        while i < a.count {
            if abs(Int(a[i]) - Int(e[i])) > maxChannelDelta || abs(Int(a[i + 1]) - Int(e[i + 1])) > maxChannelDelta
                || abs(Int(a[i + 2]) - Int(e[i + 2])) > maxChannelDelta || abs(Int(a[i + 3]) - Int(e[i + 3])) > maxChannelDelta {
                differing += 1
            }
            i += 4
        }
        return Double(differing) / Double(max(1, a.count / 4))
    }

    /// Whether `actual` passes against `expected`.
    package func accepts(_ actual: FrameBuffer, _ expected: FrameBuffer) -> Bool { differingShare(actual, expected) <= pixelShare }

    /// An image of `expected` faded towards white with the pixels that differ beyond the tolerance in red; nil when
    /// the sizes differ.
    package func diffImage(_ actual: FrameBuffer, _ expected: FrameBuffer) -> FrameBuffer? {
        guard actual.width == expected.width, actual.height == expected.height else { return nil }
        var out = expected.bytes
        let a = actual.bytes, e = expected.bytes
        var i = 0
        while i < a.count {
            let differs = (0..<4).contains { abs(Int(a[i + $0]) - Int(e[i + $0])) > maxChannelDelta }
            if differs {
                out[i] = 255; out[i + 1] = 0; out[i + 2] = 0; out[i + 3] = 255
            } else {
                // A quarter of the expected colour over white: the picture stays readable behind the red.
                let alpha = Double(e[i + 3]) / 255
                for c in 0..<3 { out[i + c] = UInt8(255 - (255 - Double(e[i + c]) * alpha - 255 * (1 - alpha)) * 0.25) }
                out[i + 3] = 255
            }
            i += 4
        }
        return FrameBuffer(width: expected.width, height: expected.height, scale: expected.scale, bytes: out)
    }
}
