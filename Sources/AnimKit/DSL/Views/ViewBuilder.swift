import Foundation

/// Builds views from closures: any number of children, `if`/`else`, `if let`, `switch` and `for`-free lists.
///
///     @ViewBuilder var content: some View {
///         Text("Title")
///         if showsDetail { Text("Detail") } else { EmptyView() }
///     }
@resultBuilder
public enum ViewBuilder {
    /// An empty block builds nothing.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view is passed through unchanged.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views become a `TupleView`, laid out as siblings by the enclosing container.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(repeat each content)
    }

    /// Each expression must be a view.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else`: the view or nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of an `if`/`else` or the first cases of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if`/`else` or the later cases of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available` blocks are type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
