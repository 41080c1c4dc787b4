import AnimKit

/// `animatable-number` and `counter-int-vs-float` (the animation reference, "Animatable"): the article's
/// views as written; the clip adds a container with a button that changes the value.
enum AnimatableNumberSample {
    struct AnimatableNumberView: View, Animatable {
        var number: Double

        var animatableData: Double {
            get { number }
            set { number = newValue }
        }

        var body: some View {
            Text("\(Int(number))")
                .font(.largeTitle)
        }
    }

    /// The clip's container: the reference's "Usage" line, driven by a button.
    struct Demo: View {
        @State private var value: Double = 0
        var body: some View {
            VStack(spacing: 24) {
                AnimatableNumberView(number: value)
                    .animation(.spring, value: value)
                Button("Count") { value = value == 0 ? 100 : 0 }
            }
        }
    }
}

enum CounterSample {
    struct CounterView: View {
        @State private var count: Int = 0
        var body: some View {
            Text("\(count)")
                .animation(.spring, value: count)
        }
    }

    struct AnimatedCounterView: View {
        @State private var count: Float = 0
        var body: some View {
            Text("\(Int(count))")
                .animation(.spring, value: count)
        }
    }
}

/// The counters with buttons (the reference's views keep their state private, so the clip's copies take
/// a binding): neither number interpolates — `Text` content is not animatable data.
enum CounterClipSample {
    struct Counters: View {
        @State private var intCount: Int = 0
        @State private var floatCount: Float = 0
        var body: some View {
            VStack(spacing: 16) {
                HStack(spacing: 40) {
                    Text("\(intCount)")
                        .animation(.spring, value: intCount)
                    Text("\(Int(floatCount))")
                        .animation(.spring, value: floatCount)
                }
                .font(.largeTitle)
                Button("Add 100") {
                    intCount += 100
                    floatCount += 100
                }
            }
        }
    }
}

/// `scale-effect` and `scale-effect-modifier`: `.scaleEffect` animated by `.animation(.spring, value:)`,
/// and the reference's `ScaleEffectModifier` (a `ViewModifier & Animatable` with an `AnimatablePair`).
enum ScaleEffectSample {
    struct Demo: View {
        @State private var selected = false
        var body: some View {
            VStack(spacing: 40) {
                Circle()
                    .fill(.blue)
                    .frame(width: 80, height: 80)
                    .scaleEffect(selected ? 1.5 : 1.0)
                    .animation(.spring, value: selected)
                Button("Select") { selected.toggle() }
            }
        }
    }

    struct ScaleEffectModifier: ViewModifier, Animatable {
        var scale: CGSize
        var anchor: UnitPoint

        // Combine two 2D vectors into one 4D vector
        var animatableData: AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData> {
            get {
                AnimatablePair(scale.animatableData, anchor.animatableData)
            }
            set {
                scale.animatableData = newValue.first
                anchor.animatableData = newValue.second
            }
        }

        func body(content: Content) -> some View {
            content.scaleEffect(scale, anchor: anchor)
        }
    }

    /// Scale and anchor change together: from 1× about the top-leading corner to 2× about the centre.
    struct ModifierDemo: View {
        @State private var selected = false
        var body: some View {
            VStack(spacing: 60) {
                Rectangle()
                    .fill(.orange)
                    .frame(width: 80, height: 80)
                    .modifier(ScaleEffectModifier(scale: selected ? CGSize(width: 2, height: 2) : CGSize(width: 1, height: 1),
                                                  anchor: selected ? .center : .topLeading))
                    .animation(.linear(duration: 1), value: selected)
                Button("Select") { selected.toggle() }
            }
        }
    }
}

/// `radial-layout`: the reference's `RadialLayout` (without the `@Animatable` macro, which the
/// `animatable-macro` clip covers; its manual `animatableData` is what the macro would write).
enum RadialLayoutSample {
    struct RadialLayout: Layout {
        var offsetAngle: Angle
        var animatableData: Angle.AnimatableData {
            get { offsetAngle.animatableData }
            set { offsetAngle.animatableData = newValue }
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let radius = min(bounds.width, bounds.height) / 2
            let center = CGPoint(x: bounds.midX, y: bounds.midY)
            let angleStep = Angle.degrees(360.0 / Double(subviews.count))

            for (index, subview) in subviews.enumerated() {
                let angle = offsetAngle + angleStep * Double(index)
                let x = center.x + radius * cos(angle.radians)
                let y = center.y + radius * sin(angle.radians)
                subview.place(at: CGPoint(x: x, y: y), anchor: .center, proposal: .unspecified)
            }
        }
    }

    /// Six dots on the circle; "Rotate" turns the layout by half a turn.
    struct Demo: View {
        @State private var turned = false
        static let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]
        var body: some View {
            VStack(spacing: 45) {
                RadialLayout(offsetAngle: .degrees(turned ? 180 : 0)) {
                    ForEach(0..<6) { i in
                        Circle()
                            .fill(Demo.colors[i])
                            .frame(width: 30, height: 30)
                    }
                }
                .frame(width: 200, height: 200)
                .animation(.easeInOut(duration: 1), value: turned)
                Button("Rotate") { turned.toggle() }
            }
        }
    }
}

extension Examples {
    /// `animatable-number`: a `View & Animatable` counts through every intermediate number.
    public static let animatableNumber = Clip(
        "animatable-number", description: "View & Animatable: the body is evaluated at every frame with the animated number",
        notice: "The number counts through the values on the way: a `View & Animatable` has its body evaluated at every frame with the animated number (compare `counter-int-vs-float`).",
        size: CGSize(width: 300, height: 200)
    ) {
        AnimatableNumberSample.Demo()
    } script: {
        tapTwice("Count")
    }

    /// `counter-int-vs-float`: `Text` content does not interpolate, whatever the state's type.
    public static let counterIntVsFloat = Clip(
        "counter-int-vs-float", description: "Int and Float counters both cross-fade to the new number: Text content is not animatable",
        notice: "Neither counter passes through the numbers in between: the old number cross-fades into the new one (text's default content transition), whether the state is an `Int` or a `Float` — `Text` content does not interpolate.",
        size: CGSize(width: 300, height: 200)
    ) {
        CounterClipSample.Counters()
    } script: {
        tapTwice("Add 100")
    }

    /// `scale-effect`: the scale passes through intermediate values with `.spring`.
    public static let scaleEffect = Clip(
        "scale-effect", description: ".scaleEffect animated by .animation(.spring, value:)",
        notice: "The avatar grows through every scale between 1 and 1.5 with `.spring`, and shrinks back the same way.",
        size: CGSize(width: 300, height: 260)
    ) {
        ScaleEffectSample.Demo()
    } script: {
        tapTwice("Select")
    }

    /// `scale-effect-modifier`: a `ViewModifier & Animatable` animates scale and anchor together.
    public static let scaleEffectModifier = Clip(
        "scale-effect-modifier", description: "ViewModifier & Animatable: scale and anchor interpolate as one AnimatablePair",
        notice: "Scale and anchor interpolate together as one `AnimatablePair`: the square grows while the point it grows from slides across it.",
        size: CGSize(width: 300, height: 300)
    ) {
        ScaleEffectSample.ModifierDemo()
    } script: {
        tapTwice("Select", again: 2.5)
    }

    /// `radial-layout`: a custom `Layout` with animatable data moves its views along the circle.
    public static let radialLayout = Clip(
        "radial-layout", description: "Layout.animatableData: placement runs at every frame, views travel along the circle",
        notice: "The views travel along the circle, not across it: the layout's `animatableData` (its rotation) animates, and placement runs again at every frame.",
        size: CGSize(width: 300, height: 340)
    ) {
        RadialLayoutSample.Demo()
    } script: {
        tapTwice("Rotate", again: 2.5)
    }
}
