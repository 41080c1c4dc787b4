import Foundation
import Testing
@testable import AnimKit
@testable import AnimKitPublish

struct AnimationParserTests {
    @Test func readsPresetsArgumentsAndModifiers() throws {
        #expect(try AnimationParser.parse("easeInOut") == .easeInOut)
        #expect(try AnimationParser.parse(".spring(duration: 0.6, bounce: 0.3)") == .spring(duration: 0.6, bounce: 0.3))
        #expect(try AnimationParser.parse("spring(response: 0.4, dampingFraction: 0.7)") == .spring(response: 0.4, dampingFraction: 0.7))
        #expect(try AnimationParser.parse("spring") == .spring)
        #expect(try AnimationParser.parse("linear(duration: 1).repeatCount(3, autoreverses: false)") == .linear(duration: 1).repeatCount(3, autoreverses: false))
        #expect(try AnimationParser.parse("bouncy(extraBounce: 0.1).delay(0.2).speed(2)") == .bouncy(extraBounce: 0.1).delay(0.2).speed(2))
        #expect(try AnimationParser.parse("timingCurve(0.2, 0, 0.8, 1, duration: 0.5)") == .timingCurve(0.2, 0, 0.8, 1, duration: 0.5))
        #expect(try AnimationParser.parse("timingCurve(.circularEaseIn, duration: 2)") == .timingCurve(.circularEaseIn, duration: 2))
        #expect(try AnimationParser.parse("interpolatingSpring(stiffness: 100, damping: 10)") == .interpolatingSpring(stiffness: 100, damping: 10))
        #expect(try AnimationParser.parse("easeIn.repeatForever()") == .easeIn.repeatForever())
        #expect(try AnimationParser.parse("default.logicallyComplete(after: 0.2)") == .default.logicallyComplete(after: 0.2))
        let list = try AnimationParser.parseList("easeInOut, .spring(duration: 0.6, bounce: 0.3),snappy")
        #expect(list.map(\.source) == ["easeInOut", ".spring(duration: 0.6, bounce: 0.3)", "snappy"])
        #expect(list.map(\.animation) == [.easeInOut, .spring(duration: 0.6, bounce: 0.3), .snappy])
    }

    @Test func rejectsWhatItCannotRead() {
        for bad in ["foo", "spring(bogus: 1)", "linear(duration: x)", "easeIn.wobble(2)", "spring(duration: 0.5", "", "easeIn,,easeOut",
                    "repeatCount(2)", "linear.repeatCount(2.5)", "bouncy(0.5, 0.2)", "linear(duration: 1)(2)"] {
            #expect(throws: AnimKitError.self, "\(bad)") { _ = try AnimationParser.parseList(bad) }
        }
    }

    /// The plotted curve passes where the animation is: linear over 1 s crosses the middle at 0.5 s.
    @Test func curvePlotDrawsTheValues() throws {
        let plot = CurvePlot([("linear", .linear(duration: 1))], showsVelocity: false, duration: 1)
        let frame = try plot.render(scale: 1)
        // Plot rectangle: x 56…620, y 20…356; values −0.06…1.06.
        let x = 56 + 564 * 0.5, y = 356 - 336 * (0.5 + 0.06) / 1.12
        let c = frame.color(at: CGPoint(x: x, y: y))
        #expect(c.blue > 0.8 && c.red < 0.3, "\(c)")
        // Away from the line the chart is white.
        #expect(frame.color(at: CGPoint(x: x + 28, y: y + 60)).red > 0.95)
        #expect(plot.span == 1)
        #expect(abs(CurvePlot([("s", .smooth)]).span - Spring.smooth.settleTime(epsilon: 0.001) * 1.1) < 1e-3)
        #expect(CurvePlot([("f", .easeIn.repeatForever())]).span == 3)
    }
}
