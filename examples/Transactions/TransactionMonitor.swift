import AnimKit

// From "The Secret to Flawless SwiftUI Animations: A Deep Dive into Transactions" (Fatbobman): the
// monitor the article's samples use to print the transaction each view receives. Verbatim.

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
