import Foundation
import Testing
@testable import AnimKit

/// `ButtonStyle` and `PrimitiveButtonStyle`: a user's style draws the button, `isPressed` follows the finger
/// and drives animations; built-in styles keep their looks; `disabled` greys and blocks.
@Suite struct ButtonStyleTests {
    private func clip(_ content: some View, @ScriptBuilder script: () -> [any ScriptStep]) -> Clip {
        nonisolated(unsafe) let view = AnyView(content)
        nonisolated(unsafe) let steps = script()
        return Clip("styles", size: CGSize(width: 300, height: 200), fps: 60, duration: 2, content: { view }, script: { steps })
    }

    nonisolated struct PressableStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(10)
                .background(configuration.isPressed ? Color.red : Color.blue)
                .scaleEffect(configuration.isPressed ? 0.5 : 1)
                .animation(.linear(duration: 0.2), value: configuration.isPressed)
        }
    }

    final class Counter: @unchecked Sendable { var taps = 0 }

    nonisolated struct Screen: View {
        let counter: Counter
        var body: some View {
            Button("Buy") { counter.taps += 1 }
                .buttonStyle(PressableStyle())
        }
    }

    @Test func pressDrivesTheStyleAndTheTapRunsTheAction() throws {
        let counter = Counter()
        // The finger is down from 0.6 to 1.0.
        let shots = try clip(Screen(counter: counter)) { Tap("Buy", at: 1.0, hold: 0.4) }.snapshots(at: [0.5, 0.7, 0.9, 1.1, 1.3])
        func colour(_ i: Int) -> [Double]? { shots[i].views(ofType: "Rectangle").first?.fill.map { Array($0.prefix(3)) } }
        let rest = try #require(shots[0].views(ofType: "Rectangle").first).frame
        #expect(colour(0).map { $0.map { Int(($0 * 255).rounded()) } } == [0, 122, 255])
        // Pressed: colour and scale animate linearly over 0.2 s (half way at 0.7, red by 0.8).
        #expect(colour(1).map { $0[0] > 0.3 && $0[0] < 0.9 } == true)
        #expect(colour(2).map { $0.map { Int(($0 * 255).rounded()) } } == [255, 59, 48])
        let half = try #require(shots[1].views(ofType: "Rectangle").first).frame
        #expect(abs(half.width - rest.width * 0.75) < 0.5, "\(half) vs \(rest)")
        let full = try #require(shots[2].views(ofType: "Rectangle").first).frame
        #expect(abs(full.width - rest.width * 0.5) < 0.5)
        // Released at 1.0: the action ran once and the scale comes back (half way at 1.1).
        #expect(counter.taps == 1)
        let back = try #require(shots[3].views(ofType: "Rectangle").first).frame
        #expect(abs(back.width - rest.width * 0.75) < 0.5)
        #expect(try #require(shots[4].views(ofType: "Rectangle").first).frame == rest)
        // The label is drawn in the primary colour (the tint belongs to the built-in styles).
        let text = try #require(shots[0].views(ofType: "Text").first)
        #expect(text.fill.map { Array($0.prefix(3)) } == [0, 0, 0])
    }

    nonisolated struct DoubleTapStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.onTapGesture(count: 2) { configuration.trigger() }
        }
    }

    @Test func aPrimitiveStyleDecidesWhenTheActionRuns() throws {
        let counter = Counter()
        let view = Button("Twice") { counter.taps += 1 }.buttonStyle(DoubleTapStyle())
        _ = try clip(view) { Tap("Twice", at: 0.5) }.snapshots(at: [1.0])
        #expect(counter.taps == 0)
        _ = try clip(view) { Tap("Twice", at: 0.5, count: 2) }.snapshots(at: [1.0])
        #expect(counter.taps == 1)
    }

    nonisolated struct FramedStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).padding(8).border(Color.red)
        }
    }

    @Test func buttonFromAConfigurationKeepsTheStandardButton() throws {
        let counter = Counter()
        let shot = try clip(Button("Go") { counter.taps += 1 }.buttonStyle(FramedStyle())) { Tap("Go", at: 0.5) }.snapshots(at: [0.6])[0]
        #expect(counter.taps == 1)
        // The inner button is the default look: a blue label.
        let text = try #require(shot.views(ofType: "Text").first)
        #expect(text.fill.map { Int(($0[2] * 255).rounded()) } == 255 && text.fill.map { Int(($0[1] * 255).rounded()) } == 122)
    }

    @Test func innermostStyleWinsAndDisabledStaysDisabled() throws {
        let counter = Counter()
        let view = VStack {
            Button("Plain") { counter.taps += 1 }.buttonStyle(.plain)
            Button("Off") { counter.taps += 100 }.disabled(false)
        }
        .buttonStyle(PressableStyle())
        .disabled(true)
        let shot = try clip(view) { Tap("Plain", at: 0.5) }.snapshots(at: [0.6])[0]
        #expect(counter.taps == 0)
        // The plain button has no style background.
        #expect(shot.views(ofType: "Rectangle").count == 1)
    }
}
