import Foundation

/// What an image node remembers to animate a change of symbol: the image it shows and the one it is replacing.
final class ImageContentChange {
    var current: Image
    var leaving: Image?
    var version = 0.0
    var transition = ContentTransition.opacity

    init(_ image: Image) { current = image }
}

extension Image {
    /// Draws the image while a replacement runs (`.symbolEffect(.replace)`, or the default cross-fade); false
    /// (nothing drawn) when none is running.
    func drawChange(in rect: CGRect, layoutSize: CGSize, context: LeafContext, node: ViewNode, into render: inout RenderContext) -> Bool {
        guard let pass = node.graph.pass else { return false }
        let key = ObjectIdentifier(ImageContentChange.self)
        // Frames of an image with no replacement running draw it plainly: changes start only in commits.
        if case .frame = pass, (node.userData[key] as? ImageContentChange)?.leaving == nil { return false }
        guard let change = node.userData[key] as? ImageContentChange else {
            node.userData[key] = ImageContentChange(self)
            _ = node.animated(vector: 0.0, .effect, part: key)
            return false
        }
        if case .commit = pass, change.current.name != name {
            change.transition = context.environment.contentTransition
            if change.transition.kind == .identity {
                change.leaving = nil
            } else {
                change.leaving = change.current
                change.version += 1
            }
        }
        change.current = self
        let p = node.contentChangeProgress(version: change.version, key: key)
        guard let old = change.leaving, p < 1 else {
            change.leaving = nil
            return false
        }
        func draw(_ image: Image, scale: CGFloat, opacity: Double, into render: inout RenderContext) {
            guard opacity > 0, scale > 0 else { return }
            let t = CGAffineTransform(translationX: -rect.midX, y: -rect.midY)
                .concatenating(CGAffineTransform(scaleX: scale, y: scale))
                .concatenating(CGAffineTransform(translationX: rect.midX, y: rect.midY))
            render.group(transform: t, opacity: opacity) { image.draw(in: rect, layoutSize: layoutSize, context: context, into: &$0) }
        }
        guard change.transition.kind == .symbolReplace else {
            draw(old, scale: 1, opacity: 1 - p, into: &render)
            draw(self, scale: 1, opacity: p, into: &render)
            return true
        }
        // The old symbol leaves in the first 60 % of the change, the new one arrives from 40 % on.
        let out = min(1, p / 0.6), come = max(0, (p - 0.4) / 0.6)
        switch change.transition.replace {
        case .downUp: draw(old, scale: 1 - out, opacity: 1 - out, into: &render)
        case .upUp: draw(old, scale: 1 + 0.5 * out, opacity: 1 - out, into: &render)
        case .offUp: break
        }
        draw(self, scale: change.transition.replace == .offUp ? p : come, opacity: change.transition.replace == .offUp ? p : come, into: &render)
        return true
    }
}
