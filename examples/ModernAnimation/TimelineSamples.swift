import AnimKit

/// An analog clock drawn in a Canvas at every frame, beside a digital readout that ticks once a second.
public struct TimelineClockDemo: View {
    public init() {}

    /// The clock reads the clip's virtual date in UTC, so it shows 09:41 on every machine.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    public var body: some View {
        HStack(spacing: 28) {
            TimelineView(.animation) { context in
                Canvas { graphics, size in
                    let parts = Self.calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: context.date)
                    let seconds = Double(parts.second ?? 0) + Double(parts.nanosecond ?? 0) / 1e9
                    let minutes = Double(parts.minute ?? 0) + seconds / 60
                    let hours = Double((parts.hour ?? 0) % 12) + minutes / 60
                    let center = CGPoint(x: size.width / 2, y: size.height / 2)
                    let radius = min(size.width, size.height) / 2 - 4
                    graphics.stroke(Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)),
                                    with: .color(.primary), lineWidth: 3)
                    for tick in 0..<12 {
                        let angle = Double(tick) / 12 * 2 * .pi
                        var mark = Path()
                        mark.move(to: CGPoint(x: center.x + sin(angle) * (radius - 10), y: center.y - cos(angle) * (radius - 10)))
                        mark.addLine(to: CGPoint(x: center.x + sin(angle) * (radius - 3), y: center.y - cos(angle) * (radius - 3)))
                        graphics.stroke(mark, with: .color(.secondary), lineWidth: 2)
                    }
                    func hand(_ turns: Double, length: CGFloat, width: CGFloat, color: Color) {
                        var path = Path()
                        path.move(to: center)
                        path.addLine(to: CGPoint(x: center.x + sin(turns * 2 * .pi) * length, y: center.y - cos(turns * 2 * .pi) * length))
                        graphics.stroke(path, with: .color(color), style: StrokeStyle(lineWidth: width, lineCap: .round))
                    }
                    hand(hours / 12, length: radius * 0.5, width: 5, color: .primary)
                    hand(minutes / 60, length: radius * 0.75, width: 3, color: .primary)
                    hand(seconds / 60, length: radius * 0.85, width: 1.5, color: .orange)
                }
                .frame(width: 140, height: 140)
            }
            TimelineView(.periodic(from: Clip.startDate, by: 1)) { context in
                let parts = Self.calendar.dateComponents([.hour, .minute, .second], from: context.date)
                Text(String(format: "%02d:%02d:%02d", parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0))
                    .font(.system(size: 26, weight: .semibold, design: .monospaced))
                    .foregroundStyle((parts.second ?? 0) % 2 == 0 ? Color.primary : Color.orange)
            }
        }
    }
}

extension Examples {
    /// `timeline-clock`: `TimelineView(.animation)` driving a `Canvas`, and a `.periodic` timeline.
    public static let timelineClock = Clip("timeline-clock", description: "An analog clock drawn in a Canvas at every frame, and a digital one that ticks each second",
                                           notice: "The clip starts at 09:41:00 UTC (AnimKit's fixed start date), so every render shows the same time: the orange second hand sweeps smoothly because the .animation timeline rebuilds the canvas at each frame, while the digital readout changes only on whole seconds, alternating colour.",
                                           size: CGSize(width: 380, height: 200), duration: 3) {
        TimelineClockDemo()
    }
}
