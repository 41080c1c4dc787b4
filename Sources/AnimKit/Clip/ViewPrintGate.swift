import Foundation

/// Writes the textual representations of `items` to standard output, as Swift's `print` does — and once per
/// state change however often AnimKit runs the views.
///
/// SwiftUI runs a view's code once per change of what it depends on; AnimKit runs a clip again for the second
/// pass of a GIF (its palette, then its frames), for each time of a filmstrip, and after `batch` has read the
/// clip for its fingerprint. Code that imports AnimKit calls this `print` (a module's own declaration takes
/// precedence over the standard library's), so what a view prints in those repeated runs is left out and every
/// line shows once, as it would in the app. Everywhere else it is Swift's `print`.
///
///     struct Monitor: View {
///         var body: some View {
///             let _ = print("body ran")   // once per state change, in a GIF as in SwiftUI
///             Text("Hello")
///         }
///     }
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    guard !ViewPrintGate.isClosed else { return }
    var text = ""
    for (index, item) in items.enumerated() {
        if index > 0 { text += separator }
        Swift.print(item, terminator: "", to: &text)
    }
    Swift.print(text, terminator: terminator)
}

/// Whether the calling thread is running views again for output whose prints were already shown (see `print`).
///
///     try ViewPrintGate.closed { try source.displayList(at: t) }   // views run, their prints are dropped
enum ViewPrintGate {
    private static let key = "animkit.viewPrintsClosed"

    /// Whether prints on this thread are dropped.
    static var isClosed: Bool { (Thread.current.threadDictionary[key] as? Int ?? 0) > 0 }

    /// Runs `body` with the views' prints on this thread dropped when `closing` (nested calls count).
    static func closed<T>(_ closing: Bool = true, _ body: () throws -> T) rethrows -> T {
        guard closing else { return try body() }
        let dictionary = Thread.current.threadDictionary
        dictionary[key] = (dictionary[key] as? Int ?? 0) + 1
        defer { dictionary[key] = (dictionary[key] as? Int ?? 1) - 1 }
        return try body()
    }
}
