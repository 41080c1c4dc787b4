import Foundation

/// A gesture a script can perform on a view: the finger goes down, moves, and lifts.
public protocol Gesture {
    /// The value delivered while the gesture changes.
    associatedtype Value
}

/// A drag: the finger's location, start, translation and velocity — SwiftUI's `DragGesture`.
///
///     .gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
public struct DragGesture: Gesture {
    /// One moment of a drag.
    public struct Value: Equatable, Sendable {
        /// Where the finger is.
        public var location: CGPoint
        /// Where the finger went down.
        public var startLocation: CGPoint
        /// The distance moved since the start.
        public var translation: CGSize
        /// The finger's velocity in points per second.
        public var velocity: CGSize
        /// Where the drag would end if the finger lifted now and the motion decelerated.
        public var predictedEndLocation: CGPoint
        /// The predicted end, as a translation.
        public var predictedEndTranslation: CGSize
        /// The virtual time of this value.
        public var time: Date
    }

    /// The distance the finger must move before the drag starts.
    public var minimumDistance: CGFloat
    /// Where locations are measured: the view's own bounds (`.local`), the canvas (`.global`) or a named space.
    public var coordinateSpace: CoordinateSpace
    var changed: ((Value) -> Void)?
    var ended: ((Value) -> Void)?

    /// A drag gesture.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// A drag whose locations are measured in `coordinateSpace` (the iOS 17 form).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    /// Runs `action` for each change.
    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture {
        var g = self
        g.changed = action
        return g
    }

    /// Runs `action` when the finger lifts.
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture {
        var g = self
        g.ended = action
        return g
    }
}

/// The callbacks of a drag, as a hit target carries them.
struct DragGestureHandlers {
    var changed: ((DragGesture.Value) -> Void)?
    var ended: ((DragGesture.Value) -> Void)?
    /// The origin of the drag's coordinate space in canvas points (the finger's canvas location minus it).
    var origin: CGPoint
}

/// `.gesture(DragGesture()…)`: a drag starting inside the view delivers its values.
struct DragGestureModifier: ItemModifier, NonVisualModifier {
    var gesture: DragGesture

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        let g = gesture
        item.draw = { [unowned node] inner, frame, context in
            inner.render(&context)
            let origin: CGPoint
            switch g.coordinateSpace {
            case .local: origin = context.canvasRect(frame).origin
            case .global: origin = .zero
            case .named(let name): origin = node.graph.coordinateSpaces[name]?.origin ?? .zero
            }
            context.addTarget(frame, node: node, label: nil, identifier: context.lastIdentifier,
                              action: .drag(DragGestureHandlers(changed: g.changed, ended: g.ended, origin: origin)))
        }
        return item
    }
}

extension View {
    /// Attaches a drag gesture.
    public func gesture(_ gesture: DragGesture) -> some View { modifier(DragGestureModifier(gesture: gesture)) }
}
