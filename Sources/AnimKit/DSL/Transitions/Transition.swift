import Foundation

/// Where a view is in its insertion or removal: entering, in place, or leaving.
public enum TransitionPhase: Hashable, Sendable {
    /// The view is being inserted: the transition starts from this phase.
    case willAppear
    /// The view is in place (also the phase of a view that is not transitioning).
    case identity
    /// The view is being removed: the transition animates to this phase.
    case didDisappear

    /// Whether the phase is `.identity`.
    public var isIdentity: Bool { self == .identity }

    /// -1 entering, 0 in place, 1 leaving: handy to scale an effect by.
    public var value: Double {
        switch self {
        case .willAppear: return -1
        case .identity: return 0
        case .didDisappear: return 1
        }
    }
}

/// How a view looks as it is inserted into or removed from the view tree.
///
/// The body describes the view in each phase; when the view is inserted it starts in `.willAppear`
/// and animates to `.identity` with the transaction that inserted it; when removed it animates from
/// `.identity` to `.didDisappear`, and leaves the render tree when that animation ends.
///
///     struct Flip: Transition {
///         func body(content: Content, phase: TransitionPhase) -> some View {
///             content.rotationEffect(.degrees(phase.value * 90)).opacity(phase.isIdentity ? 1 : 0)
///         }
///     }
///     Text("Hi").transition(Flip())
public protocol Transition {
    /// The view the body returns.
    associatedtype Body: View
    /// Stands for the view being transitioned.
    typealias Content = PlaceholderContentView<Self>
    /// The view in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    /// What the transition does, for the system to know (by default it moves the view).
    static var properties: TransitionProperties { get }
}

/// What a transition does — SwiftUI's `TransitionProperties`.
///
///     static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
public struct TransitionProperties: Sendable, Hashable {
    /// Whether the transition moves the view (an opacity change does not). SwiftUI fades such a transition instead
    /// when Reduce Motion is on; AnimKit renders with Reduce Motion off, so it changes nothing here.
    public var hasMotion: Bool

    /// Properties of a transition that moves the view, or not.
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// This transition, with `animation` used for it instead of the transaction's.
    public func animation(_ animation: Animation?) -> AnyTransition { AnyTransition(self).animation(animation) }

    /// This transition and `other`, applied together.
    public func combined<T: Transition>(with other: T) -> AnyTransition { AnyTransition(self).combined(with: AnyTransition(other)) }
}
