import Foundation

/// Where views may lay out (`safe`) and how far a view that ignores the safe area may reach (`full`),
/// in canvas points. Layout keeps a stack of them on the graph: the device's at the bottom, each
/// `safeAreaInset`, `safeAreaPadding` and `ignoresSafeArea` pushing its own while it places its content.
struct SafeArea: Equatable {
    var full: CGRect
    var safe: CGRect

    /// No insets: the view may not reach further than `rect`.
    init(_ rect: CGRect) {
        full = rect
        safe = rect
    }

    init(full: CGRect, safe: CGRect) {
        self.full = full
        self.safe = safe
    }

    /// `frame` grown to the full area on each of `edges` where it touches the safe area's edge.
    func extending(_ frame: CGRect, edges: Edge.Set) -> CGRect {
        let tolerance: CGFloat = 0.5
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        if edges.contains(.top), minY <= safe.minY + tolerance { minY = min(minY, full.minY) }
        if edges.contains(.bottom), maxY >= safe.maxY - tolerance { maxY = max(maxY, full.maxY) }
        if edges.contains(.leading), minX <= safe.minX + tolerance { minX = min(minX, full.minX) }
        if edges.contains(.trailing), maxX >= safe.maxX - tolerance { maxX = max(maxX, full.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The insets of the safe area within `frame` (what `GeometryProxy.safeAreaInsets` reports).
    func insets(of frame: CGRect) -> EdgeInsets {
        EdgeInsets(top: max(0, safe.minY - frame.minY), leading: max(0, safe.minX - frame.minX),
                   bottom: max(0, frame.maxY - safe.maxY), trailing: max(0, frame.maxX - safe.maxX))
    }
}

extension ViewGraph {
    /// The safe area of the view being placed.
    var safeArea: SafeArea { safeAreas.last ?? SafeArea(CGRect(origin: .zero, size: canvas)) }

    /// Places content with `area` as its safe area.
    func withSafeArea(_ area: SafeArea, _ body: () -> Void) {
        safeAreas.append(area)
        body()
        safeAreas.removeLast()
    }
}

extension CGRect {
    /// The rectangle less `insets` on each side.
    func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top,
               width: max(0, width - insets.leading - insets.trailing), height: max(0, height - insets.top - insets.bottom))
    }
}
