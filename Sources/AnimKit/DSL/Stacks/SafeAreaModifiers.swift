import Foundation

/// Which safe areas a view ignores — SwiftUI's `SafeAreaRegions`. A clip has no keyboard, so only
/// `.container` (the device's bars and `safeAreaInset`s) changes anything.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The safe area of the device and of containers (`safeAreaInset`, `safeAreaPadding`).
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the keyboard covers (there is none in a clip).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The top or bottom edge — SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    case top, bottom
}

/// The leading or trailing edge — SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    case leading, trailing
}

nonisolated extension View {
    /// Lets the view reach past the safe area on `edges` where it touches it — a background under
    /// the status bar and home indicator of a `ClipDevice`, or under a `safeAreaInset`.
    ///
    ///     Color.indigo.ignoresSafeArea()
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaModifier(edges: regions.contains(.container) ? edges : []))
    }

    /// Lets the view reach past the safe area on `edges` (the iOS 13 name of `ignoresSafeArea`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(IgnoresSafeAreaModifier(edges: edges))
    }

    /// Shows `content` along the top or bottom edge and lays the view out in what is left; views
    /// inside that ignore the safe area still reach under `content`.
    ///
    ///     List(items) { … }
    ///         .safeAreaInset(edge: .bottom) { Button("Add") { … }.buttonStyle(.borderedProminent) }
    ///
    /// `spacing` nil puts no gap between them.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        SafeAreaInsetView(content: self, inset: content(), edge: edge == .top ? .top : .bottom,
                          alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing ?? 0)
    }

    /// Shows `content` along the leading or trailing edge and lays the view out in what is left.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        SafeAreaInsetView(content: self, inset: content(), edge: edge == .leading ? .leading : .trailing,
                          alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing ?? 0)
    }

    /// Adds `insets` to the view's safe area: its content lays out inside them, while views that
    /// ignore the safe area still fill them.
    ///
    ///     ScrollView { … }.safeAreaPadding(.horizontal, 20)
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        modifier(SafeAreaPaddingModifier(insets: insets))
    }

    /// Adds `length` (16 when nil) to the view's safe area on `edges`.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length ?? 16
        return safeAreaPadding(EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                                          bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
    }

    /// Adds `length` to the view's safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }
}

/// Grows the view, when it is placed, into the safe area's insets on the edges it touches.
struct IgnoresSafeAreaModifier: ItemModifier, Equatable {
    let edges: Edge.Set

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let wrapper = ClosureItem(node: node, inner: item)
        let edges = self.edges
        wrapper.place = { inner, frame, proposal in
            let graph = node.graph
            let rect = graph.safeArea.extending(frame, edges: edges)
            guard rect != frame else { return inner.place(at: frame.origin, anchor: .topLeading, proposal: proposal) }
            graph.withSafeArea(SafeArea(full: graph.safeArea.full, safe: rect)) {
                inner.place(at: rect.origin, anchor: .topLeading, proposal: ProposedViewSize(rect.size))
            }
        }
        return wrapper
    }
}

/// Lays the view out as padding would, but as safe area: views inside that ignore it fill it.
struct SafeAreaPaddingModifier: ItemModifier, Equatable {
    let insets: EdgeInsets

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        // Measured as padding; placed with the padded frame as the safe area of what is inside.
        let wrapper = PaddingModifier(insets: insets).paddingItem(item, node: node)
        let e = insets
        wrapper.place = { inner, frame, _ in
            let graph = node.graph
            let safe = frame.inset(by: e)
            graph.withSafeArea(SafeArea(full: graph.safeArea.full.union(frame), safe: safe)) {
                inner.place(at: safe.origin, anchor: .topLeading, proposal: ProposedViewSize(safe.size))
            }
        }
        return wrapper
    }
}
