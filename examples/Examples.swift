import AnimKit

/// The clip catalogue that `animrender` links in.
public enum Examples {
    /// Every clip, in the order `animrender list` prints them.
    public static var all: [Clip] {
        [spinningSquare, toggleSketch, primitivesShowcase, symbols, listRows] + transactionArticle + objcTransactionsArticle
            + animationReference
    }

    /// The samples of Fatbobman's "A Deep Dive into Transactions", in the article's order.
    public static var transactionArticle: [Clip] {
        [implicitAnimation, myAnimationModifier, implicitBug1, implicitBug2, implicitBug3, implicitBug4, implicitBug4Split,
         scopedAnimation, explicitAnimation, explicitAnimationSpacer, explicitWithImplicit, explicitCoverImplicit,
         implicitLayoutBug, implicitLayoutFixed, transactionKey]
    }

    /// The samples of objc.io's "Transactions and Animations", in the article's order.
    public static var objcTransactionsArticle: [Clip] {
        [circleImplicit, circleImplicitValue, circleExplicit, circleWithTransaction, circleTransactionPrint,
         circleDisablesAnimations, circleReimplementedAnimation]
    }

    /// The samples of the animation reference sheet, in its order.
    public static var animationReference: [Clip] {
        [animatableNumber, counterIntVsFloat, scaleEffect, scaleEffectModifier, radialLayout, timingCurves, springs,
         animationModifiers, withAnimationDefault, scopedAvatar, transactionKeyAvatar, customAnimation,
         springMergeVsAdditive, draggableBead, animationCompletion]
    }

    /// The catalogue's default script (CLIPS.md): tap `label` at 0.5 s, and again at `again`.
    static func tapTwice(_ label: String, again: Double = 2.0) -> [any ScriptStep] {
        [Tap(label, at: 0.5), Tap(label, at: again)]
    }

    /// The default script for a view without a label: tap `point` at 0.5 s, and again at `again`.
    static func tapTwice(at point: CGPoint, again: Double = 2.0) -> [any ScriptStep] {
        [Tap(at: point, at: 0.5), Tap(at: point, at: again)]
    }
}
