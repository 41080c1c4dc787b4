import AnimKit
import ArgumentParser

/// `animrender inspect`: every view of a clip at one time, as text or as the snapshot JSON.
struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Describe every view of a view clip at a time: path, type, label, frame, opacity, fill, transaction.",
        discussion: "--json prints the ClipSnapshot JSON (keys sorted; schema in docs/views.md). What the clip's views print goes to stderr."
    )

    @Argument(help: "The clip's name (see '\(AnimRenderCLI.toolName) list').", completion: AnimRender.clipNames)
    var clip: String

    @Option(name: .long, help: "The time in seconds.")
    var at: Double

    @Flag(name: .long, help: "Print JSON instead of the indented listing.")
    var json = false

    func run() throws {
        let clip = try AnimRender.catalog.clip(named: self.clip)
        let snapshot = try clip.snapshot(at: at)
        try Terminal.out(json ? snapshot.json : snapshot.text)
    }
}
