import AnimKit
import Foundation

extension Examples {
    /// A square spinning once a second, written directly against the DisplayList API.
    ///
    /// The permanent low-level example: no views, no state, just a function of time.
    public static let spinningSquare = Clip(
        "spinning-square",
        description: "Low-level DisplayList example: a rounded square turns once a second while its colour cycles",
        notice: "Time is the only input: the square's angle and colour are functions of `t`, so every render of a frame gives the same pixels.",
        size: CGSize(width: 240, height: 160),
        duration: 2
    ) { t in
        let turn = t.truncatingRemainder(dividingBy: 1)
        let colour = Color(hue: 0.6 + 0.2 * sin(2 * .pi * t / 2), saturation: 0.8, brightness: 0.9)
        let square = DisplayGroup(
            transform: CGAffineTransform(translationX: 120, y: 72).rotated(by: 2 * .pi * turn),
            shadow: Shadow(radius: 4, y: 2),
            children: [.fill(.roundedRect(CGRect(x: -36, y: -36, width: 72, height: 72),
                                          cornerSize: CGSize(width: 14, height: 14), style: .circular), colour)])
        return DisplayList([
            .group(square),
            .text(TextRun("t = \(TreeFormat.number(t)) s", font: ResolvedFont(size: 13, weight: .medium, design: .monospaced),
                          color: .secondary, origin: CGPoint(x: 8, y: 136))),
        ])
    }
}
