import AnimKit
import Foundation

/// Pins every frame of `clip`: its per-frame pixel hashes against a reference recorded beside the test file,
/// `__Clips__/<TestFile>/<test or name>.frames` (a readable text file). Works in Swift Testing and XCTest.
///
///     @Test func cardOpens() {
///         assertClipFrames(MyClips.card)                     // first run: records the reference and fails, saying so
///     }
///
/// A missing reference is recorded (and the assertion fails) unless the record mode says otherwise; see
/// `RecordMode`. A changed frame fails with how many frames differ and the first one's index and time, and writes
/// to an artifacts folder named in the message: that frame as a PNG and a filmstrip of the clip — and, when the
/// reference was recorded with `images: true` (PNGs of the frames whose picture changes, kept beside it), the
/// expected frame and an image of the pixels that changed. `tolerance` (with `images: true`) lets a frame pass
/// whose pixels differ only a little from its recorded image.
/// - Parameters:
///   - clip: the clip to render.
///   - name: the reference's name (default: the test's name, then `.2`, `.3` for further assertions in it).
///   - settings: frame rate, size, scale, duration overrides (pixels depend on them).
///   - record: the record mode (default `RecordMode.current`: `ANIMKIT_RECORD`, `.never` on CI, else `.missing`).
///   - images: whether recording keeps PNGs of the frames (for failure images and `tolerance`).
///   - tolerance: how far a frame may stray from its recorded image (needs a reference with images).
///   - fileID: the assertion's file, filled in by the compiler.
///   - filePath: the test file's path (its folder holds `__Clips__`), filled in by the compiler.
///   - line: the assertion's line, filled in by the compiler.
///   - column: the assertion's column, filled in by the compiler.
///   - function: the test's name, filled in by the compiler.
public func assertClipFrames(_ clip: Clip, named name: String? = nil, settings: RenderSettings = RenderSettings(),
                             record: RecordMode? = nil, images: Bool = false, tolerance: FrameTolerance? = nil,
                             fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
                             column: UInt = #column, function: StaticString = #function) {
    let spot = SourceSpot(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    do {
        if let message = try FrameAssertion(clip: clip, store: ReferenceStore(spot: spot, named: name, kind: "frames"),
                                            settings: settings, mode: record ?? RecordMode.current, images: images,
                                            tolerance: tolerance).run() {
            TestReporter.fail(message, at: spot)
        }
    } catch {
        TestReporter.fail("clip '\(clip.name)' could not be checked: \(error)", at: spot)
    }
}

/// One `assertClipFrames` call: renders, compares, records and explains.
struct FrameAssertion {
    let clip: Clip
    let store: ReferenceStore
    let settings: RenderSettings
    let mode: RecordMode
    let images: Bool
    let tolerance: FrameTolerance?

    /// The failure message, or nil when the frames match.
    func run() throws -> String? {
        let loop = try FrameLoop(clip: clip, settings: settings)
        let (hashes, digest) = try hash(loop)
        let actual = FrameReference(clip: clip, loop: loop, hashes: hashes, digest: digest, images: images ? store.name : nil)
        let file = store.file("frames")
        let existing = (try? String(contentsOf: file, encoding: .utf8)).flatMap(FrameReference.init(text:))
        if existing == nil, FileManager.default.fileExists(atPath: file.path) {
            return "\(file.path) exists but is not a frames reference; AnimKit does not replace it: move it away"
        }
        guard let expected = existing else {
            if mode == .never {
                return "no reference for clip '\(clip.name)' at \(file.path), and the record mode is never"
                    + " (CI=true or ANIMKIT_RECORD=never): record it locally and commit it"
            }
            try save(actual, loop: loop)
            return "recorded the reference of clip '\(clip.name)' (\(hashes.count) frames) at \(file.path); run the test again to compare"
        }
        if mode == .all {
            try save(actual, loop: loop)
            return "re-recorded the reference of clip '\(clip.name)' at \(file.path) (record mode all); turn recording off to compare"
        }
        let differing = actual.hashes.indices.filter { $0 >= expected.hashes.count || expected.hashes[$0] != actual.hashes[$0] }
        if differing.isEmpty && expected.hashes.count == actual.hashes.count { return nil }
        // With recorded images and a tolerance, frames whose pixels stay within it pass.
        var failing = differing
        if let tolerance, FileManager.default.fileExists(atPath: store.imageFolder.path) {
            failing = try framesBeyond(tolerance, among: differing, loop: loop, expected: expected)
            if failing.isEmpty && expected.hashes.count == actual.hashes.count { return nil }
        }
        var message = describe(failing: failing, actual: actual, expected: expected)
        message += try writeArtifacts(first: failing.first, loop: loop)
        if let old = expected.libraries, old != LibraryVersions.summary {
            message += "\nthe reference was recorded with \(old); this run uses \(LibraryVersions.summary)"
        }
        if mode == .failed {
            try save(actual, loop: loop)
            message += "\nre-recorded the reference (record mode failed)"
        } else {
            message += "\nto accept the new frames: ANIMKIT_RECORD=failed, or record: .failed"
        }
        return message
    }

    /// Every frame's hash, and the clip digest (as `FrameHasher` computes them).
    private func hash(_ loop: FrameLoop) throws -> ([UInt64], UInt64) {
        var hashes: [UInt64] = []
        let digest = try FrameHasher(loop: loop).run { hashes.append($0.hash) }
        return (hashes, digest)
    }

    /// The first lines of the failure: how many frames differ and where the first one is.
    private func describe(failing: [Int], actual: FrameReference, expected: FrameReference) -> String {
        var parts: [String] = []
        if actual.hashes.count != expected.hashes.count {
            parts.append("clip '\(clip.name)' has \(actual.hashes.count) frames, its reference \(expected.hashes.count)")
        }
        if let first = failing.first {
            parts.append("\(failing.count) of \(actual.hashes.count) frames of clip '\(clip.name)' differ from the reference; "
                         + "the first is frame \(first) at t=\(String(format: "%.3f", actual.times[first])) s")
        }
        return parts.joined(separator: "; ") + "\nreference: \(store.file("frames").path)"
    }

    /// The differing frames whose pixels stray beyond `tolerance` from their recorded images.
    private func framesBeyond(_ tolerance: FrameTolerance, among differing: [Int], loop: FrameLoop,
                              expected: FrameReference) throws -> [Int] {
        let wanted = Set(differing)
        var failing: [Int] = []
        var cache: [Int: FrameBuffer] = [:]
        try loop.forEachFrame { frame in
            guard wanted.contains(frame.index) else { return }
            guard frame.index < expected.hashes.count, let source = recordedImageIndex(for: frame.index, in: expected) else {
                failing.append(frame.index)
                return
            }
            if cache[source] == nil { cache[source] = try? FrameBuffer(contentsOfPNG: store.image(source), scale: loop.scale) }
            guard let image = cache[source], tolerance.accepts(frame.buffer, image) else {
                failing.append(frame.index)
                return
            }
        }
        return failing.sorted()
    }

    /// The recorded image showing frame `index`: the last frame at or before it whose hash changed.
    private func recordedImageIndex(for index: Int, in reference: FrameReference) -> Int? {
        var k = index
        while k > 0 && reference.hashes[k] == reference.hashes[k - 1] { k -= 1 }
        return FileManager.default.fileExists(atPath: store.image(k).path) ? k : nil
    }

    /// Writes the reference, and with `images` a PNG of every frame whose picture changes. Images of an earlier
    /// recording are removed: only the files that recording wrote (its frames whose hash changed, as its own
    /// reference lists them), only regular files, never a folder and never through a symbolic link.
    private func save(_ reference: FrameReference, loop: FrameLoop) throws {
        let previous = (try? String(contentsOf: store.file("frames"), encoding: .utf8)).flatMap(FrameReference.init(text:))
        try OutputPath.requireOwnable(store.file("frames"), role: "frames reference")
        let folder = images || previous?.keepsImages == true ? try store.imageFolderState() : .missing
        try ReferenceStore.write(reference.text, to: store.file("frames"))
        if let previous, previous.keepsImages, folder == .folder {
            for index in previous.imageFrames { store.removeImage(index) }
        }
        guard images else { return }
        if folder != .folder { try FileManager.default.createDirectory(at: store.imageFolder, withIntermediateDirectories: true) }
        try loop.forEachFrame { frame in
            guard reference.imageFrames.contains(frame.index) else { return }
            try FFmpegPNGEncoder.write(frame.buffer, to: store.image(frame.index))
        }
    }

    /// Writes the failure's pictures and returns the line naming them.
    private func writeArtifacts(first: Int?, loop: FrameLoop) throws -> String {
        let folder = store.artifacts
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var written: [String] = []
        let filmstrip = folder.appendingPathComponent("actual-filmstrip.png")
        try FFmpegPNGEncoder.write(try Filmstrip(loop: loop, count: min(12, max(1, loop.clock.frameCount))).render(), to: filmstrip)
        written.append(filmstrip.lastPathComponent)
        if let first {
            let actual = try loop.frame(at: loop.clock.time(ofFrame: first))
            let name = String(format: "frame-%04d.png", first)
            try FFmpegPNGEncoder.write(actual, to: folder.appendingPathComponent("actual-\(name)"))
            written.insert("actual-\(name)", at: 0)
            let expectedFile = (try? String(contentsOf: store.file("frames"), encoding: .utf8)).flatMap(FrameReference.init(text:))
            if let expectedFile, first < expectedFile.hashes.count, let source = recordedImageIndex(for: first, in: expectedFile),
               let expected = try? FrameBuffer(contentsOfPNG: store.image(source), scale: loop.scale) {
                try FFmpegPNGEncoder.write(expected, to: folder.appendingPathComponent("expected-\(name)"))
                written.append("expected-\(name)")
                if let diff = (tolerance ?? FrameTolerance()).diffImage(actual, expected) {
                    try FFmpegPNGEncoder.write(diff, to: folder.appendingPathComponent("diff-\(name)"))
                    written.append("diff-\(name)")
                }
            }
        }
        return "\nartifacts: \(folder.path) (\(written.joined(separator: ", ")))"
    }
}
