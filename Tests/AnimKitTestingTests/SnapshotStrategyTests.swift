import AnimKit
import AnimKitSnapshotTesting
import AnimKitTesting
import Foundation
import SnapshotTesting
import Testing

/// The swift-snapshot-testing strategies record, pass and fail as that library's users expect.
@Suite struct SnapshotStrategyTests {
    private func folder() -> String { FileManager.default.temporaryDirectory.appendingPathComponent("sst-\(UUID().uuidString)").path }

    @Test func frameHashesRecordCompareAndDiffByLine() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let first = verifySnapshot(of: FrameAssertionTests.mover(), as: .frameHashes, named: "mover", record: .missing, snapshotDirectory: dir)
        #expect(first?.contains("Automatically recorded") == true || first?.contains("recorded") == true)
        let text = try String(contentsOfFile: dir + "/frameHashesRecordCompareAndDiffByLine.mover.txt", encoding: .utf8)
        #expect(text.hasPrefix("0 0.000 ") && text.contains("\n9 0.900 ") && text.contains("\ndigest "))
        #expect(verifySnapshot(of: FrameAssertionTests.mover(), as: .frameHashes, named: "mover", record: .missing, snapshotDirectory: dir) == nil)
        let changed = try #require(verifySnapshot(of: FrameAssertionTests.mover(late: true), as: .frameHashes, named: "mover",
                                                  record: .never, snapshotDirectory: dir))
        // The line diff (swift-snapshot-testing marks removals with "−", U+2212) shows frame 5 on.
        #expect(changed.contains("\n\u{2212}5 0.500 ") && changed.contains("\n+5 0.500 ") && !changed.contains("\u{2212}4 0.400 ") && !changed.contains("+4 0.400 "))
    }

    @Test func snapshotsAndFramesRecordAndCompare() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let clip = SnapshotAssertionTests.grower(100)
        _ = verifySnapshot(of: clip, as: .snapshots(at: [0.25, 1]), named: "views", record: .missing, snapshotDirectory: dir)
        #expect(verifySnapshot(of: clip, as: .snapshots(at: [0.25, 1]), named: "views", record: .never, snapshotDirectory: dir) == nil)
        let views = try #require(verifySnapshot(of: SnapshotAssertionTests.grower(120), as: .snapshots(at: [0.25, 1]), named: "views",
                                                record: .never, snapshotDirectory: dir))
        #expect(views.contains("+VStack/Rectangle[0] type=Rectangle frame=30,54.856,40,70"))

        _ = verifySnapshot(of: clip, as: .frame(at: 0.25), named: "frame", record: .missing, snapshotDirectory: dir)
        let png = try FrameBuffer(contentsOfPNG: URL(fileURLWithPath: dir + "/snapshotsAndFramesRecordAndCompare.frame.png"))
        #expect(png.width == 100 && png.height == 200)
        #expect(verifySnapshot(of: clip, as: .frame(at: 0.25), named: "frame", record: .never, snapshotDirectory: dir) == nil)
        let pixels = try #require(verifySnapshot(of: SnapshotAssertionTests.grower(120), as: .frame(at: 0.25), named: "frame",
                                                 record: .never, snapshotDirectory: dir))
        #expect(pixels.contains("% of the pixels differ by more than 0 in a channel"))
        // A generous tolerance lets the taller bar through.
        #expect(verifySnapshot(of: SnapshotAssertionTests.grower(120), as: .frame(at: 0.25, tolerance: FrameTolerance(pixelShare: 0.5)),
                               named: "frame", record: .never, snapshotDirectory: dir) == nil)

        _ = verifySnapshot(of: clip, as: .filmstrip(times: [0, 0.5]), named: "strip", record: .missing, snapshotDirectory: dir)
        #expect(verifySnapshot(of: clip, as: .filmstrip(times: [0, 0.5]), named: "strip", record: .never, snapshotDirectory: dir) == nil)
    }
}
