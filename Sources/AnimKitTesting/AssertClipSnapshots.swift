import AnimKit
import Foundation

/// Pins what every view of `clip` looks like at `times`: the inspection of `clip.snapshots(at:)` (frames,
/// opacity, fill, transaction per view) against a reference beside the test file,
/// `__Clips__/<TestFile>/<test or name>.snapshots`. A failure lists what changed, one attribute per line:
///
///     VStack/Rectangle frame.height 312.4 → 298 at t=0.800
///
///     @Test func cardOpensWithASpring() {
///         assertClipSnapshots(MyClips.card, at: [0.3, 0.45, 0.6, 1.5])
///     }
///
/// Recording follows `RecordMode` as `assertClipFrames` does. Works in Swift Testing and XCTest.
public func assertClipSnapshots(_ clip: Clip, at times: [Double], named name: String? = nil, record: RecordMode? = nil,
                                fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
                                column: UInt = #column, function: StaticString = #function) {
    let spot = SourceSpot(fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    do {
        let assertion = SnapshotAssertion(clip: clip, times: times, store: ReferenceStore(spot: spot, named: name, kind: "snapshots"),
                                          mode: record ?? RecordMode.current)
        if let message = try assertion.run() { TestReporter.fail(message, at: spot) }
    } catch {
        TestReporter.fail("clip '\(clip.name)' could not be inspected: \(error)", at: spot)
    }
}

/// One `assertClipSnapshots` call.
struct SnapshotAssertion {
    let clip: Clip
    let times: [Double]
    let store: ReferenceStore
    let mode: RecordMode

    /// At most this many changed attributes are listed.
    static let shownDifferences = 20

    /// The failure message, or nil when the views match.
    func run() throws -> String? {
        let actual = SnapshotListing(try clip.snapshots(at: times))
        let file = store.file("snapshots")
        let header = "# AnimKit snapshots of clip \"\(clip.name)\" at \(times.map { String(format: "%.3f", $0) }.joined(separator: ", ")) s\n"
        let existing = (try? String(contentsOf: file, encoding: .utf8)).flatMap(SnapshotListing.init(text:))
        if existing == nil, FileManager.default.fileExists(atPath: file.path) {
            return "\(file.path) exists but is not a snapshots reference; AnimKit does not replace it: move it away"
        }
        guard let expected = existing else {
            if mode == .never {
                return "no reference for the snapshots of clip '\(clip.name)' at \(file.path), and the record mode is never"
                    + " (CI=true or ANIMKIT_RECORD=never): record it locally and commit it"
            }
            try ReferenceStore.write(header + actual.text, to: file)
            return "recorded the snapshots of clip '\(clip.name)' at \(times.count) times at \(file.path); run the test again to compare"
        }
        if mode == .all {
            try ReferenceStore.write(header + actual.text, to: file)
            return "re-recorded the snapshots of clip '\(clip.name)' at \(file.path) (record mode all); turn recording off to compare"
        }
        let changes = actual.differences(from: expected)
        if changes.isEmpty { return nil }
        var message = "the views of clip '\(clip.name)' differ from the reference in \(changes.count) place\(changes.count == 1 ? "" : "s"):\n"
        message += changes.prefix(Self.shownDifferences).map { "  " + $0 }.joined(separator: "\n")
        if changes.count > Self.shownDifferences { message += "\n  … and \(changes.count - Self.shownDifferences) more" }
        message += "\nreference: \(file.path)"
        if mode == .failed {
            try ReferenceStore.write(header + actual.text, to: file)
            message += "\nre-recorded the reference (record mode failed)"
        } else {
            message += "\nto accept the new views: ANIMKIT_RECORD=failed, or record: .failed"
        }
        return message
    }
}
