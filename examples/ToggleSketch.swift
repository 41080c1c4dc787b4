import AnimKit
import Foundation

extension Examples {
    /// An iOS-style switch flipped twice, drawn directly with display lists; mostly idle, like an article clip.
    ///
    /// The knob eases over 0.35 s (a smoothstep, not SwiftUI's curve: the animation library is not used here)
    /// at 0.5 s and back at 1.5 s; between the taps nothing moves, so the frame loop reuses frames.
    public static let toggleSketch = Clip(
        "toggle-sketch",
        description: "Low-level DisplayList example: a switch flips on at 0.5 s and off at 1.5 s, idle in between",
        notice: "Between the two flips nothing changes, and the frame loop reuses the previous frame rather than drawing it again.",
        size: CGSize(width: 200, height: 120),
        duration: 2.5
    ) { t in
        func progress(_ start: Double) -> Double {
            let x = min(1, max(0, (t - start) / 0.35))
            return x * x * (3 - 2 * x)
        }
        let on = progress(0.5) - progress(1.5)
        let track = CGRect(x: 74.5, y: 44.5, width: 51, height: 31)
        let off = Color(rgb8: 233, 233, 235), green = Color.green
        let colour = Color(red: off.red + (green.red - off.red) * on, green: off.green + (green.green - off.green) * on,
                           blue: off.blue + (green.blue - off.blue) * on)
        let knobX = track.minX + 2 + (track.width - 31) * on
        return DisplayList([
            .text(TextRun("Active", font: ResolvedFont(size: 17), origin: CGPoint(x: 12, y: 12))),
            .fill(.capsule(track), colour),
            .group(DisplayGroup(shadow: Shadow(color: Color(white: 0, opacity: 0.2), radius: 2, y: 1.5),
                                children: [.fill(.circle(center: CGPoint(x: knobX + 13.5, y: track.midY), radius: 13.5), .white)])),
        ])
    }
}
