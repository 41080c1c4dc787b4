import AnimKit
import Foundation

/// The `animrender` command-line interface over any catalogue of clips: your own executable gets `list`,
/// `render`, `inspect`, `log`, `hash`, `batch`, `curve` and `doctor` for your clips.
///
///     // Sources/myclips/main.swift
///     import AnimKit
///     import AnimRenderCLI
///     AnimRenderCLI.run(ClipCatalog(sections: MyClips.sections))   // or ClipCatalog([clipA, clipB])
///
/// then `swift run myclips render card -o card.gif` or `swift run myclips batch -o docs/media --gallery docs/clips.md`.
public enum AnimRenderCLI {
    /// The catalogue the commands work on (set by `run`).
    nonisolated(unsafe) static var catalog = ClipCatalog([])
    /// The tool's name in messages and help (the executable's file name unless `run` is given one).
    nonisolated(unsafe) static var toolName = "animrender"

    /// Parses the process's arguments, runs the command over `catalog` and exits: 0 on success, otherwise one line
    /// on standard error and a non-zero status.
    ///
    ///     AnimRenderCLI.run(ClipCatalog([Clip("card") { CardView() }]))
    /// - Parameters:
    ///   - catalog: the clips the commands know.
    ///   - name: the tool's name in help and messages (default: the executable's file name).
    public static func run(_ catalog: ClipCatalog, name: String? = nil) -> Never {
        self.catalog = catalog
        toolName = name ?? CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "animrender"
        AnimRender.main()
        exit(0)
    }
}
