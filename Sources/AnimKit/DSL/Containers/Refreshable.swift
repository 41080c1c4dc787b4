import Foundation
import Observation

/// Refreshes the content — SwiftUI's `RefreshAction`, read from `@Environment(\.refresh)` under `.refreshable`.
///
///     @Environment(\.refresh) private var refresh
///     Button("Reload") { Task { await refresh?() } }
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void
    /// Runs the refresh and returns when it is done.
    public func callAsFunction() async { await action() }
}

/// One `.refreshable`'s pull to refresh: the scroll view it drives, and whether its action is running.
///
/// Pulled `triggerPull` points past its top, the scroll view starts the action (while the finger is still down,
/// as UIKit's refresh control does); let go, the content rests `restingPull` points down, the spinner in that
/// band, until the action returns, then springs back. AnimKit's measurements of iOS 17's refresh control.
@Observable
final class RefreshModel: @unchecked Sendable {  // used on the clip's main actor only (the graph's thread and its tasks)
    static let triggerPull: CGFloat = 100
    static let restingPull: CGFloat = 60

    private(set) var isRefreshing = false
    @ObservationIgnored var action: (@Sendable () async -> Void)?
    @ObservationIgnored private weak var state: ScrollState?

    /// Takes `scrollState` as the pulled scroll view unless another one has it (the outermost scroll view is
    /// laid out first, before the ones inside it).
    func adopt(_ scrollState: ScrollState) -> Bool {
        guard state == nil || state === scrollState else { return false }
        state = scrollState
        return true
    }

    /// How far the content is pulled down past its top, as drawn now.
    var pull: CGFloat { max(0, -(state?.presented.y ?? 0)) }

    /// How far above the scroll view the pull's band starts: a navigation screen's large title and search field
    /// come down with the pulled content, and the spinner shows above them, under the 44-point bar, as on iOS.
    var bandAbove: CGFloat {
        guard let state, let screen = state.node?.environment.navigationScreen, screen.scrollEdge === state else { return 0 }
        return screen.collapsibleHeight
    }

    /// Starts the action (once until it returns): it runs as a task of the clip, on the clip's clock.
    func begin() {
        guard !isRefreshing, let action else { return }
        isRefreshing = true
        Task { @MainActor [weak self] in
            await action()
            self?.end()
        }
    }

    /// The action returned: the spinner goes and, unless a finger holds it, the content springs back to its top.
    private func end() {
        isRefreshing = false
        guard let state, !state.isDragging, state.latestOffset.y < 0 else { return }
        state.scroll(to: CGPoint(x: state.latestOffset.x, y: 0), transaction: Transaction(animation: .spring(duration: 0.5, bounce: 0)))
    }
}

private struct RefreshKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }
private struct RefreshModelKey: EnvironmentKey { static let defaultValue: RefreshModel? = nil }

extension EnvironmentValues {
    /// The refresh action of the nearest `.refreshable`, nil outside one.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }

    /// The pull to refresh the scroll views below take part in.
    var refreshModel: RefreshModel? {
        get { self[RefreshModelKey.self] }
        set { self[RefreshModelKey.self] = newValue }
    }
}

/// `.refreshable`: the action in the environment, the pull model for the scroll view inside, and the spinner
/// over its top.
nonisolated struct RefreshableModifier: ViewModifier {
    let action: @Sendable () async -> Void
    @State private var model = RefreshModel()

    func body(content: Content) -> some View {
        model.action = action
        return content
            .environment(\.refresh, RefreshAction(action: action))
            .environment(\.refreshModel, model)
            .overlay(alignment: .top) { RefreshSpinner(model: model) }
    }
}

/// The refresh control's spinner: in the band the pull opens above the content (above a large title that comes
/// down with it), fading in as the pull grows and turning while the action runs.
nonisolated struct RefreshSpinner: View {
    let model: RefreshModel

    var body: some View {
        ActivitySpinner(turns: model.isRefreshing)
            .modifier(RefreshSpinnerMotion(model: model))
            .allowsHitTesting(false)
    }
}

/// Places the spinner at draw time from the pull as drawn (it follows a drag or a spring frame by frame).
struct RefreshSpinnerMotion: ItemModifier {
    let model: RefreshModel

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let wrapper = ClosureItem(node: node, inner: item)
        let model = self.model
        wrapper.draw = { inner, frame, context in
            let pull = model.pull
            guard pull > 0.5 else { return }
            // Centred in the band the pull opens (the band is at most the resting pull when refreshing).
            let band = model.isRefreshing ? min(pull, RefreshModel.restingPull) : pull
            let y = band / 2 - frame.height / 2 - model.bandAbove
            let opacity = model.isRefreshing ? 1 : Double(min(pull / RefreshModel.triggerPull, 1))
            context.group(transform: CGAffineTransform(translationX: 0, y: y), opacity: opacity) { inner.render(&$0) }
        }
        return wrapper
    }
}

nonisolated extension View {
    /// Lets the user pull the scroll view or list inside down to refresh: pulled 100 points past its top, `action`
    /// starts and the content rests 60 points down with a turning spinner until `action` returns.
    ///
    ///     List(items) { Text($0.title) }
    ///         .refreshable { await model.reload() }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(RefreshableModifier(action: action))
    }
}
