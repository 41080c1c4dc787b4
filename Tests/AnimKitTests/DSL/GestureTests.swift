import Foundation
import Testing
@testable import AnimKit

/// Gestures follow scripted fingers as SwiftUI's do: thresholds, phases, combinations, gesture state.
@Suite struct GestureTests {
    /// What callbacks heard, with the clip time of the cycle they ran in.
    final class Heard: @unchecked Sendable {
        var lines: [String] = []
    }

    private static let canvas = CGSize(width: 300, height: 300)
    private static let centre = CGPoint(x: 150, y: 150)

    /// A clip of `content` with `script`.
    private func clip(fps: Int = 60, duration: Double = 4, _ content: some View,
                      @ScriptBuilder script: () -> [any ScriptStep]) -> Clip {
        nonisolated(unsafe) let view = AnyView(content)
        nonisolated(unsafe) let steps = script()
        return Clip("gesture", size: Self.canvas, fps: fps, duration: duration, content: { view }, script: { steps })
    }

    /// Runs `content` with `script` to `until`.
    private func run(until: Double = 4, _ content: some View, @ScriptBuilder script: () -> [any ScriptStep]) throws {
        try clip(duration: until, content, script: script).runScript(until: until) { _, _ in }
    }

    /// A full-canvas square the gestures attach to.
    private static var pad: some View { Color.blue.frame(width: 300, height: 300) }

    @Test func aDoubleTapRecognizesAndASingleOneDoesNot() throws {
        let heard = Heard()
        let view = Self.pad.onTapGesture(count: 2) { heard.lines.append("double") }
        try run(view) { Tap(at: Self.centre, at: 0.5); Tap(at: Self.centre, at: 2, count: 2) }
        #expect(heard.lines == ["double"])
    }

    /// A single tap behind a double tap waits for the double tap to give up (0.35 s after the lift).
    @Test func aSingleTapBehindADoubleTapWaits() throws {
        let heard = Heard()
        let view = Self.pad
            .gesture(TapGesture(count: 2).onEnded { heard.lines.append("double") })
            .gesture(SpatialTapGesture().onEnded { _ in heard.lines.append("single") })
        try run(view) { Tap(at: Self.centre, at: 1); Tap(at: Self.centre, at: 3, count: 2) }
        #expect(heard.lines == ["single", "double"])
        // Inner first: with the single tap inside, a double tap is two single taps.
        let other = Heard()
        let reversed = Self.pad.onTapGesture { other.lines.append("single") }.onTapGesture(count: 2) { other.lines.append("double") }
        try run(reversed) { Tap(at: Self.centre, at: 3, count: 2) }
        #expect(other.lines == ["single", "single"])
    }

    @Test func theSingleTapFiresWhenTheDoubleTapTimesOut() throws {
        let clip = Clip("timer", size: Self.canvas, duration: 3, content: { TapTimer() }, script: { Tap(at: Self.centre, at: 1) })
        let xs = try clip.snapshots(at: [1.2, 1.34, 1.36, 2]).map { try #require($0.views(ofType: "Rectangle").first).frame.minX }
        // Lift at 1.0; the double tap fails 0.35 s later and the single tap acts then.
        #expect(xs == [125, 125, 225, 225])
    }

    nonisolated struct TapTimer: View {
        @State private var moved = false
        var body: some View {
            Rectangle().frame(width: 50, height: 50).offset(x: moved ? 100 : 0)
                .frame(width: 300, height: 300).contentShape(Rectangle())
                .onTapGesture(count: 2) {}
                .onTapGesture { moved = true }
        }
    }

    @Test func aTapFailsWhenHeldTooLongOrMovedTooFar() throws {
        let heard = Heard()
        let view = Self.pad.onTapGesture { heard.lines.append("tap") }
        try run(view) {
            LongPress(at: Self.centre, at: 0.5, duration: 0.8)
            Drag(from: Self.centre, to: CGPoint(x: 200, y: 150), at: 2, duration: 0.2)
            Drag(from: Self.centre, to: CGPoint(x: 180, y: 150), at: 3, duration: 0.2)
        }
        // Held 0.8 s: fails (0.75 s limit). Moved 50 points: fails (45). Moved 30 points: a tap.
        #expect(heard.lines == ["tap"])
    }

    @Test func aLongPressTellsPressingAndActsAtItsDuration() throws {
        let heard = Heard()
        let view = Self.pad.onLongPressGesture(minimumDuration: 0.5) { heard.lines.append("done") }
            onPressingChanged: { heard.lines.append("pressing \($0)") }
        try run(view) { LongPress(at: Self.centre, at: 0.5, duration: 0.3); LongPress(at: Self.centre, at: 2, duration: 1) }
        #expect(heard.lines == ["pressing true", "pressing false", "pressing true", "pressing false", "done"])
    }

    nonisolated struct Pressing: View {
        @GestureState private var isPressing = false
        @State private var done = false
        var body: some View {
            Rectangle().frame(width: 50, height: 50).offset(x: isPressing ? 100 : 0, y: done ? 100 : 0)
                .frame(width: 300, height: 300).contentShape(Rectangle())
                .gesture(LongPressGesture(minimumDuration: 0.5)
                    .updating($isPressing) { pressing, state, _ in state = pressing }
                    .onEnded { _ in done = true })
        }
    }

    @Test func gestureStateFollowsThePressAndResets() throws {
        let clip = Clip("press", size: Self.canvas, duration: 3, content: { Pressing() },
                        script: { LongPress(at: Self.centre, at: 1, duration: 1) })
        let frames = try clip.snapshots(at: [0.9, 1.2, 1.6, 2.5]).map { try #require($0.views(ofType: "Rectangle").first).frame.origin }
        let base = frames[0]
        let moved = frames.map { CGPoint(x: $0.x - base.x, y: $0.y - base.y) }
        // Pressing from 1.0; at 1.5 the press ends: the state resets and onEnded sets `done`.
        #expect(moved == [.zero, CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 100)])
    }

    nonisolated struct Dragged: View {
        @GestureState(resetTransaction: Transaction(animation: .linear(duration: 1))) private var offset = CGSize.zero
        var body: some View {
            Rectangle().frame(width: 50, height: 50).offset(offset)
                .frame(width: 300, height: 300).contentShape(Rectangle())
                .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
        }
    }

    @Test func dragStateFollowsTheFingerAndAnimatesBackWithItsResetTransaction() throws {
        let clip = Clip("drag", size: Self.canvas, duration: 4, content: { Dragged() },
                        script: { Drag(from: Self.centre, to: CGPoint(x: 250, y: 150), at: 1, duration: 1) })
        let xs = try clip.snapshots(at: [0.5, 1.5, 2.0, 2.5, 3.5]).map { try #require($0.views(ofType: "Rectangle").first).frame.minX }
        let dx = xs.map { $0 - xs[0] }
        #expect(abs(dx[1] - 50) < 0.01)      // half way along a 100-point drag
        #expect(abs(dx[2] - 100) < 0.01)     // the finger lifts at 2.0
        #expect(abs(dx[3] - 50) < 0.5)       // the reset animates linearly over a second
        #expect(abs(dx[4]) < 0.01)
    }

    @Test func dragReportsOnlyAfterItsMinimumDistance() throws {
        let heard = Heard()
        let view = Self.pad.gesture(DragGesture(minimumDistance: 30).onChanged { heard.lines.append("\(Int($0.translation.width))") })
        let made = clip(fps: 10, duration: 2, view, script: { Drag(from: Self.centre, to: CGPoint(x: 250, y: 150), at: 0.5, duration: 1) })
        try made.runScript { _, _ in }
        // 100 points a second, reported at each tenth of a second once 30 points are behind.
        #expect(heard.lines == ["30", "40", "50", "60", "70", "80", "90", "100"])
    }

    @Test func pinchAndRotateReportScaleAngleAndVelocity() throws {
        let heard = Heard()
        let view = Self.pad
            .gesture(MagnifyGesture().simultaneously(with: RotateGesture())
                .onChanged { value in
                    let m = value.first.map { String(format: "m%.2f v%.2f a%.2f,%.2f", $0.magnification, $0.velocity, $0.startAnchor.x, $0.startAnchor.y) } ?? "-"
                    let r = value.second.map { String(format: "r%.1f", $0.rotation.degrees) } ?? "-"
                    heard.lines.append(m + " " + r)
                }
                .onEnded { value in heard.lines.append("end " + (value.first.map { String(format: "%.2f", $0.magnification) } ?? "-")) })
        let made = clip(fps: 4, duration: 2, view, script: { Pinch(at: Self.centre, scale: 2, at: 0.5, duration: 0.5) })
        try made.runScript { _, _ in }
        // Fingers 100 → 200 points apart over 0.5 s: magnification 1.5 half way, velocity 2 a second.
        #expect(heard.lines == ["m1.50 v2.00 a0.50,0.50 -", "m2.00 v2.00 a0.50,0.50 -", "end 2.00"])

        let turned = Heard()
        let dial = Self.pad.gesture(RotateGesture().onChanged { turned.lines.append(String(format: "%.1f %.1f", $0.rotation.degrees, $0.velocity.degrees)) })
        let spin = self.clip(fps: 4, duration: 2, dial, script: { Rotate(at: Self.centre, by: .degrees(90), at: 0.5, duration: 0.5) })
        try spin.runScript { _, _ in }
        #expect(turned.lines == ["45.0 180.0", "90.0 180.0"])
    }

    @Test func aSequenceRunsItsSecondGestureAfterTheFirstEnds() throws {
        let heard = Heard()
        let view = Self.pad.gesture(LongPressGesture(minimumDuration: 0.5).sequenced(before: DragGesture(minimumDistance: 0))
            .onChanged { value in
                switch value {
                case .first(let pressing): heard.lines.append("first \(pressing)")
                case .second(let done, let drag): heard.lines.append("second \(done) \(drag.map { Int($0.translation.width) }.map(String.init) ?? "nil")")
                }
            })
        let made = clip(fps: 4, duration: 3, view, script: { Drag(from: Self.centre, to: CGPoint(x: 250, y: 150), at: 0.5, duration: 0.5, hold: 0.6) })
        try made.runScript { _, _ in }
        // Pressing from 0.5; at 1.0 the press ends and the drag takes the same finger, which moves from 1.1.
        #expect(heard.lines.first == "first true")
        #expect(heard.lines.contains("second true 0"))
        #expect(heard.lines.last == "second true 100")
    }

    @Test func priorityAndSimultaneityBetweenAViewAndItsSubviews() throws {
        func taps(_ attach: (AnyView, Heard) -> AnyView) throws -> [String] {
            let heard = Heard()
            let child = AnyView(Color.red.frame(width: 100, height: 100).onTapGesture { heard.lines.append("child") })
            let view = attach(AnyView(ZStack { Self.pad; child }), heard)
            try run(view) { Tap(at: Self.centre, at: 1) }
            return heard.lines
        }
        let parent = TapGesture()
        #expect(try taps { v, h in AnyView(v.gesture(parent.onEnded { h.lines.append("parent") })) } == ["child"])
        #expect(try taps { v, h in AnyView(v.highPriorityGesture(parent.onEnded { h.lines.append("parent") })) } == ["parent"])
        #expect(try taps { v, h in AnyView(v.simultaneousGesture(parent.onEnded { h.lines.append("parent") })) }.sorted() == ["child", "parent"])
        #expect(try taps { v, h in AnyView(v.gesture(parent.onEnded { h.lines.append("parent") }, including: .gesture)) } == ["parent"])
        #expect(try taps { v, h in AnyView(v.gesture(parent.onEnded { h.lines.append("parent") }, including: .none)) } == [])
    }

    @Test func exclusiveReportsWhichGestureWon() throws {
        let heard = Heard()
        let view = Self.pad.gesture(TapGesture(count: 2).exclusively(before: TapGesture()).onEnded { value in
            switch value {
            case .first: heard.lines.append("double")
            case .second: heard.lines.append("single")
            }
        })
        try run(view) { Tap(at: Self.centre, at: 0.5); Tap(at: Self.centre, at: 2, count: 2) }
        #expect(heard.lines == ["single", "double"])
    }

    @Test func tapLocationsAreInTheRequestedSpace() throws {
        let heard = Heard()
        let view = Color.blue.frame(width: 100, height: 100)
            .onTapGesture { heard.lines.append("local \(Int($0.x)),\(Int($0.y))") }
            .simultaneousGesture(SpatialTapGesture(coordinateSpace: .global).onEnded { heard.lines.append("global \(Int($0.location.x)),\(Int($0.location.y))") })
        try run(view) { Tap(at: CGPoint(x: 110, y: 120), at: 1) }
        #expect(heard.lines.sorted() == ["global 110,120", "local 10,20"])
    }

    @Test func aButtonInsideATappableViewKeepsItsTap() throws {
        let heard = Heard()
        let view = ZStack { Self.pad; Button("Go") { heard.lines.append("button") } }.onTapGesture { heard.lines.append("parent") }
        try run(view) { Tap("Go", at: 1); Tap(at: CGPoint(x: 20, y: 20), at: 2) }
        #expect(heard.lines == ["button", "parent"])
    }

    /// A custom gesture: its value is its body's.
    struct DoubleTap: Gesture {
        var body: some Gesture<Void> { TapGesture(count: 2) }
    }

    @Test func customAndTypeErasedGesturesRun() throws {
        let heard = Heard()
        let erased: AnyGesture<Bool> = AnyGesture(LongPressGesture(minimumDuration: 0.2))
        let view = Self.pad
            .gesture(DoubleTap().onEnded { heard.lines.append("custom") })
            .simultaneousGesture(erased.map { $0 ? "held" : "not held" }.onEnded { heard.lines.append($0) })
        try run(view) { Tap(at: Self.centre, at: 1, count: 2); LongPress(at: Self.centre, at: 2, duration: 0.5) }
        #expect(heard.lines == ["custom", "held"])
    }

    @Test func viewsThatAllowNoHitTestingLetTouchesThrough() throws {
        let heard = Heard()
        let view = ZStack {
            Self.pad.onTapGesture { heard.lines.append("behind") }
            Color.red.frame(width: 100, height: 100).onTapGesture { heard.lines.append("front") }.allowsHitTesting(false)
        }
        try run(view) { Tap(at: Self.centre, at: 1) }
        #expect(heard.lines == ["behind"])
    }

    @Test func anOptionalGestureIsOffWhenNil() throws {
        for enabled in [false, true] {
            let heard = Heard()
            let view = Self.pad.gesture(enabled ? TapGesture().onEnded { heard.lines.append("tap") } : nil)
            try run(view) { Tap(at: Self.centre, at: 1) }
            #expect(heard.lines == (enabled ? ["tap"] : []))
        }
    }

    @Test func badStepsAreOneLine() throws {
        for step: any ScriptStep in [Tap(at: Self.centre, at: 1, count: 0), LongPress(at: Self.centre, at: 1, duration: -1),
                                     Pinch(at: Self.centre, scale: 0, at: 1), Rotate(at: Self.centre, by: .degrees(.nan), at: 1),
                                     Drag(from: .zero, to: Self.centre, at: 1, duration: 1, hold: .infinity)] {
            #expect(throws: AnimKitError.self) { try ViewFrameSource.check(step) }
        }
        #expect(throws: AnimKitError.self) { try run(Color.clear) { LongPress(at: Self.centre, at: 1) } }
    }
}
