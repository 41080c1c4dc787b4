import Foundation

/// The app — UIKit's `UIApplication`, for the calls SwiftUI files make on it.
///
///     UIApplication.shared.endEditing()   // an extension of your own? write `focused = false` with @FocusState
///
/// `sendAction(#selector(UIResponder.resignFirstResponder), …)` cannot compile on Linux: `#selector` needs the
/// Objective-C runtime. Dismiss the keyboard with `@FocusState` (`focused = false`), as SwiftUI code can.
@MainActor
public final class UIApplication {
    /// The app.
    public static let shared = UIApplication()

    /// Opens `url` (a clip opens nothing); calls `completion` with false.
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }

    /// Whether the app can open `url` (a clip opens nothing: false).
    public func canOpenURL(_ url: URL) -> Bool { false }
}
