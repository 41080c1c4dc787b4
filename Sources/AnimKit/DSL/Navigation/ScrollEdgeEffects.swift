import Foundation

/// How a navigation bar follows the scroll view at the top of its screen, as UIKit's does: the large title
/// scrolls up with the content and the bar shrinks to its 44 points (the title then shows small in the
/// middle), a pull down brings the large title down with the content, and once content passes under the
/// bar, the bar takes its background and hairline.
///
/// All of it is drawn from the scroll view's offset as last drawn (the content is drawn before its bar), so it
/// follows a drag or a glide frame by frame without laying anything out again.
extension NavigationScreenModel {
    /// How far the large title and the search field have gone up (0 to their rows' height; negative while the
    /// content is pulled down).
    var largeTitleShift: CGFloat {
        guard collapsibleHeight > 0, let edge = scrollEdge else { return 0 }
        return min(edge.presented.y, collapsibleHeight)
    }

    /// How far content has gone under the 44-point bar.
    var scrolledUnderBar: CGFloat {
        guard let edge = scrollEdge else { return 0 }
        return edge.presented.y - collapsibleHeight
    }

    /// Takes `state` as the screen's top scroll view when it starts where the screen's content starts.
    func adoptScrollEdge(_ state: ScrollState, top: CGFloat) {
        guard !barHidden, abs(top - contentTop) < 0.5, scrollEdge == nil || scrollEdge === state else { return }
        scrollEdge = state
    }
}

/// Records where a screen's content starts (under its bar), for the scroll view there to find.
struct ScreenContentTop: ItemModifier {
    let screen: NavigationScreenModel

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let wrapper = ClosureItem(node: node, inner: item)
        let screen = self.screen
        wrapper.place = { inner, frame, proposal in
            screen.contentTop = frame.minY
            inner.place(at: frame.origin, anchor: .topLeading, proposal: proposal)
        }
        return wrapper
    }
}

/// The large-title row: its title moves with the content and is cut off at the top of the row (under the
/// 44-point bar).
struct LargeTitleMotion: ItemModifier {
    let screen: NavigationScreenModel

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let wrapper = ClosureItem(node: node, inner: item)
        let screen = self.screen
        wrapper.draw = { inner, frame, context in
            let shift = screen.largeTitleShift
            guard shift != 0 else { return inner.render(&context) }
            // Gone under the bar once it has moved its whole height — unless a search field stays below the title.
            guard shift < screen.collapsibleHeight || screen.pinnedSearchHeight > 0 else { return }
            let clip = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: .greatestFiniteMagnitude / 4)
            context.group(clip: .rect(clip)) { clipped in
                clipped.group(transform: CGAffineTransform(translationX: 0, y: -shift)) { inner.render(&$0) }
            }
        }
        return wrapper
    }
}

/// A part of the bar that appears as the content scrolls: the small title of a large-title screen once the
/// large one has gone under the bar (fading in over the last 10 points of the way), or the bar's background
/// and hairline once content passes under the bar (over its first 10 points). Not drawn at all before (the
/// large title is the one a snapshot finds).
struct ScrollEdgeReveal: ItemModifier {
    enum Part { case inlineTitle, barBackground }
    let screen: NavigationScreenModel
    let part: Part

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let wrapper = ClosureItem(node: node, inner: item)
        let (screen, part) = (screen, part)
        wrapper.draw = { inner, _, context in
            let distance = part == .inlineTitle ? screen.largeTitleShift - (screen.collapsibleHeight - 10) : screen.scrolledUnderBar
            var opacity = min(max(distance / 10, 0), 1)
            // `toolbarBackground(.visible/.hidden, for: .navigationBar)` shows the background always, or never.
            if part == .barBackground, screen.topBar.visibility != .automatic { opacity = screen.topBar.visibility == .visible ? 1 : 0 }
            guard opacity > 0 else { return }
            context.group(opacity: Double(opacity)) { inner.render(&$0) }
        }
        return wrapper
    }
}
