import AnimKit
import ArgumentParser
import Foundation

/// `animrender log`: runs a view clip's script through its state changes without drawing; what the
/// views print goes to stdout, each cycle's header to stderr.
struct Log: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a view clip's script without drawing: the views' output on stdout, a header per state change on stderr.",
        discussion: "Headers look like '--- t=0.500 Tap \"Active\"'. Useful with views that print their transactions (the articles' transactionMonitor)."
    )

    @Argument(help: "The clip's name (see '\(AnimRenderCLI.toolName) list').", completion: AnimRender.clipNames)
    var clip: String

    @Option(name: .long, help: "Stop after this time in seconds (default: the clip's duration).")
    var until: Double?

    func run() throws {
        if DataOutput.isClosed { throw AnimKitError(.io, "standard output is closed, and log writes what the views print there; redirect it to a file") }
        let clip = try AnimRender.catalog.clip(named: self.clip)
        try clip.runScript(until: until) { time, summary in
            // Flush what the views printed so far, so the header lands between the right lines.
            fflush(nil)
            Terminal.error("--- t=\(String(format: "%.3f", time)) \(summary)\n")
        }
        try DataOutput.flushPrints()
    }
}
