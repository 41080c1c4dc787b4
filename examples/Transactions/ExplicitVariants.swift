import AnimKit

// The variations on `ExplicitAnimationDemo` in Fatbobman's article. Each changes only `SubView` or moves
// the state up; the code is the article's, in a namespace per sample.

/// `explicit-animation-spacer`: a `Spacer` keeps "Hello World" in place. The article changes only
/// `SubView`; the app and the demo view are the explicit-animation sample's, repeated here.
enum ExplicitAnimationSpacerSample {
    struct TransactionApp: App {
        var body: some Scene {
            WindowGroup {
                ExplicitAnimationDemo()
                    .transactionMonitor("App")
            }
        }
    }

    struct ExplicitAnimationDemo: View {
        var body: some View {
            VStack {
                Text("Hello World")
                    .transactionMonitor("Hello World")
                SubView()
                    .transactionMonitor("SubView")
            }
            .transactionMonitor("VStack")
        }
    }

    struct SubView: View {
        @State private var isActive = false
        var body: some View {
            Rectangle()
                .fill(.cyan)
                .frame(width: 300, height: isActive ? 400 : 200)
                .transactionMonitor("Rectangle")
            Spacer() // add Spacer()
            Button("Active") {
                withAnimation(.smooth) {
                    isActive.toggle()
                }
            }
        }
    }
}

/// `explicit-with-implicit`: `.animation(.bouncy, value:)` on the rectangle inside `withAnimation(.smooth)`.
enum ExplicitWithImplicitSample {
    struct ExplicitAnimationDemo: View {
        var body: some View {
            VStack {
                Text("Hello World")
                    .transactionMonitor("Hello World")
                SubView()
                    .transactionMonitor("SubView")
            }
            .transactionMonitor("VStack")
        }
    }

    struct SubView: View {
        @State private var isActive = false
        var body: some View {
            Rectangle()
                .fill(.cyan)
                .frame(width: 300, height: isActive ? 400 : 200)
                .animation(.bouncy, value: isActive) // bouncy will replace smooth

            Button("Active") {
                withAnimation(.smooth) {
                    isActive.toggle()
                }
            }
        }
    }
}

/// `explicit-cover-implicit`: `disablesAnimations` switches the implicit animation off.
enum ExplicitCoverImplicitSample {
    struct CoverImplicitAnimationDemo: View {
        @State var isActive = false
        var body: some View {
            VStack {
                Rectangle()
                    .fill(isActive ? .red : .blue)
                    .frame(width: 300, height: 300)
                    .animation(.smooth, value: isActive)

                Button("Cover ImplicitAnimation") {
                    var transaction = Transaction(animation: .none)
                    transaction.disablesAnimations = true
                    withTransaction(transaction) {
                        isActive.toggle()
                    }
                }
            }
        }
    }
}

/// `implicit-layout-bug`: only the rectangle has an implicit animation; no transaction reaches the VStack.
enum ImplicitLayoutBugSample {
    struct ExplicitAnimationDemo: View {
        var body: some View {
            VStack {
                Text("Hello World")
                SubView()
            }
        }
    }

    struct SubView: View {
        @State private var isActive = false
        var body: some View {
            Rectangle()
                .fill(.cyan)
                .frame(width: 300, height: isActive ? 400 : 200)
                .animation(.bouncy, value: isActive)

            Button("Active") {
                isActive.toggle()
            }
        }
    }
}

/// `implicit-layout-fixed`: the state moved up, the VStack animates its layout.
enum ImplicitLayoutFixedSample {
    struct ExplicitAnimationDemo: View {
        @State private var isActive = false // source of truth
        var body: some View {
            VStack {
                Text("Hello World")
                    .transactionMonitor("Hello World")
                SubView(isActive: $isActive)
                    .transactionMonitor("SubView")
            }
            .animation(.bouncy, value: isActive) // implicit aniamtion for VStack
        }
    }

    struct SubView: View {
        @Binding var isActive: Bool
        var body: some View {
            Rectangle()
                .fill(.cyan)
                .frame(width: 300, height: isActive ? 400 : 200)
                .animation(.bouncy, value: isActive)

            Button("Active") {
                isActive.toggle()
            }
        }
    }
}

extension Examples {
    /// `explicit-animation-spacer`: the rectangle grows downward; "Hello World" stays put.
    public static let explicitAnimationSpacer = Clip(
        "explicit-animation-spacer", description: "A Spacer keeps Hello World still, so it gets no transaction",
        notice: "The `Spacer` takes the slack: \"Hello World\" never moves, so no transaction reaches it and its monitor prints nothing; the rectangle grows downward.",
        size: CGSize(width: 400, height: 640), app: { ExplicitAnimationSpacerSample.TransactionApp() }
    ) {
        tapTwice("Active")
    }

    /// `explicit-with-implicit`: the rectangle grows with bouncy, the text moves with smooth.
    public static let explicitWithImplicit = Clip(
        "explicit-with-implicit", description: "An implicit .bouncy inside withAnimation(.smooth) replaces it for the rectangle",
        notice: "The rectangle's height overshoots 400 — its own `.animation(.bouncy, value:)` replaces the explicit `.smooth` — while \"Hello World\" moves with `.smooth` and never overshoots.",
        size: CGSize(width: 400, height: 560)
    ) {
        ExplicitWithImplicitSample.ExplicitAnimationDemo()
    } script: {
        tapTwice("Active")
    }

    /// `explicit-cover-implicit`: the fill changes at once despite `.animation(.smooth, value:)`.
    public static let explicitCoverImplicit = Clip(
        "explicit-cover-implicit", description: "disablesAnimations in withTransaction overrides an implicit animation",
        notice: "The fill changes at once: `disablesAnimations` in `withTransaction` switches off the implicit `.animation(.smooth, value:)`.",
        size: CGSize(width: 400, height: 420)
    ) {
        ExplicitCoverImplicitSample.CoverImplicitAnimationDemo()
    } script: {
        tapTwice("Cover ImplicitAnimation")
    }

    /// `implicit-layout-bug`: the rectangle grows with bouncy; "Hello World" jumps.
    public static let implicitLayoutBug = Clip(
        "implicit-layout-bug", description: "An implicit animation on the rectangle only: the stack's layout jumps",
        notice: "The rectangle grows with `.bouncy`, but \"Hello World\" jumps: the animation sits on the rectangle, so no animated transaction reaches the stack that moves the text.",
        size: CGSize(width: 400, height: 560)
    ) {
        ImplicitLayoutBugSample.ExplicitAnimationDemo()
    } script: {
        tapTwice("Active")
    }

    /// `implicit-layout-fixed`: with the state in the parent, "Hello World" moves with bouncy.
    public static let implicitLayoutFixed = Clip(
        "implicit-layout-fixed", description: "State moved up and .animation on the VStack: the layout animates",
        notice: "With the state in the parent and `.animation(.bouncy, value:)` on the VStack, \"Hello World\" moves with the bounce too.",
        size: CGSize(width: 400, height: 560)
    ) {
        ImplicitLayoutFixedSample.ExplicitAnimationDemo()
    } script: {
        tapTwice("Active")
    }
}
