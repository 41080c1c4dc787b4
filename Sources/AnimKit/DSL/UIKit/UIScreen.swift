import Foundation

/// The screen — UIKit's `UIScreen`: `UIScreen.main.bounds` is the clip's screen (its device's, or its canvas).
///
///     Circle().frame(width: UIScreen.main.bounds.width / 2)
public final class UIScreen: Sendable {
    /// The screen the clip is drawn on.
    public static let main = UIScreen()

    /// The screen's rectangle in points: the running clip's device screen or canvas; outside a clip (a view made
    /// before its clip starts), the iPhone's (393 × 852).
    public var bounds: CGRect {
        let graph = ViewGraph.current?.graph
        let size = graph?.device?.screenSize ?? graph?.canvas ?? ClipDevice.iPhone.screenSize
        return CGRect(origin: .zero, size: size)
    }

    /// The screen's rectangle in pixels' terms (the same as `bounds`: AnimKit lays out in points).
    public var nativeBounds: CGRect { bounds }

    /// Pixels per point of an iPhone's screen (3).
    public var scale: CGFloat { 3 }

    /// The same as `scale`.
    public var nativeScale: CGFloat { 3 }
}
