import Foundation

/// Colours blended across a grid of points — SwiftUI's `MeshGradient` (iOS 18).
///
/// The points are in unit coordinates of the view's (or shape's) frame, row by row; each has a colour. Moving the
/// points or changing the colours in an animated change animates them (the view is `Animatable`).
///
///     MeshGradient(width: 3, height: 3, points: [
///         [0, 0], [0.5, 0], [1, 0],
///         [0, 0.5], [0.8, 0.2], [1, 0.5],
///         [0, 1], [0.5, 1], [1, 1],
///     ], colors: [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint])
///
/// AnimKit draws each cell as a Coons patch whose edges are cubic curves (through Catmull-Rom tangents for the
/// `points` form, or the given control points), blending colours between the cell's corners. With `smoothsColors`
/// (the default) each cell is cut into 8 × 8 patches whose colours follow Catmull-Rom curves across the whole grid,
/// so colour flows smoothly over the grid lines; `colorSpace` is drawn as `.device` (sRGB).
nonisolated public struct MeshGradient: ShapeStyle, View, Animatable, Equatable, Sendable {
    /// A point of the mesh with the control points of the curves to its neighbours.
    public struct BezierPoint: Equatable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>
        public var topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>
        public var bottomControlPoint: SIMD2<Float>

        /// A point with its four control points.
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// The mesh's points: plain points, or points with control points.
    public enum Locations: Equatable, Sendable {
        case points([SIMD2<Float>])
        case bezierPoints([BezierPoint])
    }

    /// The mesh's colours.
    public enum ColorArray: Equatable, Sendable {
        case colors([Color])
        case resolvedColors([Color.Resolved])
    }

    /// Points per row.
    public var width: Int
    /// Rows.
    public var height: Int
    public var locations: Locations
    public var colors: ColorArray
    /// What fills the frame outside the mesh.
    public var background: Color
    public var smoothsColors: Bool
    public var colorSpace: Gradient.ColorSpace

    /// A mesh of `width` × `height` points (unit coordinates, row by row) and a colour per point.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
                  smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh with resolved colours.
    public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of points with control points.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of points with control points and resolved colours.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh from its locations and colours.
    public init(width: Int, height: Int, locations: Locations, colors: ColorArray, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    public var body: some View { Rectangle().fill(self) }

    // MARK: Animation

    /// The points' coordinates (and control points) and the colours' sRGB components with opacity.
    public var animatableData: AnimatableVectorData {
        get {
            var values: [Double] = []
            switch locations {
            case .points(let points): for p in points { values += [Double(p.x), Double(p.y)] }
            case .bezierPoints(let points):
                for p in points {
                    for v in [p.position, p.leadingControlPoint, p.topControlPoint, p.trailingControlPoint, p.bottomControlPoint] {
                        values += [Double(v.x), Double(v.y)]
                    }
                }
            }
            for c in resolvedColorList { values += [Double(c.red), Double(c.green), Double(c.blue), Double(c.opacity)] }
            return AnimatableVectorData(values)
        }
        set {
            let values = newValue.values
            var i = 0
            func next() -> Float {
                defer { i += 1 }
                return i < values.count ? Float(values[i]) : 0
            }
            func point() -> SIMD2<Float> { SIMD2(next(), next()) }
            switch locations {
            case .points(let points): locations = .points(points.map { _ in point() })
            case .bezierPoints(let points):
                locations = .bezierPoints(points.map { _ in
                    BezierPoint(position: point(), leadingControlPoint: point(), topControlPoint: point(),
                                trailingControlPoint: point(), bottomControlPoint: point())
                })
            }
            let count = resolvedColorList.count
            colors = .resolvedColors((0..<count).map { _ in Color.Resolved(red: next(), green: next(), blue: next(), opacity: next()) })
        }
    }

    /// The colours, resolved (a light and dark colour as in the light appearance).
    var resolvedColorList: [Color.Resolved] {
        switch colors {
        case .colors(let list): return list.map { Color.Resolved(red: Float($0.red), green: Float($0.green), blue: Float($0.blue), opacity: Float($0.alpha)) }
        case .resolvedColors(let list): return list
        }
    }

    /// The colours to draw.
    var colorList: [Color] {
        switch colors {
        case .colors(let list): return list
        case .resolvedColors(let list): return list.map { Color(red: Double($0.red), green: Double($0.green), blue: Double($0.blue), opacity: Double($0.opacity)) }
        }
    }

    // MARK: Drawing

    /// The paint for a shape occupying `rect`.
    func paint(in rect: CGRect) -> Paint {
        func place(_ p: SIMD2<Float>) -> CGPoint { CGPoint(x: rect.minX + CGFloat(p.x) * rect.width, y: rect.minY + CGFloat(p.y) * rect.height) }
        let vertices: [MeshPaint.Vertex]
        switch locations {
        case .bezierPoints(let points):
            vertices = points.map {
                MeshPaint.Vertex(position: place($0.position), leading: place($0.leadingControlPoint), top: place($0.topControlPoint),
                                 trailing: place($0.trailingControlPoint), bottom: place($0.bottomControlPoint))
            }
        case .points(let points):
            // Catmull-Rom tangents along the rows and the columns (one-sided at the edges): a third of each
            // makes the control points, so a regular grid has straight edges.
            let placed = points.map(place)
            func at(_ c: Int, _ r: Int) -> CGPoint { placed[min(max(r, 0), height - 1) * width + min(max(c, 0), width - 1)] }
            var list: [MeshPaint.Vertex] = []
            for r in 0..<height {
                for c in 0..<width where r * width + c < placed.count {
                    let p = at(c, r)
                    let across = CGPoint(x: (at(c + 1, r).x - at(c - 1, r).x) / (c == 0 || c == width - 1 ? 3 : 6),
                                         y: (at(c + 1, r).y - at(c - 1, r).y) / (c == 0 || c == width - 1 ? 3 : 6))
                    let down = CGPoint(x: (at(c, r + 1).x - at(c, r - 1).x) / (r == 0 || r == height - 1 ? 3 : 6),
                                       y: (at(c, r + 1).y - at(c, r - 1).y) / (r == 0 || r == height - 1 ? 3 : 6))
                    list.append(MeshPaint.Vertex(position: p, leading: CGPoint(x: p.x - across.x, y: p.y - across.y),
                                                 top: CGPoint(x: p.x - down.x, y: p.y - down.y),
                                                 trailing: CGPoint(x: p.x + across.x, y: p.y + across.y),
                                                 bottom: CGPoint(x: p.x + down.x, y: p.y + down.y)))
                }
            }
            vertices = list
        }
        let mesh = MeshPaint(width: width, height: height, vertices: vertices, colors: colorList, background: background)
        return .meshGradient(smoothsColors ? mesh.smoothed() : mesh)
    }
}

/// The animatable data of a value with a variable number of components (a mesh gradient's points and colours).
public struct AnimatableVectorData: VectorArithmetic, Sendable {
    var vector: AnimatableVector
    var values: [Double] { vector.values }
    init(_ values: [Double]) { vector = AnimatableVector(values) }

    public static var zero: AnimatableVectorData { AnimatableVectorData([]) }
    public static func + (a: AnimatableVectorData, b: AnimatableVectorData) -> AnimatableVectorData { AnimatableVectorData((a.vector + b.vector).values) }
    public static func - (a: AnimatableVectorData, b: AnimatableVectorData) -> AnimatableVectorData { AnimatableVectorData((a.vector - b.vector).values) }
    public mutating func scale(by rhs: Double) { vector.scale(by: rhs) }
    public var magnitudeSquared: Double { vector.magnitudeSquared }
}
