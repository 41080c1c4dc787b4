import AnimKit

// From Fatbobman's article ("What is the difference between .animation and .transaction
// modifiers?"): `.animation(_:value:)` rebuilt on `.transaction` for iOS 13. Verbatim.

extension View {
    func myAnimation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable {
        modifier(MyAnimationWithValueModifier(animation: animation, value: value))
    }
}

struct MyAnimationWithValueModifier<V>: ViewModifier where V: Equatable {
    @State private var holder: Holder
    private let value: V
    private let animation: Animation?
    init(animation: Animation?, value: V) {
        self.animation = animation
        self.value = value
        _holder = State(wrappedValue: Holder(value: value))
    }

    func body(content: Content) -> some View {
        content
            .transaction { transaction in
                guard value != holder.value else { return }
                holder.value = value
                guard !transaction.disablesAnimations else { return }
                transaction.animation = animation
            }
            .onAppear {} // Fixed the issue where the animation was not playing correctly on its first execution.
    }

    class Holder {
        var value: V
        init(value: V) {
            self.value = value
        }
    }
}

/// `my-animation-modifier`: `ImplicitAnimationDemo` with `.myAnimation` in place of `.animation`.
enum MyAnimationModifierSample {
    struct ImplicitAnimationDemo: View {
        @State private var isActive = false
        var body: some View {
            VStack {
                Text("Hello")
                    .font(.largeTitle)
                    .offset(x: isActive ? 200 : 0)
                    .transactionMonitor("inner")
                    .myAnimation(.smooth, value: isActive)
                    .transactionMonitor("outer")

                Text("World")
                    .transactionMonitor("world")

                Toggle("Active", isOn: $isActive)
                    .padding()
            }
            .transactionMonitor("VStack")
            .myAnimation(.linear, value: isActive)
        }
    }
}

extension Examples {
    /// `my-animation-modifier`: the same motion as `implicit-animation`, through the hand-made modifier.
    public static let myAnimationModifier = Clip(
        "my-animation-modifier", description: "The article's .myAnimation(_:value:) built on .transaction behaves like .animation",
        notice: "Frame for frame the motion of `implicit-animation`: `.myAnimation(_:value:)`, built from `.transaction` and a `@State` holder, does what `.animation(_:value:)` does.",
        size: CGSize(width: 400, height: 300)
    ) {
        MyAnimationModifierSample.ImplicitAnimationDemo()
    } script: {
        tapTwice("Active")
    }
}
