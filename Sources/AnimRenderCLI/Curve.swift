import AnimKit
import ArgumentParser
import Foundation
import AnimKitPublish

/// `animrender curve`: plots animations' value (and velocity) against time into a PNG.
struct Curve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Plot animations' value and velocity against time into a PNG.",
        discussion: """
        ANIMATIONS is one or more Swift expressions separated by commas, e.g. "easeInOut,bouncy,snappy" or \
        ".spring(duration: 0.6, bounce: 0.3)" or "linear(duration: 1).repeatCount(3, autoreverses: true)".
        """
    )

    @Argument(help: "The animations to plot, comma-separated.")
    var animations: String

    @Option(name: [.short, .customLong("output")], help: "The PNG to write (- for standard output).")
    var output: String

    @Option(help: "Time span shown, in seconds (default: the longest animation, up to 5 s).")
    var duration: Double?

    @Option(help: "Plot size in points, WxH.")
    var size: String = "640x400"

    @Option(help: "Pixels per point (1...4).")
    var scale: Int = 2

    @Flag(help: "Leave out the velocity curves.")
    var noVelocity = false

    func validate() throws {
        if let duration, !(duration > 0 && duration <= CurvePlot.maxDuration) {
            throw ValidationError("--duration must be more than 0 and at most \(Int(CurvePlot.maxDuration)) seconds")
        }
        if output.isEmpty { throw ValidationError("the output path is empty; give a PNG file name or - for standard output") }
        guard (1...4).contains(scale) else { throw ValidationError("--scale \(scale) is out of range (1...4)") }
    }

    func run() throws {
        let parsed = try AnimationParser.parseList(animations)
        let plot = CurvePlot(parsed.map { ($0.source, $0.animation) }, size: try RenderSettings.parseSize(size),
                             showsVelocity: !noVelocity, duration: duration)
        try FFmpegPNGEncoder.write(plot.render(scale: scale), to: output == "-" ? nil : URL(fileURLWithPath: output))
    }
}
