import AnimKit

/// Apple's "long press, then drag" pattern: a sequenced gesture drives a `@GestureState` enum; the circle
/// swells while pressed, lifts while dragged, and keeps where it was dropped.
struct PressAndDragDemo: View {
    enum DragState {
        case inactive
        case pressing
        case dragging(translation: CGSize)

        var translation: CGSize {
            if case .dragging(let t) = self { return t }
            return .zero
        }
        var isActive: Bool { if case .inactive = self { return false } else { return true } }
        var isDragging: Bool { if case .dragging = self { return true } else { return false } }
    }

    @GestureState private var dragState = DragState.inactive
    @State private var position = CGSize.zero

    var body: some View {
        let pressThenDrag = LongPressGesture(minimumDuration: 0.5)
            .sequenced(before: DragGesture())
            .updating($dragState) { value, state, transaction in
                switch value {
                case .first(true):
                    state = .pressing
                    transaction.animation = .easeOut(duration: 0.2)
                case .second(true, let drag):
                    state = .dragging(translation: drag?.translation ?? .zero)
                default:
                    state = .inactive
                }
            }
            .onEnded { value in
                guard case .second(true, let drag?) = value else { return }
                position.width += drag.translation.width
                position.height += drag.translation.height
            }

        Circle()
            .fill(dragState.isDragging ? Color.orange : Color.blue)
            .frame(width: 80, height: 80)
            .scaleEffect(dragState.isActive ? 1.2 : 1)
            .shadow(color: .black.opacity(dragState.isDragging ? 0.35 : 0), radius: 10, y: 6)
            .offset(x: position.width + dragState.translation.width, y: position.height + dragState.translation.height)
            .animation(.spring(duration: 0.35, bounce: 0.3), value: dragState.isActive)
            .gesture(pressThenDrag)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A photo card zoomed and turned with two fingers; the gesture's live values are gesture state, committed
/// when the fingers lift; a double tap springs it back.
struct PinchRotateDemo: View {
    @GestureState private var live = (zoom: CGFloat(1), angle: Angle.zero)
    @State private var zoom: CGFloat = 1
    @State private var angle = Angle.zero

    var body: some View {
        let twoFingers = MagnifyGesture().simultaneously(with: RotateGesture())
            .updating($live) { value, state, _ in
                state = (value.first?.magnification ?? 1, value.second?.rotation ?? .zero)
            }
            .onEnded { value in
                zoom *= value.first?.magnification ?? 1
                angle += value.second?.rotation ?? .zero
            }

        RoundedRectangle(cornerRadius: 16)
            .fill(LinearGradient(colors: [.teal, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing))
            .overlay { Image(systemName: "photo").font(.system(size: 36)).foregroundStyle(.white) }
            .frame(width: 120, height: 90)
            .scaleEffect(zoom * live.zoom)
            .rotationEffect(angle + live.angle)
            .gesture(twoFingers)
            .onTapGesture(count: 2) {
                withAnimation(.spring(duration: 0.5, bounce: 0.3)) { zoom = 1; angle = .zero }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension Examples {
    /// `press-and-drag`: `LongPressGesture().sequenced(before: DragGesture())` with `@GestureState`.
    public static let pressAndDrag = Clip("press-and-drag", description: "A long press, then a drag of the same finger, drives a gesture-state enum",
                                          notice: "The finger lands at 0.5 s: the sequence reports .first(true) and the circle swells with the updating closure's ease-out; at 1.0 s the press is complete and the drag takes over the still finger (.second(true, nil)); the finger starts moving at 1.2 s and, once it is 10 points away (the drag's minimum distance), the circle follows it, orange and lifted. When the finger lifts at 2.0 s the gesture state resets to .inactive and onEnded keeps the drop point.",
                                          size: CGSize(width: 320, height: 240), duration: 3.2) {
        PressAndDragDemo()
    } script: {
        Drag(from: CGPoint(x: 160, y: 120), to: CGPoint(x: 250, y: 170), at: 0.5, duration: 0.8, hold: 0.7)
    }

    /// `pinch-rotate`: `MagnifyGesture().simultaneously(with: RotateGesture())`, then a double tap.
    public static let pinchRotate = Clip("pinch-rotate", description: "Two fingers zoom and turn a card; a double tap springs it back",
                                         notice: "The pinch (0.5–1.1 s) grows the card by its magnification while the fingers move, then the rotation (1.5–2.1 s) turns it by 45°: the live values are gesture state, folded into @State when the fingers lift, so nothing jumps. The double tap's second lift at 3.0 s runs the spring back to scale 1 and no turn.",
                                         size: CGSize(width: 320, height: 260), duration: 4) {
        PinchRotateDemo()
    } script: {
        Pinch(at: CGPoint(x: 160, y: 130), scale: 1.5, at: 0.5, duration: 0.6)
        Rotate(at: CGPoint(x: 160, y: 130), by: .degrees(45), at: 1.5, duration: 0.6)
        Tap(at: CGPoint(x: 160, y: 130), at: 3, count: 2)
    }
}
