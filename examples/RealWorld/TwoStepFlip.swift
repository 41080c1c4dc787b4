import AnimKit

/// A card flipped in two steps, as tutorials write it: the shown face turns away edge-on with one animation,
/// then the other face turns in with a second, delayed one — two `withAnimation` blocks in one action.
struct TwoStepFlipDemo: View {
    @State private var isFlipped = false
    @State private var backDegree = 0.0
    @State private var frontDegree = -90.0
    private let duration = 0.3

    var body: some View {
        ZStack {
            FlipFace(title: "Back", color: .indigo, degree: backDegree)
            FlipFace(title: "Front", color: .orange, degree: frontDegree)
        }
        .onTapGesture { flip() }
    }

    private func flip() {
        isFlipped.toggle()
        if isFlipped {
            withAnimation(.linear(duration: duration)) { backDegree = 90 }
            withAnimation(.linear(duration: duration).delay(duration)) { frontDegree = 0 }
        } else {
            withAnimation(.linear(duration: duration)) { frontDegree = -90 }
            withAnimation(.linear(duration: duration).delay(duration)) { backDegree = 0 }
        }
    }
}

/// One face of the card, turned about its vertical axis.
struct FlipFace: View {
    let title: String
    let color: Color
    let degree: Double

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(color)
            .frame(width: 150, height: 200)
            .overlay(Text(title).font(.title.bold()).foregroundStyle(.white))
            .rotation3DEffect(Angle(degrees: degree), axis: (x: 0, y: 1, z: 0))
    }
}

/// A switch built from a capsule and a circle: the capsule's layout priority sizes the ZStack, and a Spacer
/// on one side or the other pushes the knob across.
struct CustomSwitchDemo: View {
    @State private var isOn = false

    var body: some View {
        ZStack {
            Capsule()
                .fill(isOn ? Color.green : Color.gray.opacity(0.4))
                .frame(width: 120, height: 45)
                .layoutPriority(1)
            HStack {
                if isOn { Spacer() }
                Circle()
                    .fill(.white)
                    .frame(width: 37, height: 37)
                    .shadow(radius: 2)
                if !isOn { Spacer() }
            }
            .padding(4)
        }
        .onTapGesture {
            withAnimation(.spring(duration: 0.4, bounce: 0.3)) { isOn.toggle() }
        }
    }
}

/// Colour bars spaced only by Spacers, in a frame smaller than the stack: SwiftUI puts no spacing next to a
/// Spacer and gives each Spacer at least the default spacing (8 points).
struct SpacerStackDemo: View {
    @State private var tall = false

    var body: some View {
        HStack(spacing: 40) {
            VStack {
                Spacer()
                Color.red.frame(height: 2)
                Spacer()
                Color.red.frame(height: 2)
                Spacer()
            }
            .frame(width: 40, height: 12)
            .background(.blue.opacity(0.2))
            VStack {
                Spacer()
                Color.orange.frame(height: 4)
                Spacer()
            }
            .frame(width: 40, height: tall ? 120 : 20)
            .border(.blue)
        }
        .onTapGesture { withAnimation(.easeInOut(duration: 0.6)) { tall.toggle() } }
    }
}

extension Examples {
    /// `two-step-flip`: two `withAnimation` blocks in one action, each its own animation.
    public static let twoStepFlip = Clip("two-step-flip", description: "A card flipped in two steps: two withAnimation blocks in one tap, the second delayed",
                                         notice: "After the tap at 0.3 s the indigo back turns away until it is edge-on at 0.6 s, and only then does the orange front turn in, flat at 0.9 s; the second tap at 1.5 s turns the front away first and brings the back in after it. The two faces never turn at the same time.",
                                         size: CGSize(width: 300, height: 260), duration: 2.4) {
        TwoStepFlipDemo()
    } script: {
        Tap(at: CGPoint(x: 150, y: 130), at: 0.3)
        Tap(at: CGPoint(x: 150, y: 130), at: 1.5)
    }

    /// `custom-switch`: a ZStack sized by its highest-priority child.
    public static let customSwitch = Clip("custom-switch", description: "A switch made of a Capsule with layoutPriority(1) and a Circle pushed by a Spacer",
                                          notice: "The knob stays on the 120-point capsule: it starts at the left end and, after the tap at 0.3 s, springs to the right end with a small overshoot while the track turns green; it never runs to the canvas edges.",
                                          size: CGSize(width: 300, height: 120), duration: 1.4) {
        CustomSwitchDemo()
    } script: {
        Tap(at: CGPoint(x: 150, y: 60), at: 0.3)
    }

    /// `spacer-stack`: no spacing next to a Spacer, Spacers at least 8 points.
    public static let spacerStack = Clip("spacer-stack", description: "Stacks spaced only by Spacers: SwiftUI adds no spacing next to a Spacer and keeps each at least 8 points",
                                         notice: "The left stack overflows its 12-point frame: it is 28 points tall with the red bars 8 and 18 points below its top; the right stack's orange bar stays in the middle of its frame as the frame grows from 20 to 120 points after the tap at 0.3 s.",
                                         size: CGSize(width: 240, height: 180), duration: 1.2) {
        SpacerStackDemo()
    } script: {
        Tap(at: CGPoint(x: 150, y: 90), at: 0.3)
    }
}
