import Foundation

/// A 2D outline that fills the frame it is given — SwiftUI's `Shape`.
///
/// On its own a shape fills with the foreground style; `.fill(_:)` and `.stroke(_:lineWidth:)` paint it.
/// Its `animatableData` animates its outline.
///
///     struct Triangle: Shape {
///         func path(in rect: CGRect) -> Path {
///             Path { p in
///                 p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///                 p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///                 p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///                 p.closeSubpath()
///             }
///         }
///     }
nonisolated public protocol Shape: Animatable, View {
    /// The outline within `rect`.
    func path(in rect: CGRect) -> Path
    /// The size the shape takes for a proposal (default: the whole proposal, 10 where unspecified).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// A shape on its own is filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle(), mode: .fill()) }

    /// Fills the shape with `content`.
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle(), style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, mode: .fill(eoFill: style.isEOFilled), isAntialiased: style.isAntialiased)
    }

    /// Strokes the outline with `content` (with hard, pixel-stepped edges when not `antialiased`).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, mode: .stroke(StrokeStyle(lineWidth: lineWidth)), isAntialiased: antialiased)
    }

    /// Strokes the outline with `content` in `style` (with hard, pixel-stepped edges when not `antialiased`).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, mode: .stroke(style), isAntialiased: antialiased)
    }

    /// The outline stroked `lineWidth` wide, as a shape (filled with the foreground style on its own).
    ///
    ///     Circle().stroke(lineWidth: 4).foregroundStyle(.blue)
    public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline stroked in `style`, as a shape; its dash phase and width animate.
    ///
    ///     Rectangle().stroke(style: StrokeStyle(lineWidth: 2, dash: [6, 4], dashPhase: phase))
    public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
        _StrokedShape(shape: self, style: style)
    }
}

/// How a fill decides what is inside.
public struct FillStyle: Equatable, Sendable {
    /// Even-odd rule instead of non-zero winding.
    public var isEOFilled: Bool
    /// Whether edges are smoothed (false: hard, pixel-stepped edges).
    public var isAntialiased: Bool
    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A shape painted with a style: what `.fill` and `.stroke` return.
nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    public typealias Body = Never
    /// The shape.
    public var shape: Content
    /// The paint.
    public var style: Style
    var mode: DrawMode
    /// Whether the edges are smoothed.
    var isAntialiased = true
}

extension _ShapeView: LeafView {
    func presented(by node: ViewNode) -> LeafView {
        var shown = self
        shown.shape = node.animated(shape, .shape)
        if let color = style as? Color, let animated = node.animated(color, .fill) as? Style { shown.style = animated }
        if let gradient = style as? any AnimatableGradientStyle, let animated = gradient.animated(by: node) as? Style {
            shown.style = animated
        }
        if case .stroke(let stroke) = mode { shown.mode = .stroke(node.animated(stroke, .stroke)) }
        return shown
    }

    func size(for proposal: ProposedViewSize, in context: LeafContext) -> CGSize { shape.sizeThatFits(proposal) }

    func draw(in rect: CGRect, context: LeafContext, into render: inout RenderContext) {
        guard isAntialiased else {
            var smooth = self
            smooth.isAntialiased = true
            render.group(antialiased: false) { smooth.draw(in: rect, context: context, into: &$0) }
            return
        }
        let paint = style.paint(in: rect, environment: context.environment)
        // A stroked shape filled is drawn as the stroke of its inner outline.
        if case .fill = mode, let stroked = shape as? StrokedOutline {
            let (inner, stroke) = stroked.strokedOutline(in: CGRect(origin: .zero, size: rect.size))
            render.items.append(.shape(.path(inner.offsetBy(dx: rect.minX, dy: rect.minY)), .stroke(stroke), paint))
            return
        }
        let path = shape.placedPath(in: rect)
        render.items.append(.shape(DisplayShape.simplest(path, in: rect, shape: shape), mode, paint))
    }

    func inspection(in context: LeafContext) -> InspectionInfo {
        return InspectionInfo(type: Self.inspectedName(String(describing: Content.self)), label: nil,
                              fill: style.inspectedColor(environment: context.environment))
    }
}

extension _ShapeView {
    /// The name the inspector shows: the base shape's, through trims, strokes, insets and transforms.
    static func inspectedName(_ name: String) -> String {
        var name = Substring(name)
        let wrappers = ["_StrokedShape<", "_TrimmedShape<", "_Inset<", "OffsetShape<", "RotatedShape<", "ScaledShape<", "TransformedShape<"]
        while let w = wrappers.first(where: { name.hasPrefix($0) }), name.hasSuffix(">") {
            name = name.dropFirst(w.count).dropLast()
        }
        return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? String(name)
    }
}

extension Shape {
    /// The shape's path for a frame placed at `rect` on the canvas: as in SwiftUI, `path(in:)` receives a
    /// rectangle at the origin with the frame's size, and the path is then moved to the frame.
    func placedPath(in rect: CGRect) -> Path {
        let local = path(in: CGRect(origin: .zero, size: rect.size))
        return rect.origin == .zero ? local : local.offsetBy(dx: rect.minX, dy: rect.minY)
    }
}

extension DisplayShape {
    /// The built-in shapes draw as native primitives (shorter dumps); others as paths.
    static func simplest<S: Shape>(_ path: Path, in rect: CGRect, shape: S) -> DisplayShape {
        switch shape {
        case is Rectangle: return .rect(rect)
        case is Ellipse: return .ellipse(rect)
        case is Circle:
            let d = min(rect.width, rect.height)
            return .ellipse(CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
        case let r as RoundedRectangle:
            return .roundedRect(rect, cornerSize: r.cornerSize, style: r.style)
        case is Capsule: return .capsule(rect)
        default: return .path(path)
        }
    }
}

/// A rectangle filling its frame.
public struct Rectangle: Shape, Equatable {
    /// A rectangle.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape, Equatable {
    /// The corner radii.
    public var cornerSize: CGSize
    /// Circular or continuous corners.
    public var style: RoundedCornerStyle

    /// A rounded rectangle with corners of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// A rounded rectangle with elliptical corners.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }

    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(cornerSize.width, cornerSize.height) }
        set { cornerSize = CGSize(width: newValue.first, height: newValue.second) }
    }
}

/// A circle centred in its frame, as large as the shorter side.
public struct Circle: Shape, Equatable {
    /// A circle.
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape, Equatable {
    /// An ellipse.
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rectangle whose shorter sides are half circles.
public struct Capsule: Shape, Equatable {
    /// Circular or continuous ends.
    public var style: RoundedCornerStyle
    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: .circular)
    }
}

extension Path: View {
    public typealias Body = Never
}

extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}

extension Path: LeafView {
    func size(for proposal: ProposedViewSize, in context: LeafContext) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    func draw(in rect: CGRect, context: LeafContext, into render: inout RenderContext) {
        // A path's coordinates are its view's own, as in SwiftUI: drawn from the frame's origin.
        render.items.append(.shape(.path(placedPath(in: rect)), .fill(), context.environment.foregroundPaint(in: rect)))
    }
    func inspection(in context: LeafContext) -> InspectionInfo {
        InspectionInfo(type: "Path", label: nil, fill: context.environment.foregroundColor ?? .primary)
    }
}
