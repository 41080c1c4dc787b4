import Foundation

/// Children top to bottom — SwiftUI's `VStack`.
///
///     VStack(alignment: .leading, spacing: 12) { Text("Title"); Text("Subtitle") }
nonisolated public struct VStack<Content: View>: View {
    public typealias Body = Never
    let layout: VStackLayout
    let content: Content

    /// A column of the views `content` builds.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
}

/// Children leading to trailing — SwiftUI's `HStack`.
nonisolated public struct HStack<Content: View>: View {
    public typealias Body = Never
    let layout: HStackLayout
    let content: Content

    /// A row of the views `content` builds.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }
}

/// Children on top of each other — SwiftUI's `ZStack`.
nonisolated public struct ZStack<Content: View>: View {
    public typealias Body = Never
    let layout: ZStackLayout
    let content: Content

    /// Overlaid views, aligned on `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }
}

/// The views of a `Layout`'s `callAsFunction`.
nonisolated struct LayoutContainer<L: Layout, Content: View>: View {
    typealias Body = Never
    let layout: L
    let content: Content
}

/// A primitive view that lays its content out with a `Layout`.
protocol LayoutView: PrimitiveView {
    associatedtype L: Layout
    var containerLayout: L { get }
    var containerContent: any View { get }
    /// The axis spacers inside follow.
    var axis: Axis? { get }
}

extension LayoutView {
    func children(environment: EnvironmentValues) -> [ChildSpec] {
        [ChildSpec(0, containerContent, environment.containerContent(axis: axis))]
    }

    func items(node: ViewNode) -> [LayoutItem] {
        // A custom layout's animatableData animates: placement runs again at every frame with it.
        [ContainerItem(node: node, layout: node.animated(containerLayout, .layout), children: node.children.flatMap { $0.items() },
                       typeName: node.typeName)]
    }
}

extension VStack: LayoutView {
    var containerLayout: VStackLayout { layout }
    var containerContent: any View { content }
    var axis: Axis? { .vertical }
}

extension HStack: LayoutView {
    var containerLayout: HStackLayout { layout }
    var containerContent: any View { content }
    var axis: Axis? { .horizontal }
}

extension ZStack: LayoutView {
    var containerLayout: ZStackLayout { layout }
    var containerContent: any View { content }
    var axis: Axis? { nil }
}

extension LayoutContainer: LayoutView {
    var containerLayout: L { layout }
    var containerContent: any View { content }
    /// A stack layout's direction (`VStackLayout()`, or one inside an `AnyLayout`); none for other layouts.
    var axis: Axis? { (layout as? AxisLayout)?.stackAxis }
}
