import Foundation
import Testing
@testable import AnimKit

/// The render revision must follow every change to the code that draws and encodes, so that batch
/// re-renders outputs made by an older rasterizer or encoder.
struct RenderRevisionTests {
    static var sourcesRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/AnimKit")
    }

    @Test func digestMatchesTheSources() throws {
        let digest = try RenderRevision.digest(root: Self.sourcesRoot)
        #expect(digest == RenderRevision.sourceDigest,
                "Raster/Encode sources changed: set RenderRevision.sourceDigest to \"\(digest)\" (Sources/AnimKit/Clip/RenderRevision.swift)")
    }

    @Test func digestChangesWithAnySourceByte() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("animkit-revision-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: Self.sourcesRoot, to: copy)
        let before = try RenderRevision.digest(root: copy)
        let file = copy.appendingPathComponent("Encode/GIF/PaletteMapper.swift")
        try (try String(contentsOf: file, encoding: .utf8) + " ").write(to: file, atomically: true, encoding: .utf8)
        #expect(try RenderRevision.digest(root: copy) != before)
    }

    @Test func batchFingerprintNamesTheRevision() {
        #expect(LibraryVersions.summary.contains("render \(RenderRevision.sourceDigest)"))
    }
}
