import Foundation

/// A piece of user interface, described by its `body` — SwiftUI's `View`.
///
/// Write views exactly as in SwiftUI; the view graph evaluates `body` when the view's inputs or state
/// change, keeps `@State` by identity, lays views out and draws them.
///
///     struct Greeting: View {
///         @State private var name = "World"
///         var body: some View {
///             Text("Hello, \(name)!").font(.title)
///         }
///     }
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body is made of.
    associatedtype Body: View
    /// The content of this view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    nonisolated public var body: Never { fatalError("Never has no body") }
}

nonisolated extension View where Body == Never {
    /// Primitive views have no body: the graph draws and lays them out itself.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
