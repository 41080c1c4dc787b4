import AnimKit
import AnimKitExamples
import ArgumentParser
import Foundation

/// `animrender`: renders AnimKit clips to GIF/MP4/PNG, hashes their frames, and batch-builds galleries.
@main
struct AnimRender: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animrender",
        abstract: "Render SwiftUI-style AnimKit clips headlessly to GIF, MP4, WebM, APNG, PNG or frame hashes.",
        subcommands: [List.self, Render.self, Inspect.self, Log.self, Hash.self, Batch.self, Curve.self, Doctor.self]
    )

    /// The clips linked into this tool.
    static let catalog = ClipCatalog(sections: Examples.sections)

    /// Parses and runs, turning every failure into one line on stderr and a non-zero exit.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as AnimKitError {
            Terminal.fail(error.description, code: error.kind == .cancelled ? 130 : 1)
        } catch {
            let code = exitCode(for: error)
            if code == .success { exit(withError: error) }
            let message = message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            Terminal.fail("\(message) (see 'animrender help')", code: code.rawValue)
        }
    }
}
