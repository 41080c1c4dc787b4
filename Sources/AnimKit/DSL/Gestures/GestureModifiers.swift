import Foundation

/// Which gestures of a view and its subviews take part — SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Neither the view's gesture nor its subviews'.
    public static let none = GestureMask([])
    /// The gesture added by this modifier.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all = GestureMask(rawValue: 3)
}

/// A gesture attached to a view, as a hit target carries it.
struct GestureAttachment {
    /// How the gesture competes with the subviews' gestures.
    enum Priority {
        /// `.gesture`: the subviews' gestures first.
        case normal
        /// `.highPriorityGesture`: this gesture first.
        case high
        /// `.simultaneousGesture`: both at once.
        case simultaneous
    }
    let priority: Priority
    let mask: GestureMask
    /// The gesture's current value.
    let gesture: Any
    /// A new recognizer for it, reporting `Void`.
    let makeRecognizer: () -> _GestureRecognizer<Void>
    /// The gesture's type, to tell a changed gesture from an updated one.
    let type: Any.Type
}

/// `.gesture`, `.highPriorityGesture`, `.simultaneousGesture`: touches inside the view run the gesture.
struct GestureModifier<G: Gesture>: ItemModifier, NonVisualModifier {
    var gesture: G
    var priority: GestureAttachment.Priority
    var mask: GestureMask
    var isEnabled: Bool

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        let (gesture, priority, mask, isEnabled) = (self.gesture, self.priority, self.mask, self.isEnabled)
        let make: () -> _GestureRecognizer<Void> = {
            MapRecognizer<G.Value, Void>(gesture._makeRecognizer(), content: { $0 }, transform: { _ in { _ in () } })
        }
        item.draw = { inner, frame, context in
            let first = context.targets.count
            inner.render(&context)
            // A disabled view (or gesture) keeps its subviews' gestures and drops its own.
            let own = isEnabled && node.environment.isEnabled ? mask : mask.subtracting(.gesture)
            let attachment = GestureAttachment(priority: priority, mask: own, gesture: gesture, makeRecognizer: make, type: G.self)
            context.addTarget(frame, node: node, label: nil, identifier: context.lastIdentifier,
                              action: .gesture(attachment), contentFrom: first)
        }
        return item
    }
}

nonisolated extension View {
    /// Attaches `gesture`; the subviews' gestures take precedence over it.
    ///
    ///     Circle().gesture(DragGesture().onChanged { offset = $0.translation })
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .normal, mask: mask, isEnabled: true))
    }

    /// Attaches `gesture` when `isEnabled` (iOS 18).
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .normal, mask: .all, isEnabled: isEnabled))
    }

    /// Attaches `gesture` with a name (used by UIKit interoperation; AnimKit ignores it) when `isEnabled` (iOS 18).
    public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .normal, mask: .all, isEnabled: isEnabled))
    }

    /// Attaches `gesture` ahead of the subviews' gestures.
    ///
    ///     Card().highPriorityGesture(TapGesture().onEnded { flip() })
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .high, mask: mask, isEnabled: true))
    }

    /// Attaches `gesture` ahead of the subviews' gestures when `isEnabled` (iOS 18).
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .high, mask: .all, isEnabled: isEnabled))
    }

    /// Attaches `gesture` to run at the same time as the subviews' gestures.
    ///
    ///     Button("Play") { play() }.simultaneousGesture(LongPressGesture().onEnded { _ in showMenu() })
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask, isEnabled: true))
    }

    /// Attaches `gesture` to run with the subviews' gestures when `isEnabled` (iOS 18).
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .simultaneous, mask: .all, isEnabled: isEnabled))
    }

    /// Runs `action` when the view is tapped `count` times.
    ///
    ///     Image(systemName: "heart").onTapGesture(count: 2) { liked.toggle() }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Runs `action` with the location of the tap when the view is tapped `count` times (iOS 17).
    ///
    ///     Color.clear.contentShape(.rect).onTapGesture { location in dots.append(location) }
    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Runs `action` with the location of the tap (iOS 16 form).
    @_disfavoredOverload
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Runs `action` once the view has been pressed for `minimumDuration` seconds without the finger moving
    /// `maximumDistance` points; `onPressingChanged` hears `true` when the press starts and `false` when it
    /// stops (just before `action`, or when the press fails).
    ///
    ///     Circle().onLongPressGesture(minimumDuration: 1) { done = true } onPressingChanged: { pressing = $0 }
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        gesture(LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
            .pressable(pressing: onPressingChanged, pressed: action))
    }

    /// The long press with a pressing callback before the action (deprecated in iOS 17 for
    /// `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`).
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View {
        onLongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance,
                           perform: action, onPressingChanged: pressing)
    }
}

extension LongPressGesture {
    /// The long press with a pressing callback (true while pressed; false, then `pressed`, at the end).
    func pressable(pressing: ((Bool) -> Void)?, pressed: @escaping () -> Void) -> PressableGesture {
        PressableGesture(base: self, pressing: pressing, pressed: pressed)
    }
}

/// A long press that reports pressing changes — what `onLongPressGesture` attaches.
struct PressableGesture: Gesture {
    let base: LongPressGesture
    let pressing: ((Bool) -> Void)?
    let pressed: () -> Void

    typealias Value = Bool
    typealias Body = Never

    func _makeRecognizer() -> _GestureRecognizer<Bool> {
        var isPressing = false
        return CallbackRecognizer<Bool>(base._makeRecognizer(), content: { ($0 as! PressableGesture).base },
                                        cancel: { g in
                                            guard isPressing, let pressing = (g as! PressableGesture).pressing else { return nil }
                                            isPressing = false
                                            return { pressing(false) }
                                        }) { gesture, phase, _ in
            let g = gesture as! PressableGesture
            switch phase {
            case .ended:
                let was = isPressing
                isPressing = false
                return { if was { g.pressing?(false) }; g.pressed() }
            case .failed:
                guard isPressing else { return nil }
                isPressing = false
                return { g.pressing?(false) }
            case .possible, .active:
                let now = phase.value ?? false
                guard now != isPressing else { return nil }
                isPressing = now
                return { g.pressing?(now) }
            }
        }
    }
}
