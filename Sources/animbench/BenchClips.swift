import AnimKit
import Foundation

/// The clips the benchmark renders: one that changes every frame, one shaped like an article clip.
enum BenchClips {
    /// Twelve shapes and a caption in motion for the whole clip.
    static func animated(size: CGSize, duration: Double) -> Clip {
        Clip("bench-animated", description: "every frame changes", size: size, fps: 60, duration: duration) { t in
            let w = Double(size.width), h = Double(size.height)
            var items: [DisplayItem] = [.fill(.rect(CGRect(x: 0, y: 0, width: w, height: h)), Color(white: 0.97))]
            for i in 0..<12 {
                let phase = t * 1.3 + Double(i) / 12
                let x = w * (0.1 + 0.8 * (0.5 + 0.5 * sin(2 * .pi * phase)))
                let y = h * (0.15 + 0.7 * Double(i) / 11)
                let colour = Color(hue: Double(i) / 12, saturation: 0.7, brightness: 0.95)
                items.append(.group(DisplayGroup(transform: CGAffineTransform(translationX: x, y: y).rotated(by: phase * 3),
                                                 children: [.fill(.roundedRect(CGRect(x: -18, y: -12, width: 36, height: 24),
                                                                               cornerSize: CGSize(width: 6, height: 6), style: .circular), colour)])))
            }
            items.append(.text(TextRun(String(format: "t = %.2f s", t), font: ResolvedFont(size: 20, weight: .semibold),
                                       origin: CGPoint(x: 16, y: 12))))
            return DisplayList(items)
        }
    }

    /// A title and a card that animates 0.35 s after each "tap" (every 1.5 s), idle the rest of the time.
    static func article(size: CGSize, duration: Double) -> Clip {
        Clip("bench-article", description: "idle stretches between taps", size: size, fps: 60, duration: duration) { t in
            let w = Double(size.width), h = Double(size.height)
            let tap = (t / 1.5).rounded(.down), local = t - tap * 1.5
            let x = min(1, max(0, (local - 0.5) / 0.35)), eased = x * x * (3 - 2 * x)
            let on = tap.truncatingRemainder(dividingBy: 2) == 0 ? eased : 1 - eased
            return DisplayList([
                .fill(.rect(CGRect(x: 0, y: 0, width: w, height: h)), .white),
                .text(TextRun("Implicit animation", font: ResolvedFont(size: 28, weight: .bold), origin: CGPoint(x: 24, y: 20))),
                .group(DisplayGroup(transform: CGAffineTransform(translationX: 40 + on * (w - 200), y: h / 2 - 40),
                                    shadow: Shadow(radius: 6, y: 3),
                                    children: [.fill(.roundedRect(CGRect(x: 0, y: 0, width: 120, height: 80),
                                                                  cornerSize: CGSize(width: 14, height: 14), style: .circular),
                                                     Color(red: 0.2 + 0.8 * on, green: 0.48, blue: 1 - 0.8 * on))])),
            ])
        }
    }
}
