import AnimKit

// From "The Secret to Flawless SwiftUI Animations: A Deep Dive into Transactions" (Fatbobman), the
// explicit-animation sample, verbatim except the import and `@main` (a clip is rendered, not launched).

extension View {
    @ViewBuilder
    func transactionMonitor(_ title: String, _ showAnimation: Bool = true) -> some View {
        transaction {
            print(title, terminator: showAnimation ? ": " : "\n")
            if showAnimation {
                print($0.animation ?? "nil")
            }
        }
    }
}

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

        Button("Active") {
            withAnimation(.smooth) {
                isActive.toggle()
            }
        }
    }
}

extension Examples {
    /// `explicit-animation`: the rectangle grows from 200 to 400 points; the text and button move apart.
    /// (The animation itself arrives with the transactions issue; this clip shows start and end states.)
    public static let explicitAnimation = Clip(
        "explicit-animation", description: "withAnimation(.smooth) grows a rectangle; its siblings move",
        size: CGSize(width: 400, height: 560), app: { TransactionApp() }
    ) {
        Tap("Active", at: 0.5)
        Tap("Active", at: 1.5)
    }
}
