import AnimKit

/// The clip catalogue that `animrender` links in.
public enum Examples {
    /// Every clip, in the order `animrender list` prints them.
    public static var all: [Clip] {
        [spinningSquare, toggleSketch, primitivesShowcase, symbols, listRows] + transactionArticle + objcTransactionsArticle
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
}
