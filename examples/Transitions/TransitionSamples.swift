import AnimKit

/// `transition-opacity` (objc.io, "Transitions in SwiftUI"): the first sample, with the glossary's words
/// restored (`seen` → `visible`, `physique` → `body`, `Textual content` → `Text`, `worth:` → `value:`).
enum TransitionOpacitySample {
    struct ContentView: View {
        @State var visible = false
        var body: some View {
            VStack {
                Toggle("Visible", isOn: $visible)
                if visible {
                    Text("Hello, world!")
                }
            }
            .animation(.default, value: visible)
        }
    }
}

/// `transition-if-else`: the `if`/`else` sample; the text and the image cross-fade.
enum TransitionIfElseSample {
    struct ContentView: View {
        @State var visible = false
        var body: some View {
            VStack {
                Toggle("Visible", isOn: $visible)
                if visible {
                    Text("Hello, world!")
                } else {
                    Image(systemName: "hand.wave")
                }
            }
            .animation(.default, value: visible)
        }
    }
}

/// `transition-asymmetric`: `AnyTransition.asymmetric(insertion: .slide, removal: .scale)` combined with
/// `.opacity`, at half speed (the glossary: `uneven` → `asymmetric`, `elimination` → `removal`,
/// `.mixed` → `.combined`, `.pace` → `.speed`). The article shows the `VStack` alone; the clip puts
/// it in a view with the state it uses.
enum TransitionAsymmetricSample {
    struct ContentView: View {
        @State var visible = false
        var body: some View {
            let transition = AnyTransition.asymmetric(insertion: .slide, removal: .scale).combined(with: .opacity)
            VStack {
                Toggle("Visible", isOn: $visible)
                if visible {
                    Text("Hello, world!")
                        .transition(transition)
                } else {
                    Text("Hello world!")
                        .transition(transition)
                }
            }
            .animation(.default.speed(0.5), value: visible)
        }
    }
}

/// `transition-id`: the same transition triggered by changing the text's `.id`.
enum TransitionIDSample {
    struct ContentView: View {
        @State var visible = false
        var body: some View {
            let transition = AnyTransition.asymmetric(insertion: .slide, removal: .scale).combined(with: .opacity)
            VStack {
                Toggle("Visible", isOn: $visible)
                Text("Hello, world!")
                    .id(visible)
                    .transition(transition)
            }
            .animation(.default.speed(0.5), value: visible)
        }
    }
}

/// `transition-custom`: a favourite button in the article's spirit (its code is only in a gist). A
/// tap fills the heart; a small heart badge pops out of the button with a custom
/// `.modifier(active:identity:)` transition — rising and growing into place, then, when the
/// favourite is taken back, sinking into the button and fading.
enum TransitionCustomSample {
    /// The badge's place: `lift` 0 is on the button, 1 where it rests above it.
    struct Pop: ViewModifier {
        var lift: Double
        func body(content: Content) -> some View {
            content
                .scaleEffect(0.3 + 0.7 * lift)
                .offset(y: 40 * (1 - lift))
                .opacity(lift)
        }
    }

    struct FavoriteButton: View {
        @State var favorite = false
        var body: some View {
            VStack(spacing: 8) {
                ZStack {
                    if favorite {
                        Image(systemName: "heart.fill")
                            .font(.largeTitle)
                            .foregroundStyle(.pink)
                            .transition(.modifier(active: Pop(lift: 0), identity: Pop(lift: 1)))
                    }
                }
                .frame(width: 60, height: 50)
                Button {
                    withAnimation(.spring(duration: 0.5, bounce: 0.3)) { favorite.toggle() }
                } label: {
                    HStack {
                        Image(systemName: favorite ? "heart.fill" : "heart")
                        Text("Favorite")
                    }
                    .foregroundStyle(.pink)
                }
            }
        }
    }
}

extension Examples {
    /// `transition-opacity`: the text fades in and out.
    public static let transitionOpacity = Clip(
        "transition-opacity", description: "if visible { Text }: the default .opacity transition",
        notice: "The text fades in when the toggle turns on and fades out when it turns off. While it fades out it is still drawn — it has left the view tree but not yet the render tree — and the toggle does not move, because the stack lays out as if it were gone.",
        size: CGSize(width: 300, height: 120)
    ) {
        TransitionOpacitySample.ContentView().padding()
    } script: {
        tapTwice("Visible")
    }

    /// `transition-if-else`: the text and the image cross-fade.
    public static let transitionIfElse = Clip(
        "transition-if-else", description: "if/else: the leaving view fades out while the new one fades in",
        notice: "Mid-animation both the hand and the text are on screen, one fading out and one fading in: the view tree has one of them at a time, the render tree both.",
        size: CGSize(width: 300, height: 120)
    ) {
        TransitionIfElseSample.ContentView().padding()
    } script: {
        tapTwice("Visible")
    }

    /// `transition-asymmetric`: slide in, scale out, both fading, at half speed.
    public static let transitionAsymmetric = Clip(
        "transition-asymmetric", description: ".asymmetric(insertion: .slide, removal: .scale).combined(with: .opacity)",
        notice: "The new text slides in from the leading edge while fading in; the old one shrinks to nothing and fades where it was. `.default.speed(0.5)` makes it take twice as long as `.default`.",
        size: CGSize(width: 300, height: 120)
    ) {
        TransitionAsymmetricSample.ContentView().padding()
    } script: {
        tapTwice("Visible")
    }

    /// `transition-id`: changing `.id` makes a new view: one copy enters, one leaves.
    public static let transitionID = Clip(
        "transition-id", description: "A new .id is a new view: the same transition on one Text",
        notice: "The text never changes, yet each tap slides a copy in while the old copy shrinks away: a new `.id` is a new view to SwiftUI, so the render tree holds two copies mid-animation.",
        size: CGSize(width: 300, height: 120)
    ) {
        TransitionIDSample.ContentView().padding()
    } script: {
        tapTwice("Visible")
    }

    /// `transition-custom`: a `.modifier(active:identity:)` transition on a favourite badge.
    public static let transitionCustom = Clip(
        "transition-custom", description: "A favourite button whose badge enters and leaves through a custom modifier",
        notice: "The badge pops up out of the button — growing, rising and fading in along the spring — because the transition interpolates `Pop(lift: 0)` into `Pop(lift: 1)`; taken back, it sinks into the button and fades the same way in reverse.",
        size: CGSize(width: 240, height: 180)
    ) {
        TransitionCustomSample.FavoriteButton()
    } script: {
        tapTwice("Favorite")
    }
}
