import AnimKit

// The animation reference's `@Animatable` types (iOS 26), as written there but for three points:
// `ProgressView.totalItems` is a `Float` (the reference notes an `Int` would not animate — SwiftUI's macro
// rejects it); `ProgressBar` is this file's own small bar; and the types drop the reference's `@MainActor`
// (AnimKit's `View` is not main-actor isolated yet, so that conformance would warn: see docs/views.md).
// The macro comes with AnimKit's AnimatableMacro trait (docs/own-package.md); without it these clips are left out.

#if AnimatableMacro
@Animatable
struct HikingRouteShape: Shape {
    var startPoint: CGPoint
    var endPoint: CGPoint
    var elevation: Double
    @AnimatableIgnored
    var drawingDirection: Bool // Excluded from animation

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let start = CGPoint(x: rect.minX + startPoint.x * rect.width, y: rect.minY + startPoint.y * rect.height)
        let end = CGPoint(x: rect.minX + endPoint.x * rect.width, y: rect.minY + endPoint.y * rect.height)
        let peak = CGPoint(x: (start.x + end.x) / 2, y: min(start.y, end.y) - elevation)
        path.move(to: drawingDirection ? start : end)
        path.addQuadCurve(to: drawingDirection ? end : start, control: peak)
        return path
    }
}

@Animatable
struct ProgressView: View {
    var progress: Double // Animated
    var totalItems: Float // Animated (if Float, not if Int)
    @AnimatableIgnored
    var title: String // Not animated
    @AnimatableIgnored
    var startTime: Date // Not animated
    @AnimatableIgnored
    var debugEnabled: Bool // Not animated

    var body: some View {
        VStack(alignment: .leading) {
            Text(title).font(.caption)
            ProgressBar(value: progress)
            Text("\(Int(progress * Double(totalItems))) of \(Int(totalItems))").font(.caption2).foregroundColor(.secondary)
            if debugEnabled {
                Text("Started: \(startTime.formatted())")
            }
        }
    }
}

/// A bar filled to `value` (0…1).
struct ProgressBar: View {
    var value: Double
    var body: some View {
        Capsule().fill(Color(white: 0.9))
            .overlay(alignment: .leading) {
                GeometryReader { proxy in Capsule().fill(.blue).frame(width: proxy.size.width * min(1, max(0, value))) }
            }
            .frame(width: 120, height: 8)
    }
}

@Animatable
struct StockPriceView: View {
    var price: Double
    var changePercent: Double

    var body: some View {
        VStack(alignment: .trailing) {
            Text("$\(price, format: .number.precision(.fractionLength(2)))")
                .font(.title)
                .fontWeight(.semibold)
            Text("\(changePercent > 0 ? "+" : "")\(changePercent, format: .percent.precision(.fractionLength(2)))")
                .font(.subheadline)
                .foregroundColor(changePercent > 0 ? .green : .red)
        }
    }
}

@Animatable
struct HeartRateView: View {
    var bpm: Double
    @AnimatableIgnored
    var timestamp: Date

    var body: some View {
        VStack {
            Text("\(Int(bpm))")
                .font(.system(size: 60, weight: .bold))
            Text("BPM")
                .font(.caption)
                .foregroundColor(.secondary)
        }
    }
}

@Animatable
struct ScoreView: View {
    var score: Float
    var multiplier: Float

    var body: some View {
        HStack {
            Text("\(Int(score))")
                .font(.largeTitle)
            Text("×\(multiplier, format: .number.precision(.fractionLength(1)))")
                .font(.title2)
                .foregroundColor(.orange)
        }
    }
}

@Animatable
struct TimerView: View {
    var remainingSeconds: Double

    var body: some View {
        let minutes = Int(remainingSeconds) / 60
        let seconds = Int(remainingSeconds) % 60
        Text(String(format: "%02d:%02d", minutes, seconds))
            .font(.system(.largeTitle, design: .monospaced))
    }
}

/// The six types side by side; one tap moves every value with a 1.5 s ease-in-out.
struct AnimatableMacroDemo: View {
    @State private var later = false

    var body: some View {
        VStack(spacing: 14) {
            HStack(alignment: .top, spacing: 18) {
                HikingRouteShape(startPoint: CGPoint(x: 0.05, y: 0.9), endPoint: CGPoint(x: later ? 0.95 : 0.5, y: later ? 0.3 : 0.9),
                                 elevation: later ? 50 : 10, drawingDirection: later)
                    .stroke(.green, style: StrokeStyle(lineWidth: 3, lineCap: .round))
                    .frame(width: 120, height: 90)
                ProgressView(progress: later ? 0.9 : 0.1, totalItems: later ? 40 : 20, title: later ? "Uploading" : "Starting",
                             startTime: Date(timeIntervalSinceReferenceDate: 0), debugEnabled: false)
                StockPriceView(price: later ? 158.25 : 142.50, changePercent: later ? 0.031 : -0.012)
            }
            HStack(alignment: .center, spacing: 24) {
                HeartRateView(bpm: later ? 128 : 64, timestamp: Date(timeIntervalSinceReferenceDate: 0)).scaleEffect(0.6)
                ScoreView(score: later ? 2400 : 100, multiplier: later ? 4 : 1)
                TimerView(remainingSeconds: later ? 5 : 125)
            }
        }
        .animation(.easeInOut(duration: 1.5), value: later)
        .contentShape(Rectangle())
        .onTapGesture { later.toggle() }
    }
}

extension Examples {
    /// `animatable-macro`: the reference's `@Animatable` and `@AnimatableIgnored` types.
    public static let animatableMacro = Clip("animatable-macro", description: "The reference's six @Animatable types, every marked property interpolating",
                                             notice: "After the tap at 0.3 s every property the macro collected passes through the values in between — the route's end point and elevation, the progress and item count, the price and percentage, the heart rate, the score and multiplier, the timer's seconds — while the @AnimatableIgnored ones do not pass through values: the title cross-fades to its new text (text's default content transition) and the route's drawing direction flips at once.",
                                             size: CGSize(width: 460, height: 260), duration: 2.4) {
        AnimatableMacroDemo()
    } script: {
        Tap(at: CGPoint(x: 230, y: 130), at: 0.3)
    }

    /// The clips of this file, in the gallery's order.
    static var animatableMacroClips: [Clip] { [animatableMacro] }
}
#else
extension Examples {
    /// No clips: the macro needs the AnimatableMacro trait.
    static var animatableMacroClips: [Clip] { [] }
}
#endif
