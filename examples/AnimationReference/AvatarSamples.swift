import AnimKit

/// `with-animation-default`: the reference's three `withAnimation` forms, one button each, each moving
/// its own dot.
enum WithAnimationSample {
    struct Demo: View {
        @State private var first = false
        @State private var isExpanded = false
        @State private var third = false
        var body: some View {
            VStack(spacing: 16) {
                dot(first, .blue)
                Button("Default") {
                    withAnimation {
                        // Uses .smooth spring by default
                        first.toggle()
                    }
                }
                dot(isExpanded, .orange)
                Button("Spring") {
                    withAnimation(.spring(duration: 0.6, bounce: 0.4)) {
                        isExpanded.toggle()
                    }
                }
                dot(third, .gray)
                Button("None") {
                    withAnimation(nil) {
                        // Changes happen immediately, no animation
                        third.toggle()
                    }
                }
            }
        }

        private func dot(_ on: Bool, _ color: Color) -> some View {
            Circle().fill(color).frame(width: 24, height: 24).offset(x: on ? 100 : -100)
        }
    }
}

/// `scoped-avatar`: the reference's two `AvatarView`s — `.animation(_:value:)` over everything, and the
/// scoped `.animation(_:value:) { $0.scaleEffect(…) }`. The clip adds a foreground colour that changes
/// with `selected` inside each view (the reference's "if image also changes" case): it animates by
/// accident in the first and changes at once in the scoped one, where only the scale animates.
enum ScopedAvatarSample {
    struct AvatarView: View {
        var selected: Bool
        var body: some View {
            Image("avatar")
                .foregroundStyle(selected ? .orange : .gray)
                .scaleEffect(selected ? 1.5 : 1.0)
                .animation(.spring, value: selected)
            // ⚠️ If image also changes when selected changes,
            // image transition gets animated too (accidental)
        }
    }

    struct ScopedAvatarView: View {
        var selected: Bool
        var body: some View {
            Image("avatar")
                .foregroundStyle(selected ? .orange : .gray)
                .animation(.spring, value: selected) {
                    $0.scaleEffect(selected ? 1.5 : 1.0)
                }
            // ✅ Only scaleEffect animates, image transition doesn't
        }
    }

    struct Demo: View {
        @State private var selected = false
        var body: some View {
            VStack(spacing: 50) {
                HStack(spacing: 80) {
                    AvatarView(selected: selected)
                    ScopedAvatarView(selected: selected)
                }
                Button("Select") { selected.toggle() }
            }
        }
    }
}

/// `transaction-key-avatar`: the reference's `AvatarTappedKey`; the avatar's `.transaction` picks
/// `.bouncy` when the key is set (tapping the avatar) and `.smooth` otherwise (the plain button).
enum TransactionKeyAvatarSample {
    struct AvatarTappedKey: TransactionKey {
        static let defaultValue: Bool = false
    }

    struct Demo: View {
        @State private var isSelected = false
        var body: some View {
            VStack(spacing: 50) {
                Image(systemName: "star.fill")
                    .font(.largeTitle)
                    .foregroundStyle(.orange)
                    .scaleEffect(isSelected ? 1.5 : 1.0)
                    .transaction { transaction in
                        if transaction.avatarTapped {
                            transaction.animation = .bouncy
                        } else {
                            transaction.animation = .smooth
                        }
                    }
                    .onTapGesture {
                        var transaction = Transaction()
                        transaction.avatarTapped = true
                        withTransaction(transaction) {
                            isSelected.toggle()
                        }
                    }
                Button("Toggle") { isSelected.toggle() }
            }
        }
    }
}

extension Transaction {
    var avatarTapped: Bool {
        get { self[TransactionKeyAvatarSample.AvatarTappedKey.self] }
        set { self[TransactionKeyAvatarSample.AvatarTappedKey.self] = newValue }
    }
}

extension Examples {
    /// `with-animation-default`: `withAnimation {}` uses the default spring, a given spring, or none.
    public static let withAnimationDefault = Clip(
        "with-animation-default", description: "withAnimation { } (default), withAnimation(.spring(…)) and withAnimation(nil)",
        notice: "\"Default\" moves its dot with the default `.smooth` spring, \"Spring\" with a bouncier spring that overshoots, \"None\" makes it jump.",
        size: CGSize(width: 300, height: 300)
    ) {
        WithAnimationSample.Demo()
    } script: {
        Tap("Default", at: 0.5)
        Tap("Spring", at: 1.5)
        Tap("None", at: 3.0)
    }

    /// `scoped-avatar`: in the scoped form only the scale animates.
    public static let scopedAvatar = Clip(
        "scoped-avatar", description: ".animation(_:value:) over everything vs the scoped .animation(_:value:body:)",
        notice: "Left, `.animation(_:value:)` over everything: the colour animates along with the scale, by accident. Right, the scoped form: only the scale animates and the colour changes at once.",
        size: CGSize(width: 360, height: 260)
    ) {
        ScopedAvatarSample.Demo()
    } script: {
        tapTwice("Select")
    }

    /// `transaction-key-avatar`: the avatar's animation depends on a `TransactionKey` set by `withTransaction`.
    public static let transactionKeyAvatar = Clip(
        "transaction-key-avatar", description: "A TransactionKey picks bouncy (avatar tapped) or smooth (the button)",
        notice: "Tapping the avatar (at 0.5 s) sets a `TransactionKey`, and the avatar bounces with `.bouncy`; the \"Toggle\" button (at 2 s) leaves it unset, and it moves with `.smooth`.",
        size: CGSize(width: 300, height: 260)
    ) {
        TransactionKeyAvatarSample.Demo()
    } script: {
        Tap(at: CGPoint(x: 150, y: 105), at: 0.5)
        Tap("Toggle", at: 2.0)
    }
}
