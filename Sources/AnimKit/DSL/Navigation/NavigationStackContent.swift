import Foundation

/// The screens of a navigation stack, one over the other, moving as UIKit moves them.
nonisolated struct NavigationStackContent: View {
    let screens: [NavigationScreenEntry]

    var body: some View {
        ZStack {
            ForEach(Array(screens.enumerated()), id: \.element.id) { index, entry in
                let isTop = index == screens.count - 1
                NavigationScreen(entry: entry, previous: index > 0 ? screens[index - 1].screen : nil,
                                 above: isTop ? nil : screens[index + 1].screen, isTop: isTop)
                    // Only the top screen slides away when several pop at once; those under it just go.
                    .transition(.asymmetric(insertion: AnyTransition(NavigationScreenTransition(screen: entry.screen)),
                                            removal: isTop ? AnyTransition(NavigationScreenTransition(screen: entry.screen)) : .identity))
            }
        }
        .modifier(ScreenClipModifier())
        .transaction { NavigationMotion.enter(&$0, motion: NavigationMotion.push) }
    }
}

/// Clips the screens to the stack's frame grown into the safe area it touches (on a device, the
/// whole screen: the screens' backgrounds run under the status bar, their content does not).
struct ScreenClipModifier: ItemModifier, Equatable {
    private final class Bounds { var rect = CGRect.zero }

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let wrapper = ClosureItem(node: node, inner: item)
        let bounds = Bounds()
        wrapper.place = { inner, frame, proposal in
            bounds.rect = node.graph.safeArea.extending(frame, edges: .all)
            inner.place(at: frame.origin, anchor: .topLeading, proposal: proposal)
        }
        wrapper.draw = { inner, frame, context in
            // The placed frame may be animating: keep the grown edges relative to it.
            let placed = wrapper.layoutFrame, grown = bounds.rect
            let clip = CGRect(x: frame.minX - (placed.minX - grown.minX), y: frame.minY - (placed.minY - grown.minY),
                              width: frame.width + grown.width - placed.width, height: frame.height + grown.height - placed.height)
            context.group(clip: .rect(clip)) { inner.render(&$0) }
        }
        return wrapper
    }
}

/// One screen: its content under its bar, on the system background; under the top screen it sits a
/// third of the width to the leading side, dimmed, and takes no touches.
nonisolated struct NavigationScreen: View {
    let entry: NavigationScreenEntry
    let previous: NavigationScreenModel?
    /// The screen above this one, if any (a zoom leaves this screen in place).
    let above: NavigationScreenModel?
    let isTop: Bool
    /// How far a drag pulls a zoomed screen (its interactive dismissal).
    @State private var drag = CGSize.zero

    /// UIKit's dimming of a covered screen (black at 10 %) and the shadow at a moving screen's edge.
    static let dimming = Color.black.opacity(0.1)
    static let edgeShadowWidth: CGFloat = 9
    /// How far a covered screen sits, in units of the stack's width.
    static let parallax: CGFloat = -0.3

    var body: some View {
        NavigationScreenBody(entry: entry, previous: previous)
            .transaction { NavigationMotion.leave(&$0) }
            // The background follows the content's list at once (it is known only once the content is built).
            .transaction({ $0.animation = nil }) { $0.background(entry.screen.hasGroupedBackground ? ListItem.groupedBackground : Clip.systemBackground) }
            .background(alignment: .leading) {
                LinearGradient(colors: [Color.black.opacity(0), Color.black.opacity(0.08)], startPoint: .leading, endPoint: .trailing)
                    .frame(width: NavigationScreen.edgeShadowWidth)
                    .offset(x: -NavigationScreen.edgeShadowWidth)
            }
            .modifier(ZoomDragModifier(drag: drag, screen: entry.screen))
            .simultaneousGesture(zoomDismissal)
            .overlay { isTop ? Color.black.opacity(0) : NavigationScreen.dimming }
            .modifier(CoveredScreenModifier(parallax: isTop ? 0 : NavigationScreen.parallax, above: above))
            .allowsHitTesting(isTop)
    }

    /// A zoomed screen's interactive dismissal: pulled down past 100 points (or flung past 200) it pops, zooming
    /// back into its source from where the finger left it; else it springs back.
    private var zoomDismissal: some Gesture {
        let screen = entry.screen, dismiss = entry.dismiss, isTop = isTop
        let drag = $drag
        return DragGesture(minimumDistance: 10)
            .onChanged { value in
                guard isTop, screen.zoomSource != nil else { return }
                var transaction = Transaction()
                transaction.disablesAnimations = true
                withTransaction(transaction) { drag.wrappedValue = value.translation }
            }
            .onEnded { value in
                guard isTop, screen.zoomSource != nil else { return }
                if value.translation.height > 100 || value.predictedEndTranslation.height > 200 {
                    withAnimation(NavigationMotion.push) {
                        drag.wrappedValue = .zero
                        dismiss()
                    }
                } else {
                    withAnimation(.spring(duration: 0.35)) { drag.wrappedValue = .zero }
                }
            }
    }
}

/// A screen's content below its navigation bar (and above its bottom toolbar).
nonisolated struct NavigationScreenBody: View {
    let entry: NavigationScreenEntry
    let previous: NavigationScreenModel?

    var body: some View {
        let screen = entry.screen
        let top = NavigationBar.height(of: screen)
        let bottom = screen.hasBottomBar ? NavigationBar.bottomBarHeight : 0
        return ZStack(alignment: .top) {
            entry.content
                .environment(\.navigationScreen, screen)
                .environment(\.dismiss, entry.dismiss)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .modifier(ScreenContentTop(screen: screen))
                .padding(.top, top)
                .padding(.bottom, bottom)
            NavigationBar(screen: screen, previous: previous, back: entry.dismiss)
        }
    }
}
