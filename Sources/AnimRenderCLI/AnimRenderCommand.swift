import AnimKit
import ArgumentParser
import Foundation

/// The root command: renders AnimKit clips to GIF/MP4/PNG, hashes their frames, and batch-builds galleries.
struct AnimRender: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: AnimRenderCLI.toolName,
            abstract: "Render SwiftUI-style AnimKit clips headlessly to GIF, MP4, WebM, APNG, PNG or frame hashes.",
            version: "AnimKit \(LibraryVersions.animKit) (render \(RenderRevision.sourceDigest))",
            subcommands: [List.self, Render.self, Inspect.self, Log.self, Hash.self, Batch.self, Gallery.self, Docs.self, Watch.self, Curve.self, Doctor.self, ClipWorker.self]
        )
    }

    /// The clips this tool knows.
    static var catalog: ClipCatalog { AnimRenderCLI.catalog }

    /// Shell completion for a clip's name: the catalogue's names, written into the script when it is generated
    /// (`--generate-completion-script bash`) if every name is made of characters no shell reads specially
    /// (letters, digits, `.`, `_`, `-`, `+`, `@`); otherwise the script asks the tool for them at each completion, so that
    /// a name with a quote, a space or `$(…)` is data, never a command a shell runs when it loads the script.
    static var clipNames: CompletionKind {
        let names = catalog.clips.map(\.name)
        let plain = names.allSatisfy { $0.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "._-+@".unicodeScalars.contains($0)) } }
        return plain ? .list(names) : .custom { _, _, _ in AnimRenderCLI.catalog.clips.map(\.name) }
    }

    /// Parses and runs, turning every failure into one line on stderr and a non-zero exit.
    static func main() {
        DataOutput.guardStandardDescriptors()
        TemporaryFiles.shared.removeOnInterrupt()
        refuseHelpForUnknownCommand(Array(CommandLine.arguments.dropFirst()))
        refuseUnknownCommand(Array(CommandLine.arguments.dropFirst()))
        do {
            var command = try parseAsRoot()
            // A clip name that cannot be a file name (or two clips of one name) stops every command, in one line.
            try AnimRenderCLI.catalog.check()
            // Commands that run views and write data keep standard output for the data: what views print
            // goes to standard error.
            if command is RunsViews { DataOutput.separateFromPrints() }
            if command is RunsViews { try AddressSpace.requireMinimum() }
            if command is RunsViews { try ProcessLimit.requireMinimum() }
            try command.run()
        } catch let error as AnimKitError {
            Terminal.fail(error.description, code: error.kind == .cancelled ? 130 : 1)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                // Help, the version and completion scripts are data on standard output: a closed, full or broken
                // output is one line and a failing status, never a silent 0 with the text lost or cut short.
                let text = fullMessage(for: error)
                if !text.isEmpty {
                    do { try DataOutput.write(text.hasSuffix("\n") ? text : text + "\n") } catch let e as AnimKitError {
                        Terminal.fail(e.message, code: 1)
                    } catch { Terminal.fail("\(error)", code: 1) }
                }
                Glibc.exit(0)
            }
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

    /// A first argument that is no command and no option: one line naming the closest commands (`rendr` → did
    /// you mean 'render'?), exit 64.
    static func refuseUnknownCommand(_ arguments: [String]) {
        guard let first = arguments.first, !first.hasPrefix("-") else { return }
        let names = commandNames + ["help"]
        guard !names.contains(first) else { return }
        let close = names.map { ($0, ClipCatalog.distance(first.lowercased(), $0)) }
            .filter { $0.1 <= max(2, first.count / 3) }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(2).map { "'\($0.0)'" }
        let hint = close.isEmpty ? "commands: \(commandNames.joined(separator: ", "))" : "did you mean \(close.joined(separator: " or "))?"
        Terminal.fail("unknown command '\(first)'; \(hint)", code: 64)
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
extension ClipWorker: RunsViews {}

extension Curve: RunsViews {}
