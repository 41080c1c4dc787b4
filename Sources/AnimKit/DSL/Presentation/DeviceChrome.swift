import Foundation

/// What a phone draws over an app: the status bar (9:41, signal, Wi-Fi, battery), the home indicator
/// and the screen's rounded corners. Drawn over everything, presentations included.
enum DeviceChrome {
    static let homeIndicatorSize = CGSize(width: 134, height: 5)

    /// Draws the chrome in the primary colour (black, white in the dark appearance), or in white when a large
    /// sheet has pushed the screen back onto black.
    static func draw(_ context: inout RenderContext, device: ClipDevice, canvas: CGSize, onBlack: Bool) {
        let ink = onBlack ? Color.white : Color.primary
        let bar = CGRect(x: 0, y: 0, width: canvas.width, height: device.statusBarHeight)
        var items: [DisplayItem] = []
        // The time, centred in the left quarter-and-a-bit, as iOS sets it (17 pt semibold).
        let font = Font.system(size: 17, weight: .semibold).resolved
        let timeBox = CGRect(x: 0, y: bar.midY - 11, width: canvas.width * 0.34, height: 22)
        items.append(.text(TextRun("9:41", font: font, color: ink, origin: timeBox.origin, width: timeBox.width, alignment: .center)))
        // The right cluster: signal bars, Wi-Fi, battery, centred in the right part of the bar.
        let right = canvas.width * 0.66 + (canvas.width * 0.34 - 77) / 2
        let baseline = bar.midY + 6
        for i in 0..<4 {
            let h = 4.5 + 2.5 * CGFloat(i)
            items.append(.fill(.roundedRect(CGRect(x: right + CGFloat(i) * 4.5, y: baseline - h, width: 3, height: h),
                                            cornerSize: CGSize(width: 1, height: 1), style: .circular), ink))
        }
        items.append(.fill(.path(wifi(center: CGPoint(x: right + 30, y: baseline))), ink))
        let battery = CGRect(x: right + 48, y: baseline - 12, width: 25, height: 12)
        items.append(.stroke(.roundedRect(battery.insetBy(dx: 0.5, dy: 0.5), cornerSize: CGSize(width: 3.8, height: 3.8), style: .continuous),
                              ink.opacity(0.4), lineWidth: 1))
        items.append(.fill(.roundedRect(battery.insetBy(dx: 2, dy: 2), cornerSize: CGSize(width: 2, height: 2), style: .continuous), ink))
        items.append(.fill(.roundedRect(CGRect(x: battery.maxX + 1, y: battery.midY - 2, width: 1.5, height: 4),
                                        cornerSize: CGSize(width: 0.75, height: 0.75), style: .circular), ink.opacity(0.4)))
        // The home indicator, 8 points above the bottom edge: black over light content, white over dark, whatever
        // the appearance (it follows what is under it).
        let home = homeIndicatorSize
        items.append(.shape(.capsule(CGRect(x: (canvas.width - home.width) / 2, y: canvas.height - 8 - home.height,
                                            width: home.width, height: home.height)), .fill(), .material(.contrastingInk)))
        // The screen's corners: outside them, black.
        let screen = CGRect(origin: .zero, size: canvas)
        var corners = Path(screen)
        corners.addPath(Path(roundedRect: screen, cornerRadius: device.cornerRadius, style: .continuous))
        items.append(.shape(.path(corners), .fill(eoFill: true), .color(.black)))
        context.items.append(.group(DisplayGroup(children: items)))
    }

    /// The Wi-Fi glyph: three stacked arcs (a wedge, then two bands) opening upwards from `center`.
    private static func wifi(center: CGPoint) -> Path {
        var path = Path()
        let spread = Angle.degrees(45)
        for (outer, inner) in [(4.0, 0.0), (8.0, 6.0), (12.0, 10.0)] as [(CGFloat, CGFloat)] {
            path.addArc(center: center, radius: outer, startAngle: .degrees(-90) - spread, endAngle: .degrees(-90) + spread, clockwise: false)
            if inner > 0 {
                path.addArc(center: center, radius: inner, startAngle: .degrees(-90) + spread, endAngle: .degrees(-90) - spread, clockwise: true)
            } else {
                path.addLine(to: center)
            }
            path.closeSubpath()
        }
        return path
    }
}
