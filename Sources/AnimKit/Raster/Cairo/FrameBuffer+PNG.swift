import CCairo
import Foundation

extension FrameBuffer {
    /// The pixels of the PNG file at `url` (straight-alpha RGBA), as `FFmpegPNGEncoder.write` writes them.
    ///
    ///     let expected = try FrameBuffer(contentsOfPNG: URL(fileURLWithPath: "__Clips__/Card/open/frame-0030.png"))
    public init(contentsOfPNG url: URL, scale: Int = 1) throws {
        self = try CairoSurface(pngFile: url.path).frameBuffer(scale: scale)
    }

    /// The pixels of PNG bytes (straight-alpha RGBA), as `FFmpegPNGEncoder.encode` makes them.
    ///
    ///     let frame = try FrameBuffer(pngData: Data(try FFmpegPNGEncoder.encode(original)))
    public init(pngData: Data, scale: Int = 1) throws {
        self = try CairoSurface(pngData: pngData).frameBuffer(scale: scale)
    }
}
