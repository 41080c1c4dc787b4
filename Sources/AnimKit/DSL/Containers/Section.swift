import Foundation

/// A group of views with an optional header and footer — SwiftUI's `Section`.
///
/// In a stack the header, the content and the footer follow each other (a `LazyVStack` with
/// `pinnedViews: .sectionHeaders` keeps the header at the top of its scroll view while its section passes).
///
///     Section("Fruit") { ForEach(fruit, id: \.self) { Text($0) } }
///     Section { rows } header: { Text("Header") } footer: { Text("Footer") }
nonisolated public struct Section<Parent: View, Content: View, Footer: View>: View {
    public typealias Body = Never
    let header: Parent?
    let content: Content
    let footer: Footer?

    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// A section with a header and a footer (the older argument order).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.header = header()
        self.content = content()
        footer = nil
    }

    /// A section with a header (the older argument order).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        footer = nil
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        header = nil
        self.content = content()
        self.footer = footer()
    }

    /// A section with a footer (the older argument order).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        header = nil
        self.content = content()
        self.footer = footer
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        header = nil
        self.content = content()
        footer = nil
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A section titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Section: PrimitiveView {
    /// The content, header and footer. In a lazy stack or list the content's rows are the container's and build
    /// lazily (`LazyRows`); the header and footer are built with the section.
    func children(environment: EnvironmentValues) -> [ChildSpec] {
        var specs = [ChildSpec("content", content, environment)]
        var outside = environment
        if outside.lazyStackAxis != nil { outside.lazyStackAxis = nil }
        if let header { specs.append(ChildSpec("header", header, outside.sectionHeaderEnvironment)) }
        if let footer { specs.append(ChildSpec("footer", footer, outside.sectionFooterEnvironment)) }
        return specs
    }

    /// The header's, the content's and the footer's items in order, each marked with its part of the section.
    func items(node: ViewNode) -> [LayoutItem] {
        var parts: [String: [LayoutItem]] = [:]
        for child in node.children { parts[child.key.slot as? String ?? ""] = child.items() }
        let section = ObjectIdentifier(node)
        func mark(_ role: SectionPartItem.Role) -> [LayoutItem] {
            (parts[role.rawValue] ?? []).map { SectionPartItem(node: node, inner: $0, role: role, section: section) }
        }
        return mark(.header) + mark(.content) + mark(.footer)
    }
}

extension EnvironmentValues {
    /// What a section's header sees: in a list, footnote grey capitals.
    var sectionHeaderEnvironment: EnvironmentValues {
        guard isInListRow else { return self }
        var e = self
        e.isInListRow = false
        e.font = .footnote
        e.foregroundColor = .secondary
        if textCase == nil { e.textCase = .uppercase }
        return e
    }

    /// What a section's footer sees: in a list, footnote grey.
    var sectionFooterEnvironment: EnvironmentValues {
        guard isInListRow else { return self }
        var e = self
        e.isInListRow = false
        e.font = .footnote
        e.foregroundColor = .secondary
        return e
    }
}

/// A header, content row or footer of a section, as its container sees it; a pinned header or footer
/// is drawn moved by `pinShift` to stay in its scroll view.
final class SectionPartItem: WrapperItem {
    enum Role: String { case header, content, footer }
    let role: Role
    let section: ObjectIdentifier
    /// How far a pinned header or footer is moved along the stack's axis to stay in view.
    var pinShift: CGFloat = 0
    var pinAxis: Axis = .vertical

    init(node: ViewNode, inner: LayoutItem, role: Role, section: ObjectIdentifier) {
        self.role = role
        self.section = section
        super.init(node: node, inner: inner)
    }

    override var geometryPart: ObjectIdentifier? { ObjectIdentifier(inner.node) }

    /// The section part an item shows, looking through the wrappers around it (a `ForEach` element's slot).
    static func find(in item: LayoutItem) -> SectionPartItem? { item.unwrapped(SectionPartItem.self) }
    /// Pinned parts draw above the rows passing under them.
    override var zIndex: Double { role == .content ? inner.zIndex : inner.zIndex + 1 }

    override func draw(_ context: inout RenderContext) {
        guard pinShift != 0 else { return inner.render(&context) }
        let shift = pinAxis == .vertical ? CGAffineTransform(translationX: 0, y: pinShift) : CGAffineTransform(translationX: pinShift, y: 0)
        context.group(transform: shift) { inner.render(&$0) }
    }
}
