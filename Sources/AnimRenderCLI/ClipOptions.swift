import AnimKit
import ArgumentParser
import Foundation

/// The options every command that renders frames shares.
struct ClipOptions: ParsableArguments {
    @Option(help: "Frames per second (1...240; GIF at most 50). Default: the clip's own, GIF 50.")
    var fps: Int?

    @Option(help: "Canvas size in points, WIDTHxHEIGHT (e.g. 640x360). Default: the clip's own.")
    var size: String?

    @Option(help: "Device pixels per point (1...4). Default: 2 for images (gif, apng, png, filmstrip), sharp on retina screens; 1 for video, frames, raw data and hashes. --scale 1 opts out.")
    var scale: Int?

    @Option(help: "Length in seconds. Default: the clip's own.")
    var duration: Double?

    @Option(name: .customLong("assets"), help: ArgumentHelp("An asset catalog (Assets.xcassets), or a folder whose catalogs views' Image(\"name\") and Color(\"name\") read; repeatable.", valueName: "path"))
    var assets: [String] = []

    /// The settings these options describe for `format` (nil: hashes and inspection, at scale 1 by default); also
    /// names the `--assets` catalogs to this process and, through `ANIMKIT_ASSETS`, to the workers it starts.
    func settings(for format: OutputFormat? = nil) throws -> RenderSettings {
        try useAssets()
        let s = RenderSettings(fps: fps, size: try size.map(RenderSettings.parseSize),
                               scale: scale ?? ClipOptions.defaultScale(for: format), duration: duration)
        try s.validate()
        return s
    }

    /// 2 for the image formats a docs page shows, 1 otherwise.
    static func defaultScale(for format: OutputFormat?) -> Int {
        switch format {
        case .gif, .apng, .png, .filmstrip: return 2
        default: return 1
        }
    }

    /// Names the `--assets` locations (each must be a folder) to `AssetCatalogs` and to child processes.
    private func useAssets() throws {
        guard !assets.isEmpty else { return }
        var paths: [String] = []
        for path in assets {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                throw AnimKitError(.invalidArgument, "--assets: \(path) is not a folder (name an Assets.xcassets catalog or a folder holding catalogs)")
            }
            let url = URL(fileURLWithPath: path).standardizedFileURL
            AssetCatalogs.add(url)
            paths.append(url.path)
        }
        let inherited = ProcessInfo.processInfo.environment["ANIMKIT_ASSETS"].map { [$0] } ?? []
        setenv("ANIMKIT_ASSETS", (paths + inherited).joined(separator: ":"), 1)
    }

    func validate() throws {
        do { _ = try settings() } catch let e as AnimKitError { throw ValidationError(e.message) }
    }
}
