import Foundation

/// A reusable change to a view: `body(content:)` returns the modified view — SwiftUI's `ViewModifier`.
///
///     struct Card: ViewModifier {
///         func body(content: Content) -> some View {
///             content.padding().background(Color.white).cornerRadius(12)
///         }
///     }
///     Text("Hi").modifier(Card())
public protocol ViewModifier {
    /// The type of view the modifier produces.
    associatedtype Body: View
    /// The view being modified, as the modifier's body sees it.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view.
    @ViewBuilder func body(content: Content) -> Body
}

nonisolated extension ViewModifier where Body == Never {
    /// Primitive modifiers are applied by the graph itself.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// The content a `ViewModifier`'s body receives: stands for the view being modified.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    let view: any View
}

/// A view with a modifier applied: what every modifier method returns.
public struct ModifiedContent<Content, Modifier> {
    /// The view being modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

nonisolated extension View {
    /// Applies `modifier` to this view.
    public func modifier<M>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
