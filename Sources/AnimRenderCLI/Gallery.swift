import AnimKit
import ArgumentParser
import Foundation
import AnimKitPublish

/// `animrender gallery`: the gallery page from outputs already rendered (by `batch`, maybe on several shards).
struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write the Markdown gallery for clips already rendered into a folder (by batch, on any number of shards).",
        discussion: "Every clip named (all by default) must have its output in the media folder, as batch names it (NAME.EXT); the page is the one batch --gallery writes for the same clips."
    )

    @Option(name: [.short, .customLong("output")], help: "The gallery file to write.")
    var output: String

    @Option(help: "The folder holding the rendered clips.")
    var media: String

    @Option(help: "The format the clips were rendered in: gif, mp4, webm, apng, png or filmstrip.")
    var format: String = "gif"

    @OptionGroup var galleryOptions: GalleryOptions

    @Argument(help: "Clip names; all clips when none are given.", completion: AnimRender.clipNames)
    var clips: [String] = []

    func validate() throws {
        if output.isEmpty || output == "-" { throw ValidationError("gallery writes a file; give its name with -o") }
        let f = try Render.parseFormat(format)
        if f == .raw || f == .frames { throw ValidationError("the gallery shows one file per clip; choose a file format") }
    }

    func run() throws {
        let catalog = AnimRender.catalog
        let chosen = try clips.isEmpty ? catalog.clips : clips.map { try catalog.clip(named: $0) }
        let folder = URL(fileURLWithPath: media, isDirectory: true)
        let layout = BatchRenderer(clips: chosen, directory: folder, format: try Render.parseFormat(format))
        let missing = try chosen.filter { !FileManager.default.fileExists(atPath: try layout.output(for: $0).path) }
        if !missing.isEmpty {
            let names = missing.prefix(5).map(\.name).joined(separator: ", ")
            throw AnimKitError(.io, "\(missing.count) of \(chosen.count) clips have no output in \(media) (\(names)\(missing.count > 5 ? ", …" : "")); render them first")
        }
        for (url, text) in try galleryOptions.gallery(sections: catalog.sections(keeping: chosen), format: try Render.parseFormat(format))
            .pages(page: URL(fileURLWithPath: output), media: layout.output(for:)) {
            try ClipGallery.save(text, to: url)
        }
    }
}
