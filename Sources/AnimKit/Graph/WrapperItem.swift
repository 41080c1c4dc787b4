import Foundation

/// An item that wraps another (a modifier's effect on one view): forwards measuring, placing and drawing.
class WrapperItem: LayoutItem {
    let inner: LayoutItem

    init(node: ViewNode, inner: LayoutItem) {
        self.inner = inner
        super.init(node: node)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { inner.sizeThatFits(proposal) }
    override func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { inner.dimensions(in: proposal) }
    override func placeContent(proposal: ProposedViewSize) {
        inner.place(at: frame.origin, anchor: .topLeading, proposal: proposal)
    }
    override var layoutPriority: Double { inner.layoutPriority }
    override var isSpacer: Bool { inner.isSpacer }
    override var zIndex: Double { inner.zIndex }
    override var leavingState: TransitionState? { inner.leavingState }
    override var isRemoved: Bool { inner.isRemoved }
    override var geometryPart: ObjectIdentifier? { ObjectIdentifier(inner.node) }
    override func draw(_ context: inout RenderContext) { inner.render(&context) }
}

/// A wrapper whose measuring, placing and drawing are given as closures (most modifiers).
final class ClosureItem: WrapperItem {
    var size: ((LayoutItem, ProposedViewSize) -> CGSize)?
    var dims: ((LayoutItem, ProposedViewSize, CGSize) -> ViewDimensions)?
    var place: ((LayoutItem, CGRect, ProposedViewSize) -> Void)?
    var draw: ((LayoutItem, CGRect, inout RenderContext) -> Void)?
    var priority: Double?
    var zIndexValue: Double?

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        size?(inner, proposal) ?? inner.sizeThatFits(proposal)
    }

    override func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        guard let dims else { return size == nil ? inner.dimensions(in: proposal) : ViewDimensions(size: sizeThatFits(proposal)) }
        return dims(inner, proposal, sizeThatFits(proposal))
    }

    override func placeContent(proposal: ProposedViewSize) {
        if let place { place(inner, frame, proposal) } else { super.placeContent(proposal: proposal) }
    }

    override var layoutPriority: Double { priority ?? inner.layoutPriority }
    override var zIndex: Double { zIndexValue ?? inner.zIndex }

    override func draw(_ context: inout RenderContext) {
        if let draw { draw(inner, frame, &context) } else { inner.render(&context) }
    }
}

extension LayoutItem {
    /// The first item of type `T` (a class, or a protocol such as `SubviewContainerItem`) in this item or in the
    /// wrappers it holds (the modifiers around a view),
    /// outermost first.
    ///
    ///     let button = item.unwrapped(ButtonItem.self)
    func unwrapped<T>(_ type: T.Type) -> T? {
        var current: LayoutItem? = self
        while let item = current {
            if let found = item as? T { return found }
            current = (item as? WrapperItem)?.inner
        }
        return nil
    }

    /// Every item of type `T` in this item and the wrappers it holds, outermost first.
    func allUnwrapped<T: LayoutItem>(_ type: T.Type) -> [T] {
        var found: [T] = []
        var current: LayoutItem? = self
        while let item = current {
            if let match = item as? T { found.append(match) }
            current = (item as? WrapperItem)?.inner
        }
        return found
    }
}
