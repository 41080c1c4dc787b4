import Foundation

/// The ffmpeg CLI encoding frames dumped raw: the anchor every render is compared with.
///
///     let anchor = FFmpegAnchor(raw: frames, width: 640, height: 360, fps: 60)
///     let seconds = try anchor.mp4(to: out).seconds
struct FFmpegAnchor {
    let raw: URL
    let width: Int, height: Int, fps: Int

    /// The input arguments: raw RGBA frames of the anchor's size and rate.
    private var input: [String] {
        ["ffmpeg", "-y", "-v", "error", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-r", String(fps),
         "-i", raw.path]
    }

    /// x264 as AnimKit runs it (preset medium, CRF 23, one thread); an odd side is padded by a pixel, as AnimKit
    /// pads it (4:2:0 needs even sides), and even sides go through no filter.
    func mp4(to out: URL) throws -> (seconds: Double, cpuSeconds: Double, peakMiB: Double) {
        let pad = width % 2 == 1 || height % 2 == 1 ? ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2"] : []
        return try Measure.run(input + pad + ["-c:v", "libx264", "-preset", "medium", "-crf", "23", "-threads", "1",
                                              "-pix_fmt", "yuv420p", out.path])
    }

    /// The two-pass palette GIF (`palettegen`, then `paletteuse` with its default dithering): both passes' times.
    func gif(to out: URL, palette: URL) throws -> (seconds: Double, cpuSeconds: Double) {
        let gen = try Measure.run(input + ["-vf", "palettegen", palette.path])
        let use = try Measure.run(input + ["-i", palette.path, "-lavfi", "paletteuse", out.path])
        return (gen.seconds + use.seconds, gen.cpuSeconds + use.cpuSeconds)
    }
}
