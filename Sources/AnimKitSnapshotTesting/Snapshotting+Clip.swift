import AnimKit
import AnimKitTesting
import Foundation
import SnapshotTesting

/// Runs a strategy's work on a clip: its value when the clip renders; when it cannot (it throws), the failure is
/// reported with the clip's error and the snapshot is never delivered, so swift-snapshot-testing neither records
/// nor compares anything (it then also reports that no snapshot came within its timeout). A clip that fails must
/// never become a reference that passes for ever.
private func rendering<Format>(_ make: @escaping (Clip) throws -> Format) -> (Clip) -> Async<Format> {
    { clip in
        Async { deliver in
            let result = Result { try make(clip) }
            switch result {
            case .success(let value): deliver(value)
            case .failure(let error):
                TestReporter.fail("clip '\(clip.name)' cannot render, so nothing was recorded or compared: \(error)")
            }
        }
    }
}

extension Snapshotting where Value == Clip, Format == String {
    /// Every frame's pixel hash (`INDEX TIME HASH` lines and the clip digest, as `animrender hash` prints them),
    /// diffed line by line. A clip that cannot render fails the assertion with its error and records nothing.
    ///
    ///     assertSnapshot(of: MyClips.card, as: .frameHashes)
    public static var frameHashes: Snapshotting<Clip, String> { frameHashes(settings: RenderSettings()) }

    /// Every frame's pixel hash under `settings` (frame rate, size, scale, duration).
    ///
    ///     assertSnapshot(of: MyClips.card, as: .frameHashes(settings: RenderSettings(fps: 30)))
    public static func frameHashes(settings: RenderSettings) -> Snapshotting<Clip, String> {
        SimplySnapshotting.lines.asyncPullback(rendering { clip in
            var lines: [String] = []
            let digest = try FrameHasher(loop: FrameLoop(clip: clip, settings: settings)).run { lines.append($0.text) }
            return (lines + ["digest \(StableHash.hex(digest))"]).joined(separator: "\n") + "\n"
        })
    }

    /// Every view's presented frame, opacity, fill and transaction at `times` (the listing `assertClipSnapshots`
    /// records), diffed line by line.
    ///
    ///     assertSnapshot(of: MyClips.card, as: .snapshots(at: [0.3, 0.6, 1.5]))
    public static func snapshots(at times: [Double]) -> Snapshotting<Clip, String> {
        SimplySnapshotting.lines.asyncPullback(rendering { clip in SnapshotListing(try clip.snapshots(at: times)).text })
    }
}

extension Snapshotting where Value == Clip, Format == FrameBuffer {
    /// A PNG of the frame at `time`, compared pixel by pixel (within `tolerance`).
    ///
    ///     assertSnapshot(of: MyClips.card, as: .frame(at: 0.6))
    public static func frame(at time: Double, settings: RenderSettings = RenderSettings(),
                             tolerance: FrameTolerance = FrameTolerance()) -> Snapshotting<Clip, FrameBuffer> {
        Snapshotting(pathExtension: "png", diffing: .png(tolerance: tolerance),
                     asyncSnapshot: rendering { clip in try FrameLoop(clip: clip, settings: settings).frame(at: time) })
    }

    /// A filmstrip PNG — `frames` evenly spaced frames, or the instants `times` — compared pixel by pixel.
    ///
    ///     assertSnapshot(of: MyClips.card, as: .filmstrip(times: [0.3, 0.45, 0.6]))
    public static func filmstrip(frames: Int = 6, times: [Double]? = nil, settings: RenderSettings = RenderSettings(),
                                 tolerance: FrameTolerance = FrameTolerance()) -> Snapshotting<Clip, FrameBuffer> {
        Snapshotting(pathExtension: "png", diffing: .png(tolerance: tolerance), asyncSnapshot: rendering { clip in
            let loop = try FrameLoop(clip: clip, settings: settings)
            return try (times.map { try Filmstrip(loop: loop, times: $0) } ?? Filmstrip(loop: loop, count: frames)).render()
        })
    }
}

extension Diffing where Value == FrameBuffer {
    /// PNG files compared pixel by pixel: a failure says how many pixels differ and attaches an image of them.
    ///
    ///     Snapshotting<FrameBuffer, FrameBuffer>(pathExtension: "png", diffing: .png(tolerance: FrameTolerance(maxChannelDelta: 4)))
    public static func png(tolerance: FrameTolerance = FrameTolerance()) -> Diffing<FrameBuffer> {
        .diff(
            toData: { frame in (try? FFmpegPNGEncoder.encode(frame)).map { Data($0) } ?? Data() },
            fromData: { data in (try? FrameBuffer(pngData: data)) ?? FrameBuffer(width: 1, height: 1, fill: .clear) }
        ) { expected, actual in
            guard expected.width == actual.width, expected.height == actual.height else {
                return ("the frame is \(actual.width)x\(actual.height) pixels, the reference \(expected.width)x\(expected.height)", [])
            }
            guard !tolerance.accepts(actual, expected) else { return nil }
            let share = tolerance.differingShare(actual, expected)
            var attachments: [DiffAttachment] = []
            if let diff = tolerance.diffImage(actual, expected), let png = try? FFmpegPNGEncoder.encode(diff) {
                attachments.append(.data(Data(png), name: "difference.png"))
            }
            let percent = String(format: "%.2f", share * 100)
            return ("\(percent) % of the pixels differ by more than \(tolerance.maxChannelDelta) in a channel"
                    + " (allowed: \(String(format: "%.2f", tolerance.pixelShare * 100)) %)", attachments)
        }
    }
}
