import Foundation
import AnimKit

/// A chart of animations: value against time for a change from 0 to 1, and velocity dashed on its own axis.
///
/// People compare curves by eye rather than by reading numbers: `animrender curve easeInOut,bouncy`
/// draws one with this type.
///
///     let plot = CurvePlot([("bouncy", .bouncy), ("easeInOut", .easeInOut)])
///     try FFmpegPNGEncoder.write(plot.render(scale: 2), to: URL(fileURLWithPath: "curves.png"))
public struct CurvePlot {
    /// The animations, with the labels shown in the legend.
    public var animations: [(label: String, animation: Animation)]
    /// Canvas size in points.
    public var size: CGSize
    /// Whether velocity is drawn (dashed, right-hand axis).
    public var showsVelocity: Bool
    /// The time span shown; by default the longest finish time (capped at 5 s; 3 s for animations that never finish).
    public var duration: TimeInterval?

    /// A plot of `animations`.
    public init(_ animations: [(label: String, animation: Animation)], size: CGSize = CGSize(width: 640, height: 400),
                showsVelocity: Bool = true, duration: TimeInterval? = nil) {
        self.animations = animations
        self.size = size
        self.showsVelocity = showsVelocity
        self.duration = duration
    }

    static let palette: [Color] = [.blue, .orange, .green, .pink, .purple, .teal, .red, .indigo]

    /// Value and velocity samples of one animation for a 0 → 1 change.
    static func samples(_ animation: Animation, until end: TimeInterval, count: Int) -> [(t: Double, value: Double, velocity: Double)] {
        var context = AnimationContext<Double>()
        return (0...count).map { i in
            let t = end * Double(i) / Double(count)
            guard let v = animation.animate(value: 1.0, time: t, context: &context) else { return (t, 1, 0) }
            return (t, v, animation.velocity(value: 1.0, time: t, context: context) ?? 0)
        }
    }

    /// The longest time span a plot shows (an hour); a longer `duration` is drawn as this.
    public static let maxDuration: TimeInterval = 3600

    /// A round tick step (1, 2.5 or 5 times a power of ten, at least 0.05 s) that puts at most 10 ticks on
    /// `end` seconds.
    static func tickStep(for end: TimeInterval) -> Double {
        guard end.isFinite, end > 0.5 else { return 0.05 }
        var unit = pow(10, (log10(end / 10)).rounded(.down))
        while true {
            for m in [1.0, 2.5, 5] where end / (m * unit) <= 10 { return max(0.05, m * unit) }
            unit *= 10
        }
    }

    /// The time span drawn.
    public var span: TimeInterval {
        if let duration, duration.isFinite, duration > 0 { return min(duration, CurvePlot.maxDuration) }
        let ends = animations.map { $0.animation.finishTime(value: 1.0, limit: 30) }
        let finite = ends.filter(\.isFinite)
        let longest = finite.max() ?? 0
        let wanted = ends.contains { !$0.isFinite } ? max(longest, 3) : longest * 1.1
        return min(max(wanted, 0.5), 5)
    }

    /// The chart as a display list.
    public func displayList() -> DisplayList {
        let end = span
        let series = animations.map { CurvePlot.samples($0.animation, until: end, count: 400) }
        let values: [Double] = series.flatMap { $0.map(\.value) } + [0, 1]
        let lo: Double = min(values.min() ?? 0, 0), hi: Double = max(values.max() ?? 1, 1)
        let pad: Double = (hi - lo) * 0.06
        let vMin: Double = lo - pad, vMax: Double = hi + pad
        let speeds: [Double] = series.flatMap { $0.map { abs($0.velocity) } }
        let speed: Double = max(speeds.max() ?? 1, 1e-9)

        let plot = CGRect(x: 56, y: 20, width: size.width - 56 - (showsVelocity ? 56 : 20), height: size.height - 20 - 44)
        func x(_ t: Double) -> CGFloat { plot.minX + plot.width * t / end }
        func y(_ v: Double) -> CGFloat { plot.maxY - plot.height * (v - vMin) / (vMax - vMin) }
        // Velocity shares the value axis' 0 and reaches the 1 line at its largest magnitude.
        func yVelocity(_ v: Double) -> CGFloat { y(v / speed) }

        let grey = Color(white: 0.55), light = Color(white: 0.9)
        let small = ResolvedFont(size: 11)
        var items: [DisplayItem] = [.fill(.rect(CGRect(origin: .zero, size: size)), .white)]
        // Horizontal grid at 0, 0.5 and 1, labelled on the left.
        for v in [0.0, 0.5, 1.0] {
            items.append(.stroke(.path(Path { $0.move(to: CGPoint(x: plot.minX, y: y(v))); $0.addLine(to: CGPoint(x: plot.maxX, y: y(v))) }),
                                 v == 0.5 ? light : grey, lineWidth: 1))
            items.append(.text(TextRun(String(format: "%.1f", v), font: small, color: grey, origin: CGPoint(x: 8, y: y(v) - 7),
                                       width: 40, alignment: .trailing)))
        }
        // Time ticks at a round step.
        let step = CurvePlot.tickStep(for: end)
        for t in stride(from: 0.0, through: end + 1e-9, by: step) {
            items.append(.stroke(.path(Path { $0.move(to: CGPoint(x: x(t), y: plot.minY)); $0.addLine(to: CGPoint(x: x(t), y: plot.maxY)) }),
                                 light, lineWidth: 1))
            items.append(.text(TextRun(String(format: step < 0.1 || step == 0.25 ? "%.2f" : step > 1 && step.rounded() == step ? "%.0f" : "%.1f", t), font: small, color: grey,
                                       origin: CGPoint(x: x(t) - 20, y: plot.maxY + 6), width: 40, alignment: .center)))
        }
        items.append(.text(TextRun("time (s)", font: small, color: grey, origin: CGPoint(x: plot.midX - 40, y: plot.maxY + 24),
                                   width: 80, alignment: .center)))
        if showsVelocity {
            items.append(.text(TextRun(String(format: "velocity ±%.3g/s (dashed)", speed), font: small, color: grey,
                                       origin: CGPoint(x: plot.maxX - 200, y: plot.maxY + 24), width: 200 + 50, alignment: .trailing)))
        }
        // The legend sits on a translucent card at the top right.
        let legendHeight = CGFloat(series.count) * 18 + 8
        var legend: [DisplayItem] = [.fill(.roundedRect(CGRect(x: plot.maxX - 228, y: plot.minY + 2, width: 224, height: legendHeight),
                                                        cornerSize: CGSize(width: 6, height: 6), style: .circular), Color.white.opacity(0.85))]
        for (i, samples) in series.enumerated() {
            let colour = CurvePlot.palette[i % CurvePlot.palette.count]
            let curve = Path { p in p.addLines(samples.map { CGPoint(x: x($0.t), y: y($0.value)) }) }
            items.append(.shape(.path(curve), .stroke(StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round)), .color(colour)))
            if showsVelocity {
                let v = Path { p in p.addLines(samples.map { CGPoint(x: x($0.t), y: yVelocity($0.velocity)) }) }
                items.append(.shape(.path(v), .stroke(StrokeStyle(lineWidth: 1.5, dash: [5, 4])), .color(colour.opacity(0.7))))
            }
            // Legend, top right of the plot.
            let ly = plot.minY + 8 + CGFloat(i) * 18
            legend.append(.fill(.roundedRect(CGRect(x: plot.maxX - 220, y: ly + 3, width: 14, height: 8), cornerSize: CGSize(width: 2, height: 2),
                                             style: .circular), colour))
            legend.append(.text(TextRun(animations[i].label, font: ResolvedFont(size: 12, weight: .medium), color: .black,
                                        origin: CGPoint(x: plot.maxX - 200, y: ly - 1), width: 196)))
        }
        return DisplayList(items + legend)
    }

    /// The chart drawn at `scale`.
    public func render(scale: Int = 2) throws -> FrameBuffer {
        try CairoRasterizer(size: size, scale: scale, background: .white).render(displayList())
    }
}
