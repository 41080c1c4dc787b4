import Foundation

extension Animation {
    // MARK: Default

    /// The default animation: its own value (prints `DefaultAnimation()`), animating as a smooth spring.
    public static let `default` = Animation(DefaultAnimation())

    // MARK: Timing curves

    /// A timing-curve animation of `curve` over `duration` seconds.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval = 0.35) -> Animation {
        if let solver = curve.cubicSolver { return Animation(BezierAnimation(duration: duration, curve: solver)) }
        return Animation(UnitCurveAnimation(duration: duration, curve: curve))
    }

    /// A timing-curve animation of the Bézier curve with control points (c0x, c0y) and (c1x, c1y).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35) -> Animation {
        timingCurve(.bezier(startControlPoint: UnitPoint(x: c0x, y: c0y), endControlPoint: UnitPoint(x: c1x, y: c1y)), duration: duration)
    }

    /// Constant speed for 0.35 s.
    public static var linear: Animation { linear(duration: 0.35) }
    /// Constant speed for `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { timingCurve(.linear, duration: duration) }
    /// Slow start, 0.35 s.
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    /// Slow start for `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { timingCurve(.easeIn, duration: duration) }
    /// Slow end, 0.35 s.
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    /// Slow end for `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { timingCurve(.easeOut, duration: duration) }
    /// Slow start and end, 0.35 s.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }
    /// Slow start and end for `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation { timingCurve(.easeInOut, duration: duration) }

    // MARK: Springs that merge

    /// `spring(duration: 0.5, bounce: 0)`.
    public static var spring: Animation { spring() }

    /// A spring of perceptual `duration` and `bounce`; merges with a running animation, keeping its velocity.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
    }

    /// The classic spring parameters (defaults 0.5 / 0.825 / 0).
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(FluidSpringAnimation(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A merging animation of `spring`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(FluidSpringAnimation(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration))
    }

    /// A short, slightly bouncy spring for following a finger: duration 0.15, bounce 0.15, blend 0.25.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// An interactive spring of `duration` with 0.15 + `extraBounce` bounce.
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// The classic interactive spring parameters (defaults 0.15 / 0.86 / 0.25).
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// No bounce, 0.5 s.
    public static var smooth: Animation { smooth() }
    /// A smooth spring of `duration` with `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(.smooth(duration: duration, extraBounce: extraBounce))
    }
    /// Bounce 0.15, 0.5 s.
    public static var snappy: Animation { snappy() }
    /// A snappy spring of `duration` with 0.15 + `extraBounce` bounce.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(.snappy(duration: duration, extraBounce: extraBounce))
    }
    /// Bounce 0.3, 0.5 s.
    public static var bouncy: Animation { bouncy() }
    /// A bouncy spring of `duration` with 0.3 + `extraBounce` bounce.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }

    // MARK: Springs that add

    /// An interpolating spring of duration 0.5 and no bounce.
    public static var interpolatingSpring: Animation { interpolatingSpring(duration: 0.5, bounce: 0) }

    /// A spring that runs alongside (instead of merging with) an animation it interrupts; `initialVelocity`
    /// is in changes per second (a NaN or infinite one counts as 0).
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        Animation(SpringAnimation(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0))
    }

    /// An interpolating spring of perceptual `duration` and `bounce`.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// An interpolating animation of `spring`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        // The physical stiffness: the reported one of an over-damped spring is SwiftUI's getter quirk.
        interpolatingSpring(mass: spring.mass, stiffness: spring.physicalStiffness, damping: spring.damping, initialVelocity: initialVelocity)
    }

    // MARK: Modifiers

    /// This animation, starting `delay` seconds later.
    public func delay(_ delay: TimeInterval) -> Animation {
        Animation(DelayAnimation(animation: self, delay: delay.isNaN || delay < 0 ? 0 : delay))
    }

    /// This animation played `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        Animation(SpeedAnimation(animation: self, speed: speed.isNaN ? 1 : max(speed, 0)))
    }

    /// This animation run `repeatCount` times, every other run backwards when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(animation: self, repeatCount: max(repeatCount, 1), autoreverses: autoreverses))
    }

    /// This animation repeated for ever, every other run backwards when `autoreverses`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatAnimation(animation: self, repeatCount: nil, autoreverses: autoreverses))
    }

    /// This animation, reporting logical completion after `duration` seconds at the latest.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(LogicallyCompleteAnimation(animation: self, duration: duration.isNaN ? 0 : max(duration, 0)))
    }
}
