import AnimKit
import Foundation
import Testing
@testable import AnimKitTesting

/// `assertClipFrames`: recording, comparing, record modes, failure messages and artifacts, tolerance.
@Suite struct FrameAssertionTests {
    /// A red bar moving right at 40 points a second; `late` makes it jump 10 points further from 0.5 s on, `red`
    /// sets its red channel.
    static func mover(late: Bool = false, red: Double = 1) -> Clip {
        Clip("mover", description: "", size: CGSize(width: 80, height: 20), fps: 10, duration: 1) { t in
            let x = 40 * t + (late && t >= 0.5 ? 10 : 0)
            return DisplayList([.fill(.rect(CGRect(x: x, y: 5, width: 10, height: 10)), Color(red: red, green: 0, blue: 0))])
        }
    }

    private func rgba(_ f: FrameBuffer, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * f.width + x) * 4
        return f.bytes[i..<i + 4].map(Int.init)
    }

    private func store() -> ReferenceStore {
        ReferenceStore(folder: FileManager.default.temporaryDirectory.appendingPathComponent("refs-\(UUID().uuidString)"), name: "mover")
    }

    private func check(_ clip: Clip, _ store: ReferenceStore, _ mode: RecordMode = .missing, images: Bool = false,
                       tolerance: FrameTolerance? = nil) throws -> String? {
        try FrameAssertion(clip: clip, store: store, settings: RenderSettings(), mode: mode, images: images, tolerance: tolerance).run()
    }

    @Test func theFirstRunRecordsAndFailsTheSecondPasses() throws {
        let s = store()
        defer { try? FileManager.default.removeItem(at: s.folder) }
        let first = try #require(try check(Self.mover(), s))
        #expect(first.hasPrefix("recorded the reference of clip 'mover' (10 frames) at \(s.file("frames").path)"))
        let text = try String(contentsOf: s.file("frames"), encoding: .utf8)
        #expect(text.hasPrefix("# AnimKit frames of clip \"mover\": 80x20 pt at 1x, 10 fps, 10 frames\n# pixels from: animkit "))
        #expect(text.contains("\n0 0.000 ") && text.contains("\n9 0.900 "))
        #expect(try check(Self.mover(), s) == nil)
    }

    @Test func aChangedAnimationNamesTheFirstFrameAndWritesItsPictures() throws {
        let s = store()
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("artifacts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: s.folder); try? FileManager.default.removeItem(at: artifacts) }
        _ = try check(Self.mover(), s, images: true)
        let message = try #require(try check(Self.mover(late: true), s))
        #expect(message.hasPrefix("5 of 10 frames of clip 'mover' differ from the reference; the first is frame 5 at t=0.500 s"))
        #expect(message.contains("\nartifacts: \(s.artifacts.path) (actual-frame-0005.png, actual-filmstrip.png, expected-frame-0005.png, diff-frame-0005.png)"))
        #expect(message.contains("to accept the new frames: ANIMKIT_RECORD=failed"))
        // The diff is red where the bar was and where it is now, faded elsewhere.
        let diff = try FrameBuffer(contentsOfPNG: s.artifacts.appendingPathComponent("diff-frame-0005.png"))
        #expect(rgba(diff, 22, 10) == [255, 0, 0, 255] && rgba(diff, 32, 10) == [255, 0, 0, 255])
        #expect(rgba(diff, 70, 2) == [255, 255, 255, 255])
        let actual = try FrameBuffer(contentsOfPNG: s.artifacts.appendingPathComponent("actual-frame-0005.png"))
        #expect(rgba(actual, 32, 10) == [255, 0, 0, 255] && rgba(actual, 22, 10) != [255, 0, 0, 255])
        // Failing again without recording keeps failing; `.failed` re-records, then it passes.
        #expect(try check(Self.mover(late: true), s) != nil)
        #expect(try check(Self.mover(late: true), s, .failed)?.contains("re-recorded the reference (record mode failed)") == true)
        #expect(try check(Self.mover(late: true), s) == nil)
    }

    @Test func recordModes() throws {
        let s = store()
        defer { try? FileManager.default.removeItem(at: s.folder) }
        let never = try #require(try check(Self.mover(), s, .never))
        #expect(never.contains("no reference for clip 'mover'") && never.contains("the record mode is never"))
        #expect(!FileManager.default.fileExists(atPath: s.file("frames").path))
        _ = try check(Self.mover(), s)
        #expect(try check(Self.mover(), s, .all)?.hasPrefix("re-recorded the reference of clip 'mover'") == true)
        #expect(try check(Self.mover(), s, .never) == nil)
        #expect(RecordMode.resolve(environment: [:]) == .missing)
        #expect(RecordMode.resolve(environment: ["CI": "true"]) == .never)
        #expect(RecordMode.resolve(environment: ["CI": "true", "ANIMKIT_RECORD": "failed"]) == .failed)
        #expect(RecordMode.resolve(environment: ["ANIMKIT_RECORD": "ALL"]) == .all)
        #expect(s.artifacts(environment: ["ANIMKIT_ARTIFACTS": "/tmp/here"]).path == "/tmp/here/\(s.folder.lastPathComponent)/mover")
    }

    @Test func recordingNeverReplacesWhatAnimKitDidNotWrite() throws {
        let s = store()
        defer { try? FileManager.default.removeItem(at: s.folder) }
        // Something else at the reference's path is left alone.
        try FileManager.default.createDirectory(at: s.folder, withIntermediateDirectories: true)
        try "my notes\n".write(to: s.file("frames"), atomically: true, encoding: .utf8)
        #expect(try check(Self.mover(), s, .all)?.contains("exists but is not a frames reference") == true)
        #expect(try String(contentsOf: s.file("frames"), encoding: .utf8) == "my notes\n")
        try FileManager.default.removeItem(at: s.file("frames"))
        // Re-recording images removes only the frame images of the earlier recording.
        _ = try check(Self.mover(), s, images: true)
        let keep = s.imageFolder.appendingPathComponent("frame-notes.png"), mine = s.imageFolder.appendingPathComponent("README.txt")
        try "x".write(to: keep, atomically: true, encoding: .utf8)
        try "y".write(to: mine, atomically: true, encoding: .utf8)
        _ = try check(Self.mover(late: true), s, .all, images: true)
        #expect(FileManager.default.fileExists(atPath: keep.path) && FileManager.default.fileExists(atPath: mine.path))
        #expect(FileManager.default.fileExists(atPath: s.image(5).path))
        #expect(ReferenceStore.isFrameImage("frame-0012.png") && !ReferenceStore.isFrameImage("frame-notes.png"))
    }

    @Test func aToleranceLetsSmallPixelChangesPass() throws {
        let s = store()
        defer { try? FileManager.default.removeItem(at: s.folder) }
        _ = try check(Self.mover(), s, images: true)
        // 2/255 less red: every frame's hash changes.
        let dimmer = Self.mover(red: 253.0 / 255)
        #expect(try check(dimmer, s)?.contains("10 of 10 frames") == true)
        #expect(try check(dimmer, s, tolerance: FrameTolerance(maxChannelDelta: 2)) == nil)
        // The bar covers 100 to 110 of the 1,600 pixels: a tenth may differ, a twentieth not.
        #expect(try check(dimmer, s, tolerance: FrameTolerance(maxChannelDelta: 1, pixelShare: 0.1)) == nil)
        #expect(try check(dimmer, s, tolerance: FrameTolerance(maxChannelDelta: 1, pixelShare: 0.05))?.contains("10 of 10 frames") == true)
        // The moved bar is far beyond a small tolerance.
        #expect(try check(Self.mover(late: true), s, tolerance: FrameTolerance(maxChannelDelta: 8))?.contains("5 of 10 frames") == true)
    }

    @Test func thePublicAssertionReportsToSwiftTesting() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Clips__/FrameAssertionTests")
        defer { try? FileManager.default.removeItem(at: folder.appendingPathComponent("reportsUnrecorded.frames")) }
        let messages = Messages()
        withKnownIssue {
            assertClipFrames(Self.mover(), named: "reportsUnrecorded", record: .never)
        } matching: { issue in
            messages.add(issue.comments.map(\.rawValue).joined())
            return true
        }
        #expect(messages.all.count == 1 && messages.all.first?.contains("no reference for clip 'mover'") == true)
    }

    private final class Messages: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [String] = []
        func add(_ m: String) { lock.lock(); items.append(m); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return items }
    }
}
