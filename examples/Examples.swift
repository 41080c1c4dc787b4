import AnimKit

/// The clip catalogue that `animrender` links in.
public enum Examples {
    /// Every clip, in the order `animrender list` prints them.
    public static var all: [Clip] { sections.flatMap(\.clips) }

    /// The clips by origin: AnimKit's own, then each article's samples — the gallery's sections.
    public static var sections: [ClipSection] {
        [
            ClipSection("AnimKit's own examples", summary: "Low-level DisplayList clips (a function of time, no views) and "
                        + "checks of the view layer's drawing.",
                        clips: [spinningSquare, toggleSketch, primitivesShowcase, symbols, listRows, textInStacks]),
            ClipSection("A Deep Dive into Transactions", summary: "The samples of Fatbobman's article on SwiftUI "
                        + "transactions, in its order, with the article's code kept as written. `transactionMonitor` "
                        + "(in `examples/Transactions/TransactionMonitor.swift`) prints the transaction a view receives; "
                        + "`tapTwice(label)` taps the control at 0.5 s and again at 2 s unless told otherwise.",
                        clips: transactionArticle),
            ClipSection("Transactions and Animations", summary: "The samples of objc.io's article: one circle whose "
                        + "fill turns green when tapped, animated in each of the ways the article compares.",
                        clips: objcTransactionsArticle),
            ClipSection("Transitions in SwiftUI", summary: "The samples of objc.io's article on transitions: a view "
                        + "inserted or removed by a state change enters and leaves through its transition, and a "
                        + "leaving view stays in the render tree until its removal animation ends. The article's "
                        + "text was machine-paraphrased; the code uses the words the glossary restores.",
                        clips: transitionsArticle),
            ClipSection("The animation reference", summary: "The animation samples of the SwiftUI animation reference "
                        + "sheet: what is animatable, timing curves and springs, the `withAnimation` forms, scoped "
                        + "animations, transaction keys, custom animations, merging and completion.",
                        clips: animationReference),
            ClipSection("SwiftUI drawing", summary: "SwiftUI's drawing vocabulary written as users' code writes it: "
                        + "shapes and their modifiers (`trim`, dashes, `strokeBorder`, per-corner radii, static members "
                        + "such as `.capsule`), each animated the way tutorials animate it.",
                        clips: swiftUIDrawing),
            ClipSection("SwiftUI 17+ animation", summary: "The animation APIs of iOS 17 and later as modern code uses them: "
                        + "`keyframeAnimator` with keyframe tracks, `phaseAnimator`, and animations started from `onChange`.",
                        clips: modernAnimation),
            ClipSection("Navigation and presentation", summary: "Screens pushed on a `NavigationStack` and views "
                        + "presented as sheets, alerts and dialogs, drawn and moved as iOS does: bars with titles, "
                        + "back buttons and toolbar items; pushes that slide over a dimmed screen; sheets that rise "
                        + "over a receding one.",
                        clips: navigationAndPresentation),
            ClipSection("Containers and controls", summary: "The containers and controls screens are made of, as users' "
                        + "code writes them: scroll views that glide after a flick, lazy stacks and grids, forms, tabs, "
                        + "the standard controls with iOS's look and motion, custom button styles, and text as SwiftUI "
                        + "sets it.",
                        clips: containersAndControls),
            ClipSection("Real code, moving as SwiftUI", summary: "Samples of the kind people publish, kept as they "
                        + "wrote them, each showing one rule SwiftUI follows that a renderer can easily get wrong: a "
                        + "transaction per write, stack and ZStack sizing, geometry while scrolling, clocks.",
                        clips: realWorld),
            ClipSection("Looks like SwiftUI", summary: "What SwiftUI's frames look like besides motion: the light and dark "
                        + "appearances with iOS's system colours, numbers formatted as a `Text` literal formats them, and "
                        + "emoji in colour.",
                        clips: looks),
        ]
    }

    /// The samples of Fatbobman's "A Deep Dive into Transactions", in the article's order.
    public static var transactionArticle: [Clip] {
        [implicitAnimation, myAnimationModifier, implicitBug1, implicitBug2, implicitBug3, implicitBug4, implicitBug4Split,
         scopedAnimation, explicitAnimation, explicitAnimationSpacer, explicitWithImplicit, explicitCoverImplicit,
         implicitLayoutBug, implicitLayoutFixed, navigationDisableAnimation, sheetDisableAnimation, transactionKey, listAnimation]
    }

    /// The samples of objc.io's "Transactions and Animations", in the article's order.
    public static var objcTransactionsArticle: [Clip] {
        [circleImplicit, circleImplicitValue, circleExplicit, circleWithTransaction, circleTransactionPrint,
         circleDisablesAnimations, circleReimplementedAnimation]
    }

    /// Navigation stacks and presentations as users' code writes them.
    public static var navigationAndPresentation: [Clip] {
        [navigationPush, alertAndDialog, phoneNavigation, tabBarHidden, searchCities, searchSuggestions, barAppearance, zoomNavigation, zoomSheet]
    }

    /// Containers, controls and text as users' code writes them.
    public static var containersAndControls: [Clip] {
        [controlsPanel, scrollFeed, textAndFields, tabsGridForm, listEditing, menuOpen, adaptiveCard, labeledRows, loadingCard, pullToRefresh, loadMore, sectionedList, contextMenu, disclosureStyle, shareLink]
    }

    /// Appearance, text values and emoji.
    public static var looks: [Clip] { [appearanceSwitch, darkClip, appScreenLight, appScreenDark, textValues, materials] }

    /// Real-world samples, each pinning one SwiftUI rule.
    public static var realWorld: [Clip] {
        [twoStepFlip, customSwitch, spacerStack, scrollVisualEffect, percentIndicator, likeButton, flipEffect, timerRing, downloadQueue,
         gooeyBlobs, holdToRepeat, drawingOptions, pastedFile]
    }

    /// The samples of objc.io's "Transitions in SwiftUI", in the article's order.
    public static var transitionsArticle: [Clip] {
        [transitionOpacity, transitionIfElse, transitionAsymmetric, transitionID, transitionCustom]
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
