import Foundation

extension DisplayItem {
    /// The item with every adapting colour in it (fills, gradients, text, lines, shadows, filters, masks)
    /// fixed to its value in `scheme`. Colours that do not adapt stay as they are.
    func resolvingColors(for scheme: ColorScheme) -> DisplayItem {
        switch self {
        case .shape(let shape, let mode, let paint):
            return .shape(shape, mode, paint.resolvingColors(for: scheme))
        case .text(var run):
            run.color = run.color.resolved(for: scheme)
            run.spans = run.spans.map { $0.resolvingColors(for: scheme) }
            return .text(run)
        case .image:
            return self
        case .group(var group):
            group.children = group.children.map { $0.resolvingColors(for: scheme) }
            group.mask = group.mask?.map { $0.resolvingColors(for: scheme) }
            if let shadow = group.shadow { group.shadow?.color = shadow.color.resolved(for: scheme) }
            group.filters = group.filters.map { $0.resolvingColors(for: scheme) }
            return .group(group)
        }
    }
}

extension Paint {
    func resolvingColors(for scheme: ColorScheme) -> Paint {
        switch self {
        case .color(let c): return .color(c.resolved(for: scheme))
        case .linearGradient(let g, let s, let e): return .linearGradient(g.resolvingColors(for: scheme), start: s, end: e)
        case .radialGradient(let g, let c, let r0, let r1):
            return .radialGradient(g.resolvingColors(for: scheme), center: c, startRadius: r0, endRadius: r1)
        case .ellipticalGradient(let g, let c, let radii, let r0, let r1):
            return .ellipticalGradient(g.resolvingColors(for: scheme), center: c, radii: radii, startRadius: r0, endRadius: r1)
        case .angularGradient(let g, let c, let a0, let a1):
            return .angularGradient(g.resolvingColors(for: scheme), center: c, startAngle: a0, endAngle: a1)
        case .material(var m):
            m.tint = m.tint.resolved(for: scheme)
            return .material(m)
        case .meshGradient(var m):
            m.colors = m.colors.map { $0.resolved(for: scheme) }
            m.background = m.background.resolved(for: scheme)
            return .meshGradient(m)
        }
    }
}

extension Gradient {
    func resolvingColors(for scheme: ColorScheme) -> Gradient {
        var g = self
        g.stops = stops.map { Stop(color: $0.color.resolved(for: scheme), location: $0.location) }
        return g
    }
}

extension TextSpan {
    func resolvingColors(for scheme: ColorScheme) -> TextSpan {
        var s = self
        s.color = color?.resolved(for: scheme)
        s.background = background?.resolved(for: scheme)
        s.underline?.color = underline?.color?.resolved(for: scheme)
        s.strikethrough?.color = strikethrough?.color?.resolved(for: scheme)
        return s
    }
}

extension ColorFilter {
    func resolvingColors(for scheme: ColorScheme) -> ColorFilter {
        switch self {
        case .colorMultiply(let c): return .colorMultiply(c.resolved(for: scheme))
        case .alphaThreshold(let lo, let hi, let c): return .alphaThreshold(min: lo, max: hi, color: c.resolved(for: scheme))
        case .inLinearLight(let f): return .inLinearLight(f.resolvingColors(for: scheme))
        default: return self
        }
    }
}
