import Foundation

/// The screen a view clip is drawn as: plain (the default), or a phone with its status bar, home
/// indicator and safe areas.
///
///     Clip("settings", device: .iPhone) { SettingsScreen() }
///
/// On a device the content is laid out inside the safe area (under the status bar, above the home
/// indicator), as on the phone: backgrounds that call `ignoresSafeArea()` — and the screens of a
/// `NavigationStack`, sheets and full-screen covers — reach the screen's edges; `safeAreaInset`
/// and `safeAreaPadding` inset it further. The status bar shows 9:41, full signal, Wi-Fi and battery.
public struct ClipDevice: Hashable, Sendable {
    /// The screen's size in points (a clip without its own size takes it).
    public let screenSize: CGSize
    /// The safe area's insets from the screen's edges.
    public let safeAreaInsets: EdgeInsets
    /// The height of the status bar at the top of the screen.
    public let statusBarHeight: CGFloat
    /// The radius of the screen's rounded corners.
    public let cornerRadius: CGFloat

    /// A 6.1-inch iPhone with a Dynamic Island (iPhone 15/16): 393 × 852 points, safe area 59 at the
    /// top and 34 at the bottom.
    public static let iPhone = ClipDevice(screenSize: CGSize(width: 393, height: 852),
                                          safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
                                          statusBarHeight: 54, cornerRadius: 55)

    /// A device of your own.
    public init(screenSize: CGSize, safeAreaInsets: EdgeInsets, statusBarHeight: CGFloat, cornerRadius: CGFloat) {
        self.screenSize = screenSize
        self.safeAreaInsets = safeAreaInsets
        self.statusBarHeight = statusBarHeight
        self.cornerRadius = cornerRadius
    }
}
