import Foundation

/// Lays out a `GraphicsContext` gradient with options for the bounds it fills: a repeating or mirrored gradient
/// becomes one long gradient whose stops repeat across the bounds, and `.linearColor` adds stops that follow the
/// blend in linear light (the rasterizer blends sRGB values between stops).
///
///     let paint = GradientLayout.paint(.linearGradient(g, start: a, end: b), options: .repeat, covering: rect)
enum GradientLayout {
    /// Stops added between two stops so that an sRGB blend follows a linear-light one closely.
    static let linearSteps = 16
    /// The most periods a repeating gradient is laid out with (beyond that the pattern is finer than a pixel).
    static let maxPeriods = 512

    static func paint(_ paint: Paint, options: GraphicsContext.GradientOptions, covering bounds: CGRect) -> Paint {
        let repeats = options.contains(.repeat) || options.contains(.mirror)
        switch paint {
        case .linearGradient(var gradient, let start, let end):
            if options.contains(.linearColor) { gradient = linearLight(gradient) }
            let axis = CGPoint(x: end.x - start.x, y: end.y - start.y)
            let length2 = axis.x * axis.x + axis.y * axis.y
            guard repeats, length2 > 0, !bounds.isNull else { return .linearGradient(gradient, start: start, end: end) }
            // Where the bounds' corners fall along the axis, in periods from the start.
            let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                           CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
            let ts = corners.map { ((($0.x - start.x) * axis.x + ($0.y - start.y) * axis.y) / length2) }
            let first = max(floor(ts.min()!), -Double(maxPeriods / 2)), last = min(ceil(ts.max()!), Double(maxPeriods / 2))
            let periods = max(1, Int(last - first))
            let tiled = tile(gradient, from: Int(first), count: periods, mirror: options.contains(.mirror))
            return .linearGradient(tiled, start: CGPoint(x: start.x + axis.x * first, y: start.y + axis.y * first),
                                   end: CGPoint(x: start.x + axis.x * (first + Double(periods)), y: start.y + axis.y * (first + Double(periods))))
        case .radialGradient(var gradient, let center, let r0, let r1):
            if options.contains(.linearColor) { gradient = linearLight(gradient) }
            let step = r1 - r0
            guard repeats, step > 0, !bounds.isNull else { return .radialGradient(gradient, center: center, startRadius: r0, endRadius: r1) }
            // Out to the farthest corner of the bounds (inside the start circle the first colour stays).
            let far = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
                .map { hypot($0.x - center.x, $0.y - center.y) }.max()!
            let periods = min(maxPeriods, max(1, Int(ceil((far - r0) / step))))
            let tiled = tile(gradient, from: 0, count: periods, mirror: options.contains(.mirror))
            return .radialGradient(tiled, center: center, startRadius: r0, endRadius: r0 + step * Double(periods))
        case .angularGradient(let gradient, let center, let start, let end):
            // A full turn: repeating or mirroring it changes nothing.
            return .angularGradient(options.contains(.linearColor) ? linearLight(gradient) : gradient, center: center,
                                    startAngle: start, endAngle: end)
        default:
            return paint
        }
    }

    /// `gradient` laid out `count` times end to end, period `from` first (odd periods reversed when `mirror`).
    static func tile(_ gradient: Gradient, from: Int, count: Int, mirror: Bool) -> Gradient {
        var stops: [Gradient.Stop] = []
        for k in 0..<count {
            let reversed = mirror && (from + k) % 2 != 0
            let period = reversed ? gradient.stops.reversed().map { Gradient.Stop(color: $0.color, location: 1 - $0.location) } : gradient.stops
            for stop in period {
                stops.append(Gradient.Stop(color: stop.color, location: (Double(k) + stop.location) / Double(count)))
            }
        }
        return Gradient(stops: stops)
    }

    /// `gradient` with stops added between its stops so that the blend follows linear light.
    static func linearLight(_ gradient: Gradient) -> Gradient {
        let stops = gradient.stops
        guard stops.count > 1 else { return gradient }
        var out: [Gradient.Stop] = [stops[0]]
        for (a, b) in zip(stops, stops.dropFirst()) {
            let ra = a.color.resolve(), rb = b.color.resolve()
            for i in 1...linearSteps {
                let f = Float(i) / Float(linearSteps)
                let mixed = Color.Resolved(linearRed: ra.linearRed + (rb.linearRed - ra.linearRed) * f,
                                           linearGreen: ra.linearGreen + (rb.linearGreen - ra.linearGreen) * f,
                                           linearBlue: ra.linearBlue + (rb.linearBlue - ra.linearBlue) * f,
                                           opacity: ra.opacity + (rb.opacity - ra.opacity) * f)
                out.append(Gradient.Stop(color: Color(mixed), location: a.location + (b.location - a.location) * Double(f)))
            }
        }
        return Gradient(stops: out)
    }
}
