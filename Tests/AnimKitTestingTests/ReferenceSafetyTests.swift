import AnimKit
import AnimKitSnapshotTesting
import Foundation
import SnapshotTesting
import Testing
@testable import AnimKitTesting

/// Test references never touch what their recordings did not write, and a clip that cannot render is never
/// recorded as a reference (it would pass for ever while testing nothing).
@Suite struct ReferenceSafetyTests {
    private func store() -> ReferenceStore {
        ReferenceStore(folder: FileManager.default.temporaryDirectory.appendingPathComponent("refs-\(UUID().uuidString)"), name: "mover")
    }

    private func check(_ clip: Clip, _ store: ReferenceStore, _ mode: RecordMode = .missing, images: Bool = true) throws -> String? {
        try FrameAssertion(clip: clip, store: store, settings: RenderSettings(), mode: mode, images: images, tolerance: nil).run()
    }

    private func kind(_ url: URL) -> mode_t? {
        var info = stat()
        return lstat(url.path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    @Test func reRecordingRemovesOnlyTheImagesTheEarlierRecordingWrote() throws {
        let s = store()
        defer { try? FileManager.default.removeItem(at: s.folder) }
        // The bar stands still from 0.5 s: frames 0…5 change, so the recording writes frame-0000 … frame-0005.
        let still = Clip("mover", description: "", size: CGSize(width: 80, height: 20), fps: 10, duration: 1) { t in
            DisplayList([.fill(.rect(CGRect(x: 40 * min(t, 0.5), y: 5, width: 10, height: 10)), .red)])
        }
        _ = try check(still, s)
        #expect((0...5).allSatisfy { FileManager.default.fileExists(atPath: s.image($0).path) })
        #expect(!FileManager.default.fileExists(atPath: s.image(7).path))
        // A folder and a user's file named like images the recording did not write.
        let folder = s.image(7)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "precious\n".write(to: folder.appendingPathComponent("keep.txt"), atomically: true, encoding: .utf8)
        try "mine\n".write(to: s.image(9), atomically: true, encoding: .utf8)
        // A folder where the recording wrote an image: not a regular file, so it is not removed either.
        try FileManager.default.removeItem(at: s.image(3))
        try FileManager.default.createDirectory(at: s.image(3), withIntermediateDirectories: true)
        try "precious\n".write(to: s.image(3).appendingPathComponent("keep.txt"), atomically: true, encoding: .utf8)
        _ = try check(FrameAssertionTests.mover(), s, .all, images: false)
        #expect(try String(contentsOf: folder.appendingPathComponent("keep.txt"), encoding: .utf8) == "precious\n")
        #expect(try String(contentsOf: s.image(3).appendingPathComponent("keep.txt"), encoding: .utf8) == "precious\n")
        #expect(try String(contentsOf: s.image(9), encoding: .utf8) == "mine\n")
        #expect([0, 1, 2, 4, 5].allSatisfy { !FileManager.default.fileExists(atPath: s.image($0).path) })
    }

    @Test func anImagesFolderThatIsALinkIsNeitherWrittenNorEmptied() throws {
        let s = store()
        defer { try? FileManager.default.removeItem(at: s.folder) }
        let elsewhere = FileManager.default.temporaryDirectory.appendingPathComponent("elsewhere-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        _ = try check(FrameAssertionTests.mover(), s)
        // The images folder is replaced by a link to a folder of someone else's frame-NNNN.png files.
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        for i in 0..<10 { try "theirs \(i)\n".write(to: elsewhere.appendingPathComponent(String(format: "frame-%04d.png", i)), atomically: true, encoding: .utf8) }
        try FileManager.default.removeItem(at: s.imageFolder)
        try FileManager.default.createSymbolicLink(at: s.imageFolder, withDestinationURL: elsewhere)
        #expect(throws: AnimKitError.self) { try check(FrameAssertionTests.mover(late: true), s, .all) }
        #expect((0..<10).allSatisfy { (try? String(contentsOf: elsewhere.appendingPathComponent(String(format: "frame-%04d.png", $0)), encoding: .utf8)) == "theirs \($0)\n" })
        #expect(kind(s.imageFolder) == S_IFLNK)
    }

    @Test func aReferenceThatIsALinkIsNotWrittenThrough() throws {
        let s = store()
        defer { try? FileManager.default.removeItem(at: s.folder) }
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("target-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: target) }
        _ = try check(FrameAssertionTests.mover(), s, images: false)
        let recorded = try String(contentsOf: s.file("frames"), encoding: .utf8)
        try recorded.write(to: target, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: s.file("frames"))
        try FileManager.default.createSymbolicLink(at: s.file("frames"), withDestinationURL: target)
        #expect(throws: AnimKitError.self) { try check(FrameAssertionTests.mover(late: true), s, .all, images: false) }
        #expect(try String(contentsOf: target, encoding: .utf8) == recorded)
    }

    /// A clip that throws when it runs: a script step tapping a label that does not exist.
    static func broken() -> Clip {
        Clip("broken", size: CGSize(width: 80, height: 40), fps: 10, duration: 1, content: { Text("Hi") },
             script: { Tap("Nowhere", at: 0.2) })
    }

    @Test(arguments: ["hashes", "snapshots", "frame", "filmstrip"])
    func aClipThatCannotRenderFailsTheStrategyAndRecordsNothing(strategy: String) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sst-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let reasons = Reasons()
        var result: String?
        withKnownIssue {
            switch strategy {
            case "hashes": result = verifySnapshot(of: Self.broken(), as: .frameHashes, named: "b", record: .missing, snapshotDirectory: dir, timeout: 0.2)
            case "snapshots": result = verifySnapshot(of: Self.broken(), as: .snapshots(at: [0.5]), named: "b", record: .missing, snapshotDirectory: dir, timeout: 0.2)
            case "frame": result = verifySnapshot(of: Self.broken(), as: .frame(at: 0.5), named: "b", record: .all, snapshotDirectory: dir, timeout: 0.2)
            default: result = verifySnapshot(of: Self.broken(), as: .filmstrip(frames: 2), named: "b", record: .missing, snapshotDirectory: dir, timeout: 0.2)
            }
        } matching: { issue in
            reasons.add(issue.comments.map(\.rawValue).joined())
            return true
        }
        #expect(result != nil, "the assertion failed")
        #expect(reasons.all.contains { $0.contains("clip 'broken' cannot render") && $0.contains("Nowhere") }, "\(reasons.all)")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).isEmpty, "nothing recorded")
    }

    private final class Reasons: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [String] = []
        func add(_ m: String) { lock.lock(); items.append(m); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return items }
    }
}
