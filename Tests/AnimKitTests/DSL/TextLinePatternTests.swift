import Foundation
import Testing
@testable import AnimKit

/// Dotted and dashed underlines and strikethroughs (`Text.LineStyle.Pattern`) are drawn with Core Text's
/// pattern lengths in line-thicknesses: dots 3 on 3 off, dashes 10 on 5 off.
@Suite struct TextLinePatternTests {
    static let red = Color(red: 1, green: 0, blue: 0)

    /// A line of text in black with its line in pure red, on a white 400×100 canvas drawn at `scale`.
    private func frame(scale: Int = 2, _ text: @escaping @Sendable () -> Text) throws -> FrameBuffer {
        var settings = RenderSettings()
        settings.scale = scale
        return try FrameLoop(clip: Clip("lines", size: CGSize(width: 400, height: 100)) {
            text().font(.system(size: 40)).foregroundStyle(.black)
        }, settings: settings).frame(at: 0)
    }

    private func isRed(_ f: FrameBuffer, _ x: Int, _ y: Int) -> Bool {
        let p = f.pixel(x: x, y: y)
        return p.r > 200 && p.g < 90 && p.b < 90
    }

    /// The rows holding red pixels, and the red runs (start, length) along the middle one.
    private func redLine(_ f: FrameBuffer) -> (rows: [Int], runs: [(Int, Int)]) {
        let rows = (0..<f.height).filter { y in (0..<f.width).contains { isRed(f, $0, y) } }
        guard !rows.isEmpty else { return ([], []) }
        let y = rows[rows.count / 2]
        var runs: [(Int, Int)] = []
        var x = 0
        while x < f.width {
            if isRed(f, x, y) {
                let start = x
                while x < f.width, isRed(f, x, y) { x += 1 }
                runs.append((start, x - start))
            } else { x += 1 }
        }
        return (rows, runs)
    }

    @Test func aSolidUnderlineIsOneUnbrokenRun() throws {
        let f = try frame { Text("Swift lines").underline(color: Self.red) }
        let line = redLine(f)
        #expect(line.runs.count == 1, "\(line.runs)")
    }

    @Test func aDashedUnderlineHasDashesTenThicknessesLongWithGapsOfFive() throws {
        let f = try frame { Text("Swift lines and more").underline(pattern: .dash, color: Self.red) }
        let line = redLine(f)
        let thickness = Double(line.rows.count)
        #expect(thickness >= 2 && thickness <= 8, "\(line.rows)")
        // Inner runs (the ends are cut by the text's edges).
        let inner = line.runs.dropFirst().dropLast()
        #expect(inner.count >= 4, "\(line.runs)")
        for (start, length) in inner {
            #expect(abs(Double(length) / thickness - 10) < 1.5, "dash \(length) at \(start), thickness \(thickness)")
        }
        let gaps = zip(line.runs, line.runs.dropFirst()).map { Double($1.0 - ($0.0 + $0.1)) }
        for gap in gaps { #expect(abs(gap / thickness - 5) < 1.5, "gap \(gap), thickness \(thickness)") }
    }

    @Test func aDottedStrikethroughCrossesTheLettersInDotsThreeThicknessesLong() throws {
        let f = try frame { Text("Swift lines").strikethrough(pattern: .dot, color: Self.red) }
        let line = redLine(f)
        let thickness = Double(line.rows.count)
        let inner = line.runs.dropFirst().dropLast()
        #expect(inner.count >= 8, "\(line.runs)")
        for (start, length) in inner {
            #expect(abs(Double(length) / thickness - 3) < 1, "dot \(length) at \(start), thickness \(thickness)")
        }
        // Through the letters: at least a fifth of the font size (8 points, 16 pixels) above the underline.
        let under = redLine(try frame { Text("Swift lines").underline(color: Self.red) })
        #expect(line.rows.max()! < under.rows.min()! - 16, "strike \(line.rows), underline \(under.rows)")
    }

    @Test func linesKeepTheirPlaceAndThicknessAtEveryScale() throws {
        // Drawn at 1× and 2×, a solid strikethrough and underline sit at the same points with the same thickness
        // (Pango's own lines moved halfway to the baseline at 2×).
        for text in [Text("Swift lines").strikethrough(color: Self.red), Text("Swift lines").underline(color: Self.red)] {
            nonisolated(unsafe) let t = text
            let one = redLine(try frame(scale: 1) { t }), two = redLine(try frame(scale: 2) { t })
            let centreOne = Double(one.rows.min()! + one.rows.max()! + 1) / 2
            let centreTwo = Double(two.rows.min()! + two.rows.max()! + 1) / 4
            #expect(abs(centreOne - centreTwo) <= 0.75, "1×: \(one.rows), 2×: \(two.rows)")
            #expect(abs(Double(one.rows.count) - Double(two.rows.count) / 2) <= 1, "1×: \(one.rows), 2×: \(two.rows)")
        }
    }

    @Test func aDashDotDotLineRepeatsADashAndTwoDots() throws {
        let f = try frame { Text("Swift lines and more").underline(pattern: .dashDotDot, color: Self.red) }
        let line = redLine(f)
        let thickness = Double(line.rows.count)
        let kinds = line.runs.dropFirst().dropLast().map { Double($0.1) / thickness > 6 ? "dash" : "dot" }
        // After the first dash: dot, dot, dash, dot, dot, dash…
        guard let first = kinds.firstIndex(of: "dash") else { Issue.record("no dash: \(line.runs)"); return }
        let pattern = Array(kinds[first...].prefix(6))
        #expect(pattern == ["dash", "dot", "dot", "dash", "dot", "dot"], "\(kinds)")
    }
}
