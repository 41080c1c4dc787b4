import Foundation

nonisolated extension View {
    /// Hides the view: it keeps its place in the layout but draws nothing and takes no taps — SwiftUI's `hidden()`.
    ///
    ///     Text("Placeholder").hidden()   // as wide and tall as the text, invisible
    public func hidden() -> some View {
        opacity(0).allowsHitTesting(false)
    }
}
