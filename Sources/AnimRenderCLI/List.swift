import AnimKit
import ArgumentParser

/// `animrender list`: the clips linked in, one per line.
struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the clips linked in, one per line with a description.")

    func run() throws {
        let clips = AnimRender.catalog.clips
        let width = clips.map(\.name.count).max() ?? 0
        for clip in clips {
            try Terminal.out(clip.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + clip.description)
        }
    }
}
