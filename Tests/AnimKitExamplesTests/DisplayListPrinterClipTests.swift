import AnimKitExamples
import Foundation
import Testing
@testable import AnimKit

/// The printer batch fingerprints use (`DisplayListPrinter`) reuses the lines of items equal to the frame before's;
/// frame after frame it must print exactly each list's `description`.
@Suite struct DisplayListPrinterClipTests {
    /// Clips whose frames keep some items and change others: scrolled rows under pinned headers, rows moving and
    /// leaving, a hero growing into place, particles.
    @Test(arguments: ["scroll-feed", "list-editing", "matched-hero", "canvas-particles"])
    func printsEveryFrameAsItsDescription(name: String) throws {
        let printer = DisplayListPrinter()
        let frames = try eachFrame(of: name) { k, list in
            #expect(printer.print(list) == list.description, "\(name) frame \(k)")
        }
        // Most of each frame is the frame before's.
        #expect(printer.reusedItems > frames)
    }

    /// Runs the gallery clip `name` frame by frame, handing `body` each frame's index and display list; returns how
    /// many frames it has.
    private func eachFrame(of name: String, _ body: (Int, DisplayList) throws -> Void) throws -> Int {
        let clip = try #require(Examples.all.first { $0.name == name })
        let loop = try FrameLoop(clip: clip)
        let source = clip.source()
        for k in 0..<loop.clock.frameCount { try body(k, try source.displayList(at: loop.clock.time(ofFrame: k))) }
        return loop.clock.frameCount
    }

    /// A digest made reusing the frame before's lines is the digest a fresh printer makes of the frame, and it
    /// changes from frame to frame exactly when the description does.
    @Test(arguments: ["scroll-feed", "list-editing", "matched-hero", "canvas-particles"])
    func digestsFollowTheDescriptions(name: String) throws {
        let printer = DisplayListPrinter()
        var previous: (description: String, digest: UInt64)?
        var changes = 0
        let frames = try eachFrame(of: name) { k, list in
            let digest = printer.digest(list)
            #expect(digest == DisplayListPrinter().digest(list), "\(name) frame \(k)")
            let description = list.description
            if let previous {
                #expect((previous.description == description) == (previous.digest == digest), "\(name) frame \(k)")
                if previous.description != description { changes += 1 }
            }
            previous = (description, digest)
        }
        #expect(changes > 10)
        #expect(printer.reusedItems > frames)
    }
}
