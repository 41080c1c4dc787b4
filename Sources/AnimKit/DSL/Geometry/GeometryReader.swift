import Foundation

/// The size and frames of a `GeometryReader` (or of the view an `onGeometryChange` watches) — SwiftUI's
/// `GeometryProxy`.
///
/// Values come from layout at the state's model values; views built from them move with the animation of
/// the change that moved the reader. Inside a scroll view the frames follow the content as it scrolls (the
/// reader builds its content again, frame by frame). Frames do not include drawing effects (`offset`,
/// `scaleEffect`, geometry effects) around the reader.
public struct GeometryProxy: Equatable {
    /// The reader's size.
    public let size: CGSize
    /// How far the safe area is inside the reader's frame on each edge: the status bar and home indicator of
    /// the clip's device, the bars of a navigation screen, `safeAreaInset`s (zero on a plain canvas).
    public let safeAreaInsets: EdgeInsets
    let globalFrame: CGRect
    let spaces: [AnyHashable: CGRect]

    init(frame: CGRect, spaces: [AnyHashable: CGRect], safeAreaInsets: EdgeInsets = EdgeInsets()) {
        size = frame.size
        self.safeAreaInsets = safeAreaInsets
        globalFrame = frame
        self.spaces = spaces
    }

    /// The proxy of `placement` where the scroll views it is in present their content now.
    init(_ placement: GeometryPlacement) {
        self.init(frame: placement.frame.current, spaces: placement.spaces.mapValues(\.current),
                  safeAreaInsets: placement.safeAreaInsets)
    }

    /// The reader's frame in `coordinateSpace`; a name no ancestor declared measures against the canvas.
    ///
    ///     let y = proxy.frame(in: .global).minY
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return globalFrame
        case .named(let name):
            guard let space = spaces[name] else { return globalFrame }
            return globalFrame.offsetBy(dx: -space.minX, dy: -space.minY)
        }
    }

    /// The reader's frame in `coordinateSpace` (the iOS 17 form).
    ///
    ///     proxy.frame(in: .named("scroll"))
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }

    /// The bounds of the named coordinate space in the reader's own coordinates, or nil if no ancestor has it.
    ///
    ///     proxy.bounds(of: .named("card"))
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        guard let space = spaces[coordinateSpace.name] else { return nil }
        return space.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }
}

/// A view that takes all the space offered and builds its content from its size and position —
/// SwiftUI's `GeometryReader`.
///
/// The content is laid out in the reader's frame, aligned to its top-leading corner.
///
///     GeometryReader { proxy in
///         Capsule().fill(.blue).frame(width: proxy.size.width * progress)
///     }
///     .frame(height: 8)
nonisolated public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    /// Builds the content from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// A reader of `content`.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

/// Where a view was placed, as a proxy is made from it: its frame and the named spaces around it (both
/// following scrolling) and the safe area's insets.
struct GeometryPlacement {
    let frame: ScrolledFrame
    let spaces: [AnyHashable: ScrolledFrame]
    let safeAreaInsets: EdgeInsets

    /// `frame` as being placed now in `graph`.
    init(_ frame: CGRect, in graph: ViewGraph) {
        self.frame = graph.placedFrame(frame)
        spaces = graph.coordinateSpaces
        safeAreaInsets = graph.safeArea.insets(of: frame)
    }

    /// Whether scrolling moves it.
    var scrolls: Bool { !frame.scrolls.isEmpty }
}

/// Where a reader node keeps the geometry its content was last built with (an `onGeometryChange` node, the
/// value it last reported), and how it follows scrolling.
final class GeometryBox: ScrollFollower {
    weak var node: ViewNode?
    var proxy: GeometryProxy?
    var value: Any?
    /// Where the view was last placed in a commit.
    var placement: GeometryPlacement?
    /// What to do with a proxy that changed as the content scrolled; true when the tree must be laid out again.
    var react: ((GeometryProxy) -> Bool)?

    init(node: ViewNode) { self.node = node }

    func follow() -> Bool {
        guard let placement, let react else { return false }
        return react(GeometryProxy(placement))
    }
}

extension ViewNode {
    /// The node's geometry box (created on first use).
    var geometryBox: GeometryBox {
        let key = ObjectIdentifier(GeometryBox.self)
        if let box = userData[key] as? GeometryBox { return box }
        let box = GeometryBox(node: self)
        userData[key] = box
        return box
    }
}

extension GeometryReader: NodeReadingView {
    func children(environment: EnvironmentValues, node: ViewNode) -> [ChildSpec] {
        let proxy = node.geometryBox.proxy ?? GeometryProxy(frame: .zero, spaces: [:])
        return [ChildSpec(0, content(proxy), environment)]
    }

    func items(node: ViewNode) -> [LayoutItem] {
        [GeometryReaderItem(node: node, children: node.children.flatMap { $0.items() })]
    }
}

/// The layout item of a `GeometryReader`: all the space offered, content at the top-leading corner. When a
/// state change places it with new geometry, its content is built again and laid out in the same commit.
final class GeometryReaderItem: LayoutItem {
    let children: [LayoutItem]

    init(node: ViewNode, children: [LayoutItem]) {
        self.children = children
        super.init(node: node)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func placeContent(proposal: ProposedViewSize) {
        if case .commit? = node.graph.pass {
            let box = node.geometryBox, placement = GeometryPlacement(layoutFrame, in: node.graph)
            box.placement = placement
            let proxy = GeometryProxy(placement)
            if box.proxy != proxy {
                box.proxy = proxy
                node.graph.noteGeometryChange(node)
            }
            // Inside a scroll view the content is built again as it scrolls.
            box.react = { [unowned box] proxy in
                guard box.proxy != proxy, let node = box.node else { return false }
                box.proxy = proxy
                node.rebuild(force: false)
                return true
            }
            node.graph.noteScrollFollower(box, for: node, inside: placement.scrolls)
        }
        for child in children {
            child.place(at: layoutFrame.origin, anchor: .topLeading, proposal: ProposedViewSize(layoutFrame.size))
        }
    }

    override func draw(_ context: inout RenderContext) {
        context.record(self)
        context.descend("GeometryReader") { ctx in
            for child in children { child.render(&ctx) }
        }
    }

    override var inspection: InspectionInfo? { InspectionInfo(type: "GeometryReader") }
}

/// `.onGeometryChange`: runs an action when a value computed from the view's geometry changes.
struct GeometryChangeModifier<Value: Equatable>: ItemModifier {
    var transform: (GeometryProxy) -> Value
    var action: (Value, Value) -> Void

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        let transform = self.transform, action = self.action
        item.place = { [unowned node] inner, frame, proposal in
            inner.place(at: frame.origin, anchor: .topLeading, proposal: proposal)
            guard case .commit? = node.graph.pass else { return }
            let box = node.geometryBox, placement = GeometryPlacement(frame, in: node.graph)
            box.placement = placement
            // The action runs as its own state-change cycle, right after this one (as SwiftUI's, after layout);
            // inside a scroll view, also when the content scrolls.
            box.react = { [unowned box] proxy in
                let value = transform(proxy)
                let old = box.value as? Value
                guard old != value, let graph = box.node?.graph else { return false }
                box.value = value
                graph.schedule(at: graph.clock) { action(old ?? value, value) }
                return false
            }
            _ = box.react?(GeometryProxy(placement))
            node.graph.noteScrollFollower(box, for: node, inside: placement.scrolls)
        }
        return item
    }
}

nonisolated extension View {
    /// Runs `action` with a value computed from the view's geometry, when the view appears and whenever the
    /// value changes.
    ///
    ///     .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View {
        modifier(GeometryChangeModifier(transform: transform, action: { _, new in action(new) }))
    }

    /// Runs `action` with the old and new values computed from the view's geometry, when it appears and
    /// whenever the value changes.
    ///
    ///     .onGeometryChange(for: CGRect.self) { $0.frame(in: .global) } action: { old, new in … }
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(GeometryChangeModifier(transform: transform, action: action))
    }
}
