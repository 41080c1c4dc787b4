import Foundation

/// A rectangle with its own radius at each corner — SwiftUI's `UnevenRoundedRectangle`.
///
///     UnevenRoundedRectangle(topLeadingRadius: 24, bottomTrailingRadius: 24)
///     UnevenRoundedRectangle(cornerRadii: .init(topLeading: 8, topTrailing: 8), style: .circular)
public struct UnevenRoundedRectangle: InsettableShape, Equatable {
    /// The radius of each corner.
    public var cornerRadii: RectangleCornerRadii
    /// Circular or continuous corners.
    public var style: RoundedCornerStyle

    /// A rectangle with `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with a radius at each corner (0: sharp).
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii, style: style) }

    public func inset(by amount: CGFloat) -> _Inset<UnevenRoundedRectangle> { _Inset(base: self, amount: amount) }

    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }
}

/// The shape of the container a view is in; AnimKit has no shaped containers (widgets), so it is the
/// view's rectangle — as SwiftUI draws it outside one.
public struct ContainerRelativeShape: InsettableShape, Equatable {
    /// The container's shape.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> _Inset<Rectangle> { _Inset(base: Rectangle(), amount: amount) }
}

/// Any shape, with its type erased — SwiftUI's `AnyShape`.
///
///     let shape = isRound ? AnyShape(Circle()) : AnyShape(Rectangle())
public struct AnyShape: Shape, @unchecked Sendable {
    private let outline: (CGRect) -> Path
    private let fitting: (ProposedViewSize) -> CGSize

    /// `shape`, type-erased.
    public init<S: Shape>(_ shape: S) {
        outline = { shape.path(in: $0) }
        fitting = { shape.sizeThatFits($0) }
    }

    public func path(in rect: CGRect) -> Path { outline(rect) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fitting(proposal) }
}

extension Shape where Self == Rectangle {
    /// A rectangle: `.clipShape(.rect)`.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle: `.clipShape(.rect(cornerRadius: 12))`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rounded rectangle with elliptical corners.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with its own radius at each corner.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangle with its own radius at each corner: `.rect(topLeadingRadius: 20, bottomTrailingRadius: 20)`.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle: `.clipShape(.circle)`.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule: `.background(.blue, in: .capsule)`.
    public static var capsule: Capsule { Capsule() }
    /// A capsule with circular or continuous ends.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
    /// The container's shape (a rectangle in AnimKit).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
