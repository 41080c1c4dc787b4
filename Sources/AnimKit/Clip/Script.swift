import Foundation

/// One thing a person does in a clip's script, at a time on the virtual clock: `Tap`, `Drag`, `Perform`.
///
///     Clip("card") { Card() } script: {
///         Tap("Open", at: 0.5)
///         Drag(from: CGPoint(x: 40, y: 100), to: CGPoint(x: 300, y: 100), at: 1.5, duration: 0.4)
///         Perform(at: 2.5) { model.reset() }
///     }
public protocol ScriptStep {
    /// When the step starts, in seconds.
    var time: Double { get }
    /// When the step's own activity ends (a drag's release), in seconds.
    var endTime: Double { get }
    /// A short description for logs ("Tap \"Active\"").
    var summary: String { get }
}

extension ScriptStep {
    public var endTime: Double { time }
}

/// Builds a script: a list of steps.
@resultBuilder
public enum ScriptBuilder {
    public static func buildExpression(_ step: any ScriptStep) -> [any ScriptStep] { [step] }
    public static func buildExpression(_ steps: [any ScriptStep]) -> [any ScriptStep] { steps }
    public static func buildBlock(_ parts: [any ScriptStep]...) -> [any ScriptStep] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any ScriptStep]?) -> [any ScriptStep] { part ?? [] }
    public static func buildEither(first: [any ScriptStep]) -> [any ScriptStep] { first }
    public static func buildEither(second: [any ScriptStep]) -> [any ScriptStep] { second }
    public static func buildArray(_ parts: [[any ScriptStep]]) -> [any ScriptStep] { parts.flatMap { $0 } }
}

/// A tap: the finger goes down on a control (found by its label text or accessibility identifier, or at a
/// point) and lifts at `time`, when the control acts.
///
///     Tap("Active", at: 0.5)
///     Tap(at: CGPoint(x: 200, y: 150), at: 1.0)
public struct Tap: ScriptStep {
    /// What is tapped.
    public enum Target: Sendable, Equatable {
        /// A Button, Toggle or tappable view whose label or accessibility identifier is this string.
        case label(String)
        /// The topmost tappable view at this canvas point.
        case point(CGPoint)
    }
    public let target: Target
    public let time: Double
    /// How long the finger is down before `time`.
    public static let pressDuration = 0.1

    /// Taps the control labelled (or identified) `label`, releasing at `time`.
    public init(_ label: String, at time: Double) {
        target = .label(label)
        self.time = time
    }

    /// Taps the canvas point `point`, releasing at `time`.
    public init(at point: CGPoint, at time: Double) {
        target = .point(point)
        self.time = time
    }

    public var summary: String {
        switch target {
        case .label(let s): return "Tap \"\(s)\""
        case .point(let p): return "Tap (\(TreeFormat.number(p.x)), \(TreeFormat.number(p.y)))"
        }
    }
}

/// A drag from one canvas point to another over `duration` seconds, delivering changes at frame times.
///
///     Drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 300, y: 50), at: 1.5, duration: 0.5)
public struct Drag: ScriptStep {
    public let from: CGPoint
    public let to: CGPoint
    public let time: Double
    public let duration: Double

    /// A straight drag at constant speed.
    public init(from: CGPoint, to: CGPoint, at time: Double, duration: Double) {
        self.from = from
        self.to = to
        self.time = time
        self.duration = max(0, duration)
    }

    public var endTime: Double { time + duration }

    /// The finger's position `t` seconds after the start.
    func location(at t: Double) -> CGPoint {
        let f = duration > 0 ? min(1, max(0, t / duration)) : 1
        return CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
    }

    /// The finger's velocity in points per second.
    var velocity: CGSize {
        duration > 0 ? CGSize(width: (to.x - from.x) / duration, height: (to.y - from.y) / duration) : .zero
    }

    public var summary: String {
        "Drag (\(TreeFormat.number(from.x)), \(TreeFormat.number(from.y)))->(\(TreeFormat.number(to.x)), \(TreeFormat.number(to.y)))"
    }
}

/// Runs a closure at `time` as one state-change cycle (e.g. to change an `@Observable` model).
///
///     Perform(at: 2.0) { store.isActive.toggle() }
public struct Perform: ScriptStep {
    public let time: Double
    let action: () -> Void

    /// Runs `action` at `time`.
    public init(at time: Double, _ action: @escaping () -> Void) {
        self.time = time
        self.action = action
    }

    public var summary: String { "Perform" }
}
