import Foundation
import AnimKit

/// A place in a Markdown article where a clip's media goes, written as an HTML comment so that the source
/// article still reads as Markdown:
///
///     <!-- animkit: card-expand -->                          a GIF of the whole clip
///     <!-- animkit: card-expand format=mp4 -->               an MP4 in a <video> tag
///     <!-- animkit: card-expand at=1.2 -->                   a PNG of the frame at 1.2 s
///     <!-- animkit: card-expand times=0.5,0.6,0.8 -->        a filmstrip of those instants
///     <!-- animkit: card-expand format=filmstrip frames=8 alt="The card grows" scale=1 -->
///
/// Keys: `format` (gif, apng, mp4, webm, png, filmstrip; default gif, or png with `at`, or filmstrip with
/// `times`/`frames`), `at` (seconds, for png), `times` (seconds, comma-separated) or `frames` (1…24) for
/// filmstrips, `scale` (1…4; images default to 2), `alt` (the image's text; default the clip's description).
/// Markers inside fenced code blocks or inline code are left alone, so an article can show the syntax.
public struct ArticleMarker: Equatable, Sendable {
    /// The clip's name.
    public var clip: String
    public var format: OutputFormat
    /// For png: the time of the frame.
    public var at: Double?
    /// For filmstrips: the instants shown.
    public var times: [Double]?
    /// For filmstrips: how many evenly spaced frames (when no `times`).
    public var frames: Int?
    /// Device pixels per point (nil: 2 for images, 1 for video).
    public var scale: Int?
    /// The image's alternative text (nil: the clip's description, or its name).
    public var alt: String?
    /// The 1-based line of the marker in its article.
    public let line: Int
    /// Where the marker's text is in the article.
    let range: Range<String.Index>

    /// The media file's name: unique for each clip, format and parameters (`card.gif`, `card-at1.2.png`,
    /// `card-filmstrip-0.5-0.6.png`, `card@1x.mp4`).
    public var fileName: String {
        var name = clip
        if format == .png { name += "-at\(ArticleMarker.number(at ?? 0))" }
        if format == .filmstrip {
            name += "-filmstrip"
            if let times { name += "-" + times.map(ArticleMarker.number).joined(separator: "-") }
            else if let frames { name += "-\(frames)" }
        }
        if let scale { name += "@\(scale)x" }
        return "\(name).\(format.fileExtension)"
    }

    private static func number(_ x: Double) -> String { TreeFormat.number(x) }

    /// The marker's settings for a render.
    public var settings: RenderSettings { settings(defaultScale: nil) }

    /// The marker's settings for a render, its scale `defaultScale` when it gives none (nil: 2 for images, 1 for video).
    ///
    ///     marker.settings(defaultScale: 1)   // docs --scale 1
    public func settings(defaultScale: Int?) -> RenderSettings {
        let images: Set<OutputFormat> = [.gif, .apng, .png, .filmstrip]
        return RenderSettings(scale: scale ?? defaultScale ?? (images.contains(format) ? 2 : 1))
    }

    /// The Markdown (or HTML, for video) showing the media at `path` (a file path relative to the article written;
    /// percent-encoded here, so any file name stays one link).
    public func markup(path file: String, description: String, size: CGSize? = nil) -> String {
        let path = ClipGallery.urlPath(file)
        let text = alt ?? (description.isEmpty ? clip : description)
        // The clip's point size, so that 2x media show at 1x on any page.
        let dimensions = size.map { " width=\"\(Int($0.width.rounded()))\" height=\"\(Int($0.height.rounded()))\"" } ?? ""
        let attribute = ClipGallery.attribute(text)
        switch format {
        case .mp4, .webm:
            return "<video src=\"\(path)\"\(dimensions) autoplay loop muted playsinline title=\"\(attribute)\"></video>"
        default:
            guard size != nil else {
                return "![\(ClipGallery.linkText(text))](\(path))"
            }
            return "<img src=\"\(path)\"\(dimensions) alt=\"\(attribute)\">"
        }
    }
}
