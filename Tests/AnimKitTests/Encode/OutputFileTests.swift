import Foundation
import Testing
@testable import AnimKit

/// The output rules from the library side: what `OutputFile` and the renderer do with each kind of path.
struct OutputFileTests {
    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("animkit-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func pathsAreJudgedByWhatIsOnDisk() throws {
        let dir = try folder()
        let file = dir.appendingPathComponent("a.gif")
        _ = FileManager.default.createFile(atPath: file.path, contents: Data())
        #expect(try OutputPath.inspect(dir.path) == .folder(path: dir.path))
        #expect(try OutputPath.inspect(file.path) == .regularFile(path: file.path))
        #expect(try OutputPath.inspect(dir.appendingPathComponent("new.gif").path) == .missing(path: dir.appendingPathComponent("new.gif").path))
        // A device is a stream. (Not /dev/null: CI may run the suite with standard output on /dev/null, and then
        // that path is rightly standard output.)
        #expect(try OutputPath.inspect("/dev/zero") == .stream(path: "/dev/zero"))
        #expect(try OutputPath.inspect("/dev/stdout") == .standardOutput)
        #expect(throws: AnimKitError.self) { try OutputPath.inspect("") }
    }

    @Test func aRendererRefusesAFolderAndTouchesNothing() throws {
        let dir = try folder()
        _ = FileManager.default.createFile(atPath: dir.appendingPathComponent("mine.txt").path, contents: Data("x".utf8))
        let error = #expect(throws: AnimKitError.self) {
            try ClipRenderer(clip: TestClips.redThenMoving, format: .gif).render(to: dir)
        }
        #expect(error?.kind == .unwritableOutput)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["mine.txt"])
        // Frames go into a folder only if it is empty or AnimKit's: this one holds a user's file.
        #expect(throws: AnimKitError.self) { try ClipRenderer(clip: TestClips.redThenMoving, format: .frames).render(to: dir) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["mine.txt"])
    }

    @Test func framesFoldersAreRecognisedByTheirMarker() throws {
        let dir = try folder()
        #expect(FramesFolder.isReplaceable(dir.path))   // empty
        _ = FileManager.default.createFile(atPath: dir.appendingPathComponent("frame-00000.png").path, contents: Data())
        #expect(!FramesFolder.isReplaceable(dir.path))  // no marker
        _ = FileManager.default.createFile(atPath: dir.appendingPathComponent(FramesFolder.markerName).path, contents: Data())
        #expect(FramesFolder.isReplaceable(dir.path))
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: false)
        #expect(!FramesFolder.isReplaceable(dir.path))  // something else inside
        #expect(!FramesFolder.isReplaceable("/") && !FramesFolder.isReplaceable(FileManager.default.currentDirectoryPath))
    }

    @Test func aFailedRenderLeavesNoTemporaryFile() throws {
        let dir = try folder()
        let target = dir.appendingPathComponent("x.gif")
        #expect(throws: AnimKitError.self) { try ClipRenderer(clip: TestClips.failing(at: 3), format: .gif).render(to: target) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        // (Other tests render in parallel: only this folder's temporaries are this test's.)
        #expect(!TemporaryFiles.shared.registered.contains { $0.hasPrefix(dir.path) })
    }

    @Test func scriptStepsAtImpossibleTimesAreOneLine() throws {
        for time in [Double.nan, -1, .infinity] {
            let clip = Clip("bad-tap", size: CGSize(width: 100, height: 40)) { Button("Go") {} } script: { Tap("Go", at: time) }
            let error = #expect(throws: AnimKitError.self) { try FrameLoop(clip: clip).displayList(at: 0) }
            #expect(error?.message.contains("script step Tap") == true, "\(String(describing: error))")
        }
        let drag = Clip("bad-drag", size: CGSize(width: 100, height: 40)) { Text("x") } script: {
            Drag(from: .zero, to: CGPoint(x: CGFloat.nan, y: 0), at: 0.5, duration: 1)
        }
        #expect(throws: AnimKitError.self) { try drag.snapshot(at: 0.5) }
    }
}

/// A final move that fails (something appeared at the target meanwhile) leaves no temporary behind.
struct OutputFileCommitTests {
    @Test func aFailedRenameRemovesTheTemporaryFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("animkit-commit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let target = dir.appendingPathComponent("x.gif")
        let out = try OutputFile(target: target)
        try Data("gif".utf8).write(to: out.temporary)
        // A folder with content appears where the file was to go: the rename fails, the folder stays.
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        _ = FileManager.default.createFile(atPath: target.appendingPathComponent("mine").path, contents: Data())
        #expect(throws: AnimKitError.self) { try out.commit() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["x.gif"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == ["mine"])
    }

    @Test func aFramesFolderThatGainedAUserFileIsNotReplaced() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("animkit-commit-\(UUID().uuidString)")
        let target = dir.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        let out = try OutputFile(folder: target)
        _ = FileManager.default.createFile(atPath: out.temporary.appendingPathComponent("frame-00000.png").path, contents: Data())
        _ = FileManager.default.createFile(atPath: target.appendingPathComponent("notes.txt").path, contents: Data())
        #expect(throws: AnimKitError.self) { try out.commit() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["frames"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == ["notes.txt"])
    }
}
