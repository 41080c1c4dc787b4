import Foundation

/// A view whose content scrolls — SwiftUI's `ScrollView`.
///
/// The scroll view takes the space it is offered; its content is offered unlimited length along the
/// scrolling axes (several views are stacked as a `VStack`, or an `HStack` for `.horizontal`) and sits at
/// the top leading corner, centred across. A finger dragging the content moves it; when it lifts, the
/// content glides on from the finger's speed, slowing as UIKit's scroll views do, and stops at the ends.
/// `ScrollViewReader`'s `scrollTo` moves it with the transaction's animation.
///
///     ScrollView {
///         ForEach(0..<50) { i in Text("Row \(i)").frame(maxWidth: .infinity).padding() }
///     }
nonisolated public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    /// The scrolled content.
    public var content: Content
    /// The axes the content scrolls along.
    public var axes: Axis.Set
    /// Whether the scroll indicators show while the content moves.
    public var showsIndicators: Bool

    /// A scroll view of `content` along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }
}

extension ScrollView: ScrollViewMarker {}

extension ScrollView: PrimitiveView {
    func children(environment: EnvironmentValues) -> [ChildSpec] {
        [ChildSpec(0, content, environment.containerContent(axis: axes == .horizontal ? .horizontal : .vertical))]
    }

    func items(node: ViewNode) -> [LayoutItem] {
        let items = node.children.flatMap { $0.items() }
        // The content stack shares the scroll view's node: its frame is told apart from the viewport's.
        let part = ObjectIdentifier(ScrollViewItem.self)
        let content: LayoutItem = items.count == 1 ? items[0]
            : axes == .horizontal ? ContainerItem(node: node, layout: HStackLayout(), children: items, typeName: "HStack", part: part)
            : ContainerItem(node: node, layout: VStackLayout(), children: items, typeName: "VStack", part: part)
        return [ScrollViewItem(node: node, content: content, axes: axes, state: node.scrollState, showsIndicators: showsIndicators)]
    }
}

extension ViewNode {
    /// The scroll state of a scroll view's node (created on first use).
    var scrollState: ScrollState { stored { ScrollState(node: self) } }
}

/// The layout item of a scroll view: the offered space, the content placed unscrolled inside it and drawn
/// moved by the presented offset, clipped to the scroll view's frame.
final class ScrollViewItem: LayoutItem {
    let content: LayoutItem
    let axes: Axis.Set
    let state: ScrollState
    /// What shows behind the content over the whole viewport, also where the content is pulled past its ends
    /// (a list's grouped background).
    let backdrop: Color?
    /// Whether the indicators show while the content moves (`showsIndicators:`).
    let showsIndicators: Bool
    /// How `animrender inspect` and tests name it (a list's scroll view is the list).
    private let kind: InspectionInfo

    init(node: ViewNode, content: LayoutItem, axes: Axis.Set, state: ScrollState, showsIndicators: Bool = true, backdrop: Color? = nil,
         kind: InspectionInfo = InspectionInfo(type: "ScrollView")) {
        self.showsIndicators = showsIndicators
        self.content = content
        self.axes = axes
        self.state = state
        self.backdrop = backdrop
        self.kind = kind
        super.init(node: node)
    }

    private func contentProposal(_ size: CGSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : size.width,
                         height: axes.contains(.vertical) ? nil : size.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard proposal.width == nil || proposal.height == nil else { return CGSize(width: proposal.width!, height: proposal.height!) }
        // (Content sized relative to its container sees what it is offered: the scroll view takes the rest.)
        let graph = node.graph
        graph.containerSizes.append(CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0))
        defer { graph.containerSizes.removeLast() }
        let ideal = content.sizeThatFits(ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                                          height: axes.contains(.vertical) ? nil : proposal.height))
        return CGSize(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height)
    }

    /// Where the content shows: the frame, grown into the safe area on each edge the frame reaches (as in
    /// SwiftUI, content scrolls on under the status bar, a navigation bar or the home indicator).
    private(set) var window: CGRect = .zero

    override func placeContent(proposal: ProposedViewSize) {
        // The container of `containerRelativeFrame` content: the scroll view's visible size.
        node.graph.containerSizes.append(layoutFrame.size)
        defer { node.graph.containerSizes.removeLast() }
        window = node.graph.safeArea.extending(layoutFrame, edges: .all)
        let offer = contentProposal(layoutFrame.size)
        let size = content.sizeThatFits(offer)
        // Shorter than the view along an axis: at the start there; across, centred.
        let x = axes.contains(.horizontal) ? layoutFrame.minX : layoutFrame.minX + (layoutFrame.width - size.width) / 2
        let y = axes.contains(.vertical) ? layoutFrame.minY : layoutFrame.minY + (layoutFrame.height - size.height) / 2
        let committing: Bool = if case .commit? = node.graph.pass { true } else { false }
        if committing {
            state.targetBehavior = node.environment.scrollTargetBehavior
            state.contentOrigin = CGPoint(x: x, y: y)
            state.contentSize = size
            state.viewport = layoutFrame.size
            state.viewportFrame = node.graph.placedFrame(layoutFrame)
            state.windowFrame = node.graph.placedFrame(window)
            state.axes = axes
            state.resetAnchors()
            state.layoutTargets = []
            node.graph.scrollContents.append(state)
            // At the top of a navigation screen, the scroll view drives the bar (large title, background).
            if axes.contains(.vertical), let screen = node.environment.navigationScreen {
                screen.adoptScrollEdge(state, top: layoutFrame.minY)
            }
            // Reaching a tab bar, it decides whether the bar shows its background.
            if axes.contains(.vertical), let edge = node.environment.tabBarEdge { edge.adopt(state, node: node, bottom: layoutFrame.maxY) }
            // Under `.refreshable`, the first vertical scroll view laid out is the one pulled to refresh.
            if axes.contains(.vertical), let refresh = node.environment.refreshModel, refresh.adopt(state) { state.refresh = refresh }
        }
        node.graph.placingScrollContent(of: state, frame: layoutFrame, axes: axes) {
            content.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: offer)
        }
        if committing {
            node.graph.scrollContents.removeLast()
            // Content that shrank below the offset (rows deleted at the end) comes back within its ends, with
            // the change's transaction.
            if !state.isDragging, state.clamped(state.offset) != state.offset { state.offset = state.clamped(state.offset) }
            followPositionBinding()
        }
    }

    /// A `scrollPosition(id:)` binding set to another id scrolls there, with this cycle's transaction (the
    /// attribute animates the new offset as the frame is drawn).
    private func followPositionBinding() {
        state.positionLink = node.environment.scrollPositionLink
        guard let link = state.positionLink, !state.isDragging else { return }
        let wanted = link.get()
        guard wanted != state.agreedPosition else { return }
        state.agreedPosition = wanted
        if let wanted, let target = state.offset(showing: wanted, anchor: link.anchor) {
            if target != state.offset { state.showIndicators(motion: node.transactionInCurrentCycle?.animation) }
            state.offset = target
        }
    }

    override var inspection: InspectionInfo? { kind }

    override func draw(_ context: inout RenderContext) {
        let model = AnimatablePair(Double(state.offset.x), Double(state.offset.y))
        let shown = node.animated(vector: model, .control, part: ObjectIdentifier(ScrollState.self))
        state.presented = CGPoint(x: shown.first, y: shown.second)
        context.record(self)
        let identifier = context.lastIdentifier
        let first = context.targets.count
        let shift = CGAffineTransform(translationX: -state.presented.x, y: -state.presented.y)
        let (outerVisible, outerAxis) = (context.visibleScrollRect, context.visibleScrollAxis)
        context.visibleScrollRect = frame.offsetBy(dx: state.presented.x, dy: state.presented.y)
        context.visibleScrollAxis = axes == .horizontal ? .horizontal : .vertical
        state.reservedAreas = []
        // Scrolled up under a collapsing large title, the content shows up to the bar's bottom (and on under
        // the bars where the frame reaches the safe area's edge).
        var window = self.window.union(frame)
        if let screen = node.environment.navigationScreen, screen.scrollEdge === state {
            let rise = max(0, screen.largeTitleShift)
            window = window.union(CGRect(x: frame.minX, y: frame.minY - rise, width: frame.width, height: frame.height + rise))
        }
        context.group(clip: .rect(window)) { clipped in
            if let backdrop { clipped.items.append(.fill(.rect(window), backdrop)) }
            clipped.group(transform: shift) { content.render(&$0) }
        }
        if showsIndicators { drawIndicators(&context, in: window) }
        (context.visibleScrollRect, context.visibleScrollAxis) = (outerVisible, outerAxis)
        guard node.environment.isEnabled, node.environment.isScrollEnabled else { return }
        let gesture = ScrollGesture(state: state, axes: axes)
        let attachment = GestureAttachment(priority: .high, mask: .all, gesture: gesture,
                                           makeRecognizer: { ScrollRecognizer() }, type: ScrollGesture.self)
        context.addTarget(frame, node: node, label: nil, identifier: identifier, action: .gesture(attachment), contentFrom: first)
    }
}

private struct ScrollEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether scroll views inside scroll when dragged.
    public var isScrollEnabled: Bool {
        get { self[ScrollEnabledKey.self] }
        set { self[ScrollEnabledKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Whether scroll views inside move when dragged (`scrollTo` still moves them).
    ///
    ///     ScrollView { … }.scrollDisabled(isLocked)
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isScrollEnabled) { $0 = $0 && !disabled }
    }
}
