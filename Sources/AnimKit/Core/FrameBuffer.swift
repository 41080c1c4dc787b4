import Foundation

/// One rendered frame: device pixels as 8-bit RGBA with **straight (not premultiplied) alpha**.
///
/// Rows are tightly packed (`width * 4` bytes), top row first. `scale` is the number of device
/// pixels per point (1, 2 or 3), so a 400×300-point canvas at scale 2 is 800×600 pixels.
///
///     let px = frame.pixel(x: 10, y: 20)        // device pixels
///     let c = frame.color(at: CGPoint(x: 5, y: 10)) // points
public struct FrameBuffer: Equatable, Sendable {
    /// Width in device pixels.
    public let width: Int
    /// Height in device pixels.
    public let height: Int
    /// Device pixels per point.
    public let scale: Int
    /// RGBA bytes, straight alpha, `width * height * 4` of them.
    public var bytes: [UInt8]

    /// Creates a frame from existing bytes.
    public init(width: Int, height: Int, scale: Int = 1, bytes: [UInt8]) {
        precondition(bytes.count == width * height * 4, "FrameBuffer needs width*height*4 bytes")
        self.width = width
        self.height = height
        self.scale = scale
        self.bytes = bytes
    }

    /// Creates a frame filled with one colour.
    public init(width: Int, height: Int, scale: Int = 1, fill: Color = .clear) {
        let c = fill.rgba8
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            bytes[i] = c.r; bytes[i + 1] = c.g; bytes[i + 2] = c.b; bytes[i + 3] = c.a
        }
        self.init(width: width, height: height, scale: scale, bytes: bytes)
    }

    /// The RGBA value of the device pixel at (x, y).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
        let i = (y * width + x) * 4
        return (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
    }

    /// The colour of the device pixel under a point given in points.
    public func color(at point: CGPoint) -> Color {
        let x = min(width - 1, max(0, Int(point.x * CGFloat(scale))))
        let y = min(height - 1, max(0, Int(point.y * CGFloat(scale))))
        let p = pixel(x: x, y: y)
        return Color(rgb8: Int(p.r), Int(p.g), Int(p.b), opacity: Double(p.a) / 255)
    }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool {
        bytes.withUnsafeBufferPointer { b in
            var i = 3
            while i < b.count { if b[i] != 255 { return false }; i += 4 }
            return true
        }
    }
}
