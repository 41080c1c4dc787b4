import AnimKit

/// `explicit-animation` (Fatbobman, "What is explicit animation"): verbatim except the import and
/// `@main` (a clip is rendered, not launched); the types sit in a namespace because other samples of
/// the article reuse their names.
enum ExplicitAnimationSample {
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
}

extension Examples {
    /// `explicit-animation`: `withAnimation(.smooth)` grows the rectangle from 200 to 400 points; the text
    /// and the button move apart.
    public static let explicitAnimation = Clip(
        "explicit-animation", description: "withAnimation(.smooth) grows a rectangle; its siblings move",
        notice: "`withAnimation(.smooth)` grows the rectangle from 200 to 400 points; \"Hello World\" moves up and the button down by 100 points with the same spring. Every view the change reaches prints the transaction: `animrender log explicit-animation`.",
        size: CGSize(width: 400, height: 560), app: { ExplicitAnimationSample.TransactionApp() }
    ) {
        tapTwice("Active")
    }
}
