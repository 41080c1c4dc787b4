import AnimKit
import Foundation

/// A clip's recorded frame hashes: a readable text file, one `INDEX TIME HASH` line per frame after a header that
/// names what decides pixels (canvas, scale, frame rate, library versions).
///
///     # AnimKit frames of clip "card": 240x160 pt at 1x, 60 fps, 60 frames
///     # pixels from: animkit 0.1.0 render fdab4c24… cairo 1.16.0 pango 1.50.12 libavcodec 59.37.100
///     # images: card/ (frames whose picture changes)
///     digest 5b1e…
///     0 0.000 9f2c41d07e5b8a13
struct FrameReference: Equatable {
    var header: [String]
    var digest: String
    var hashes: [String]
    var times: [Double]

    /// The library line of the header (what decides pixels), if any.
    var libraries: String? {
        header.first { $0.hasPrefix("# pixels from: ") }.map { String($0.dropFirst("# pixels from: ".count)) }
    }

    /// Whether the recording kept images of its frames (`# images:` in the header).
    var keepsImages: Bool { header.contains { $0.hasPrefix("# images: ") } }

    /// The frames a recording with images wrote a PNG of: the first, and every one whose hash differs from the
    /// frame before. This is the list of files the recording owns; nothing else in the folder is touched.
    var imageFrames: Set<Int> {
        Set(hashes.indices.filter { $0 == 0 || hashes[$0] != hashes[$0 - 1] })
    }

    var text: String {
        (header + ["digest \(digest)"] + hashes.indices.map { String(format: "%d %.3f %@", $0, times[$0], hashes[$0]) })
            .joined(separator: "\n") + "\n"
    }

    /// Parses a reference file; nil when it is not one.
    init?(text: String) {
        header = []
        digest = ""
        hashes = []
        times = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("#") { header.append(String(line)); continue }
            let words = line.split(separator: " ")
            if words.count == 2, words[0] == "digest" { digest = String(words[1]); continue }
            guard words.count == 3, Int(words[0]) == hashes.count, let t = Double(words[1]) else { return nil }
            times.append(t)
            hashes.append(String(words[2]))
        }
        guard !hashes.isEmpty else { return nil }
    }

    init(clip: Clip, loop: FrameLoop, hashes: [UInt64], digest: UInt64, images: String?) {
        header = ["# AnimKit frames of clip \"\(clip.name)\": \(Formatting.size(loop.size)) pt at \(loop.scale)x, \(loop.clock.fps) fps, \(hashes.count) frames",
                  "# pixels from: \(LibraryVersions.summary)"]
        if let images { header.append("# images: \(images)/ (frames whose picture changes)") }
        self.digest = StableHash.hex(digest)
        self.hashes = hashes.map(StableHash.hex)
        times = hashes.indices.map { loop.clock.time(ofFrame: $0) }
    }
}

/// Number formatting for headers and messages.
enum Formatting {
    static func size(_ s: CGSize) -> String { "\(number(s.width))x\(number(s.height))" }
    static func number(_ x: CGFloat) -> String { x == x.rounded() ? String(Int(x)) : String(format: "%.2f", Double(x)) }
}
