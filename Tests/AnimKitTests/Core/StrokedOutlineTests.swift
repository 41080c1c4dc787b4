import Foundation
import Testing
@testable import AnimKit

/// `Path.strokedPath(_:)` as one contour per piece of line (two for a closed one): it covers what the stroke paints,
/// and stroking an outline again grows with its corners, not exponentially with its pieces (a clock face whose
/// needles are added to a stroked path three times took minutes a frame).
@Suite struct StrokedOutlineTests {
    @Test func aStrokedRingHasAHoleAndItsBand() {
        let ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).strokedPath(StrokeStyle(lineWidth: 10))
        let center = CGPoint(x: 50, y: 50)
        func at(_ r: Double, _ degrees: Double) -> CGPoint {
            CGPoint(x: center.x + r * cos(degrees * .pi / 180), y: center.y + r * sin(degrees * .pi / 180))
        }
        for degrees in stride(from: 0.0, to: 360, by: 30) {
            #expect(ring.contains(at(50, degrees)), "on the line at \(degrees)°")
            #expect(ring.contains(at(46, degrees)) && ring.contains(at(54, degrees)), "within the band at \(degrees)°")
            #expect(!ring.contains(at(43, degrees)) && !ring.contains(at(57, degrees)), "past the band at \(degrees)°")
        }
        #expect(!ring.contains(center))
    }

    @Test func joinsAndCapsCoverWhatTheStrokePaints() {
        var zig = Path()
        zig.move(to: CGPoint(x: 0, y: 100)); zig.addLine(to: CGPoint(x: 50, y: 0)); zig.addLine(to: CGPoint(x: 100, y: 100))
        // A miter join reaches its tip (half the width / sin(half the angle) above the vertex); a bevel does not.
        let miter = zig.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: 10))
        let bevel = zig.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel))
        let angle = atan(50.0 / 100.0)   // half the angle at the vertex
        let tip = 5 / sin(angle)
        #expect(miter.contains(CGPoint(x: 50, y: -tip + 0.5)))
        #expect(!miter.contains(CGPoint(x: 50, y: -tip - 0.5)))
        #expect(!bevel.contains(CGPoint(x: 50, y: -3)))
        // The inner side of the join is filled right down to where the two sides cross.
        #expect(miter.contains(CGPoint(x: 50, y: 2 + 5 / sin(angle) - 5)))
        // Butt ends stop at the end; square and round ones reach half the width past it.
        let butt = zig.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .butt))
        let square = zig.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
        let round = zig.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
        let beyond = CGPoint(x: 100 + 3 * 0.447, y: 100 + 3 * 0.894)   // 3 points past the end, along the line
        #expect(!butt.contains(beyond) && square.contains(beyond) && round.contains(beyond))
    }

    @Test func strokingAnOutlineAgainGrowsWithItsPointsNotItsPieces() {
        var path = Path()
        let c = CGPoint(x: 175, y: 175)
        path.addArc(center: c, radius: 170, startAngle: .degrees(0), endAngle: .degrees(360), clockwise: true)
        for (end, width) in [(CGPoint(x: 100, y: 100), 3.0), (CGPoint(x: 300, y: 100), 3.0), (CGPoint(x: 300, y: 300), 1.0)] {
            path.move(to: c)
            path.addLine(to: end)
            path = path.strokedPath(StrokeStyle(lineWidth: width))
        }
        var elements = 0
        path.forEach { _ in elements += 1 }
        // Three nested outlines: the circle's two sides doubled twice more, and the needles: a few thousand elements
        // (a piece per segment made it half a million).
        #expect(elements < 5000, "\(elements)")
        #expect(path.contains(CGPoint(x: 175, y: 5)) && !path.contains(c.applying(CGAffineTransform(translationX: 0, y: 60))))
    }
}
