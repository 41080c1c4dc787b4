import AnimKit

// From "Transactions and Animations" (objc.io): the circle that turns from red to green when tapped,
// in each of the article's versions. The code is the article's; each `Sample` sits in a namespace
// because the article reuses the name.

/// `circle-implicit`: the unbounded (deprecated) `.animation(.default)`.
enum CircleImplicitSample {
    struct Sample: View {
        @State var green = false
        var body: some View {
            Circle()
                .fill(green ? Color.green : Color.red)
                .frame(width: 50, height: 50)
                .animation(.default)
                .onTapGesture {
                    green.toggle()
                }
        }
    }
}

/// `circle-implicit-value`: `.animation(.default, value: green)`.
enum CircleImplicitValueSample {
    struct Sample: View {
        @State var green = false
        var body: some View {
            Circle()
                .fill(green ? Color.green : Color.red)
                .frame(width: 50, height: 50)
                .animation(.default, value: green)
                .onTapGesture {
                    green.toggle()
                }
        }
    }
}

/// `circle-explicit`: `withAnimation(.default)`.
enum CircleExplicitSample {
    struct Sample: View {
        @State var green = false
        var body: some View {
            Circle()
                .fill(green ? Color.green : Color.red)
                .frame(width: 50, height: 50)
                .onTapGesture {
                    withAnimation(.default) {
                        green.toggle()
                    }
                }
        }
    }
}

/// `circle-with-transaction`: what `withAnimation(.default)` really writes.
enum CircleWithTransactionSample {
    struct Sample: View {
        @State var green = false
        var body: some View {
            Circle()
                .fill(green ? Color.green : Color.red)
                .frame(width: 50, height: 50)
                .onTapGesture {
                    withTransaction(Transaction(animation: .default)) {
                        green.toggle()
                    }
                }
        }
    }
}

/// `circle-transaction-print`: the article's snippet printing the transaction inside and outside
/// `.animation(.easeInOut)`, in the sample's view.
enum CircleTransactionPrintSample {
    struct Sample: View {
        @State var green = false
        var body: some View {
            Circle()
                .fill(green ? Color.green : Color.red)
                .frame(width: 50, height: 50)
                .transaction { print("inner", $0) }
                .animation(.easeInOut)
                .transaction { print("outer", $0) }
                .onTapGesture {
                    green.toggle()
                }
        }
    }
}

/// `circle-disables-animations`: a linear 2 s transaction with `disablesAnimations` over `.easeInOut`.
enum CircleDisablesAnimationsSample {
    struct Sample: View {
        @State var green = false
        var body: some View {
            Circle()
                .fill(green ? Color.green : Color.red)
                .frame(width: 50, height: 50)
                .animation(.easeInOut, value: green)
                .onTapGesture {
                    var t = Transaction(animation: .linear(duration: 2))
                    t.disablesAnimations = true
                    withTransaction(t) {
                        green.toggle()
                    }
                }
        }
    }
}

// The article's re-implementations of `.animation` and of an override of explicit animations. Verbatim.

extension View {
    func _animation(_ animation: Animation?) -> some View {
        transaction {
            guard !$0.disablesAnimations else { return }
            $0.animation = animation
        }
    }
}

extension View {
    func forceAnimation(animation: Animation?) -> some View {
        transaction { $0.animation = animation }
    }
}

/// `circle-reimplemented-animation`: the left circle uses `_animation(.default)`; the right one changes
/// inside `withAnimation(.default)` but `forceAnimation(animation: nil)` stops it for its subtree.
enum CircleReimplementedAnimationSample {
    struct Sample: View {
        @State var green = false
        var body: some View {
            HStack(spacing: 40) {
                Circle()
                    .fill(green ? Color.green : Color.red)
                    .frame(width: 50, height: 50)
                    ._animation(.default)
                    .onTapGesture {
                        green.toggle()
                    }
                Circle()
                    .fill(green ? Color.green : Color.red)
                    .frame(width: 50, height: 50)
                    .forceAnimation(animation: nil)
                    .onTapGesture {
                        withAnimation(.default) {
                            green.toggle()
                        }
                    }
            }
        }
    }
}

extension Examples {
    private static let circleCanvas = CGSize(width: 200, height: 200)
    private static let circleCentre = CGPoint(x: 100, y: 100)

    /// `circle-implicit`: the fill animates red → green.
    public static let circleImplicit = Clip(
        "circle-implicit", description: "Unbounded .animation(.default) animates the fill",
        notice: "The fill fades red → green and back with the default animation: the unbounded, deprecated `.animation(.default)` animates every change.",
        size: circleCanvas
    ) {
        CircleImplicitSample.Sample()
    } script: {
        tapTwice(at: circleCentre)
    }

    /// `circle-implicit-value`: the fill animates, bounded to changes of `green`.
    public static let circleImplicitValue = Clip(
        "circle-implicit-value", description: ".animation(.default, value: green) animates the fill",
        notice: "The same frames as `circle-implicit`, with the animation bounded to changes of `green`.",
        size: circleCanvas
    ) {
        CircleImplicitValueSample.Sample()
    } script: {
        tapTwice(at: circleCentre)
    }

    /// `circle-explicit`: `withAnimation(.default)` animates the fill.
    public static let circleExplicit = Clip(
        "circle-explicit", description: "withAnimation(.default) animates the fill",
        notice: "`withAnimation(.default)` around the toggle animates the fill, with no modifier on the view.",
        size: circleCanvas
    ) {
        CircleExplicitSample.Sample()
    } script: {
        tapTwice(at: circleCentre)
    }

    /// `circle-with-transaction`: the same frames as `circle-explicit`.
    public static let circleWithTransaction = Clip(
        "circle-with-transaction", description: "withTransaction(Transaction(animation: .default)) equals withAnimation",
        notice: "Frame for frame the same as `circle-explicit`: `withAnimation` is `withTransaction` with an animation.",
        size: circleCanvas
    ) {
        CircleWithTransactionSample.Sample()
    } script: {
        tapTwice(at: circleCentre)
    }

    /// `circle-transaction-print`: "inner" receives the easeInOut animation, "outer" none.
    public static let circleTransactionPrint = Clip(
        "circle-transaction-print", description: "Printing the transaction inside and outside .animation",
        notice: "Inside `.animation(.easeInOut)` the transaction carries the animation, outside it carries none: run `animrender log circle-transaction-print` to see the two lines per tap.",
        size: circleCanvas
    ) {
        CircleTransactionPrintSample.Sample()
    } script: {
        tapTwice(at: circleCentre)
    }

    /// `circle-disables-animations`: the fill takes 2 s, linearly, despite `.animation(.easeInOut, value:)`.
    public static let circleDisablesAnimations = Clip(
        "circle-disables-animations", description: "disablesAnimations: the transaction's linear 2 s animation wins",
        notice: "The fill takes 2 s, linearly — exactly halfway in linear RGB 1 s after the tap — although the view has `.animation(.easeInOut, value:)`: with `disablesAnimations` the transaction's own animation wins.",
        size: circleCanvas
    ) {
        CircleDisablesAnimationsSample.Sample()
    } script: {
        tapTwice(at: circleCentre, again: 3.0)
    }

    /// `circle-reimplemented-animation`: `_animation` acts like `.animation`; `forceAnimation(nil)` stops
    /// an explicit animation.
    public static let circleReimplementedAnimation = Clip(
        "circle-reimplemented-animation", description: "The article's _animation and forceAnimation built on .transaction",
        notice: "Left, `_animation(.default)`, made from `.transaction`, animates like `.animation`. Right, the change happens inside `withAnimation(.default)`, yet `forceAnimation(animation: nil)` makes it jump.",
        size: CGSize(width: 240, height: 200)
    ) {
        CircleReimplementedAnimationSample.Sample()
    } script: {
        Tap(at: CGPoint(x: 75, y: 100), at: 0.5)
        Tap(at: CGPoint(x: 165, y: 100), at: 2.0)
    }
}
