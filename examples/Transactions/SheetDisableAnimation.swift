import AnimKit

// Fatbobman's sheet sample: since iOS 17 a sheet checks the transaction's `disablesAnimations`.
// Verbatim except the namespace around the view.

enum SheetDisableAnimationSample {
    struct SheetDemo: View {
        @State private var isActive = false
        var body: some View {
            List {
                Button("Pop Sheet without Animation") {
                    var transaction = Transaction(animation: .none)
                    transaction.disablesAnimations = true
                    withTransaction(transaction) {
                        isActive.toggle()
                    }
                }
                Button("Pop Sheet with Animation") {
                    isActive.toggle()
                }
            }
            .sheet(isPresented: $isActive) {
                VStack {
                    Button("Dismiss without Animation") {
                        var transaction = Transaction(animation: .none)
                        transaction.disablesAnimations = true
                        withTransaction(transaction) {
                            isActive.toggle()
                        }
                    }
                    Button("Dismiss with Animation") {
                        isActive.toggle()
                    }
                }
                .buttonStyle(.borderedProminent)
            }
        }
    }
}

extension Examples {
    /// `sheet-disable-animation`: the sheet rises and falls with animation, then appears and goes at once.
    public static let sheetDisableAnimation = Clip(
        "sheet-disable-animation", description: "A transaction that disables animations shows and hides a sheet at once",
        notice: "\"Pop Sheet with Animation\" slides the sheet up while the list recedes and dims; \"Dismiss with Animation\" slides it back down. From 2.5 s the same toggles inside `withTransaction` with `disablesAnimations` show and hide it at once.",
        size: CGSize(width: 360, height: 420), duration: 4.5
    ) {
        SheetDisableAnimationSample.SheetDemo()
    } script: {
        Tap("Pop Sheet with Animation", at: 0.5)
        Tap("Dismiss with Animation", at: 1.5)
        Tap("Pop Sheet without Animation", at: 2.5)
        Tap("Dismiss without Animation", at: 3.5)
    }
}
