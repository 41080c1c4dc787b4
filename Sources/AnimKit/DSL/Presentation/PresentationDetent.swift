import Foundation

/// A height a sheet rests at — SwiftUI's `PresentationDetent`.
///
///     .sheet(isPresented: $showsInfo) { InfoView().presentationDetents([.medium, .large]) }
///
/// A sheet first shows at the smallest of its detents.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large, medium
        case fraction(CGFloat)
        case height(CGFloat)
    }
    let kind: Kind

    /// The full height (below the top margin).
    public static let large = PresentationDetent(kind: .large)
    /// About half the screen.
    public static let medium = PresentationDetent(kind: .medium)
    /// A fraction of the screen's height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(kind: .fraction(fraction)) }
    /// A fixed height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(kind: .height(height)) }

    /// The sheet's height for this detent in a canvas `height` tall whose large sheet is `largest` tall.
    func sheetHeight(canvas height: CGFloat, largest: CGFloat) -> CGFloat {
        switch kind {
        case .large: return largest
        case .medium: return min(largest, (height / 2).rounded())
        case .fraction(let f): return min(largest, max(0, f) * height)
        case .height(let h): return min(largest, max(0, h))
        }
    }
}

/// What the views in a sheet tell it: its detents, drag indicator, corner radius and whether a drag
/// may dismiss it. The sheet reads them when it lays out (after its content was built).
final class SheetSettings {
    var detents: Set<PresentationDetent> = [.large]
    var selection: Binding<PresentationDetent>?
    var dragIndicator: Visibility = .automatic
    var cornerRadius: CGFloat?
    var dismissDisabled = false
    var background: Color?
    /// The card's height at the latest layout (a drag past half of it dismisses).
    var lastHeight: CGFloat = 0
    /// Whether the card rests at the large detent at the latest layout (a tap above a smaller card
    /// dismisses it).
    var isLarge = true
    /// The view the sheet or cover zooms out of (`navigationTransition(.zoom(sourceID:in:))` on its content).
    var zoomSource: TransitionSourceKey?
}

/// The settings of the sheet a presentation layer shows, new for each presented item.
final class SheetSettingsStore {
    private var identity: AnyHashable?
    private var current = SheetSettings()

    func settings(for identity: AnyHashable) -> SheetSettings {
        if identity != self.identity {
            self.identity = identity
            current = SheetSettings()
        }
        return current
    }
}

private struct SheetSettingsKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: SheetSettings? = nil }
private struct PresentationZoomKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: SheetSettings? = nil }

extension EnvironmentValues {
    /// The sheet the view is presented in.
    var sheetSettings: SheetSettings? {
        get { self[SheetSettingsKey.self] }
        set { self[SheetSettingsKey.self] = newValue }
    }

    /// The sheet or full-screen cover the view is presented in, told which view it zooms out of.
    var presentationZoom: SheetSettings? {
        get { self[PresentationZoomKey.self] }
        set { self[PresentationZoomKey.self] = newValue }
    }
}

/// Shows its content and tells the sheet around it one of its settings.
nonisolated struct SheetSettingsWriter<Content: View>: View, PrimitiveView, TransitionPassThrough {
    typealias Body = Never
    let content: Content
    let write: (SheetSettings) -> Void

    func children(environment: EnvironmentValues) -> [ChildSpec] {
        if let sheet = environment.sheetSettings { write(sheet) }
        return [ChildSpec(0, content, environment)]
    }
}

nonisolated extension View {
    /// The heights the sheet this view is in may rest at; it shows at the smallest.
    ///
    ///     SettingsView().presentationDetents([.medium, .large])
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        SheetSettingsWriter(content: self) { $0.detents = detents.isEmpty ? [.large] : detents; $0.selection = nil }
    }

    /// The heights the sheet may rest at, showing the one `selection` names.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        SheetSettingsWriter(content: self) { $0.detents = detents.isEmpty ? [.large] : detents; $0.selection = selection }
    }

    /// Shows or hides the grabber at the top of the sheet (automatic: shown when it has several detents).
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        SheetSettingsWriter(content: self) { $0.dragIndicator = visibility }
    }

    /// The radius of the sheet's top corners (nil: the system's).
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        SheetSettingsWriter(content: self) { $0.cornerRadius = cornerRadius }
    }

    /// Keeps a drag from dismissing the sheet (it gives, then springs back).
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        SheetSettingsWriter(content: self) { $0.dismissDisabled = isDisabled }
    }

    /// The sheet's background colour (white by default).
    public func presentationBackground(_ color: Color) -> some View {
        SheetSettingsWriter(content: self) { $0.background = color }
    }
}
