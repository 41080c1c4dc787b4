import Foundation

/// One thing a person does in a clip's script, at a time on the virtual clock: `Tap`, `LongPress`, `Drag`,
/// `Pinch`, `Rotate`, `Perform`.
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
/// point) for 0.1 s and lifts at `time`, when the control acts. With `count`, the taps follow each other
/// 0.2 s apart, the last lifting at `time`.
///
///     Tap("Active", at: 0.5)
///     Tap(at: CGPoint(x: 200, y: 150), at: 1.0, count: 2)
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
    /// How many taps.
    public let count: Int
    /// How long the finger is down before each lift.
    public let hold: Double
    /// How long the finger is down before `time` unless told (`hold:`).
    public static let pressDuration = 0.1
    /// From one tap's lift to the next one's.
    public static let repeatInterval = 0.2

    /// Taps the control labelled (or identified) `label` `count` times, the last lifting at `time`; each
    /// time the finger is down for `hold` seconds (longer shows a style's pressed look for longer).
    ///
    ///     Tap("Buy", at: 1.0, hold: 0.4)   // pressed from 0.6, the action runs at 1.0
    public init(_ label: String, at time: Double, count: Int = 1, hold: Double = Tap.pressDuration) {
        target = .label(label)
        self.time = time
        self.count = count
        self.hold = hold.isFinite ? max(hold, 0.01) : Tap.pressDuration
    }

    /// Taps the canvas point `point` `count` times, the last lifting at `time`, the finger down `hold` seconds each time.
    public init(at point: CGPoint, at time: Double, count: Int = 1, hold: Double = Tap.pressDuration) {
        target = .point(point)
        self.time = time
        self.count = count
        self.hold = hold.isFinite ? max(hold, 0.01) : Tap.pressDuration
    }

    public var summary: String { (count == 1 ? "Tap " : "Tap×\(count) ") + target.summary }
}

extension Tap.Target {
    /// The target as a log shows it: `"Active"` or `(200, 150)`.
    var summary: String {
        switch self {
        case .label(let s): return "\"\(s)\""
        case .point(let p): return "(\(TreeFormat.number(p.x)), \(TreeFormat.number(p.y)))"
        }
    }
}

/// A press: the finger goes down on a view (by label or identifier, or at a point) at `time` and stays,
/// still, for `duration` seconds.
///
///     LongPress("Photo", at: 1.0)
///     LongPress(at: CGPoint(x: 200, y: 150), at: 1.0, duration: 0.8)
public struct LongPress: ScriptStep {
    public let target: Tap.Target
    public let time: Double
    /// How long the finger stays down.
    public let duration: Double

    /// Presses the view labelled (or identified) `label` from `time` for `duration` seconds.
    public init(_ label: String, at time: Double, duration: Double = 1) {
        target = .label(label)
        self.time = time
        self.duration = duration
    }

    /// Presses the canvas point `point` from `time` for `duration` seconds.
    public init(at point: CGPoint, at time: Double, duration: Double = 1) {
        target = .point(point)
        self.time = time
        self.duration = duration
    }

    public var endTime: Double { time + duration }
    public var summary: String { "LongPress " + target.summary }
}

/// A pinch: two fingers land `spacing` points apart, side by side around a view's centre (or a point),
/// at `time`, and move apart or together at constant speed until their distance is `scale` times the
/// start, `duration` seconds later.
///
///     Pinch("Photo", scale: 2, at: 1.0, duration: 0.6)
public struct Pinch: ScriptStep {
    public let target: Tap.Target
    /// The fingers' final distance over their first.
    public let scale: CGFloat
    public let time: Double
    public let duration: Double
    /// The fingers' distance when they land.
    public let spacing: CGFloat

    /// Pinches around the view labelled (or identified) `label`.
    public init(_ label: String, scale: CGFloat, at time: Double, duration: Double = 0.5, spacing: CGFloat = 100) {
        (target, self.scale, self.time, self.duration, self.spacing) = (.label(label), scale, time, max(0, duration), spacing)
    }

    /// Pinches around the canvas point `point`.
    public init(at point: CGPoint, scale: CGFloat, at time: Double, duration: Double = 0.5, spacing: CGFloat = 100) {
        (target, self.scale, self.time, self.duration, self.spacing) = (.point(point), scale, time, max(0, duration), spacing)
    }

    public var endTime: Double { time + duration }
    public var summary: String { "Pinch " + target.summary + " ×\(TreeFormat.number(scale))" }
}

/// A two-finger turn: two fingers land `spacing` points apart, side by side around a view's centre (or a
/// point), at `time`, and turn around it at constant speed by `angle` (clockwise positive, as on screen)
/// over `duration` seconds.
///
///     Rotate("Dial", by: .degrees(90), at: 1.0, duration: 0.8)
public struct Rotate: ScriptStep {
    public let target: Tap.Target
    /// How far the fingers turn.
    public let angle: Angle
    public let time: Double
    public let duration: Double
    /// The fingers' distance.
    public let spacing: CGFloat

    /// Turns around the view labelled (or identified) `label`.
    public init(_ label: String, by angle: Angle, at time: Double, duration: Double = 0.5, spacing: CGFloat = 100) {
        (target, self.angle, self.time, self.duration, self.spacing) = (.label(label), angle, time, max(0, duration), spacing)
    }

    /// Turns around the canvas point `point`.
    public init(at point: CGPoint, by angle: Angle, at time: Double, duration: Double = 0.5, spacing: CGFloat = 100) {
        (target, self.angle, self.time, self.duration, self.spacing) = (.point(point), angle, time, max(0, duration), spacing)
    }

    public var endTime: Double { time + duration }
    public var summary: String { "Rotate " + target.summary + " by \(TreeFormat.number(angle.degrees))°" }
}

/// A drag from one canvas point to another over `duration` seconds, delivering changes at frame times.
/// With `hold`, the finger first stays still where it landed for that many seconds (a long press, then a
/// drag).
///
///     Drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 300, y: 50), at: 1.5, duration: 0.5)
///     Drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 300, y: 50), at: 1.5, duration: 0.5, hold: 0.6)
public struct Drag: ScriptStep {
    public let from: CGPoint
    public let to: CGPoint
    public let time: Double
    public let duration: Double
    /// How long the finger stays still before it moves.
    public let hold: Double

    /// A straight drag at constant speed, after `hold` seconds still.
    public init(from: CGPoint, to: CGPoint, at time: Double, duration: Double, hold: Double = 0) {
        self.from = from
        self.to = to
        self.time = time
        self.duration = max(0, duration)
        self.hold = hold.isFinite ? max(0, hold) : hold
    }

    public var endTime: Double { time + hold + duration }

    /// The finger's position `t` seconds after it landed.
    func location(at t: Double) -> CGPoint {
        let f = duration > 0 ? min(1, max(0, (t - hold) / duration)) : (t >= hold ? 1 : 0)
        return CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
    }

    /// The finger's velocity in points per second while it moves.
    var velocity: CGSize {
        duration > 0 ? CGSize(width: (to.x - from.x) / duration, height: (to.y - from.y) / duration) : .zero
    }

    public var summary: String {
        "Drag (\(TreeFormat.number(from.x)), \(TreeFormat.number(from.y)))->(\(TreeFormat.number(to.x)), \(TreeFormat.number(to.y)))"
    }
}

/// A flick on a scroll view: a finger lands on the view (by label or identifier, or at a point) and moves
/// the content `by` points along `axis` in `duration` seconds, then lifts; the content glides on from the
/// finger's speed, slowing as iOS's scroll views do. A positive distance scrolls on (the finger moves up,
/// or left), a negative one back.
///
///     Scroll("feed", by: 300, at: 1.0)               // content moves up 300, then glides
///     Scroll(at: CGPoint(x: 200, y: 400), by: -120, at: 2.0, duration: 0.5)
public struct Scroll: ScriptStep {
    public let target: Tap.Target
    public let distance: CGFloat
    public let axis: Axis
    public let time: Double
    public let duration: Double

    /// Scrolls the view labelled (or identified) `label`.
    public init(_ label: String, by distance: CGFloat, axis: Axis = .vertical, at time: Double, duration: Double = 0.2) {
        (target, self.distance, self.axis, self.time, self.duration) = (.label(label), distance, axis, time, max(0.01, duration))
    }

    /// Scrolls the scroll view at the canvas point `point`.
    public init(at point: CGPoint, by distance: CGFloat, axis: Axis = .vertical, at time: Double, duration: Double = 0.2) {
        (target, self.distance, self.axis, self.time, self.duration) = (.point(point), distance, axis, time, max(0.01, duration))
    }

    public var endTime: Double { time + duration }
    public var summary: String { "Scroll " + target.summary + " by \(TreeFormat.number(distance))" }

    /// The finger's path from `point`: against the scrolling, at constant speed.
    func finger(from point: CGPoint) -> FingerPath {
        let move = axis == .vertical ? CGSize(width: 0, height: -distance) : CGSize(width: -distance, height: 0)
        let v = CGSize(width: move.width / duration, height: move.height / duration)
        return FingerPath(down: time, up: endTime, location: { t in
            let f = CGFloat(min(1, max(0, (t - time) / duration)))
            return CGPoint(x: point.x + move.width * f, y: point.y + move.height * f)
        }, velocity: { _ in v }, moves: true)
    }
}

/// Typing into a text field: the field (by its title, placeholder or identifier) takes the focus and gets
/// `text` one character every `interval` seconds from `time`, each a state change. `"\n"` is the return
/// key (the field's `onSubmit`), `"\u{8}"` the delete key.
///
///     Type("Hello!", into: "Name", at: 1.0)
///     Type("\u{8}\u{8}", into: "Name", at: 3.0, interval: 0.2)
public struct Type: ScriptStep {
    public let field: String
    public let text: String
    public let time: Double
    public let interval: Double

    /// Types `text` into the field named `field` from `time`, a character every `interval` seconds.
    public init(_ text: String, into field: String, at time: Double, interval: Double = 0.1) {
        (self.text, self.field, self.time) = (text, field, time)
        self.interval = interval.isFinite ? max(0, interval) : 0.1
    }

    /// When each character is typed.
    var keystrokes: [(time: Double, key: Character)] {
        text.enumerated().map { (time + Double($0.offset) * interval, $0.element) }
    }

    public var endTime: Double { time + Double(max(0, text.count - 1)) * interval }
    public var summary: String { "Type \(String(reflecting: text)) into \"\(field)\"" }
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
