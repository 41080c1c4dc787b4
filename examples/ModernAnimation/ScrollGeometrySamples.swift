import AnimKit

/// A feed whose header fades in as the content scrolls (`onScrollGeometryChange`), a phase readout
/// (`onScrollPhaseChange`), and cards sized to the scroll view (`containerRelativeFrame`).
struct ScrollGeometryDemo: View {
    @State private var scrolled: CGFloat = 0
    @State private var phase: ScrollPhase = .idle
    @State private var inView: Set<Int> = []

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text("Journal").font(.headline)
                Text("\(inView.count) in view").font(.caption).foregroundStyle(.secondary)
                Spacer()
                Text(phase.isScrolling ? "\(phase)" : "idle").font(.caption.monospaced()).foregroundStyle(.secondary)
            }
            .padding(.horizontal, 16)
            .frame(height: 44)
            .background(Color.blue.opacity(0.15 * min(1, scrolled / 60)))
            ScrollView {
                VStack(spacing: 12) {
                    ForEach(0..<12) { i in
                        RoundedRectangle(cornerRadius: 12)
                            .fill(Color(hue: Double(i) / 12, saturation: 0.35, brightness: 0.95))
                            .overlay(Text("Entry \(i + 1)").font(.subheadline))
                            .containerRelativeFrame(.horizontal, count: 10, span: 9, spacing: 0)
                            .frame(height: 70)
                            .onScrollVisibilityChange { visible in
                                if visible { inView.insert(i) } else { inView.remove(i) }
                            }
                    }
                }
                .padding(.vertical, 12)
            }
            .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in scrolled = y }
            .onScrollPhaseChange { _, new in phase = new }
        }
    }
}

extension Examples {
    /// `scroll-geometry`: `onScrollGeometryChange`, `onScrollPhaseChange` and `containerRelativeFrame`.
    public static let scrollGeometry = Clip("scroll-geometry", description: "A header that fades in with the scroll offset, the scroll phase, and cards nine tenths of the scroll view wide",
                                            notice: "The cards are nine tenths of the 320-point scroll view (containerRelativeFrame). The flick at 0.6 s reads 'interacting' while the finger moves and 'decelerating' while the content glides (a long glide: UIKit's deceleration); the header's tint follows the content offset frame by frame (onScrollGeometryChange), full at 60 points; the count beside the title is of the entries at least half in view (onScrollVisibilityChange).",
                                            size: CGSize(width: 320, height: 420), duration: 3.4) {
        ScrollGeometryDemo()
    } script: {
        Scroll(at: CGPoint(x: 160, y: 300), by: 160, at: 0.6, duration: 0.25)
    }
}
