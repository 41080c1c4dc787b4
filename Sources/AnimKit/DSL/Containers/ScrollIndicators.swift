import Foundation

/// Whether scroll views show their indicators — SwiftUI's `ScrollIndicatorVisibility`.
///
/// On iOS the indicators are overlays that show while the content moves, so `.automatic` and `.visible` draw
/// them then; `.hidden` and `.never` do not.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, visible, hidden, never }
    let kind: Kind

    /// The platform's choice (iOS: while scrolling).
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .automatic) }
    /// Shown (on iOS, while scrolling).
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .visible) }
    /// Hidden.
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .hidden) }
    /// Never shown.
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(kind: .never) }

    var shows: Bool { kind == .automatic || kind == .visible }
}

private struct VerticalIndicatorsKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
private struct HorizontalIndicatorsKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }

extension EnvironmentValues {
    /// Whether scroll views here show their vertical indicator.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalIndicatorsKey.self] }
        set { self[VerticalIndicatorsKey.self] = newValue }
    }

    /// Whether scroll views here show their horizontal indicator.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalIndicatorsKey.self] }
        set { self[HorizontalIndicatorsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows or hides the indicators of the scroll views (and lists) inside, along `axes`.
    ///
    ///     ScrollView { … }.scrollIndicators(.hidden)
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.verticalScrollIndicatorVisibility) { if axes.contains(.vertical) { $0 = visibility } }
            .transformEnvironment(\.horizontalScrollIndicatorVisibility) { if axes.contains(.horizontal) { $0 = visibility } }
    }
}

extension ScrollState {
    /// How long the indicators stay after the content stops, and how long they take to fade (AnimKit's
    /// timing; UIKit publishes none).
    static let indicatorHold = 0.5
    static let indicatorFade = 0.3

    /// The content moves (with `animation`, or a finger): the indicators show until half a second after it
    /// looks still, then fade. The scroll view's node is a timeline for the fade, so its frames are drawn.
    func showIndicators(motion animation: Animation?) {
        guard let node else { return }
        if isDragging {
            indicatorsUntil = .infinity
            return
        }
        // A glide looks still once within half a point of its stop; another animation when it finishes.
        let motion = animation.map { ($0.base as? ScrollDeceleration)?.visibleDuration ?? min($0.finishTime(value: 1.0, limit: 10), 10) } ?? 0
        indicatorsUntil = node.graph.time + motion + ScrollState.indicatorHold
        node.keepDrawing(from: indicatorsUntil, until: indicatorsUntil + ScrollState.indicatorFade)
    }

    /// How opaque the indicators are at clip time `t`.
    func indicatorOpacity(at t: Double) -> Double {
        guard t > indicatorsUntil else { return 1 }
        return max(0, 1 - (t - indicatorsUntil) / ScrollState.indicatorFade)
    }
}

extension ScrollViewItem {
    /// The thickness of an indicator, its distance from the edge, and its least length.
    static let indicatorThickness: CGFloat = 3
    static let indicatorInset: CGFloat = 3
    static let indicatorMinimumLength: CGFloat = 36

    /// iOS's scroll indicators while the content moves: a 3-point dark capsule 3 points in from the trailing
    /// (bottom) edge, as long as the share of the content in view (36 points at least, shorter while the
    /// content is pulled past an end), placed by how far the content is scrolled, within `frame` (the scroll
    /// view's, grown under a collapsing large title).
    func drawIndicators(_ context: inout RenderContext, in frame: CGRect) {
        let opacity = state.indicatorOpacity(at: node.graph.clock)
        guard opacity > 0 else { return }
        let colour = Color(light: Color(white: 0, opacity: 0.35), dark: Color(white: 1, opacity: 0.35)).opacity(opacity)
        let both = axes.contains(.vertical) && axes.contains(.horizontal)
        let t = ScrollViewItem.indicatorThickness, inset = ScrollViewItem.indicatorInset
        let environment = node.environment
        if axes.contains(.vertical), environment.verticalScrollIndicatorVisibility.shows, state.contentSize.height > state.viewport.height {
            let track = (frame.minY + inset)...(frame.maxY - inset - (both ? t + inset : 0))
            let (y, length) = ScrollViewItem.indicator(track: track, offset: state.presented.y, content: state.contentSize.height, viewport: state.viewport.height)
            context.items.append(.fill(.capsule(CGRect(x: frame.maxX - inset - t, y: y, width: t, height: length)), colour))
        }
        if axes.contains(.horizontal), environment.horizontalScrollIndicatorVisibility.shows, state.contentSize.width > state.viewport.width {
            let track = (frame.minX + inset)...(frame.maxX - inset - (both ? t + inset : 0))
            let (x, length) = ScrollViewItem.indicator(track: track, offset: state.presented.x, content: state.contentSize.width, viewport: state.viewport.width)
            context.items.append(.fill(.capsule(CGRect(x: x, y: frame.maxY - inset - t, width: length, height: t)), colour))
        }
    }

    /// Where an indicator starts along `track` and how long it is, for the content at `offset`.
    static func indicator(track: ClosedRange<CGFloat>, offset: CGFloat, content: CGFloat, viewport: CGFloat) -> (CGFloat, CGFloat) {
        let room = track.upperBound - track.lowerBound, maxOffset = content - viewport
        var length = max(indicatorMinimumLength, room * viewport / content)
        // Pulled past an end, the indicator shortens by the overshoot (down to a dot) against that end.
        let over = offset < 0 ? -offset : max(0, offset - maxOffset)
        length = max(indicatorThickness * 2, length - over)
        let fraction = maxOffset > 0 ? min(max(offset / maxOffset, 0), 1) : 0
        return (track.lowerBound + (room - length) * fraction, length)
    }
}
