import Testing
@testable import AnimKit

struct YUV420ConverterTests {
    /// BT.601 limited range in floating point: the reference the fixed-point code must stay within 1 of.
    func reference(_ r: Double, _ g: Double, _ b: Double) -> (y: Double, u: Double, v: Double) {
        let y = 16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255
        let u = 128 + (-37.797 * r - 74.203 * g + 112.0 * b) / 255
        let v = 128 + (112.0 * r - 93.786 * g - 18.214 * b) / 255
        return (y, u, v)
    }

    @Test func knownColoursGiveStudioRangeValues() {
        for (colour, expected) in [(Color.white, (235, 128, 128)), (Color.black, (16, 128, 128)),
                                   (Color(red: 1, green: 0, blue: 0), (81, 90, 240)),
                                   (Color(red: 0, green: 0, blue: 1), (41, 240, 110))] {
            let image = YUV420Converter.convert(FrameBuffer(width: 4, height: 2, fill: colour))
            #expect(image.bytes[0] == UInt8(expected.0))
            #expect(image.bytes[image.uOffset] == UInt8(expected.1))
            #expect(image.bytes[image.vOffset] == UInt8(expected.2))
        }
    }

    /// A 19×7 frame exercises the eight-pixel SIMD path, the scalar tail and the odd-size padding.
    @Test func everySampleMatchesTheReferenceWithinOne() {
        let w = 19, h = 7
        var bytes = [UInt8](repeating: 255, count: w * h * 4)
        for i in 0..<(w * h) {
            bytes[i * 4] = UInt8((i * 37) % 256); bytes[i * 4 + 1] = UInt8((i * 91 + 13) % 256); bytes[i * 4 + 2] = UInt8((i * 53 + 200) % 256)
        }
        let frame = FrameBuffer(width: w, height: h, bytes: bytes)
        let image = YUV420Converter.convert(frame)
        #expect(image.width == 20 && image.height == 8)
        #expect(image.bytes.count == 20 * 8 + 2 * 10 * 4)
        func rgb(_ x: Int, _ y: Int) -> (Double, Double, Double) {
            let p = frame.pixel(x: min(x, w - 1), y: min(y, h - 1))
            return (Double(p.r), Double(p.g), Double(p.b))
        }
        for y in 0..<image.height {
            for x in 0..<image.width {
                let (r, g, b) = rgb(x, y)
                #expect(abs(Double(image.bytes[y * image.width + x]) - reference(r, g, b).y) <= 1, "Y at \(x),\(y)")
            }
        }
        for cy in 0..<image.height / 2 {
            for cx in 0..<image.chromaWidth {
                var sum = (0.0, 0.0, 0.0)
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    let p = rgb(2 * cx + dx, 2 * cy + dy)
                    sum = (sum.0 + p.0 / 4, sum.1 + p.1 / 4, sum.2 + p.2 / 4)
                }
                let ref = reference(sum.0, sum.1, sum.2)
                let i = cy * image.chromaWidth + cx
                #expect(abs(Double(image.bytes[image.uOffset + i]) - ref.u) <= 1, "U at \(cx),\(cy)")
                #expect(abs(Double(image.bytes[image.vOffset + i]) - ref.v) <= 1, "V at \(cx),\(cy)")
            }
        }
    }
}
