import AnimKit

// Fatbobman's system-component samples: since iOS 17 a navigation stack and a sheet check the
// transaction's `disablesAnimations`, so `withTransaction` decides whether a push or a sheet animates.
// Verbatim except the namespace around the views.

enum NavigationDisableAnimationSample {
    struct NavigationStackDemo: View {
        @State var pathStore = PathStore()
        var body: some View {
            @Bindable var pathStore = pathStore
            NavigationStack(path: $pathStore.path) {
                List {
                    Button("Go Link without Animation") {
                        var transaction = Transaction(animation: .none)
                        transaction.disablesAnimations = true
                        withTransaction(transaction) {
                            pathStore.path.append(1)
                        }
                    }
                    Button("Go Link with Animation") {
                        pathStore.path.append(1)
                    }
                }
                .navigationDestination(for: Int.self) {
                    ChildView(store: pathStore, n: $0)
                }
            }
        }
    }

    @Observable
    class PathStore {
        var path: [Int] = []
    }

    struct ChildView: View {
        let store: PathStore
        let n: Int
        @Environment(\.dismiss) var dismiss
        var body: some View {
            List {
                Text("\(n)")
                Button("Dismiss without Animation") {
                    var transaction = Transaction(animation: .none)
                    transaction.disablesAnimations = true
                    withTransaction(transaction) {
                        store.path = []
                    }
                }
                Button("Dismiss with Animation") {
                    dismiss()
                }
            }
        }
    }
}

extension Examples {
    /// `navigation-disable-animation`: a push and a pop animated, then the same without animation.
    public static let navigationDisableAnimation = Clip(
        "navigation-disable-animation", description: "A transaction that disables animations pushes and pops at once",
        notice: "\"Go Link with Animation\" slides the child in from the trailing edge while the list moves a third of the way left and dims; \"Dismiss with Animation\" reverses it. The same path changes inside `withTransaction` with `disablesAnimations` (from 2.5 s) switch at once.",
        size: CGSize(width: 360, height: 420), duration: 4.5
    ) {
        NavigationDisableAnimationSample.NavigationStackDemo()
    } script: {
        Tap("Go Link with Animation", at: 0.5)
        Tap("Dismiss with Animation", at: 1.5)
        Tap("Go Link without Animation", at: 2.5)
        Tap("Dismiss without Animation", at: 3.5)
    }
}
