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

    @Test func ellipseBoundsAndDescription() {
        let p = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(p.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(Path(CGRect(x: 0, y: 0, width: 2, height: 1)).description == "M 0 0 L 2 0 L 2 1 L 0 1 Z")
    }

    @Test func colourClampsAndPrintsHex() {
        #expect(Color.red.description == "#FF3B30")
        #expect(Color(red: 2, green: -1, blue: .nan).description == "#FF0000")
        #expect(Color.blue.opacity(0.5).description == "#007AFF80")
        #expect(Color(hue: 0, saturation: 1, brightness: 1).rgba8 == (255, 0, 0, 255))
    }

    @Test func numbersFormatStably() {
        #expect(TreeFormat.number(12) == "12")
        #expect(TreeFormat.number(0.3333333) == "0.333")
        #expect(TreeFormat.number(-0.0001) == "0")
    }
}
