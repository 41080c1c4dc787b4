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

    /// A GIF takes two passes (palette, then frames) but draws the clip once: the first pass's frames are kept
    /// and sent again. Beyond the budget the clip is drawn twice, and the bytes are the same either way.
    @Test func aGIFDrawsItsClipOnceWithinTheBudget() throws {
        final class Counter: @unchecked Sendable { var calls = 0 }
        let counter = Counter()
        let clip = Clip("counted", description: "", size: CGSize(width: 40, height: 30), fps: 20, duration: 1) { t in
            counter.calls += 1
            return DisplayList([.fill(.rect(CGRect(x: 40 * t, y: 5, width: 10, height: 20)), .red)])
        }
        let geometry = try FrameLoop(clip: clip).geometry
        let dir = MediaProbe.tempDir()
        let once = try FrameLoop(clip: clip)
        try once.run(into: try FFmpegGIFSink(url: dir.appendingPathComponent("once.gif"), geometry: geometry))
        #expect(counter.calls == 20)
        counter.calls = 0
        let twice = try FrameLoop(clip: clip)
        twice.keptFramesBudget = 0
        try twice.run(into: try FFmpegGIFSink(url: dir.appendingPathComponent("twice.gif"), geometry: geometry))
        #expect(counter.calls == 40)
        #expect(try Data(contentsOf: dir.appendingPathComponent("once.gif")) == Data(contentsOf: dir.appendingPathComponent("twice.gif")))
    }

    /// Kept frames come back byte for byte: flat ones as runs, noisy ones as they are.
    @Test func pixelRunsGiveTheSameBytes() throws {
        var flat = FrameBuffer(width: 64, height: 48, fill: .white)
        for i in stride(from: 0, to: 64 * 4 * 10, by: 4) { flat.bytes[i] = 7 }
        let runs = try #require(PixelRuns(flat, limit: flat.bytes.count / 2))
        #expect(runs.byteCount < flat.bytes.count / 20 && runs.frame() == flat)
        var noise = FrameBuffer(width: 64, height: 48, fill: .white)
        var seed: UInt32 = 12345
        for i in noise.bytes.indices { seed = seed &* 1_103_515_245 &+ 12345; noise.bytes[i] = UInt8(truncatingIfNeeded: seed >> 16) }
        #expect(PixelRuns(noise, limit: noise.bytes.count / 2) == nil)
        let kept = try #require(KeptFrame(Frame(buffer: noise, index: 0, time: 0, repeatsPrevious: false), limit: 1 << 20))
        #expect(kept.byteCount == noise.bytes.count && kept.buffer() == noise)
        #expect(KeptFrame(Frame(buffer: noise, index: 0, time: 0, repeatsPrevious: false), limit: 100) == nil)
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
