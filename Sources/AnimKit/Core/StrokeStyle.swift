import Foundation

/// How the end of an open stroked line is drawn.
public enum CGLineCap: Int32, Hashable, Sendable { case butt, round, square }

/// How the corners of a stroked path are drawn.
public enum CGLineJoin: Int32, Hashable, Sendable { case miter, round, bevel }

/// The characteristics of a stroke: width, caps, joins, dashes.
///
///     StrokeStyle(lineWidth: 4, lineCap: .round, dash: [8, 4])
public struct StrokeStyle: Hashable, Sendable, Animatable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    /// Creates a stroke style; SwiftUI's defaults (width 1, butt caps, miter joins, limit 10).
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The width, miter limit and dash phase animate (the dash pattern and caps do not).
    public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}
