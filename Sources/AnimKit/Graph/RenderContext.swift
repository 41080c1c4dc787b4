import Foundation

/// The state of one drawing pass over the laid-out items: display items, the current transform and
/// opacity, and what the inspector and hit-testing learn along the way.
struct RenderContext {
    /// Display items of the innermost open group.
    var items: [DisplayItem] = []
    /// Maps the current drawing coordinates to canvas points.
    var transform: CGAffineTransform = .identity
    /// Product of the enclosing opacities.
    var opacity: Double = 1
    /// Inside a 3D projection (`rotation3DEffect`, `projectionEffect`): how current coordinates reach the canvas
    /// through it, for the frames the inspector and hit-testing record (`transform` holds only its affine part).
    var projected: ProjectedMapping?
    /// The opacity of symbols' variable layers by threshold, while a variable-colour effect plays.
    var symbolLayerOpacity: ((Double) -> Double)?
    /// The poses of the symbol effects playing by layer on the symbols inside, outermost first.
    var symbolLayerPoses: [(_ index: Int, _ count: Int) -> SymbolPose] = []
    /// The poses of the symbol effects around the views being drawn, innermost last: each symbol image drawn
    /// inside takes them about its own frame (text beside it does not move).
    var symbolPoses: [SymbolPose] = []
    /// The renderer of the innermost `textRenderer(_:)` around the views being drawn, as presented now.
    var textRenderer: (any TextRenderer)?
    /// The glass collectors of the `GlassEffectContainer`s around the views being drawn, innermost last.
    var glassSinks: [GlassSink] = []
    /// The transition source a zoomed screen covers (drawn hidden, as UIKit hides it).
    var hiddenTransitionSource: TransitionSourceKey?
    /// The appearance the items drawn so far in the open group take: a view whose environment's scheme differs
    /// has its items' colours fixed to its own (`LayoutItem.render`).
    var colorScheme = ColorScheme.light
    /// Whether the pass lists views for the inspector (frames drawn only for video skip it).
    let inspects: Bool
    /// The graph whose items keep their drawings for later frames (`DrawCache`): nil while inspecting, and in the
    /// scratch contexts of canvases and graphics contexts.
    var keepingGraph: ViewGraph?
    /// Every listed view, in drawing order (empty when the pass does not inspect).
    private(set) var views: [ViewSnapshot] = []
    /// The accessibility identifier of the view recorded last (touch targets take it).
    var lastIdentifier: String?
    /// Tappable and draggable areas, in drawing order (later ones are on top).
    var targets: [HitTarget] = []
    /// The part of the innermost scroll view's content in view, in the content's unscrolled coordinates.
    var visibleScrollRect: CGRect?
    /// The axis that scroll view scrolls along (vertical when it scrolls both ways).
    var visibleScrollAxis: Axis?

    /// Whether `rect` (a lazy container's child, in the same coordinates) lies more than a screen away from the
    /// part of the scroll view's content in view: such children are not drawn, as SwiftUI's lazy containers
    /// and lists do not make them.
    func isFarOutOfScrollView(_ rect: CGRect) -> Bool {
        guard let visible = visibleScrollRect else { return false }
        return !visible.finite.insetBy(dx: -visible.width.finite, dy: -visible.height.finite).intersects(rect.finite)
    }
    /// The hit shapes `.contentShape` gave views, in canvas coordinates, by the view's canvas frame.
    private(set) var contentShapes: [(frame: CGRect, shape: Path, eoFill: Bool)] = []
    /// The frames that `.accessibilityIdentifier` names, in drawing order.
    private(set) var identifiedAreas: [(identifier: String, frame: CGRect)] = []
    /// The accessibility identifier the next recorded view takes.
    var pendingIdentifier: String?
    /// Presented layers to draw over the screen once it is drawn (PresentationCompositor.swift), how far
    /// the layer being drawn is presented, and whether its sheet makes the screen below recede.
    var presentations: [PresentationDrawing] = []
    var presentationProgress: Double = 0
    var recedes = false
    /// Above zero while drawing views that take no touches (views leaving the tree).
    private(set) var targetsSuppressed = 0
    private var path: [String] = []
    private var siblings: [[String: Int]] = [[:]]
    private var lastComponent: String?

    init(inspects: Bool) { self.inspects = inspects }

    /// Lists `item` in the inspection (path, frame — its own or `frame` —, opacity, fill, transaction); the item
    /// takes the pending accessibility identifier.
    mutating func record(_ item: LayoutItem, info known: @autoclosure () -> InspectionInfo? = nil, label: String? = nil,
                         fill: @autoclosure () -> Color? = nil, frame: CGRect? = nil) {
        guard inspects else {
            lastIdentifier = pendingIdentifier
            pendingIdentifier = nil
            return
        }
        guard let info = known() ?? item.inspection else { return }
        let index = siblings[siblings.count - 1][info.type, default: 0]
        siblings[siblings.count - 1][info.type] = index + 1
        let component = path.isEmpty && views.isEmpty ? info.type : "\(info.type)[\(index)]"
        lastComponent = component
        let full = (path + [component]).joined(separator: "/")
        let f = canvasRect(frame ?? item.frame)
        views.append(ViewSnapshot(path: full, type: info.type, label: label ?? info.label,
                                  identifier: pendingIdentifier, frame: f, opacity: opacity,
                                  fill: (fill() ?? info.fill).map { ViewSnapshot.components($0.resolved(for: colorScheme)) },
                                  transaction: item.node.receivedTransaction?.animation?.description))
        lastIdentifier = pendingIdentifier
        pendingIdentifier = nil
    }

    /// Runs `body` with the last recorded view as the parent of the views it records.
    mutating func descend(_ type: String, _ body: (inout RenderContext) -> Void) {
        guard inspects else { return body(&self) }
        path.append(lastComponent ?? type)
        siblings.append([:])
        body(&self)
        siblings.removeLast()
        path.removeLast()
    }

    /// Draws `body` inside a display group with `transform` (in current coordinates), `opacity` and effects.
    ///
    /// A non-affine `projection` maps the content in place of `t`; the inspector and hit-testing record the bounds of
    /// frames as projected (`projected`), nested projections included. `mask` draws, in the content's coordinates,
    /// the items whose alpha masks it (they take no touches).
    mutating func group(transform t: CGAffineTransform = .identity, projection: ProjectionTransform? = nil,
                        opacity o: Double = 1, clip: DisplayShape? = nil, clipIsEvenOdd: Bool = false,
                        clipIsAntialiased: Bool = true, antialiased: Bool = true,
                        blur: CGFloat = 0, blurIsOpaque: Bool = false, shadow: Shadow? = nil, filters: [ColorFilter] = [],
                        blendMode: BlendMode = .normal,
                        isolated: Bool = false, linearLight: Bool = false, mask: ((inout RenderContext) -> Void)? = nil,
                        _ body: (inout RenderContext) -> Void) {
        let projection = projection.flatMap { $0.isAffine ? nil : $0 }
        // Effects from clip code that are not numbers: a NaN opacity counts as not given, a blur or shadow that is
        // not a number as none, a huge blur as 200 points (`FiniteGeometry`).
        let o = o.isNaN ? 1 : Swift.min(Swift.max(o, 0), 1)
        let blur = FiniteGeometry.blur(blur)
        let shadow = shadow.map(FiniteGeometry.shadow)
        // A group that changes nothing (a transition or effect at rest) is not worth a display group.
        if t.isIdentity && projection == nil && o == 1 && clip == nil && blur == 0 && shadow == nil && filters.isEmpty
            && blendMode == .normal && !isolated && !linearLight && mask == nil && antialiased { return body(&self) }
        let outerItems = items, outerTransform = transform, outerOpacity = opacity, outerProjected = projected
        items = []
        let t = FiniteGeometry.transform(projection.map { p in
            CGAffineTransform(a: p.m11 / p.m33, b: p.m12 / p.m33, c: p.m21 / p.m33, d: p.m22 / p.m33, tx: p.m31 / p.m33, ty: p.m32 / p.m33)
        } ?? t)
        if let projection {
            projected = ProjectedMapping(local: .identity, levels: [(projection, projected?.local ?? transform)] + (projected?.levels ?? []))
        } else if var mapping = projected {
            mapping.local = t.concatenating(mapping.local)
            projected = mapping
        }
        transform = t.concatenating(transform)
        opacity *= o
        var maskItems: [DisplayItem]?
        if let mask {
            withoutTargets(mask)
            maskItems = items
            items = []
        }
        body(&self)
        var group = DisplayGroup(transform: projection == nil ? t : .identity, projection: projection, opacity: o,
                                 clip: clip, blur: blur, shadow: shadow, children: items)
        (group.filters, group.mask, group.blendMode, group.isolated) = (filters, maskItems, blendMode, isolated)
        group.clipIsEvenOdd = clipIsEvenOdd
        group.blendsInLinearLight = linearLight
        group.clipIsAntialiased = clipIsAntialiased
        group.isAntialiased = antialiased
        group.blurIsOpaque = blurIsOpaque && blur > 0
        items = outerItems
        transform = outerTransform
        opacity = outerOpacity
        projected = outerProjected
        if !group.children.isEmpty { items.append(.group(group)) }
    }

    /// The axis-aligned canvas bounds of a rectangle in current coordinates.
    func canvasRect(_ r: CGRect) -> CGRect {
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
        let points = projected.map { mapping in corners.map(mapping.canvasPoint) } ?? corners.map { $0.applying(transform) }
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!).finite
    }

    /// Runs `body` registering no touch targets (a leaving view takes no taps).
    mutating func withoutTargets(_ body: (inout RenderContext) -> Void) {
        targetsSuppressed += 1
        body(&self)
        targetsSuppressed -= 1
    }

    /// Names the element an `.accessibilityIdentifier` wraps, as SwiftUI does: its whole frame `rect`, and the
    /// touch targets added inside it since `first` that have no identifier of their own.
    mutating func name(_ identifier: String, frame rect: CGRect, targetsFrom first: Int) {
        for i in first..<targets.count where targets[i].identifier == nil { targets[i].identifier = identifier }
        identifiedAreas.append((identifier, canvasRect(rect)))
    }

    /// Registers a tappable or draggable area covering `rect` (current coordinates); a content shape given
    /// to the same frame limits it.
    /// `contentFrom` is the number of targets before the view's content was drawn: those after it are
    /// the view's subviews' targets.
    mutating func addTarget(_ rect: CGRect, node: ViewNode, label: String?, identifier: String?, action: HitTarget.Action,
                            contentFrom first: Int? = nil) {
        guard targetsSuppressed == 0 else { return }
        var target = HitTarget(frame: canvasRect(rect), node: node, label: label, identifier: identifier, action: action,
                               contentStart: min(first ?? targets.count, targets.count))
        if let shape = contentShapes.last(where: { Self.same($0.frame, target.frame) }) {
            (target.shape, target.eoFill) = (shape.shape, shape.eoFill)
        }
        targets.append(target)
    }

    /// Gives the view drawn in `rect` the hit shape `shape` (its path in the view's own coordinates): touch
    /// targets of that frame added since `first`, and those added for it later, take it.
    mutating func setContentShape(_ shape: Path, eoFill: Bool, frame rect: CGRect, targetsFrom first: Int) {
        let frame = canvasRect(rect)
        let placed = shape.offsetBy(dx: rect.minX, dy: rect.minY).applying(transform)
        for i in first..<targets.count where targets[i].shape == nil && Self.same(targets[i].frame, frame) {
            (targets[i].shape, targets[i].eoFill) = (placed, eoFill)
        }
        contentShapes.append((frame, placed, eoFill))
    }

    private static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 && abs(a.width - b.width) < 0.01 && abs(a.height - b.height) < 0.01
    }
}

/// What a scripted keyboard does to a text field.
enum TextInputEvent {
    /// Characters typed at the caret (the end of the text).
    case insert(String)
    /// The delete key: the last character goes.
    case deleteBackward
    /// The return key: the field's submit action runs.
    case submit
}

/// An area that responds to a touch.
struct HitTarget {
    /// What a touch does.
    enum Action {
        /// A tap runs the closure on release; `press` tells the view the finger is down (highlight).
        case tap(perform: () -> Void, press: ((Bool) -> Void)?, repeats: Bool = false)
        /// A gesture attached with `.gesture` and its relatives.
        case gesture(GestureAttachment)
    }
    var frame: CGRect
    let node: ViewNode
    let label: String?
    var identifier: String?
    let action: Action
    /// The index of this view's first subview target (the targets from there to this one are inside it).
    var contentStart: Int
    /// The hit shape set by `.contentShape`, in canvas coordinates (nil: the whole frame).
    var shape: Path?
    var eoFill = false
    /// What typing does when the view is a text field (a `Type` step enters characters through it).
    var textInput: ((TextInputEvent) -> Void)?

    /// Whether a touch at `point` (canvas coordinates) lands on the area.
    func contains(_ point: CGPoint) -> Bool {
        frame.safelyContains(point) && (shape?.contains(point, eoFill: eoFill) ?? true)
    }
}

/// How points inside one or more 3D projections reach the canvas: the affine transform since the innermost
/// projection, then each projection (innermost first) followed by the affine transform around it.
struct ProjectedMapping {
    var local: CGAffineTransform
    var levels: [(projection: ProjectionTransform, outer: CGAffineTransform)]

    /// `point` (in the current coordinates) on the canvas.
    func canvasPoint(_ point: CGPoint) -> CGPoint {
        var p = point.applying(local)
        for level in levels { p = p.applying(level.projection).applying(level.outer) }
        return p
    }
}
