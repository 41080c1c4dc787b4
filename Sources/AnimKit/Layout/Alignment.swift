import Foundation

/// A type that names an alignment guide and gives its default position within a view.
///
///     enum MidAccount: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
///     }
public protocol AlignmentID {
    /// Where the guide is in a view that does not set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A guide that aligns views horizontally (a vertical line): leading, center, trailing or custom.
public struct HorizontalAlignment: Equatable, Sendable {
    let id: ObjectIdentifier
    let defaultValue: @Sendable (ViewDimensions) -> CGFloat

    /// A guide named by an `AlignmentID` type.
    public init(_ id: AlignmentID.Type) {
        self.id = ObjectIdentifier(id)
        let guide = AlignmentIDType(type: id)
        defaultValue = { guide.type.defaultValue(in: $0) }
    }

    public static func == (a: HorizontalAlignment, b: HorizontalAlignment) -> Bool { a.id == b.id }

    public static let leading = HorizontalAlignment(LeadingID.self)
    public static let center = HorizontalAlignment(HCenterID.self)
    public static let trailing = HorizontalAlignment(TrailingID.self)

    private enum LeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum HCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    private enum TrailingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
}

/// A guide that aligns views vertically (a horizontal line): top, center, bottom, baselines or custom.
public struct VerticalAlignment: Equatable, Sendable {
    let id: ObjectIdentifier
    let defaultValue: @Sendable (ViewDimensions) -> CGFloat

    /// A guide named by an `AlignmentID` type.
    public init(_ id: AlignmentID.Type) {
        self.id = ObjectIdentifier(id)
        let guide = AlignmentIDType(type: id)
        defaultValue = { guide.type.defaultValue(in: $0) }
    }

    public static func == (a: VerticalAlignment, b: VerticalAlignment) -> Bool { a.id == b.id }

    public static let top = VerticalAlignment(TopID.self)
    public static let center = VerticalAlignment(VCenterID.self)
    public static let bottom = VerticalAlignment(BottomID.self)
    /// The first line's baseline of text (the bottom of other views).
    public static let firstTextBaseline = VerticalAlignment(FirstBaselineID.self)
    /// The last line's baseline of text (the bottom of other views).
    public static let lastTextBaseline = VerticalAlignment(LastBaselineID.self)

    private enum TopID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum VCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    private enum BottomID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    private enum FirstBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.firstBaseline ?? d.height } }
    private enum LastBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.lastBaseline ?? d.height } }
}

/// A pair of horizontal and vertical guides: how a frame or ZStack positions its content.
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    /// Combines two guides.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// A view's size and the positions of its alignment guides, in its own coordinates.
public struct ViewDimensions: Equatable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// Baselines of text content, when the view has text.
    let firstBaseline: CGFloat?
    let lastBaseline: CGFloat?
    /// Guides set with `.alignmentGuide(_:computeValue:)`, by guide id.
    var explicit: [ObjectIdentifier: CGFloat] = [:]

    init(size: CGSize, firstBaseline: CGFloat? = nil, lastBaseline: CGFloat? = nil) {
        width = size.width
        height = size.height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }

    /// The position of a horizontal guide (explicit, or its default).
    public subscript(guide: HorizontalAlignment) -> CGFloat { explicit[guide.id] ?? guide.defaultValue(self) }
    /// The position of a vertical guide (explicit, or its default).
    public subscript(guide: VerticalAlignment) -> CGFloat { explicit[guide.id] ?? guide.defaultValue(self) }
    /// The explicitly set position of a horizontal guide, if any.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit[guide.id] }
    /// The explicitly set position of a vertical guide, if any.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit[guide.id] }

    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.width == b.width && a.height == b.height && a.explicit == b.explicit
    }
}

/// An `AlignmentID` type, carried into the `@Sendable` closure that computes its default value: a
/// metatype has no state to share, so passing it between threads is safe.
private struct AlignmentIDType: @unchecked Sendable {
    let type: AlignmentID.Type
}
