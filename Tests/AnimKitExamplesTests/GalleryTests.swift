import AnimKit
import AnimKitExamples
import Foundation
import Testing
@testable import AnimKitPublish

/// The documentation gallery (`docs/clips.md`, written by `scripts/gallery.sh`) against the clips.
@Suite struct GalleryTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let page = root.appendingPathComponent("docs/clips.md")

    static func media(_ clip: Clip) -> URL { root.appendingPathComponent("docs/clips/\(clip.name).gif") }

    @Test func everyClipSaysWhatToNotice() {
        for clip in Examples.all {
            #expect(clip.notice.count > 40, "\(clip.name) has no 'what to notice'")
            #expect(FileManager.default.fileExists(atPath: clip.origin.file), "\(clip.name): \(clip.origin.file)")
        }
        let expected: [Int] = [6, Examples.transactionArticle.count, Examples.objcTransactionsArticle.count,
                               Examples.transitionsArticle.count, Examples.animationReference.count,
                               Examples.swiftUIDrawing.count, Examples.modernAnimation.count,
                               Examples.navigationAndPresentation.count, Examples.containersAndControls.count,
                               Examples.realWorld.count, Examples.looks.count]
        #expect(Examples.sections.map(\.clips.count) == expected)
    }

    @Test func docsGalleryMatchesTheClips() throws {
        let intro = try String(contentsOf: GalleryTests.page.deletingLastPathComponent().appendingPathComponent("gallery-intro.md"), encoding: .utf8)
        let expected = try ClipGallery(intro: intro.trimmingCharacters(in: .whitespacesAndNewlines),
                                       sections: Examples.sections).markdown(page: GalleryTests.page, media: GalleryTests.media)
        let actual = try String(contentsOf: GalleryTests.page, encoding: .utf8)
        #expect(actual == expected, "docs/clips.md is out of date: run 'bash scripts/gallery.sh'")
        for clip in Examples.all {
            #expect(FileManager.default.fileExists(atPath: GalleryTests.media(clip).path), "no GIF for \(clip.name)")
        }
    }

    @Test func articleClipsShowTheirSampleCode() throws {
        let text = try String(contentsOf: GalleryTests.page, encoding: .utf8)
        let entries = text.components(separatedBy: "\n### `").dropFirst()
        let articleClips = Examples.transactionArticle + Examples.objcTransactionsArticle + Examples.transitionsArticle
            + Examples.animationReference
        for clip in articleClips {
            let entry = try #require(entries.first { $0.hasPrefix("\(clip.name)`") }, "\(clip.name) is not in the gallery")
            // At the clip's point size (the GIF is at --scale 1 here, 2 for users), the description as alt text.
            let size = "width=\"\(Int(clip.size.width))\" height=\"\(Int(clip.size.height))\""
            #expect(entry.contains("<img src=\"clips/\(clip.name).gif\" \(size) alt=\"\(ClipGallery.attribute(clip.description))\">"),
                    "\(clip.name)")
            // The notice, its lines wrapped at 118 characters.
            let notice = entry.components(separatedBy: "**What to notice:** ").last?.components(separatedBy: "\n\n").first ?? ""
            #expect(notice.replacingOccurrences(of: "\n", with: " ") == clip.notice, "\(clip.name)")
            #expect(entry.split(separator: "\n").filter { !$0.hasPrefix("<") && !$0.hasPrefix(" ") }.allSatisfy { $0.count <= 118 || !$0.contains(" ") }
                    || entry.contains("```"))
            // The code holds the declaration of the sample the clip shows (`FooSample.Demo()` → `enum FooSample {`).
            let sample = try #require(entry.firstMatch(of: /(\w+Sample)\.\w+/)?.1, "\(clip.name) names no sample")
            #expect(entry.contains("enum \(sample) {"), "\(clip.name)'s code lacks enum \(sample)")
            #expect(entry.contains("public static let"))
        }
    }
}
