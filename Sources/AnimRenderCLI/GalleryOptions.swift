import AnimKit
import ArgumentParser
import Foundation
import AnimKitPublish

/// How a gallery page is composed (`batch --gallery` and `gallery`).
struct GalleryOptions: ParsableArguments {
    @Option(help: "The gallery's heading.")
    var title = "Clip gallery"

    @Option(help: ArgumentHelp("A Markdown file whose text goes under the heading (default: a line saying the page is generated).",
                               valueName: "file"))
    var intro: String?

    @Flag(help: "Put each section on a page of its own beside the gallery file, which lists them.")
    var pagePerSection = false

    @Flag(help: "Show only the views' code, without the Clip(…) declaration and its script.")
    var viewCode = false

    /// The gallery of `sections` these options describe (reads the introduction file), for media in `format`
    /// rendered at `size` (nil: each clip's own).
    func gallery(sections: [ClipSection], format: OutputFormat, size: CGSize? = nil) throws -> ClipGallery {
        var text = ClipGallery.defaultIntro
        if let intro {
            do {
                text = try String(contentsOfFile: intro, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            } catch {
                throw AnimKitError(.io, "cannot read the introduction \(intro): \(error.localizedDescription)")
            }
        }
        var gallery = ClipGallery(title: title, intro: text, sections: sections)
        gallery.pagePerSection = pagePerSection
        gallery.showsClipDeclaration = !viewCode
        // A filmstrip is its tiles' size, not the clip's: left to the image.
        gallery.pointSize = { clip in format == .filmstrip ? nil : size ?? clip.size }
        return gallery
    }
}

/// `--shard K/N`: a stable share of the catalogue for one machine of a CI matrix.
struct ShardOption: ParsableArguments {
    @Option(help: ArgumentHelp("Render only shard K of N (1-based), chosen by a hash of each clip's name: N machines running 1/N … N/N render every clip once.",
                               valueName: "K/N"))
    var shard: String?

    /// The shard as (index, count), or nil.
    func parsed() throws -> (index: Int, count: Int)? {
        guard let shard else { return nil }
        let parts = shard.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else {
            throw ValidationError("--shard \(shard) is not K/N with 1 ≤ K ≤ N (e.g. 2/4)")
        }
        return (k, n)
    }

    func validate() throws { _ = try parsed() }

    /// `clips` cut to the shard (all of them without one).
    func apply(to clips: [Clip], in catalog: ClipCatalog) throws -> [Clip] {
        guard let (k, n) = try parsed() else { return clips }
        let kept = Set(catalog.shard(k, of: n).map(\.name))
        return clips.filter { kept.contains($0.name) }
    }
}
