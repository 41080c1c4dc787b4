import AnimKit

// Fatbobman's `TransactionKey` sample: a key telling which button started the change. Verbatim
// except the namespace around the views.

enum TapSource {
    case root
    case welcome
    case other

    var animation: Animation? {
        switch self {
        case .root:
            Animation.smooth(duration: 3)
        case .welcome:
            nil
        case .other:
            Animation.linear
        }
    }
}

struct SourceKey: TransactionKey {
    static var defaultValue: TapSource = .root
}

extension Transaction {
    var source: TapSource {
        get { self[SourceKey.self] }
        set { self[SourceKey.self] = newValue }
    }
}

enum TransactionKeySample {
    @Observable
    class Store {
        var isActive = false
    }

    struct KeyDemo: View {
        @State private var store = Store()
        var body: some View {
            VStack {
                Rectangle()
                    .fill(store.isActive ? .orange : .cyan)
                    .frame(width: 300, height: 300)
                    .transaction {
                        $0.animation = $0[SourceKey.self].animation
                    }

                RootView(store: store)
                WelcomeView(store: store)
            }
        }
    }

    struct RootView: View {
        let store: Store
        var body: some View {
            Button("From Root") {
                withTransaction(\.source, .root) {
                    store.isActive.toggle()
                }
            }
        }
    }

    struct WelcomeView: View {
        let store: Store
        var body: some View {
            Button("From Welcome") {
                withTransaction(\.source, .welcome) {
                    store.isActive.toggle()
                }
            }
        }
    }
}

extension Examples {
    /// `transaction-key`: "From Root" changes the fill over about 3 s; "From Welcome" changes it at once.
    public static let transactionKey = Clip(
        "transaction-key", description: "A TransactionKey picks the animation by the button that was tapped",
        notice: "The same state change animates or not depending on a custom `TransactionKey`: \"From Root\" turns the fill over about 3 s, \"From Welcome\" (at 6 s) turns it back at once.",
        size: CGSize(width: 400, height: 440)
    ) {
        TransactionKeySample.KeyDemo()
    } script: {
        Tap("From Root", at: 0.5)
        Tap("From Welcome", at: 6.0)
    }
}
