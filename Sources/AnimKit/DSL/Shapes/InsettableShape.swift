import Foundation

/// A shape that can be drawn inset by an amount, so a border stroke stays inside its frame —
/// SwiftUI's `InsettableShape`.
///
///     Circle().strokeBorder(.blue, lineWidth: 8)       // the whole stroke inside the frame
///     RoundedRectangle(cornerRadius: 12).inset(by: 4)
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape inset by an amount: its frame shrinks by the amount on every side, and rounded
/// corners shrink by it too (as SwiftUI's inset shapes do).
public struct _Inset<Base: Shape>: InsettableShape {
    public var base: Base
    public var amount: CGFloat

    /// `base` inset by `amount`.
    public init(base: Base, amount: CGFloat) {
        self.base = base
        self.amount = amount
    }

    public func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: amount, dy: amount)
        guard inner.width >= 0, inner.height >= 0 else { return Path() }
        switch base {
        case let r as RoundedRectangle:
            let size = CGSize(width: max(0, r.cornerSize.width - amount), height: max(0, r.cornerSize.height - amount))
            return Path(roundedRect: inner, cornerSize: size, style: r.style)
        case let r as UnevenRoundedRectangle:
            let c = r.cornerRadii
            let radii = RectangleCornerRadii(topLeading: max(0, c.topLeading - amount), bottomLeading: max(0, c.bottomLeading - amount),
                                             bottomTrailing: max(0, c.bottomTrailing - amount), topTrailing: max(0, c.topTrailing - amount))
            return Path(roundedRect: inner, cornerRadii: radii, style: r.style)
        default:
            return base.path(in: inner)
        }
    }

    public func inset(by amount: CGFloat) -> _Inset<Base> { _Inset(base: base, amount: self.amount + amount) }

    public var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
        get { AnimatablePair(base.animatableData, amount) }
        set {
            base.animatableData = newValue.first
            amount = newValue.second
        }
    }
}

extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Rectangle> { _Inset(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<RoundedRectangle> { _Inset(base: self, amount: amount) }
}

extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Circle> { _Inset(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Ellipse> { _Inset(base: self, amount: amount) }
}

extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Capsule> { _Inset(base: self, amount: amount) }
}

extension InsettableShape {
    /// Strokes the outline inside the frame with `content` in `style`.
    ///
    ///     RoundedRectangle(cornerRadius: 16).strokeBorder(.blue, style: StrokeStyle(lineWidth: 4, dash: [8]))
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<InsetShape, S> {
        inset(by: style.lineWidth / 2).stroke(content, style: style, antialiased: antialiased)
    }

    /// Strokes the outline inside the frame with `content`, `lineWidth` wide.
    ///
    ///     Circle().strokeBorder(.red, lineWidth: 6)
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<InsetShape, S> {
        inset(by: lineWidth / 2).stroke(content, lineWidth: lineWidth, antialiased: antialiased)
    }

    /// Strokes the outline inside the frame with the foreground style in `style`.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<InsetShape, ForegroundStyle> {
        inset(by: style.lineWidth / 2).stroke(ForegroundStyle(), style: style, antialiased: antialiased)
    }

    /// Strokes the outline inside the frame with the foreground style, `lineWidth` wide.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<InsetShape, ForegroundStyle> {
        inset(by: lineWidth / 2).stroke(ForegroundStyle(), lineWidth: lineWidth, antialiased: antialiased)
    }
}
