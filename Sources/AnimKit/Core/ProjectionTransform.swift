import Foundation

/// A 3×3 projective transform of the plane — SwiftUI's `ProjectionTransform`.
///
/// Row vectors, as Core Graphics: a point `(x, y)` maps to
/// `((x·m11 + y·m21 + m31) / w, (x·m12 + y·m22 + m32) / w)` with `w = x·m13 + y·m23 + m33`.
/// `m13` and `m23` make the perspective a `GeometryEffect` or `rotation3DEffect` draws with.
///
///     var t = CATransform3DIdentity
///     t.m34 = -1 / 500
///     t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
///     let p = ProjectionTransform(t)       // a quarter-turn towards a viewer 500 pt away
///     CGPoint(x: 100, y: 0).applying(p)
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity transform.
    public init() {}

    /// The transform with these nine entries.
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The affine transform `m` as a projection.
    public init(_ m: CGAffineTransform) {
        self.init(m11: m.a, m12: m.b, m13: 0, m21: m.c, m22: m.d, m23: 0, m31: m.tx, m32: m.ty, m33: 1)
    }

    /// The plane part of a 3D transform: its x, y and w rows and columns (z is flattened away).
    public init(_ m: CATransform3D) {
        self.init(m11: m.m11, m12: m.m12, m13: m.m14, m21: m.m21, m22: m.m22, m23: m.m24,
                  m31: m.m41, m32: m.m42, m33: m.m44)
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform has no perspective (`m13 = m23 = 0`, `m33 = 1`).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine part (exact when `isAffine`).
    public var affine: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
    }

    /// `self` followed by `t`.
    public func concatenating(_ t: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(
            m11: m11 * t.m11 + m12 * t.m21 + m13 * t.m31, m12: m11 * t.m12 + m12 * t.m22 + m13 * t.m32,
            m13: m11 * t.m13 + m12 * t.m23 + m13 * t.m33,
            m21: m21 * t.m11 + m22 * t.m21 + m23 * t.m31, m22: m21 * t.m12 + m22 * t.m22 + m23 * t.m32,
            m23: m21 * t.m13 + m22 * t.m23 + m23 * t.m33,
            m31: m31 * t.m11 + m32 * t.m21 + m33 * t.m31, m32: m31 * t.m12 + m32 * t.m22 + m33 * t.m32,
            m33: m31 * t.m13 + m32 * t.m23 + m33 * t.m33)
    }

    /// The determinant of the matrix.
    var determinant: CGFloat {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// Inverts the transform in place; returns false (and changes nothing) when it has no inverse.
    @discardableResult
    public mutating func invert() -> Bool {
        let det = determinant
        guard det != 0, det.isFinite else { return false }
        let r = 1 / det
        self = ProjectionTransform(
            m11: (m22 * m33 - m23 * m32) * r, m12: (m13 * m32 - m12 * m33) * r, m13: (m12 * m23 - m13 * m22) * r,
            m21: (m23 * m31 - m21 * m33) * r, m22: (m11 * m33 - m13 * m31) * r, m23: (m13 * m21 - m11 * m23) * r,
            m31: (m21 * m32 - m22 * m31) * r, m32: (m12 * m31 - m11 * m32) * r, m33: (m11 * m22 - m12 * m21) * r)
        return true
    }

    /// The inverse (the transform itself when it has none, as SwiftUI returns).
    public func inverted() -> ProjectionTransform {
        var t = self
        t.invert()
        return t
    }

    /// The homogeneous weight `w` of `p`: positive in front of the viewer.
    func weight(of p: CGPoint) -> CGFloat { p.x * m13 + p.y * m23 + m33 }
}

extension CGPoint {
    /// The point mapped by a projective transform.
    ///
    ///     CGPoint(x: 10, y: 0).applying(ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2)))   // (20, 0)
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = x * m.m13 + y * m.m23 + m.m33
        return CGPoint(x: (x * m.m11 + y * m.m21 + m.m31) / w, y: (x * m.m12 + y * m.m22 + m.m32) / w)
    }
}
