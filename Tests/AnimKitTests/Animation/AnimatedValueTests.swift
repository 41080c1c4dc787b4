import Foundation
import Testing
@testable import AnimKit

struct AnimatedValueTests {
    func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

    /// linear(1 s) 0→1 at t=0, then →2 at t=0.5 with linear(1 s): the new animation runs from the old
    /// one's still-moving value.
    @Test func interruptedTimingCurvesCombine() {
        var x = AnimatedValue(0.0)
        x.set(1, animation: .linear(duration: 1), at: 0)
        x.set(2, animation: .linear(duration: 1), at: 0.5)
        for (t, expected) in [(0.5, 0.5), (0.75, 1.0625), (1.0, 1.5), (1.2, 1.7), (1.5, 2.0), (2.0, 2.0)] {
            x.update(to: t)
            #expect(close(x.presented, expected), "at \(t): \(x.presented)")
        }
        #expect(!x.isAnimating)
    }

    /// The presented value of an additive combination is continuous at the interruption.
    @Test func interruptionIsContinuous() {
        var x = AnimatedValue(0.0)
        x.set(100, animation: .easeInOut(duration: 1), at: 0)
        x.update(to: 0.4)
        let before = x.presented
        x.set(-50, animation: .easeIn(duration: 0.6), at: 0.4)
        #expect(close(x.presentedValue(at: 0.4), before))
        #expect(close(x.presentedValue(at: 0.4001), before, 0.05))
    }

    /// A spring that interrupts a spring takes over its position and velocity: no kink in the motion.
    @Test func springsMergeKeepingVelocity() {
        var x = AnimatedValue(0.0)
        x.set(100, animation: .snappy, at: 0)
        x.update(to: 0.15)
        let v0 = x.velocity(at: 0.15), p0 = x.presented
        x.set(-40, animation: .bouncy, at: 0.15)
        #expect(close(x.presentedValue(at: 0.15), p0, 1e-6))
        #expect(close(x.velocity(at: 0.15), v0, abs(v0) * 1e-3), "\(x.velocity(at: 0.15)) vs \(v0)")
        // After the merge the motion is the bouncy spring from that state.
        let spring = Spring.bouncy
        var value = p0, velocity = v0
        spring.update(value: &value, velocity: &velocity, target: -40, deltaTime: 0.2)
        #expect(close(x.presentedValue(at: 0.35), value, 0.05))
        x.update(to: 5)
        #expect(x.presented == -40 && !x.isAnimating)
    }

    /// An interactive spring retargeted every frame, then released with a spring, keeps its speed.
    @Test func releaseSpringCarriesTheDragVelocity() {
        var x = AnimatedValue(0.0)
        var t = 0.0
        while t < 0.3 {   // the finger moves at 400 pt/s
            x.set(400 * t, animation: .interactiveSpring, at: t)
            t += 1.0 / 60
        }
        x.update(to: t)
        let dragVelocity = x.velocity(at: t)
        #expect(dragVelocity > 250)
        x.set(300, animation: .spring, at: t)
        #expect(close(x.velocity(at: t), dragVelocity, dragVelocity * 0.01))
    }

    /// blendDuration: the response moves from the interrupted spring's to the new one's over that time,
    /// continuously, then the new spring's closed form takes over.
    @Test func blendDurationBlendsTheResponse() {
        func run(blend: Double) -> AnimatedValue<Double> {
            var x = AnimatedValue(0.0)
            x.set(100, animation: .spring(duration: 1, bounce: 0), at: 0)
            x.set(20, animation: .spring(duration: 0.2, bounce: 0, blendDuration: blend), at: 0.2)
            return x
        }
        let blended = run(blend: 0.3), sharp = run(blend: 0)
        // Same start: position and velocity are those of the interrupted spring.
        #expect(close(blended.presentedValue(at: 0.2), sharp.presentedValue(at: 0.2)))
        #expect(close(blended.velocity(at: 0.2), sharp.velocity(at: 0.2), 0.5))
        // The slow response fades out gradually: less pulled towards 20 at first than the sharp spring.
        #expect(blended.presentedValue(at: 0.3) > sharp.presentedValue(at: 0.3) + 1)
        // Continuous across the end of the blend.
        let a = blended.presentedValue(at: 0.5 - 1e-4), b = blended.presentedValue(at: 0.5 + 1e-4)
        #expect(abs(a - b) < 0.05)
        // Integration agrees with the closed form when nothing blends (same response).
        var x = AnimatedValue(0.0)
        x.set(100, animation: .spring(duration: 0.4, bounce: 0.2), at: 0)
        x.set(20, animation: .spring(duration: 0.4, bounce: 0.2, blendDuration: 0.3), at: 0.2)
        var y = AnimatedValue(0.0)
        y.set(100, animation: .spring(duration: 0.4, bounce: 0.2), at: 0)
        y.set(20, animation: .spring(duration: 0.4, bounce: 0.2), at: 0.2)
        #expect(close(x.presentedValue(at: 0.35), y.presentedValue(at: 0.35), 1e-6))
        var done = blended
        done.update(to: 5)
        #expect(done.presented == 20 && !done.isAnimating)
    }

    @Test func changeWithoutAnimationJumpsAndDrops() {
        var x = AnimatedValue(0.0)
        x.set(10, animation: .linear(duration: 1), at: 0)
        x.update(to: 0.5)
        x.set(3, animation: nil, at: 0.5)
        #expect(x.presented == 3 && !x.isAnimating)
        x.update(to: 0.7)
        #expect(x.presented == 3)
        // Setting the same value without animation leaves a running animation alone.
        x.set(8, animation: .linear(duration: 1), at: 1)
        x.set(8, animation: nil, at: 1.5)
        x.update(to: 1.5)
        #expect(close(x.presented, 5.5))
    }

    @Test func vectorsAndColoursAnimate() {
        var p = AnimatedValue(CGPoint.zero.animatableData)
        p.set(CGPoint(x: 100, y: 50).animatableData, animation: .linear(duration: 2), at: 0)
        p.update(to: 1)
        #expect(p.presented == AnimatablePair(50, 25))
        // Colours mix in linear light: halfway between black and white is not sRGB 0.5.
        var c = AnimatedValue(Color.black.resolve().animatableData)
        c.set(Color.white.resolve().animatableData, animation: .linear(duration: 1), at: 0)
        c.update(to: 0.5)
        var mid = Color.black.resolve()
        mid.animatableData = c.presented
        #expect(abs(Double(mid.red) - 0.7354) < 1e-3)
    }

    @Test func customAnimationsRun() {
        struct Steps: CustomAnimation {
            var steps: Int
            func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
                time >= 1 ? nil : value.scaled(by: (time * Double(steps)).rounded(.down) / Double(steps))
            }
        }
        var x = AnimatedValue(0.0)
        x.set(8, animation: Animation(Steps(steps: 4)), at: 0)
        x.update(to: 0.3)
        #expect(x.presented == 2)
        x.update(to: 0.99)
        #expect(x.presented == 6)
        x.update(to: 1)
        #expect(x.presented == 8)
        #expect(Animation(Steps(steps: 4)).description == "Steps(steps: 4)")
    }

    @Test func completionsRunByTheirCriteria() {
        var log: [String] = []
        var t = Transaction(animation: .smooth)
        t.addAnimationCompletion { log.append("logical") }
        t.addAnimationCompletion(criteria: .removed) { log.append("removed") }
        var a = AnimatedValue(0.0), b = AnimatedValue(0.0)
        a.set(1, animation: t.animation, at: 0, completions: t.makeCompletionHandles())
        b.set(5, animation: .linear(duration: 2), at: 0, completions: t.makeCompletionHandles())
        t.sealCompletions()
        #expect(log.isEmpty)
        for time in stride(from: 0.0, through: 2.5, by: 1.0 / 60) {
            a.update(to: time); b.update(to: time)
            if time < 2 { #expect(log.isEmpty) }
        }
        // Both wait for the 2 s linear animation; the spring was logically complete at \(logical), removed at \(settle).
        #expect(log == ["logical", "removed"])

        // Nothing animates: the completion runs when the state change ends.
        var ran = false
        var u = Transaction(animation: .smooth)
        u.addAnimationCompletion { ran = true }
        var c = AnimatedValue(1.0)
        c.set(1, animation: u.animation, at: 0, completions: u.makeCompletionHandles())
        #expect(!ran)
        u.sealCompletions()
        #expect(ran)
    }

    @Test func aMergedOrDroppedAnimationCountsAsRemoved() {
        var removed = 0
        var t = Transaction(animation: .smooth)
        t.addAnimationCompletion(criteria: .removed) { removed += 1 }
        var x = AnimatedValue(0.0)
        x.set(1, animation: .smooth, at: 0, completions: t.makeCompletionHandles())
        t.sealCompletions()
        x.set(2, animation: .bouncy, at: 0.1)   // merges: the first animation is gone
        #expect(removed == 1)
    }
}
