import Foundation

/// A type-erased transition: what `.transition(_:)` takes, with the built-in transitions as members.
///
///     if visible {
///         Text("Hello, world!")
///             .transition(.asymmetric(insertion: .slide, removal: .scale).combined(with: .opacity))
///     }
///
/// Two transitions are equal when they are built the same way from the same values, so a view whose
/// body is evaluated again keeps its transition without counting as changed.
public struct AnyTransition: Equatable, @unchecked Sendable {  // immutable; its closure is only called on the graph's thread
    /// Builds the view in a phase.
    let makeBody: (any View, TransitionPhase) -> any View
    /// The animation the transition uses instead of the transaction's, if one was attached.
    let animation: Animation?
    /// How the transition was built, for equality.
    let key: String

    init(key: String, animation: Animation? = nil, _ makeBody: @escaping (any View, TransitionPhase) -> any View) {
        self.key = key
        self.animation = animation
        self.makeBody = makeBody
    }

    /// Erases a `Transition`.
    public init<T: Transition>(_ transition: T) {
        self.init(key: "\(T.self)(\(String(describing: transition)))") { content, phase in
            transition.body(content: PlaceholderContentView<T>(view: content), phase: phase)
        }
    }

    public static func == (a: AnyTransition, b: AnyTransition) -> Bool {
        a.key == b.key && a.animation?.description == b.animation?.description
    }

    /// The view `content` in `phase`.
    func body(_ content: any View, _ phase: TransitionPhase) -> any View { makeBody(content, phase) }

    // MARK: Built-in transitions

    /// Appears and disappears at once.
    public static var identity: AnyTransition { AnyTransition(IdentityTransition()) }
    /// Fades in and out (the default).
    public static var opacity: AnyTransition { AnyTransition(OpacityTransition()) }
    /// Scales up from, and down to, nothing about the centre.
    public static var scale: AnyTransition { AnyTransition(ScaleTransition(1e-5)) }
    /// Scales from and to `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(ScaleTransition(Double(scale), anchor: anchor))
    }
    /// In from the leading edge, out to the trailing edge.
    public static var slide: AnyTransition { AnyTransition(SlideTransition()) }
    /// In from and out towards `edge`, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(MoveTransition(edge: edge)) }
    /// In from and out by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(OffsetTransition(offset)) }
    /// In from and out by (`x`, `y`).
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    /// In from `edge` fading in, out towards the opposite edge fading out.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(PushTransition(edge: edge)) }
    /// Blurred by `radius` outside the identity phase (AnimKit's; SwiftUI has `.blurReplace`).
    public static func blur(radius: CGFloat) -> AnyTransition { AnyTransition(BlurTransition(radius: radius)) }
    /// `active` applied outside the identity phase, `identity` in it.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(ModifierTransition(active: active, identity: identity))
    }

    /// `insertion` when the view is inserted, `removal` when it is removed.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        // Both are always applied (the one not in play at its identity), so the view's structure is
        // the same in every phase.
        AnyTransition(key: "asymmetric(\(insertion.key), \(removal.key))") { content, phase in
            let inner = removal.body(content, phase == .didDisappear ? .didDisappear : .identity)
            return insertion.body(PlaceholderContentView<AnyTransition>(view: inner), phase == .willAppear ? .willAppear : .identity)
        }
    }

    /// This transition and `other` applied together.
    public func combined(with other: AnyTransition) -> AnyTransition {
        let first = self
        return AnyTransition(key: "\(key) + \(other.key)", animation: animation ?? other.animation) { content, phase in
            other.body(PlaceholderContentView<AnyTransition>(view: first.body(content, phase)), phase)
        }
    }

    /// This transition with `animation` used for it instead of the transaction's.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(key: key, animation: animation, makeBody)
    }
}
