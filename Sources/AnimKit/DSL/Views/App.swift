import Foundation

/// An app's entry type — SwiftUI's `App`. In AnimKit an app is rendered through a clip
/// (`Clip("name", app: { MyApp() })`): its window content is the root view. `@main` is not used here.
public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    /// Creates the app.
    init()
}

/// A part of an app's interface — SwiftUI's `Scene`.
public protocol Scene {
    /// The type of the scene's content.
    associatedtype Body: Scene
    /// The scene's content.
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    public var body: Never { fatalError("\(Self.self) is a primitive scene") }
}

/// Builds scenes.
@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// A window showing a view — SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never
    let content: Content
    /// A window group of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// A scene that shows a root view.
protocol RootScene {
    var rootView: any View { get }
}

extension WindowGroup: RootScene {
    var rootView: any View { content }
}

/// The root view of an app clip: the app's first window's content.
nonisolated struct AppRootView<A: App>: View {
    let app: A

    var body: some View {
        AnyView(erasing: AppRootView.root(of: app.body))
    }

    static func root(of scene: any Scene) -> any View {
        if let root = scene as? RootScene { return root.rootView }
        return root(of: body(of: scene))
    }

    private static func body<S: Scene>(of scene: S) -> any Scene { scene.body }
}

extension AnyView {
    /// Wraps an existential view.
    init(erasing view: any View) { self.view = (view as? AnyView)?.view ?? view }
}
