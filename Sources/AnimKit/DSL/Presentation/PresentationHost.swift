import Foundation

/// How a presentation covers the screen.
enum PresentationStyle: Equatable {
    /// A card that rises from the bottom over the dimmed presenter (which recedes at the large detent).
    case sheet
    /// A full-screen view that rises from the bottom; the presenter stays as it is under it.
    case fullScreenCover
    /// A centred alert over a dimmed screen.
    case alert
    /// Action groups at the bottom over a dimmed screen.
    case dialog
    /// An open menu hanging from its control, over the undimmed screen.
    case menu
    /// A context menu: the pressed view lifted over the blurred screen, its menu under it.
    case contextMenu
}

/// A view with a presentation attached: shows its content, and keeps the presented view as a second
/// child drawn over the whole canvas (see `PresentingItem`).
nonisolated struct PresentationHost<Content: View>: View, NodeReadingView, TransitionPassThrough {
    typealias Body = Never
    let content: Content
    let layer: PresentationLayer
    let onDismiss: (() -> Void)?

    private final class Shown { var value = false }

    func children(environment: EnvironmentValues, node: ViewNode) -> [ChildSpec] {
        let shown = node.userData[ObjectIdentifier(Shown.self)] as? Shown ?? Shown()
        node.userData[ObjectIdentifier(Shown.self)] = shown
        let presented = layer.content != nil
        if presented && environment.presentationDepth >= PresentationLayer.maxDepth {
            node.graph.stop(AnimKitError(.invalidArgument, "more than \(PresentationLayer.maxDepth) presentations stacked on one "
                                         + "another (a sheet that presents another as it appears, for ever?); AnimKit stops there"))
        }
        if shown.value && !presented, let onDismiss { node.graph.runAfterUpdate(onDismiss) }
        shown.value = presented
        var inner = environment
        inner.navigationModel = nil
        inner.navigationScreen = nil
        inner.isInListRow = false
        inner.stackAxis = nil
        inner.transitionTrait = nil
        inner.dismiss = layer.dismiss
        inner.presentationDepth += 1
        return [ChildSpec(0, content, environment), ChildSpec(1, layer, inner)]
    }

    func items(node: ViewNode) -> [LayoutItem] {
        let content = node.children.first?.items() ?? []
        guard node.children.count > 1, let first = content.first else { return content }
        let layer = node.children[1].items()
        return [PresentingItem(node: node, inner: first, layer: layer, style: self.layer.style, anchor: self.layer.anchor)] + content.dropFirst()
    }
}

/// The presented view's container: the view rises from the bottom (or fades, for alerts) with the
/// system's motion unless the transaction disables animations, and reports how far it is presented.
nonisolated struct PresentationLayer: View {
    let style: PresentationStyle
    /// What is presented (nil: nothing) and its identity (a new item is a new presentation).
    let content: AnyView?
    let identity: AnyHashable
    let dismiss: DismissAction
    /// Where an open menu hangs from.
    var anchor: MenuAnchor? = nil
    @State private var sheets = SheetSettingsStore()

    /// How many presentations may stack on one another (sheets, covers, alerts, menus); one more stops the clip
    /// with one line, so that a sheet presenting another from its own `onAppear` ends at once.
    static let maxDepth = 16

    var body: some View {
        let alignment: Alignment = style == .alert ? .center : style == .menu || style == .contextMenu ? .topLeading : .bottom
        let settings = sheets.settings(for: identity)
        ZStack(alignment: alignment) {
            if content != nil && (style == .dialog || style == .sheet || style == .menu) {
                // Tapping outside an action sheet or a menu closes it; above a sheet smaller than the screen, too.
                Color.clear.contentShape(Rectangle()).onTapGesture {
                    if style != .sheet || (!settings.isLarge && !settings.dismissDisabled) { dismiss() }
                }
            }
            if let content {
                PresentedView(style: style, content: content, dismiss: dismiss, settings: settings)
                    .id(identity)
                    .transition(style == .sheet || style == .fullScreenCover
                                ? AnyTransition(PresentationZoomTransition(settings: settings)) : transition)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
        .modifier(PresentationProgressModifier(presented: content != nil))
        .transaction {
            NavigationMotion.enter(&$0, motion: style == .alert ? NavigationMotion.alert
                                   : style == .menu || style == .contextMenu ? MenuPanel<EmptyView>.motion : NavigationMotion.sheet)
        }
    }

    /// An alert appears from 1.2 times its size as it fades in, and fades out where it is (UIKit's
    /// alert); everything else rises from the bottom edge by its own height.
    private var transition: AnyTransition {
        // A context menu's layer fades in and out; its own parts move inside it.
        if style == .contextMenu { return .opacity }
        if style == .menu, let anchor {
            // A menu grows from its control and fades out where it is.
            let screen = anchor.canvas
            let point = screen.width > 0 && screen.height > 0 ? UnitPoint(x: anchor.rect.midX / screen.width, y: anchor.rect.midY / screen.height) : .top
            return .asymmetric(insertion: .opacity.combined(with: .scale(scale: 0.4, anchor: point)), removal: .opacity)
        }
        guard style == .alert else { return .move(edge: .bottom) }
        return .asymmetric(insertion: .opacity.combined(with: .scale(scale: 1.2)), removal: .opacity)
    }
}

/// Records, as it draws, how far its layer is presented (0 to 1, animating with the presentation).
struct PresentationProgressModifier: ItemModifier, Equatable {
    let presented: Bool

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let wrapper = ClosureItem(node: node, inner: item)
        wrapper.draw = { inner, _, context in
            context.presentationProgress = max(0, min(1, node.animated(vector: presented ? 1.0 : 0.0, .control)))
            inner.render(&context)
        }
        return wrapper
    }
}

/// The item of a view with a presentation: lays its layer out over the whole canvas and hands it to
/// the graph to draw above everything else, after the screen it covers.
final class PresentingItem: WrapperItem {
    let layer: [LayoutItem]
    let style: PresentationStyle
    let anchor: MenuAnchor?

    init(node: ViewNode, inner: LayoutItem, layer: [LayoutItem], style: PresentationStyle, anchor: MenuAnchor? = nil) {
        self.layer = layer
        self.style = style
        self.anchor = anchor
        super.init(node: node, inner: inner)
    }

    override func placeContent(proposal: ProposedViewSize) {
        super.placeContent(proposal: proposal)
        // Over the whole screen: a sheet or a cover reaches its edges (and keeps its content clear of
        // the device's bars itself); an alert or a dialog stays in the safe area.
        let graph = node.graph
        let screen = CGRect(origin: .zero, size: graph.canvas)
        let safe = screen.inset(by: graph.device?.safeAreaInsets ?? EdgeInsets())
        let area = style == .sheet || style == .fullScreenCover || style == .contextMenu ? screen : safe
        // A menu hangs from the control it wraps.
        if let anchor { (anchor.rect, anchor.canvas) = (inner.layoutFrame, screen.size) }
        graph.withSafeArea(SafeArea(full: screen, safe: safe)) {
            for item in layer { item.place(at: area.origin, anchor: .topLeading, proposal: ProposedViewSize(area.size)) }
        }
    }

    override func draw(_ context: inout RenderContext) {
        inner.render(&context)
        for item in layer { context.presentations.append(PresentationDrawing(layer: item, style: style)) }
    }
}

private struct PresentationDepthKey: EnvironmentKey { static let defaultValue = 0 }

extension EnvironmentValues {
    /// How many presentations the view sits in (0 on the screen itself).
    var presentationDepth: Int {
        get { self[PresentationDepthKey.self] }
        set { self[PresentationDepthKey.self] = newValue }
    }
}
