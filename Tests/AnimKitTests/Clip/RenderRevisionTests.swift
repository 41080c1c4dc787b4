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
        // The whole Sources folder: the digest reads a C file beside AnimKit's.
        try FileManager.default.copyItem(at: Self.sourcesRoot.deletingLastPathComponent(), to: copy)
        let root = copy.appendingPathComponent("AnimKit")
        let before = try RenderRevision.digest(root: root)
        for path in ["Encode/GIF/PaletteMapper.swift", "../CAnimKitRuntime/ColorMatrixLanes.c"] {
            let file = root.appendingPathComponent(path)
            let previous = try RenderRevision.digest(root: root)
            try (try String(contentsOf: file, encoding: .utf8) + " ").write(to: file, atomically: true, encoding: .utf8)
            #expect(try RenderRevision.digest(root: root) != previous, "\(path)")
        }
        #expect(try RenderRevision.digest(root: root) != before)
    }

    @Test func batchFingerprintNamesTheRevision() {
        #expect(LibraryVersions.summary.contains("render \(RenderRevision.sourceDigest)"))
    }
}
