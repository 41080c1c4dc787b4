import Foundation

/// A stack of screens with a navigation bar, pushed and popped as on iOS — SwiftUI's `NavigationStack`.
///
///     NavigationStack(path: $path) {
///         List { NavigationLink("Details", value: 1) }
///             .navigationTitle("Home")
///             .navigationDestination(for: Int.self) { DetailView(number: $0) }
///     }
///
/// A push slides the new screen in from the trailing edge over the old one, which moves a third of
/// the width to the leading side and dims; a pop reverses it. The motion is UIKit's (0.5 s, a strong
/// ease-out), whatever animation the change carries; a change whose transaction disables animations
/// switches at once. Screens come from the path's values (through
/// `navigationDestination(for:)`), from `NavigationLink(destination:)` and from
/// `navigationDestination(isPresented:)`/`(item:)`, in that order.
nonisolated public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let boundPath: Binding<[AnyHashable]>?
    let elementType: Any.Type?
    @State private var ownPath = NavigationPath()
    @State private var model = NavigationModel()
    @State private var ownEditMode = EditMode.inactive
    @Environment(\.dismiss) private var outerDismiss
    @Environment(\.editMode) private var outerEditMode

    public var body: some View {
        let values = boundPath?.wrappedValue ?? ownPath.elements
        let model = model
        let ownPath = $ownPath
        model.elementType = elementType
        model.pathWriter = { [boundPath] edit in
            if let boundPath {
                var elements = boundPath.wrappedValue
                edit(&elements)
                boundPath.wrappedValue = elements
            } else {
                edit(&ownPath.wrappedValue.elements)
            }
        }
        let screens = NavigationScreenList.make(root: AnyView(root), values: values, model: model, rootDismiss: outerDismiss)
        return NavigationStackContent(screens: screens)
            .environment(\.navigationModel, model)
            .environment(\.editMode, outerEditMode ?? $ownEditMode)
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack that keeps its own path: `NavigationLink`s push onto it.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        boundPath = nil
        elementType = nil
    }

    /// A stack showing `path`: append to push, remove to pop.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        boundPath = Binding(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
        elementType = nil
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
                                Data.Element: Hashable {
    /// A stack showing a typed `path` (`[Int]`, `[Recipe]`): append to push, remove to pop.
    ///
    ///     @State private var path: [Int] = []
    ///     NavigationStack(path: $path) { … }
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        boundPath = Binding(get: { path.wrappedValue.map { AnyHashable($0) } },
                            set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
        elementType = Data.Element.self
    }
}

/// A container of screens shown with a navigation stack (soft-deprecated in SwiftUI; the stack style).
///
///     NavigationView { List { … }.navigationTitle("Inbox") }
nonisolated public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation container around `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View { NavigationStack { content } }
}

/// The look of a `NavigationView` — SwiftUI's `NavigationViewStyle`. On iPhone every style shows one
/// stack, so the choice changes nothing.
public protocol NavigationViewStyle: Sendable {}

/// One screen at a time, pushed and popped.
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// The platform's choice (the stack on iPhone).
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Columns on iPad; the stack on iPhone.
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// One screen at a time.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's choice.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns on iPad.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

nonisolated extension View {
    /// Chooses the look of a `NavigationView`; on iPhone every style is the stack (nothing changes).
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
