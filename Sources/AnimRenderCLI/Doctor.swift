import AnimKit
import ArgumentParser

/// `animrender doctor`: library versions, encoders and the font in use.
struct Doctor: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Show the versions of cairo, pango and libav, the encoders available and the font in use.")

    func run() throws {
        try Terminal.out("animkit   \(LibraryVersions.animKit)")
        try Terminal.out("cairo     \(CairoLibrary.cairoVersion)")
        try Terminal.out("pango     \(CairoLibrary.pangoVersion)")
        try Terminal.out("libav     \(FFmpegLibrary.version) (libavcodec \(FFmpegLibrary.avcodecVersion))")
        for (format, encoder) in [("mp4", "libx264"), ("webm", "libvpx-vp9"), ("gif", "gif"), ("apng", "apng"), ("png", "png")] {
            let ok = FFmpegLibrary.hasEncoder(encoder)
            try Terminal.out("encoder   \(format.padding(toLength: 5, withPad: " ", startingAt: 0)) \(encoder): \(ok ? "available" : "MISSING")")
        }
        let fonts = try CairoTextMeasurer().fonts
        try Terminal.out("font      \(fonts.system) (monospaced: \(fonts.monospaced), serif: \(fonts.serif))")
    }
}
