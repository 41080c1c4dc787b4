import Foundation

/// Scrolls the scroll views inside a `ScrollViewReader` to an identified view — SwiftUI's `ScrollViewProxy`.
public struct ScrollViewProxy {
    fileprivate weak var reader: ViewNode?

    /// Scrolls the first scroll view inside the reader that holds the view with `id` (a `ForEach`
    /// element's id or an `.id(_:)`) so that the view's `anchor` point meets the same point of the scroll
    /// view; with no anchor, by the least distance that shows the whole view. Inside `withAnimation` the
    /// content moves with that animation. An unknown id does nothing.
    ///
    ///     Button("Top") { withAnimation { proxy.scrollTo(0, anchor: .top) } }
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let reader, let state = ScrollViewProxy.scrollState(in: reader, holding: AnyHashable(id)),
              let frame = state.frame(of: AnyHashable(id)) else { return }
        // The view's frame in the content, from the content's top leading corner.
        let x = frame.minX - state.contentOrigin.x, y = frame.minY - state.contentOrigin.y
        var target = state.latestOffset
        if let anchor {
            target = CGPoint(x: x + anchor.x * frame.width - anchor.x * state.viewport.width,
                             y: y + anchor.y * frame.height - anchor.y * state.viewport.height)
        } else {
            if x < target.x { target.x = x } else if x + frame.width > target.x + state.viewport.width { target.x = x + frame.width - state.viewport.width }
            if y < target.y { target.y = y } else if y + frame.height > target.y + state.viewport.height { target.y = y + frame.height - state.viewport.height }
        }
        state.scroll(to: state.clamped(target), transaction: Transaction.current ?? Transaction())
    }

    /// The scroll state of the first scroll view under `node` whose content has `id`.
    private static func scrollState(in node: ViewNode, holding id: AnyHashable) -> ScrollState? {
        if let state = node.userData[ObjectIdentifier(ScrollState.self)] as? ScrollState, state.frame(of: id) != nil { return state }
        for child in node.children { if let found = scrollState(in: child, holding: id) { return found } }
        return nil
    }
}

/// Gives its content a proxy that scrolls the scroll views inside to identified views — SwiftUI's
/// `ScrollViewReader`.
///
///     ScrollViewReader { proxy in
///         ScrollView { ForEach(0..<100) { Text("Row \($0)").id($0) } }
///         Button("Bottom") { withAnimation { proxy.scrollTo(99) } }
///     }
nonisolated public struct ScrollViewReader<Content: View>: View {
    public typealias Body = Never
    /// Builds the content from the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// A reader of `content`.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }
}

extension ScrollViewReader: NodeReadingView {
    func children(environment: EnvironmentValues, node: ViewNode) -> [ChildSpec] {
        [ChildSpec(0, content(ScrollViewProxy(reader: node)), environment)]
    }
}
