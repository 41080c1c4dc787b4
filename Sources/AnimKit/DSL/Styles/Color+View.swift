import Foundation

extension Color: View {
    public typealias Body = Never
}

extension Color: LeafView {
    func size(for proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func draw(in rect: CGRect, context: LeafContext, into render: inout RenderContext) {
        render.items.append(.fill(.rect(rect), self))
    }

    func inspection(in context: LeafContext) -> InspectionInfo {
        InspectionInfo(type: "Color", label: nil, fill: self)
    }

    func presented(by node: ViewNode) -> LeafView { node.animated(self, .fill) }
}

/// Flexible space along the enclosing stack's axis — SwiftUI's `Spacer`.
nonisolated public struct Spacer: View, Equatable {
    public typealias Body = Never
    /// The smallest length along the axis (nil: the system spacing, 8).
    public var minLength: CGFloat?
    /// A spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: LeafView {
    var isSpacer: Bool { true }

    func size(for proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        let minimum = minLength ?? 8
        switch context.environment.stackAxis {
        case .horizontal?: return CGSize(width: max(minimum, proposal.width ?? minimum), height: 0)
        case .vertical?: return CGSize(width: 0, height: max(minimum, proposal.height ?? minimum))
        case nil: return CGSize(width: max(minimum, proposal.width ?? minimum), height: max(minimum, proposal.height ?? minimum))
        }
    }

    func draw(in rect: CGRect, context: LeafContext, into render: inout RenderContext) {}

    func inspection(in context: LeafContext) -> InspectionInfo { InspectionInfo(type: "Spacer") }
}

/// A thin line across the enclosing stack — SwiftUI's `Divider`.
nonisolated public struct Divider: View, Equatable {
    public typealias Body = Never
    /// A divider.
    public init() {}
}

extension Divider: LeafView {
    /// iOS's separator colour (light mode).
    static let color = UIColor.separator.color

    func size(for proposal: ProposedViewSize, in context: LeafContext) -> CGSize {
        context.environment.stackAxis == .horizontal
            ? CGSize(width: 1, height: proposal.height ?? 10)
            : CGSize(width: proposal.width ?? 10, height: 1)
    }

    func draw(in rect: CGRect, context: LeafContext, into render: inout RenderContext) {
        render.items.append(.fill(.rect(rect), Divider.color))
    }

    func inspection(in context: LeafContext) -> InspectionInfo { InspectionInfo(type: "Divider", fill: Divider.color) }
}
