import Foundation
import Testing
@testable import AnimKit

/// Collects what `.transaction` closures saw (each test owns one).
private final class TransactionLog: @unchecked Sendable {
    var lines: [String] = []
    func note(_ title: String, _ t: Transaction) { lines.append("\(title): \(t.animation.map { "\($0)" } ?? "nil")") }
}

nonisolated private extension View {
    func monitor(_ title: String, _ log: TransactionLog) -> some View {
        transaction { log.note(title, $0) }
    }
}

/// The article's `ImplicitAnimationDemo` with the monitor writing to a log.
private nonisolated struct ImplicitDemo: View {
    let log: TransactionLog
    @State private var isActive = false
    var body: some View {
        VStack {
            Text("Hello")
                .font(.largeTitle)
                .offset(x: isActive ? 200 : 0)
                .monitor("inner", log)
                .animation(.smooth, value: isActive)
                .monitor("outer", log)
            Text("World")
                .monitor("world", log)
            Toggle("Active", isOn: $isActive)
                .padding()
        }
        .monitor("VStack", log)
        .animation(.linear, value: isActive)
    }
}

/// Two states; `.animation(_:value:)` watches only `a`.
private nonisolated struct WatchDemo: View {
    let log: TransactionLog
    @State private var a = false
    @State private var b = false
    var body: some View {
        VStack {
            Rectangle()
                .fill(a ? .red : .blue)
                .frame(width: b ? 60 : 40, height: 40)
                .monitor("rect", log)
                .animation(.linear, value: a)
            Button("A") { a.toggle() }
            Button("B") { b.toggle() }
            Button("Covered") {
                var t = Transaction(animation: .linear(duration: 2))
                t.disablesAnimations = true
                withTransaction(t) { a.toggle() }
            }
        }
    }
}

/// `.transaction` ignores `disablesAnimations`; the scoped form leaves the content's transaction alone.
private nonisolated struct ScopeDemo: View {
    let log: TransactionLog
    @State private var on = false
    var body: some View {
        VStack {
            Circle()
                .fill(on ? .red : .blue)
                .monitor("content", log)
                .transaction { $0.animation = .none } body: {
                    $0.scaleEffect(on ? 1.5 : 1).monitor("scoped", log)
                }
                .frame(width: 50, height: 50)
            Rectangle()
                .fill(on ? .red : .blue)
                .monitor("forced", log)
                .transaction { $0.animation = .bouncy }
                .frame(width: 50, height: 50)
            Button("Go") {
                var t = Transaction(animation: .easeIn)
                t.disablesAnimations = true
                withTransaction(t) { on.toggle() }
            }
        }
    }
}

@Suite struct TransactionDispatchTests {
    private let linear = "\(Animation.linear)", smooth = "\(Animation.smooth)"

    @Test func implicitAnimationDemoLogsLikeTheArticle() throws {
        let log = TransactionLog()
        let clip = Clip("implicit", size: CGSize(width: 400, height: 300)) { ImplicitDemo(log: log) } script: {
            Tap("Active", at: 0.5)
        }
        _ = try clip.snapshot(at: 0.3)
        #expect(log.lines.isEmpty)
        let s = try clip.snapshot(at: 0.7)
        // The article: VStack and outer see the linear animation, inner the smooth one, world nothing.
        #expect(Set(log.lines) == ["VStack: \(linear)", "outer: \(linear)", "inner: \(smooth)"])
        #expect(log.lines.count == 3)
        #expect(linear.hasPrefix("BezierAnimation(duration: 0.35"))
        #expect(smooth == "FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)")
        // The inspector reports the transaction each view received.
        #expect(s.view(labelled: "Hello")?.transaction == smooth)
        #expect(s.view(labelled: "World")?.transaction == nil)
    }

    @Test func animationWithValueAppliesOnlyWhenItsValueChanged() throws {
        let log = TransactionLog()
        let clip = Clip("watch", size: CGSize(width: 300, height: 300)) { WatchDemo(log: log) } script: {
            Tap("B", at: 0.5)
            Tap("A", at: 1.0)
            Tap("Covered", at: 1.5)
        }
        _ = try clip.snapshot(at: 2)
        #expect(log.lines == ["rect: nil", "rect: \(linear)", "rect: \(Animation.linear(duration: 2))"])
    }

    @Test func transactionIgnoresDisablesAnimationsAndScopedContentKeepsUpstream() throws {
        let log = TransactionLog()
        let clip = Clip("scope", size: CGSize(width: 300, height: 300)) { ScopeDemo(log: log) } script: {
            Tap("Go", at: 0.5)
        }
        _ = try clip.snapshot(at: 1)
        #expect(Set(log.lines) == ["content: \(Animation.easeIn)", "scoped: nil", "forced: \(Animation.bouncy)"])
    }
}
