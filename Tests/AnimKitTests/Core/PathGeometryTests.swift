import Foundation
import Testing
@testable import AnimKit

/// Path geometry with numbers: lengths, trims, hit tests, stroke outlines, tight bounds, arcs.
@Suite struct PathGeometryTests {
    private func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.05) -> Bool { abs(a - b) <= tolerance }
    private func near(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 0.05) -> Bool {
        guard let a else { return false }
        return near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance)
    }
    private func first(_ p: Path) -> CGPoint? {
        if case .move(let q)? = p.elements.first { return q }
        return nil
    }

    @Test func lengthsOfCirclesAndRectangles() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        // The four-Bézier circle is within 0.03 % of 2πr.
        #expect(near(circle.length, 2 * .pi * 50, 0.1))
        #expect(near(Path(CGRect(x: 0, y: 0, width: 100, height: 50)).length, 300, 1e-9))
    }

    @Test func trimmingFollowsTheOutline() {
        // A circle starts at 3 o'clock and runs clockwise on screen: its first quarter ends at 6 o'clock.
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let quarter = circle.trimmedPath(from: 0, to: 0.25)
        #expect(near(first(quarter), CGPoint(x: 100, y: 50)) && near(quarter.currentPoint, CGPoint(x: 50, y: 100)))
        let bounds = quarter.boundingRect
        #expect(near(bounds.minX, 50, 0.1) && near(bounds.maxX, 100, 0.1) && near(bounds.minY, 50, 0.1) && near(bounds.maxY, 100, 0.1))
        #expect(quarter.elements.allSatisfy { if case .curve = $0 { true } else if case .move = $0 { true } else { false } })

        // A 100×50 rectangle is 300 long: 0.1…0.5 runs from (30, 0) round the corner to (100, 50).
        let rect = Path(CGRect(x: 0, y: 0, width: 100, height: 50))
        let piece = rect.trimmedPath(from: 0.1, to: 0.5)
        #expect(near(first(piece), CGPoint(x: 30, y: 0)) && near(piece.currentPoint, CGPoint(x: 100, y: 50)))
        #expect(near(piece.length, 120, 1e-9))
        // Into the closing line: 0.9…1 is the last 30 points of the left side.
        let end = rect.trimmedPath(from: 0.9, to: 1)
        #expect(near(first(end), CGPoint(x: 0, y: 30)) && near(end.currentPoint, CGPoint(x: 0, y: 0)))

        #expect(rect.trimmedPath(from: 0.6, to: 0.4).isEmpty && rect.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(rect.trimmedPath(from: 0, to: 1) == rect)
        #expect(near(circle.trimmedPath(from: 0.5, to: 0.75).currentPoint, CGPoint(x: 50, y: 0)))
    }

    @Test func containsUsesTheFillRule() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(circle.contains(CGPoint(x: 50, y: 50)) && !circle.contains(CGPoint(x: 5, y: 5)))
        var ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        // Both circles run the same way: non-zero fills the hole, even-odd leaves it.
        #expect(ring.contains(CGPoint(x: 50, y: 50)) && !ring.contains(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(ring.contains(CGPoint(x: 10, y: 50), eoFill: true))
    }

    @Test func strokedOutlinesCoverWhatTheStrokePaints() {
        let rect = Path(CGRect(x: 0, y: 0, width: 100, height: 50))
        let miter = rect.strokedPath(StrokeStyle(lineWidth: 10))
        #expect(miter.contains(CGPoint(x: 50, y: 4.9)) && miter.contains(CGPoint(x: 50, y: -4.9)))
        #expect(!miter.contains(CGPoint(x: 50, y: 5.1)) && !miter.contains(CGPoint(x: 50, y: -5.1)))
        #expect(miter.contains(CGPoint(x: -4.8, y: -4.8)))                       // the miter's square corner
        let bevel = rect.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel))
        #expect(!bevel.contains(CGPoint(x: -4.5, y: -4.5)) && bevel.contains(CGPoint(x: -2, y: -2)))
        let round = rect.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round))
        #expect(round.contains(CGPoint(x: -3, y: -3)) && !round.contains(CGPoint(x: -4, y: -4)))
        #expect(near(miter.boundingRect.minX, -5, 1e-6) && near(miter.boundingRect.maxY, 55, 1e-6))

        // Dashes 10 on, 10 off along a line; the phase shifts the pattern back.
        let line = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 100, y: 0)) }
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10]))
        #expect(dashed.contains(CGPoint(x: 5, y: 0)) && !dashed.contains(CGPoint(x: 15, y: 0)) && dashed.contains(CGPoint(x: 25, y: 0)))
        let shifted = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10], dashPhase: 10))
        #expect(!shifted.contains(CGPoint(x: 5, y: 0)) && shifted.contains(CGPoint(x: 15, y: 0)))
        // Caps: butt ends at the end, square and round reach half the width past it.
        #expect(!line.strokedPath(StrokeStyle(lineWidth: 10)).contains(CGPoint(x: 102, y: 0)))
        #expect(line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square)).contains(CGPoint(x: 104, y: 4)))
        let roundCap = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
        #expect(roundCap.contains(CGPoint(x: 104, y: 0)) && !roundCap.contains(CGPoint(x: 104, y: 4)))
    }

    @Test func boundingRectIgnoresControlPoints() {
        let hump = Path { $0.move(to: .zero); $0.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: -100), control2: CGPoint(x: 100, y: -100)) }
        // The curve peaks at 3/4 of its control points' height.
        #expect(near(hump.boundingRect.minY, -75, 1e-9) && near(hump.boundingRect.width, 100, 1e-9))
    }

    @Test func arcsByTangentsAndByDelta() {
        var corner = Path()
        corner.move(to: .zero)
        corner.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        // A line to (80, 0), then a quarter circle about (80, 20) to (100, 20).
        #expect(near(corner.currentPoint, CGPoint(x: 100, y: 20), 1e-9))
        if case .line(let p)? = corner.elements.dropFirst().first { #expect(near(p, CGPoint(x: 80, y: 0), 1e-9)) } else { Issue.record("no line") }
        let mid = corner.trimmedPath(from: 0, to: 1).strokedPath(StrokeStyle(lineWidth: 0.2))
        #expect(mid.contains(CGPoint(x: 80 + 20 * sin(CGFloat.pi / 4), y: 20 - 20 * cos(CGFloat.pi / 4))))

        var arc = Path()
        arc.addRelativeArc(center: .zero, radius: 10, startAngle: .degrees(-90), delta: .degrees(90))
        #expect(near(first(arc), CGPoint(x: 0, y: -10), 1e-9) && near(arc.currentPoint, CGPoint(x: 10, y: 0), 1e-9))
        var back = Path()
        back.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(-90))
        #expect(near(back.currentPoint, CGPoint(x: 0, y: -10), 1e-9) && near(back.boundingRect.maxY, 0, 1e-9))
    }

    @Test func unevenCornersAndRects() {
        let p = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadii: RectangleCornerRadii(topLeading: 30), style: .circular)
        #expect(!p.contains(CGPoint(x: 3, y: 3)) && p.contains(CGPoint(x: 1, y: 59)) && p.contains(CGPoint(x: 99, y: 1)))
        #expect(p.contains(CGPoint(x: 30, y: 1)) && !p.contains(CGPoint(x: 8, y: 8)))
        var rects = Path()
        rects.addRects([CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 20, y: 0, width: 10, height: 10)])
        #expect(rects.contains(CGPoint(x: 25, y: 5)) && !rects.contains(CGPoint(x: 15, y: 5)))
        var count = 0
        rects.forEach { _ in count += 1 }
        #expect(count == 10)
    }
}
