import Foundation

/// How a navigation stack moves its screens: UIKit's push timing, whatever animation the change carries.
///
/// The stack's container swaps the transaction's animation for the push timing (none when the
/// transaction disables animations) and keeps the upstream one; each screen's content gets the
/// upstream one back, so a change inside a screen animates as it would outside a stack.
enum NavigationMotion {
    /// UIKit's push and pop: 0.5 s on its keyboard curve (approximated by the cubic Bézier
    /// (0.38, 0.7)–(0.125, 1), a strong ease-out: most of the way in the first half).
    static let push = Animation.timingCurve(0.38, 0.7, 0.125, 1, duration: 0.5)
    /// The sheet's slide: a critically damped spring of 0.5 s.
    static let sheet = Animation.spring(duration: 0.5, bounce: 0)

    /// An alert's fade and settle: a quick critically damped spring.
    static let alert = Animation.spring(duration: 0.3, bounce: 0)

    private struct Upstream: TransactionKey { static let defaultValue: Animation?? = nil }

    /// Into a navigation container: the system motion replaces the animation.
    static func enter(_ transaction: inout Transaction, motion: Animation) {
        transaction[Upstream.self] = .some(transaction.animation)
        transaction.animation = transaction.disablesAnimations ? nil : motion
    }

    /// Into a screen's content: the animation from outside the container comes back.
    static func leave(_ transaction: inout Transaction) {
        guard let upstream = transaction[Upstream.self] else { return }
        transaction.animation = upstream
        transaction[Upstream.self] = nil
    }
}
