import AnimKit
import ArgumentParser
import Foundation

/// The root command: renders AnimKit clips to GIF/MP4/PNG, hashes their frames, and batch-builds galleries.
struct AnimRender: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: AnimRenderCLI.toolName,
            abstract: "Render SwiftUI-style AnimKit clips headlessly to GIF, MP4, WebM, APNG, PNG or frame hashes.",
            subcommands: [List.self, Render.self, Inspect.self, Log.self, Hash.self, Batch.self, Gallery.self, Docs.self, Curve.self, Doctor.self]
        )
    }

    /// The clips this tool knows.
    static var catalog: ClipCatalog { AnimRenderCLI.catalog }

    /// Parses and runs, turning every failure into one line on stderr and a non-zero exit.
    static func main() {
        DataOutput.guardStandardDescriptors()
        TemporaryFiles.shared.removeOnInterrupt()
        refuseHelpForUnknownCommand(Array(CommandLine.arguments.dropFirst()))
        do {
            var command = try parseAsRoot()
            // Commands that run views and write data keep standard output for the data: what views print
            // goes to standard error.
            if command is RunsViews { DataOutput.separateFromPrints() }
            if command is RunsViews { try AddressSpace.requireMinimum() }
            try command.run()
        } catch let error as AnimKitError {
            Terminal.fail(error.description, code: error.kind == .cancelled ? 130 : 1)
        } catch {
            let code = exitCode(for: error)
            if code == .success { exit(withError: error) }
            let message = message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            Terminal.fail("\(message) (see '\(AnimRenderCLI.toolName) help')", code: code.rawValue)
        }
    }

    /// The names of the subcommands.
    static var commandNames: [String] {
        var names: [String] = []
        for command in configuration.subcommands { names.append(command._commandName) }
        return names
    }

    /// `animrender help NAME` for a NAME that is no command: one line and exit 64 (ArgumentParser would
    /// print the general help and exit 0).
    static func refuseHelpForUnknownCommand(_ arguments: [String]) {
        guard arguments.count > 1, arguments[0] == "help" else { return }
        let names = commandNames
        guard !names.contains(arguments[1]) else { return }
        Terminal.fail("unknown command '\(arguments[1])'; commands: \(names.joined(separator: ", "))", code: 64)
    }
}

/// A command that runs clips' views while it writes data to standard output (frames, hashes, JSON, a
/// table): what the views print is sent to standard error for it.
protocol RunsViews {}

extension Render: RunsViews {}
extension Hash: RunsViews {}
extension Inspect: RunsViews {}
extension Batch: RunsViews {}
extension Docs: RunsViews {}

extension Curve: RunsViews {}
