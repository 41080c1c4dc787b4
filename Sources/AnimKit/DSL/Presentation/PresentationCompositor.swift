import Foundation

/// A presented layer waiting to be drawn over the screen.
struct PresentationDrawing {
    let layer: LayoutItem
    let style: PresentationStyle
}

/// Draws presentations over what is below them, as iOS composes them: a sheet at its large detent
/// makes the screen below recede (narrower by 20 points, rounded corners, on black) and dims it; a
/// smaller sheet, an alert or a dialog only dims it; a full-screen cover leaves it as it is.
enum PresentationCompositor {
    /// The dimming over a screen a sheet covers (React Navigation's iOS mimic: black at 30 %), and
    /// behind an alert or a dialog (black at 20 %).
    static let sheetDimming = 0.3
    static let alertDimming = 0.2
    /// How much narrower the receding screen gets, and its corner radius.
    static let recededInset: CGFloat = 10
    static let recededCornerRadius: CGFloat = 10

    /// Draws the presentations the pass collected, each over everything drawn before it; the screens
    /// below a presented layer take no touches.
    /// Returns whether a receding screen (on black) is under the status bar at the end.
    @discardableResult
    static func drawPresentations(_ context: inout RenderContext, canvas: CGSize, statusBar: CGFloat = 0) -> Bool {
        var receded = false
        var index = 0
        while index < context.presentations.count {
            let drawing = context.presentations[index]
            index += 1
            let below = context.items
            let targetsBelow = context.targets.count
            context.items = []
            context.presentationProgress = 0
            context.recedes = false
            drawing.layer.render(&context)
            let progress = context.presentationProgress
            if drawing.style == .sheet && context.recedes && progress > 0.5 { receded = true }
            let layer = context.items
            context.items = compose(below: below, layer: layer, progress: progress, style: drawing.style,
                                    recedes: context.recedes, canvas: canvas, statusBar: statusBar)
            if progress > 0.001 {
                // The screen below takes no touches; the layer's targets keep pointing at their subviews.
                let dropped = min(targetsBelow, context.targets.count)
                context.targets.removeFirst(dropped)
                for i in context.targets.indices { context.targets[i].contentStart = max(0, context.targets[i].contentStart - dropped) }
            }
        }
        return receded
    }

    static func compose(below: [DisplayItem], layer: [DisplayItem], progress p: Double, style: PresentationStyle,
                        recedes: Bool, canvas: CGSize, statusBar: CGFloat = 0) -> [DisplayItem] {
        guard p > 0.0001 else { return below + layer }
        let full = CGRect(origin: .zero, size: canvas)
        switch style {
        case .fullScreenCover, .menu, .contextMenu:
            return below + layer
        case .alert, .dialog:
            return below + [.fill(.rect(full), Color.black.opacity(alertDimming * p))] + layer
        case .sheet:
            let dim = DisplayItem.fill(.rect(full), Color.black.opacity(sheetDimming * p))
            guard recedes, canvas.width > 0 else { return below + [dim] + layer }
            let s = 1 - 2 * recededInset / canvas.width * p
            // On a device the receding screen's top moves up to the status bar less 10·H/W (React Navigation's mimic).
            let top = statusBar > 0 ? (statusBar - 10 * canvas.height / canvas.width) * p : 0
            let transform = CGAffineTransform(translationX: canvas.width * (1 - s) / 2, y: top).scaledBy(x: s, y: s)
            let r = recededCornerRadius * p
            let card = DisplayGroup(transform: transform, clip: .roundedRect(full, cornerSize: CGSize(width: r, height: r), style: .continuous),
                                    children: [.fill(.rect(full), Clip.systemBackground)] + below + [dim])
            return [.fill(.rect(full), .black), .group(card)] + layer
        }
    }
}
