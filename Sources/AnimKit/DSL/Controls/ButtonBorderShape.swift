import Foundation

/// The shape of a bordered button's background — SwiftUI's `ButtonBorderShape`: the system's choice
/// (`.automatic`), a capsule, a rounded rectangle (the system's radius or your own) or a circle. It is a shape too
/// (`.buttonBorder`), for backgrounds that should match the buttons beside them.
///
///     Button("Follow") { follow() }
///         .buttonStyle(.borderedProminent)
///         .buttonBorderShape(.capsule)
///
/// On iOS 17 and 18 `.automatic` is a continuous rounded rectangle whose radius follows the control size (6 points
/// for small and mini buttons, 8 for regular, 12 for large and extra large; as a standalone shape, about a quarter
/// of its height); on iOS 26 it is a capsule.
public struct ButtonBorderShape: InsettableShape, Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic
        case capsule
        case circle
        /// A rounded rectangle; nil: the system's radius for the control size.
        case roundedRectangle(CGFloat?)
    }

    let kind: Kind
    /// How far the shape is inset (`inset(by:)`).
    var inset: CGFloat = 0

    /// The system's shape for the context: a rounded rectangle on iOS 17/18.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A circle (for icon buttons).
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle with the system's radius for the control size.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))

    /// A rounded rectangle with corners of `radius`.
    ///
    ///     Button("Save") { save() }.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 4))
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius)) }

    /// The radius iOS 17/18 gives a bordered button of `size`.
    static func systemRadius(for size: ControlSize) -> CGFloat {
        switch size {
        case .mini, .small: 6
        case .regular: 8
        case .large, .extraLarge: 12
        }
    }

    /// The outline in `rect`, for a button of `size` (nil: a standalone shape, the radius from its height).
    func path(in rect: CGRect, controlSize size: ControlSize?) -> Path {
        let r = rect.insetBy(dx: inset, dy: inset)
        guard r.width >= 0, r.height >= 0 else { return Path() }
        switch kind {
        case .capsule:
            return Path(roundedRect: r, cornerRadius: min(r.width, r.height) / 2, style: .continuous)
        case .circle:
            let side = min(r.width, r.height)
            return Path(ellipseIn: CGRect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side))
        case .automatic, .roundedRectangle(nil):
            let radius = size.map(Self.systemRadius) ?? (rect.height * 0.24).rounded()
            return Path(roundedRect: r, cornerRadius: min(max(0, radius - inset), min(r.width, r.height) / 2), style: .continuous)
        case .roundedRectangle(let radius?):
            return Path(roundedRect: r, cornerRadius: min(max(0, radius - inset), min(r.width, r.height) / 2), style: .continuous)
        }
    }

    public func path(in rect: CGRect) -> Path { path(in: rect, controlSize: nil) }

    public func inset(by amount: CGFloat) -> ButtonBorderShape {
        var shape = self
        shape.inset += amount
        return shape
    }
}

extension Shape where Self == ButtonBorderShape {
    /// The shape bordered buttons have here.
    ///
    ///     Text("Tag").padding(8).background(.blue.opacity(0.15), in: .buttonBorder)
    public static var buttonBorder: ButtonBorderShape { .automatic }
}

private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    /// The shape bordered buttons below take.
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Gives the bordered buttons inside `shape` as their background's outline.
    ///
    ///     Button("Follow") { follow() }.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}
