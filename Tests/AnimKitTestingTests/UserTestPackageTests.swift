import Foundation
import Testing

/// A user's package made in a temporary folder, depending on this checkout by path, pins a clip with both testing
/// products from Swift Testing and from XCTest: the first run records and fails, the second passes, a changed clip
/// fails with the frame that moved, and under `CI=true` a missing reference fails without being written.
@Suite(.serialized) struct UserTestPackageTests {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The build folder shared with UserPackageTests' package: AnimKit is compiled once per checkout.
    static let scratch = checkout.appendingPathComponent(".build/user-packages").path

    static let manifest = """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
        name: "CardTests",
        platforms: [.macOS(.v14)],
        dependencies: [.package(name: "AnimKit", path: "CHECKOUT")],
        targets: [
            .target(name: "Cards", dependencies: [.product(name: "AnimKit", package: "AnimKit")]),
            .testTarget(name: "CardsTests", dependencies: [
                "Cards",
                .product(name: "AnimKitTesting", package: "AnimKit"),
                .product(name: "AnimKitSnapshotTesting", package: "AnimKit"),
            ]),
        ]
    )
    """

    static let cards = """
    import AnimKit
    import Foundation

    public struct Card: View {
        @State private var open = false
        public init() {}
        public var body: some View {
            RoundedRectangle(cornerRadius: 8).fill(.blue)
                .frame(width: open ? Card.openWidth : 60, height: 40)
                .onAppear { withAnimation(.easeInOut(duration: 0.3)) { open = true } }
        }
        /// 120, or 150 when CARD_WIDER is set (the "changed animation").
        static var openWidth: CGFloat { ProcessInfo.processInfo.environment["CARD_WIDER"] == nil ? 120 : 150 }
    }

    public let card = Clip("card", size: CGSize(width: 200, height: 60), fps: 20, duration: 0.5) { Card() }
    """

    static let swiftTestingTests = """
    import AnimKitSnapshotTesting
    import AnimKitTesting
    import Cards
    import Testing

    @Test func cardFrames() {
        assertClipFrames(card, images: true)
        assertClipSnapshots(card, at: [0, 0.15, 0.5])
        assertSnapshot(of: card, as: .frameHashes)
        assertSnapshot(of: card, as: .frame(at: 0.15))
    }
    """

    static let xcTests = """
    import AnimKitSnapshotTesting
    import AnimKitTesting
    import Cards
    import XCTest

    final class CardXCTests: XCTestCase {
        func testCardFrames() {
            assertClipFrames(card)
            assertClipSnapshots(card, at: [0.15])
            assertSnapshot(of: card, as: .snapshots(at: [0.15]))
        }
    }
    """

    static func swiftTest(in folder: URL, environment extra: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["swift", "test", "--scratch-path", scratch]
        p.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        for key in ["CI", "ANIMKIT_RECORD", "SNAPSHOT_TESTING_RECORD"] { environment[key] = nil }
        environment["ANIMKIT_ARTIFACTS"] = folder.appendingPathComponent("artifacts").path
        environment.merge(extra) { $1 }
        p.environment = environment
        let out = Pipe()
        p.standardOutput = out
        p.standardError = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func bothProductsWorkFromSwiftTestingAndXCTest() throws {
        let fm = FileManager.default
        let dir = fm.temporaryDirectory.appendingPathComponent("cardtests-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: dir) }
        let files = ["Package.swift": Self.manifest.replacingOccurrences(of: "CHECKOUT", with: Self.checkout.path),
                     "Sources/Cards/Cards.swift": Self.cards,
                     "Tests/CardsTests/SwiftTestingTests.swift": Self.swiftTestingTests,
                     "Tests/CardsTests/CardXCTests.swift": Self.xcTests]
        for (path, text) in files {
            let url = dir.appendingPathComponent(path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let clips = dir.appendingPathComponent("Tests/CardsTests/__Clips__")

        // First run: every reference is recorded and every assertion fails saying so.
        let first = try Self.swiftTest(in: dir)
        #expect(first.status != 0, "\(first.output.suffix(3000))")
        #expect(first.output.contains("recorded the reference of clip 'card' (10 frames)"), "\(first.output.suffix(3000))")
        #expect(first.output.contains("recorded the snapshots of clip 'card' at 3 times"))
        for name in ["SwiftTestingTests/cardFrames.frames", "SwiftTestingTests/cardFrames.snapshots", "SwiftTestingTests/cardFrames/frame-0000.png",
                     "CardXCTests/testCardFrames.frames", "CardXCTests/testCardFrames.snapshots"] {
            #expect(fm.fileExists(atPath: clips.appendingPathComponent(name).path), "no \(name)")
        }
        let snapshots = dir.appendingPathComponent("Tests/CardsTests/__Snapshots__")
        #expect(fm.fileExists(atPath: snapshots.appendingPathComponent("SwiftTestingTests/cardFrames.1.txt").path))
        #expect(fm.fileExists(atPath: snapshots.appendingPathComponent("SwiftTestingTests/cardFrames.2.png").path))
        #expect(fm.fileExists(atPath: snapshots.appendingPathComponent("CardXCTests/testCardFrames.1.txt").path))

        // Second run: everything matches.
        let second = try Self.swiftTest(in: dir)
        #expect(second.status == 0, "\(second.output.suffix(3000))")

        // A wider card: the frames differ from frame 1 (t = 0.05 s); the PNGs named in the message exist.
        let changed = try Self.swiftTest(in: dir, environment: ["CARD_WIDER": "1"])
        #expect(changed.status != 0)
        #expect(changed.output.contains("frames of clip 'card' differ from the reference; the first is frame 1 at t=0.050 s"),
                "\(changed.output.suffix(3000))")
        #expect(changed.output.contains("RoundedRectangle frame.width 90 → 105 at t=0.150"), "\(changed.output.suffix(3000))")
        let artifacts = dir.appendingPathComponent("artifacts/SwiftTestingTests/cardFrames")
        for name in ["actual-frame-0001.png", "actual-filmstrip.png", "expected-frame-0001.png", "diff-frame-0001.png"] {
            #expect(fm.fileExists(atPath: artifacts.appendingPathComponent(name).path), "no artifact \(name)")
        }

        // On CI a missing reference fails and is not written.
        try fm.removeItem(at: clips.appendingPathComponent("CardXCTests/testCardFrames.frames"))
        let ci = try Self.swiftTest(in: dir, environment: ["CI": "true"])
        #expect(ci.status != 0 && ci.output.contains("the record mode is never"))
        #expect(!fm.fileExists(atPath: clips.appendingPathComponent("CardXCTests/testCardFrames.frames").path))
    }
}
