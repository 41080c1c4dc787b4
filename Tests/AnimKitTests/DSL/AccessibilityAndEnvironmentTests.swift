import Foundation
import Testing
@testable import AnimKit

/// The accessibility modifiers draw nothing (as in SwiftUI) but an accessibility label names its element for
/// scripts; the environment values real code reads give an en_US iPhone's values in portrait.
@Suite struct AccessibilityAndEnvironmentTests {
    final class Log: @unchecked Sendable { var lines: [String] = [] }

    private func clip(_ content: some View, @ScriptBuilder script: () -> [any ScriptStep] = { [] }) -> Clip {
        nonisolated(unsafe) let view = AnyView(content)
        nonisolated(unsafe) let steps = script()
        return Clip("a11y", size: CGSize(width: 240, height: 160), fps: 30, duration: 1.5, content: { view }, script: { steps })
    }

    nonisolated struct Toolbarish: View {
        let log: Log
        let annotated: Bool
        var body: some View {
            HStack(spacing: 24) {
                Button { log.lines.append("close") } label: { Image(systemName: "xmark") }
                    .accessibilityLabel(annotated ? "Close" : "")
                Text("Inbox")
                    .accessibilityAddTraits(.isHeader)
                    .accessibilityHeading(.h1)
                    .accessibilityHint("Your messages")
                    .accessibilityValue("3 unread")
                    .accessibilitySortPriority(1)
                Image(systemName: "star.fill")
                    .accessibilityHidden(true)
                    .accessibilityInputLabels(["Favourite", "Star"])
                    .accessibilityAction(.magicTap) { log.lines.append("magic") }
                    .accessibilityAdjustableAction { _ in log.lines.append("adjust") }
            }
            .accessibilityElement(children: .contain)
        }
    }

    @Test func aLabelNamesTheElementForScriptsAndNothingIsDrawnDifferently() throws {
        let log = Log()
        _ = try clip(Toolbarish(log: log, annotated: true)) { Tap("Close", at: 0.5) }.snapshot(at: 1)
        #expect(log.lines == ["close"])
        // The same view without a label for the button: not a pixel changes, and no script finds "Close".
        let labelled = try FrameLoop(clip: clip(Toolbarish(log: Log(), annotated: true))).frame(at: 0.2)
        let plain = try FrameLoop(clip: clip(Toolbarish(log: Log(), annotated: false))).frame(at: 0.2)
        #expect(labelled.bytes == plain.bytes)
        let bare = HStack { Text("Inbox"); Image(systemName: "star.fill") }
        #expect(try FrameLoop(clip: clip(bare)).frame(at: 0.2).bytes
                == FrameLoop(clip: clip(bare.accessibilityElement(children: .combine).accessibilityHidden(true))).frame(at: 0.2).bytes)
        #expect(throws: AnimKitError.self) { _ = try clip(Toolbarish(log: Log(), annotated: false)) { Tap("Close", at: 0.5) }.snapshot(at: 1) }
    }

    /// Prints every value it reads.
    nonisolated struct Reader: View {
        @Environment(\.horizontalSizeClass) private var horizontal
        @Environment(\.verticalSizeClass) private var vertical
        @Environment(\.dynamicTypeSize) private var typeSize
        @Environment(\.scenePhase) private var phase
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.locale) private var locale
        @Environment(\.calendar) private var calendar
        @Environment(\.displayScale) private var scale
        @Environment(\.layoutDirection) private var direction
        @Environment(\.isPresented) private var isPresented
        let tag: String
        var body: some View {
            Text("\(tag) \(String(describing: horizontal!)) \(String(describing: vertical!)) \(String(describing: typeSize)) "
                 + "\(String(describing: phase)) \(reduceMotion) \(locale.identifier) \(String(describing: calendar.identifier)) "
                 + "\(Int(scale)) \(String(describing: direction)) \(isPresented)")
        }
    }

    nonisolated struct Presenter: View {
        @State private var shown = false
        var body: some View {
            VStack {
                Reader(tag: "root")
                Reader(tag: "wide").environment(\.horizontalSizeClass, .regular).environment(\.dynamicTypeSize, .accessibility2)
                Button("Show") { shown = true }
            }
            .sheet(isPresented: $shown) { Reader(tag: "sheet") }
        }
    }

    @Test func environmentValuesAreAnEnUSiPhonesInPortrait() throws {
        let shots = try clip(Presenter()) { Tap("Show", at: 0.3) }.snapshots(at: [0.2, 1.4])
        let texts = shots[0].views(ofType: "Text").compactMap(\.label)
        #expect(texts.contains("root compact regular large active false en_US gregorian 3 leftToRight false"))
        #expect(texts.contains("wide regular regular accessibility2 active false en_US gregorian 3 leftToRight false"))
        #expect(shots[1].views(ofType: "Text").compactMap(\.label)
            .contains("sheet compact regular large active false en_US gregorian 3 leftToRight true"))
        #expect(DynamicTypeSize.accessibility2.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
        #expect(DynamicTypeSize.allCases.count == 12 && DynamicTypeSize.large < .xLarge)
        #expect(ScenePhase.background < .active)
    }

    private struct OptionalKey: EnvironmentKey { static let defaultValue: Int? = 5 }

    /// A key whose value is optional reads its default until written, and an explicit nil once written so.
    @Test func anOptionalKeyReadsItsDefaultUntilWritten() {
        var values = EnvironmentValues()
        #expect(values[OptionalKey.self] == 5)
        values[OptionalKey.self] = nil
        #expect(values[OptionalKey.self] == nil)
        values[OptionalKey.self] = 7
        #expect(values[OptionalKey.self] == 7)
    }
}
