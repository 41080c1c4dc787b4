import Foundation
import Testing
@testable import AnimKit

@Suite struct GeometryTests {
    @Test func transformsComposeLikeCoreGraphics() {
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(t)
        #expect(abs(p.x - 10) < 1e-9 && abs(p.y - 1) < 1e-9)
        let back = p.applying(t.inverted())
        #expect(abs(back.x - 1) < 1e-9 && abs(back.y) < 1e-9)
        let s = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 5, y: 5))
        #expect(CGPoint(x: 1, y: 1).applying(s) == CGPoint(x: 7, y: 8))
    }

    @Test func quarterArcEndsOnTheCircle() {
        var p = Path()
        p.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        guard case .curve(let end, _, _)? = p.elements.last else { Issue.record("no curve"); return }
        #expect(abs(end.x - 50) < 1e-9 && abs(end.y - 60) < 1e-9)
        // Clockwise from 0 to 90 degrees sweeps the other three quarters.
        var q = Path()
        q.addArc(center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect(q.elements.filter { if case .curve = $0 { return true } else { return false } }.count == 3)
    }

    @Test func continuousCornersReachFurtherAndLeaveTheEdgeWithoutAKink() {
        let p = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20, style: .continuous)
        guard case .move(let start)? = p.elements.first, case .curve(let mid, let c1, let c2)? = p.elements.dropFirst().first
        else { Issue.record("unexpected elements \(p)"); return }
        // The top-right corner starts 1.528665 radii before the corner instead of 1 radius.
        #expect(abs(start.x - (100 - 20 * 1.528665)) < 1e-9 && start.y == 0)
        // Both control points of the first half lie on the top edge: zero curvature where the edge ends.
        #expect(c1.y == 0 && c2.y == 0)
        // The 45° point is where a circular corner's is.
        let m = 20 * (1 - 1 / 2.0.squareRoot())
        #expect(abs(mid.x - (100 - m)) < 1e-9 && abs(mid.y - m) < 1e-9)
        // Circular corners start one radius before the corner.
        let q = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20, style: .circular)
        guard case .move(let qs)? = q.elements.first else { Issue.record("no move"); return }
        #expect(qs == CGPoint(x: 80, y: 0))
        // A corner too large for its side shortens its reach to the side's half.
        let small = Path(roundedRect: CGRect(x: 0, y: 0, width: 50, height: 50), cornerRadius: 20, style: .continuous)
        guard case .move(let ss)? = small.elements.first else { Issue.record("no move"); return }
        #expect(abs(ss.x - 25) < 1e-9)
        #expect(small.boundingRect == CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test func ellipseBoundsAndDescription() {
        let p = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(p.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(Path(CGRect(x: 0, y: 0, width: 2, height: 1)).description == "M 0 0 L 2 0 L 2 1 L 0 1 Z")
    }

    @Test func colourClampsAndPrintsHex() {
        #expect(Color.red.treeText == "#FF3B30")
        #expect(Color(red: 2, green: -1, blue: .nan).treeText == "#FF0000")
        #expect(Color.blue.opacity(0.5).treeText == "#007AFF80")
        #expect(Color(hue: 0, saturation: 1, brightness: 1).rgba8 == (255, 0, 0, 255))
    }

    @Test func numbersFormatStably() {
        #expect(TreeFormat.number(12) == "12")
        #expect(TreeFormat.number(0.3333333) == "0.333")
        #expect(TreeFormat.number(-0.0001) == "0")
    }
}
