import Foundation

/// The size a parent offers a child: each dimension a length, or nil for "your ideal size".
///
/// `0` asks for the minimum, `.infinity` for the maximum.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or nil (unspecified).
    public var width: CGFloat?
    /// The proposed height, or nil (unspecified).
    public var height: CGFloat?

    /// A proposal of the given dimensions.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Both dimensions zero: the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Both dimensions unspecified: the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Both dimensions infinite: the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with unspecified dimensions replaced by `size`'s.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposed length along `axis`.
    func length(along axis: Axis) -> CGFloat? { axis == .horizontal ? width : height }

    /// A proposal with `along` on `axis` and `across` on the other axis.
    static func make(_ axis: Axis, along: CGFloat?, across: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: along, height: across) : ProposedViewSize(width: across, height: along)
    }
}

/// A horizontal or vertical direction.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

extension CGSize {
    /// The length along `axis`.
    func length(along axis: Axis) -> CGFloat { axis == .horizontal ? width : height }

    /// A size with `along` on `axis` and `across` on the other axis.
    static func make(_ axis: Axis, along: CGFloat, across: CGFloat) -> CGSize {
        axis == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }
}
