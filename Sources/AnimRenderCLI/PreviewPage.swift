import AnimKit
import AnimKitPublish
import Foundation

/// The page `watch` keeps beside its media: every clip it renders, reloaded by the browser when one changes.
///
/// `preview.html` shows each clip at its point size with its description; `preview.js` holds a digest of
/// the media. The page loads the script again every second (a script, unlike `fetch`, loads from `file://`)
/// and reloads itself when the digest differs from the one it was written with, so an open page follows the
/// edits without flicker in between.
///
///     try PreviewPage(clips: clips, folder: output, format: .gif).write()
struct PreviewPage {
    let clips: [Clip]
    let folder: URL
    let format: OutputFormat

    /// The page's file.
    var page: URL { folder.appendingPathComponent("preview.html") }
    /// The script the page polls.
    var script: URL { folder.appendingPathComponent("preview.js") }

    /// A digest of the media as they are now (names, sizes and times).
    func digest() -> String {
        var bytes: [UInt8] = []
        for clip in clips {
            guard let path = try? media(of: clip).path else { continue }
            var info = stat()
            let fields = lstat(path, &info) == 0 ? [Int(info.st_size), info.st_mtim.tv_sec, info.st_mtim.tv_nsec] : [0]
            bytes += Array("\(clip.name) \(fields)\n".utf8)
        }
        return StableHash.hex(StableHash.xxh64(bytes))
    }

    /// Writes the page and its script (each replaced only when it is AnimKit's own).
    func write() throws {
        let version = digest()
        try ClipGallery.save(html(version: version), to: page)
        try ClipGallery.save("animkitPreview(\"\(version)\");\n", to: script)
    }

    private func media(of clip: Clip) throws -> URL {
        folder.appendingPathComponent("\(try ClipName.fileStem(clip.name)).\(format.fileExtension)")
    }

    /// The page for media at `version`.
    func html(version: String) -> String {
        var body = ""
        for clip in clips {
            let name = ClipGallery.attribute(clip.name)
            let file = ClipGallery.attribute(ClipGallery.urlPath("\(clip.name).\(format.fileExtension)")) + "?v=\(version)"
            let size = "width=\"\(Int(clip.size.width))\" height=\"\(Int(clip.size.height))\""
            let media = format == .mp4 || format == .webm
                ? "<video src=\"\(file)\" \(size) autoplay loop muted playsinline></video>"
                : "<img src=\"\(file)\" \(size) alt=\"\(name)\">"
            body += "<figure>\(media)<figcaption><b>\(name)</b> \(ClipGallery.attribute(clip.description))</figcaption></figure>\n"
        }
        return """
        <!doctype html>
        <meta charset="utf-8">
        <title>AnimKit preview</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; background: #f4f4f4; }
        figure { display: inline-block; margin: 0 24px 24px 0; vertical-align: top; }
        img, video { display: block; background: white; box-shadow: 0 0 0 1px #ddd; }
        figcaption { max-width: 480px; margin-top: 6px; color: #444; }
        </style>
        <script>
        const shown = "\(version)";
        function animkitPreview(version) { if (version !== shown) location.reload(); }
        setInterval(() => {
          const s = document.createElement("script");
          s.src = "preview.js?" + Date.now();
          s.onload = s.onerror = () => s.remove();
          document.head.appendChild(s);
        }, 1000);
        </script>
        \(body)
        """
    }
}
