import Foundation

/// What a text node remembers to animate a change of its content: the text it shows, and the text it is
/// leaving while a content transition runs.
///
/// Each change in a commit bumps `version`; the node's attribute presents the version, animated with the
/// change's transaction, so the transition's progress is `1 − (version − presented)`.
final class TextContentChange {
    struct Shown {
        var text: Text
        var context: LeafContext
        var layoutSize: CGSize
    }

    var current: Shown
    var leaving: Shown?
    var version = 0.0
    var transition = ContentTransition.opacity
    /// Whether the numbers roll downwards.
    var countsDown = false
    /// The value of the latest `.numericText(value:)`.
    var value: Double?

    init(_ shown: Shown) { current = shown }

    /// How far changed characters roll, as a fraction of the line height [GUESS: SwiftUI's distance is not published].
    static let rollFraction: CGFloat = 0.5
    /// The blur of a character at the far end of its roll, as a fraction of the font size [GUESS].
    static let blurFraction: CGFloat = 0.08
}

extension Text {
    /// Draws the text while a content transition runs; false (nothing drawn) when none is running.
    func drawChange(in rect: CGRect, layoutSize: CGSize, context: LeafContext, node: ViewNode, into render: inout RenderContext) -> Bool {
        guard let pass = node.graph.pass else { return false }
        let key = ObjectIdentifier(TextContentChange.self)
        let shown = TextContentChange.Shown(text: self, context: context, layoutSize: layoutSize)
        // Frames of a text with no change running draw it plainly: changes start only in commits. The text drawn
        // is remembered (an `Animatable` body shows new text at every frame), so a commit compares with it.
        if case .frame = pass, let change = node.userData[key] as? TextContentChange, change.leaving == nil {
            change.current = shown
            return false
        }
        let transition = context.environment.contentTransition
        guard let change = node.userData[key] as? TextContentChange else {
            let change = TextContentChange(shown)
            if case .numericValue(let v) = transition.kind { change.value = v }
            node.userData[key] = change
            // The progress attribute exists from the start, so the first change animates.
            _ = node.animated(vector: change.version, .effect, part: key)
            return false
        }
        if case .commit = pass {
            let previousValue = change.value
            if case .numericValue(let v) = transition.kind { change.value = v }
            if change.current.text.string != string || change.current.text.font(in: change.current.context) != font(in: context) {
                change.transition = transition
                // Text that an `Animatable` body shows for its animated data changes with every frame: as in SwiftUI,
                // each frame's text is drawn as it is, with no transition from the last.
                if transition.kind == .identity || node.isInPresentedBody {
                    change.leaving = nil
                } else {
                    change.leaving = change.current
                    change.version += 1
                    switch transition.kind {
                    case .numericText(let down): change.countsDown = down
                    case .numericValue(let v): change.countsDown = v < (previousValue ?? v)
                    default: change.countsDown = false
                    }
                }
            }
        }
        change.current = shown
        let progress = node.contentChangeProgress(version: change.version, key: key)
        guard let leaving = change.leaving, progress < 1 else {
            change.leaving = nil
            return false
        }
        switch change.transition.kind {
        case .numericText, .numericValue:
            if drawRoll(from: leaving, progress: progress, countsDown: change.countsDown, in: rect, layoutSize: layoutSize,
                        context: context, into: &render) { return true }
        case .interpolate:
            let from = leaving.text.font(in: leaving.context), to = font(in: context)
            if leaving.text.string == string, from.size != to.size, var sized = Optional(self) {
                sized.interpolatedSize = from.size + (to.size - from.size) * progress
                sized.draw(in: rect, layoutSize: rect.size, context: context, into: &render)
                return true
            }
        default:
            break
        }
        // A cross-fade: the old text, set as it was, fades out where the text is now as the new one fades in.
        render.group(opacity: 1 - progress) {
            leaving.text.draw(in: CGRect(origin: rect.origin, size: leaving.layoutSize), layoutSize: leaving.layoutSize,
                              context: leaving.context, into: &$0)
        }
        render.group(opacity: progress) { draw(in: rect, layoutSize: layoutSize, context: context, into: &$0) }
        return true
    }

    /// Rolls the characters that changed between one-line texts; false when either text wraps or is painted
    /// with a pattern (they cross-fade instead).
    private func drawRoll(from leaving: TextContentChange.Shown, progress p: CGFloat, countsDown: Bool, in rect: CGRect,
                          layoutSize: CGSize, context: LeafContext, into render: inout RenderContext) -> Bool {
        let old = leaving.text
        guard pattern == nil, old.pattern == nil else { return false }
        let newFont = font(in: context), oldFont = old.font(in: leaving.context)
        let measurer = context.measurer
        // Each text must sit on one line in the width its layout gave it.
        func oneLine(_ s: String, _ f: ResolvedFont, in width: CGFloat) -> Bool {
            !s.contains("\n") && measurer.size(of: s, font: f, maxWidth: nil).width <= width + 0.5
        }
        guard oneLine(string, newFont, in: layoutSize.width), oneLine(old.string, oldFont, in: leaving.layoutSize.width) else { return false }
        let a = Array(old.string), b = Array(string)
        var prefix = 0
        while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        func width(_ chars: ArraySlice<Character>, _ f: ResolvedFont) -> CGFloat {
            chars.isEmpty ? 0 : measurer.size(of: String(chars), font: f, maxWidth: nil).width
        }
        let oldColor = old.resolvedColor(leaving.context), newColor = resolvedColor(context)
        let line = measurer.size(of: "0", font: newFont, maxWidth: nil).height
        let roll = TextContentChange.rollFraction * line * (countsDown ? -1 : 1)
        let blur = TextContentChange.blurFraction * newFont.size
        func run(_ chars: ArraySlice<Character>, _ f: ResolvedFont, _ color: Color, x: CGFloat, y: CGFloat = 0) -> DisplayItem {
            .text(TextRun(String(chars), font: f, color: color, origin: CGPoint(x: rect.minX + x, y: rect.minY + y)))
        }
        let stay = b[0..<prefix]
        if !stay.isEmpty { render.items.append(run(stay, newFont, newColor, x: 0)) }
        let start = width(stay, newFont)
        let gone = a[prefix..<(a.count - suffix)], come = b[prefix..<(b.count - suffix)]
        if !gone.isEmpty {
            render.group(transform: CGAffineTransform(translationX: 0, y: -roll * p), opacity: 1 - p, blur: blur * p) {
                $0.items.append(run(gone, oldFont, oldColor, x: start))
            }
        }
        if !come.isEmpty {
            render.group(transform: CGAffineTransform(translationX: 0, y: roll * (1 - p)), opacity: p, blur: blur * (1 - p)) {
                $0.items.append(run(come, newFont, newColor, x: start))
            }
        }
        let tail = b[(b.count - suffix)...]
        if !tail.isEmpty {
            let from = width(a[0..<(a.count - suffix)], oldFont), to = width(b[0..<(b.count - suffix)], newFont)
            render.items.append(run(tail, newFont, newColor, x: from + (to - from) * p))
        }
        return true
    }
}

extension ViewNode {
    /// How far the content change numbered `version` has come (0…1): the node's attribute at `key` presents the
    /// version, animated with the change's transaction (1 when nothing runs).
    func contentChangeProgress(version: Double, key: ObjectIdentifier) -> Double {
        let presented = animated(vector: version, .effect, part: key)
        return min(1, max(0, 1 - (version - presented)))
    }
}
