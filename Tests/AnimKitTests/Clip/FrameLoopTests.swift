import Foundation
import Testing
@testable import AnimKit

@Suite struct FrameLoopTests {
    @Test func clockPlacesFramesAtExactTimes() {
        let c = FrameClock(fps: 30, duration: 2)
        #expect(c.frameCount == 60)
        #expect(c.time(ofFrame: 45) == 1.5)
        #expect(c.frame(at: 1.5) == 45)
        #expect(c.frame(at: 99) == 59)
    }

    @Test func unchangedDisplayListsAreNotRedrawn() throws {
        let loop = try FrameLoop(clip: TestClips.redThenMoving)
        var repeats: [Bool] = []
        try loop.forEachFrame { repeats.append($0.repeatsPrevious) }
        #expect(repeats.count == 20)
        #expect(repeats[0] == false && repeats[1...9].allSatisfy { $0 })
        #expect(repeats[10...].allSatisfy { !$0 })
    }

    @Test func hashesAreDeterministicAndChangeWithContent() throws {
        let a = try FrameHasher(loop: FrameLoop(clip: TestClips.redThenMoving)).run()
        let b = try FrameHasher(loop: FrameLoop(clip: TestClips.redThenMoving)).run()
        #expect(a == b)
        var lines: [FrameHasher.Line] = []
        try FrameHasher(loop: FrameLoop(clip: TestClips.redThenMoving)).run { lines.append($0) }
        #expect(lines[0].hash == lines[9].hash)
        #expect(lines[10].hash != lines[11].hash)
        #expect(lines[15].text.hasPrefix("15 1.500 "))
        // The hash is XXH64 of the frame bytes.
        let frame = try FrameLoop(clip: TestClips.redThenMoving).frame(at: 1.5)
        #expect(lines[15].hash == StableHash.xxh64(frame.bytes))
    }

    @Test func gifAndPngBytesAreIdenticalAcrossRuns() throws {
        let dir = MediaProbe.tempDir()
        for name in ["a", "b"] {
            try ClipRenderer(clip: Examples_spin, format: .gif).render(to: dir.appendingPathComponent("\(name).gif"))
            try ClipRenderer(clip: Examples_spin, format: .png, time: 0.5).render(to: dir.appendingPathComponent("\(name).png"))
        }
        #expect(try Data(contentsOf: dir.appendingPathComponent("a.gif")) == Data(contentsOf: dir.appendingPathComponent("b.gif")))
        #expect(try Data(contentsOf: dir.appendingPathComponent("a.png")) == Data(contentsOf: dir.appendingPathComponent("b.png")))
    }

    /// Two renders of an MP4 give the same pictures, and in practice the same bytes. Under the full suite's load
    /// x264 has (a few times in hundreds of runs) coded the first frame's last macroblocks with other bits that
    /// decode to the same picture — a mode choice between equal reconstructions, seen only in the first render of a
    /// process. The pictures are the guarantee; differing bytes are recorded as a known issue with the evidence.
    @Test func mp4PicturesAreIdenticalAcrossRunsWithFixedThreads() throws {
        let dir = MediaProbe.tempDir()
        for name in ["a", "b"] {
            try ClipRenderer(clip: Examples_spin, format: .mp4).render(to: dir.appendingPathComponent("\(name).mp4"))
        }
        func md5s(_ name: String) throws -> [String] {
            let out = try MediaProbe.run("ffmpeg", ["-v", "error", "-i", dir.appendingPathComponent(name).path, "-f", "framemd5", "-"])
            return String(decoding: out, as: UTF8.self).split(separator: "\n").filter { !$0.hasPrefix("#") }
                .map { String($0.split(separator: ",").last ?? "") }
        }
        let (pa, pb) = (try md5s("a.mp4"), try md5s("b.mp4"))
        #expect(pa.count == 30 && pa == pb, "decoded frames differ: \(zip(pa, pb).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset))")
        let a = try Data(contentsOf: dir.appendingPathComponent("a.mp4")), b = try Data(contentsOf: dir.appendingPathComponent("b.mp4"))
        if a != b {
            let firstDifference = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            withKnownIssue("x264 coded a frame with different bits for the same picture") {
                Issue.record("sizes \(a.count) and \(b.count), first difference at byte \(firstDifference.map(String.init) ?? "none"); files in \(dir.path)")
            }
        }
    }

    @Test func badSettingsAreRejected() throws {
        for s in [RenderSettings(fps: 0), RenderSettings(scale: 0), RenderSettings(size: CGSize(width: -1, height: 10)),
                  RenderSettings(duration: -2), RenderSettings(duration: .nan)] {
            #expect(throws: AnimKitError.self) { try FrameLoop(clip: TestClips.redThenMoving, settings: s) }
        }
        #expect(throws: AnimKitError.self) { try RenderSettings.parseSize("640by360") }
        #expect(try RenderSettings.parseSize("640x360") == CGSize(width: 640, height: 360))
    }

    @Test func catalogSuggestsCloseNames() {
        let catalog = ClipCatalog([TestClips.redThenMoving, Examples_spin])
        #expect(catalog.suggestions(for: "test-spn") == ["test-spin"])
        #expect {
            try catalog.clip(named: "test-spn")
        } throws: { error in
            (error as? AnimKitError)?.description == "unknown clip 'test-spn'; did you mean 'test-spin'?"
        }
    }

    @Test func batchSkipsUnchangedClipsAndReportsFailures() throws {
        let dir = MediaProbe.tempDir()
        let batch = BatchRenderer(clips: [TestClips.redThenMoving, Examples_spin, TestClips.failing(at: 3)], directory: dir, format: .gif, jobs: 2)
        let first = try batch.run()
        #expect(first.map(\.status) == [.rendered, .rendered, .failed])
        let gif = dir.appendingPathComponent("test-spin.gif")
        let before = try FileManager.default.attributesOfItem(atPath: gif.path)[.modificationDate] as? Date
        let second = try batch.run()
        #expect(second.map(\.status) == [.upToDate, .upToDate, .failed])
        let after = try FileManager.default.attributesOfItem(atPath: gif.path)[.modificationDate] as? Date
        #expect(before == after)
        #expect(BatchRenderer.table(second).contains("3 clips: 0 rendered, 2 up to date, 1 failed"))
    }
}
