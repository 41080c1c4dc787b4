import AnimKit
import ArgumentParser
import Foundation

/// The options every command that renders frames shares.
struct ClipOptions: ParsableArguments {
    @Option(help: "Frames per second (1...240; GIF at most 50). Default: the clip's own, GIF 50.")
    var fps: Int?

    @Option(help: "Canvas size in points, WIDTHxHEIGHT (e.g. 640x360). Default: the clip's own.")
    var size: String?

    @Option(help: "Device pixels per point (1...4): 2 renders @2x.")
    var scale: Int = 1

    @Option(help: "Length in seconds. Default: the clip's own.")
    var duration: Double?

    /// The settings these options describe.
    func settings() throws -> RenderSettings {
        let s = RenderSettings(fps: fps, size: try size.map(RenderSettings.parseSize), scale: scale, duration: duration)
        try s.validate()
        return s
    }

    func validate() throws {
        do { _ = try settings() } catch let e as AnimKitError { throw ValidationError(e.message) }
    }
}
