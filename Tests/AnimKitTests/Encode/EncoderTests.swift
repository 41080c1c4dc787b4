import Foundation
import Testing
@testable import AnimKit

@Suite(.serialized) struct EncoderTests {
    let red = [255, 59, 48], white = [255, 255, 255]

    func render(_ clip: Clip, _ format: OutputFormat, name: String, settings: RenderSettings = RenderSettings()) throws -> (URL, RenderReport) {
        let url = MediaProbe.tempDir().appendingPathComponent(name)
        let report = try ClipRenderer(clip: clip, format: format, settings: settings).render(to: url)
        return (url, report)
    }

    @Test func gifDelaysFollowTheTimelineAndMergeRepeats() throws {
        let (url, report) = try render(TestClips.redThenMoving, .gif, name: "a.gif")
        #expect(report.frames == 20)
        let info = try MediaProbe.info(url)
        #expect(info["width"] == "64" && info["height"] == "48")
        let delays = try MediaProbe.frameDurations(url)
        // Ten identical red frames merge into one 100 cs frame; ten moving frames of 10 cs follow.
        #expect(delays.first == 100)
        #expect(delays.count == 11)
        #expect(delays.reduce(0, +) == 200)
        #expect(delays.allSatisfy { $0 >= 2 })
        let frames = try MediaProbe.decodeRGBA(url, width: 64, height: 48)
        #expect(MediaProbe.close(MediaProbe.pixel(frames[0], width: 64, x: 30, y: 20), red, tolerance: 6))
        let last = frames.last!
        #expect(MediaProbe.close(MediaProbe.pixel(last, width: 64, x: 45, y: 24), [0, 122, 255], tolerance: 8))
        #expect(MediaProbe.close(MediaProbe.pixel(last, width: 64, x: 5, y: 5), white, tolerance: 6))
        // Loops forever: the NETSCAPE2.0 extension with a loop count of 0.
        let bytes = try Data(contentsOf: url)
        #expect(bytes.range(of: Data("NETSCAPE2.0".utf8) + Data([3, 1, 0, 0])) != nil)
    }

    @Test func gifFrameDelaysAddUpAtOddRates() throws {
        let (url, _) = try render(Examples_spin, .gif, name: "b.gif", settings: RenderSettings(fps: 30, duration: 1))
        let delays = try MediaProbe.frameDurations(url)
        #expect(delays.reduce(0, +) == 100)
        #expect(Set(delays).isSubset(of: [3, 4]))
    }

    @Test func gifAboveFiftyFPSIsRejected() {
        #expect(throws: AnimKitError.self) {
            _ = try render(TestClips.redThenMoving, .gif, name: "c.gif", settings: RenderSettings(fps: 60))
        }
    }

    @Test func mp4HoldsStillFramesInsteadOfEncodingThem() throws {
        let (url, _) = try render(TestClips.redThenMoving, .mp4, name: "a.mp4")
        let info = try MediaProbe.info(url)
        #expect(info["codec_name"] == "h264")
        #expect(info["pix_fmt"] == "yuv420p")
        // One red frame held for 1 s, then ten moving frames: eleven encoded, two seconds long.
        #expect(info["nb_read_frames"] == "11")
        #expect(info["r_frame_rate"] == "10/1")
        #expect(abs((Double(info["duration"] ?? "") ?? 0) - 2.0) < 0.05)
        #expect(try MediaProbe.frameDurations(url).count == 11)
        let frames = try MediaProbe.decodeRGBA(url, width: 64, height: 48, fps: 10)
        #expect(frames.count == 20)
        #expect(MediaProbe.close(MediaProbe.pixel(frames[0], width: 64, x: 30, y: 20), red, tolerance: 12))
        #expect(MediaProbe.close(MediaProbe.pixel(frames[9], width: 64, x: 30, y: 20), red, tolerance: 12))
        #expect(!MediaProbe.close(MediaProbe.pixel(frames[10], width: 64, x: 30, y: 20), red, tolerance: 12))
        #expect(MediaProbe.close(MediaProbe.pixel(frames[19], width: 64, x: 5, y: 5), white, tolerance: 12))
        // faststart: the moov atom comes before mdat.
        let bytes = try Data(contentsOf: url)
        let moov = bytes.range(of: Data("moov".utf8))!.lowerBound, mdat = bytes.range(of: Data("mdat".utf8))!.lowerBound
        #expect(moov < mdat)
    }

    @Test func mp4AtConstantFrameRateEncodesEveryFrame() throws {
        let url = MediaProbe.tempDir().appendingPathComponent("cfr.mp4")
        try ClipRenderer(clip: TestClips.redThenMoving, format: .mp4,
                         video: FFmpegVideoSink.Options(constantFrameRate: true)).render(to: url)
        let info = try MediaProbe.info(url)
        #expect(info["nb_read_frames"] == "20")
        #expect(abs((Double(info["duration"] ?? "") ?? 0) - 2.0) < 0.05)
        let frames = try MediaProbe.decodeRGBA(url, width: 64, height: 48)
        #expect(frames.count == 20)
        #expect(MediaProbe.close(MediaProbe.pixel(frames[9], width: 64, x: 30, y: 20), red, tolerance: 12))
    }

    @Test func mp4EncodesAStillLastFrameSoTheTailSurvivesResampling() throws {
        let (url, _) = try render(TestClips.movingThenStill, .mp4, name: "tail.mp4")
        #expect(abs((Double(try MediaProbe.info(url)["duration"] ?? "") ?? 0) - 2.0) < 0.05)
        #expect(try MediaProbe.decodeRGBA(url, width: 64, height: 48, fps: 10).count == 20)
    }

    @Test func mp4PadsOddSizes() throws {
        let (url, _) = try render(TestClips.odd, .mp4, name: "odd.mp4")
        let info = try MediaProbe.info(url)
        #expect(info["width"] == "34" && info["height"] == "22")
        let frame = try MediaProbe.decodeRGBA(url, width: 34, height: 22)[0]
        #expect(MediaProbe.close(MediaProbe.pixel(frame, width: 34, x: 33, y: 21), [52, 199, 89], tolerance: 14))
    }

    @Test func webmAndApngDecode() throws {
        let (webm, _) = try render(TestClips.redThenMoving, .webm, name: "a.webm")
        let w = try MediaProbe.info(webm)
        #expect(w["codec_name"] == "vp9" && w["nb_read_frames"] == "11")
        #expect(abs((Double(w["duration"] ?? "") ?? 0) - 2.0) < 0.05)
        #expect(try MediaProbe.decodeRGBA(webm, width: 64, height: 48, fps: 10).count == 20)
        let (apng, _) = try render(TestClips.redThenMoving, .apng, name: "a.apng")
        let a = try MediaProbe.info(apng)
        #expect(a["codec_name"] == "apng" && a["nb_read_frames"] == "20")
        let frames = try MediaProbe.decodeRGBA(apng, width: 64, height: 48)
        #expect(MediaProbe.pixel(frames[0], width: 64, x: 30, y: 20) == [255, 59, 48, 255])
    }

    @Test func pngSequenceFilmstripAndRaw() throws {
        let (dir, _) = try render(TestClips.redThenMoving, .frames, name: "frames")
        let all = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(all.contains(FramesFolder.markerName))
        let names = all.filter { $0 != FramesFolder.markerName }
        #expect(names.count == 20 && names.first == "frame-00000.png" && names.last == "frame-00019.png")
        let first = try MediaProbe.decodeRGBA(dir.appendingPathComponent(names[0]), width: 64, height: 48)[0]
        #expect(MediaProbe.pixel(first, width: 64, x: 1, y: 1) == [255, 59, 48, 255])

        let (strip, _) = try render(TestClips.redThenMoving, .filmstrip, name: "strip.png")
        let s = try MediaProbe.info(strip)
        #expect(s["width"] == "\(8 + 4 * (64 + 8))" && s["height"] == "\(8 + 2 * (48 + 20 + 8))")

        let (raw, _) = try render(TestClips.redThenMoving, .raw, name: "frames.rgba")
        let bytes = try Data(contentsOf: raw)
        #expect(bytes.count == 20 * 64 * 48 * 4)
        #expect(Array(bytes[0..<4]) == [255, 59, 48, 255])
    }

    @Test func onePNGAtATime() throws {
        let url = MediaProbe.tempDir().appendingPathComponent("at.png")
        try ClipRenderer(clip: TestClips.redThenMoving, format: .png, time: 1.5).render(to: url)
        let frame = try MediaProbe.decodeRGBA(url, width: 64, height: 48)[0]
        // At 1.5 s the blue square spans x 20...40.
        #expect(MediaProbe.pixel(frame, width: 64, x: 30, y: 24) == [0, 122, 255, 255])
        #expect(MediaProbe.pixel(frame, width: 64, x: 10, y: 24) == [255, 255, 255, 255])
    }

    @Test func encoderErrorMidwayLeavesNoFileAndKeepsThePreviousOne() throws {
        let dir = MediaProbe.tempDir()
        let url = dir.appendingPathComponent("keep.mp4")
        try Data("previous".utf8).write(to: url)
        let sink = try FFmpegVideoSink(url: url, container: .mp4, geometry: VideoGeometry(width: 32, height: 32, fps: 10, frameCount: 5))
        let good = FrameBuffer(width: 32, height: 32, fill: .red)
        try sink.consume(Frame(buffer: good, index: 0, time: 0, repeatsPrevious: false))
        #expect(throws: AnimKitError.self) {
            try sink.consume(Frame(buffer: FrameBuffer(width: 16, height: 16, fill: .red), index: 1, time: 0.1, repeatsPrevious: false))
        }
        sink.cancel()
        #expect(try String(contentsOf: url, encoding: .utf8) == "previous")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["keep.mp4"])
    }

    @Test func sourceFailureMidwayLeavesNoFile() throws {
        let dir = MediaProbe.tempDir()
        for format in [OutputFormat.gif, .mp4, .frames, .raw] {
            let url = dir.appendingPathComponent("out.\(format.fileExtension)")
            #expect(throws: AnimKitError.self) { try ClipRenderer(clip: TestClips.failing(at: 5), format: format).render(to: url) }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func unwritableOutputIsAClearError() {
        let url = URL(fileURLWithPath: "/nonexistent-folder/x.gif")
        #expect {
            try ClipRenderer(clip: TestClips.redThenMoving, format: .gif).render(to: url)
        } throws: { error in
            (error as? AnimKitError)?.kind == .unwritableOutput
        }
    }

    @Test func formatsFromExtensions() throws {
        #expect(OutputFormat.inferred(from: "a.gif") == .gif)
        #expect(OutputFormat.inferred(from: "a.MP4") == .mp4)
        #expect(OutputFormat.inferred(from: "frames/") == .frames)
        #expect(OutputFormat.inferred(from: "-") == .raw)
        #expect(OutputFormat.inferred(from: "a.xyz") == nil)
        #expect(throws: AnimKitError.self) { try OutputFormat.parse("avi") }
    }
}

/// The spinning square, 30 fps for a second, used where any animated clip will do.
let Examples_spin = Clip("test-spin", description: "test", size: CGSize(width: 40, height: 40), fps: 30, duration: 1) { t in
    DisplayList([.group(DisplayGroup(transform: CGAffineTransform(translationX: 20, y: 20).rotated(by: 2 * .pi * t),
                                     children: [.fill(.rect(CGRect(x: -10, y: -10, width: 20, height: 20)), .blue)]))])
}
