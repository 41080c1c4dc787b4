import Foundation

/// Reads animations written as Swift expressions, for the command line (`animrender curve`).
///
/// Accepts what one would write after `Animation`: a preset with optional arguments, then modifiers,
/// with or without the leading dot, several separated by top-level commas.
///
///     try AnimationParser.parseList("easeInOut, .spring(duration: 0.6, bounce: 0.3), bouncy.delay(0.2)")
///     try AnimationParser.parse("timingCurve(0.2, 0, 0.8, 1, duration: 1)")
///     try AnimationParser.parse("linear(duration: 1).repeatCount(3, autoreverses: true)")
public enum AnimationParser {
    /// The preset names understood.
    public static let presets = ["default", "linear", "easeIn", "easeOut", "easeInOut", "timingCurve", "spring", "smooth",
                                 "snappy", "bouncy", "interactiveSpring", "interpolatingSpring"]
    /// The modifier names understood.
    public static let modifiers = ["delay", "speed", "repeatCount", "repeatForever", "logicallyComplete"]

    /// Parses a comma-separated list of animations (commas inside parentheses belong to arguments).
    public static func parseList(_ text: String) throws -> [(source: String, animation: Animation)] {
        var parts: [String] = [], depth = 0, current = ""
        for ch in text {
            if ch == "(" { depth += 1 } else if ch == ")" { depth -= 1 }
            if ch == "," && depth == 0 { parts.append(current); current = "" } else { current.append(ch) }
        }
        parts.append(current)
        let trimmed = parts.map { $0.trimmingCharacters(in: .whitespaces) }
        guard !trimmed.contains(where: \.isEmpty) else { throw error(text, "an empty animation in the list") }
        return try trimmed.map { ($0, try parse($0)) }
    }

    /// Parses one animation expression.
    public static func parse(_ text: String) throws -> Animation {
        var calls = try splitCalls(text)
        guard !calls.isEmpty else { throw error(text, "nothing to read") }
        var animation = try preset(calls.removeFirst(), in: text)
        for call in calls { animation = try modifier(call, on: animation, in: text) }
        return animation
    }

    // MARK: Lexing

    private struct Call {
        var name: String
        var arguments: [(label: String?, value: String)]?
    }

    private static func error(_ text: String, _ reason: String) -> AnimKitError {
        AnimKitError(.invalidArgument, "cannot read animation '\(text)': \(reason)")
    }

    /// "a(1).b.c(x: 2)" → [a(1), b, c(x: 2)].
    private static func splitCalls(_ text: String) throws -> [Call] {
        var calls: [Call] = []
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        while !rest.isEmpty {
            if rest.first == "." { rest = rest.dropFirst() }
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty else { throw error(text, "expected a name at '\(rest)'") }
            rest = rest.dropFirst(name.count).drop { $0 == " " }
            var arguments: [(String?, String)]?
            if rest.first == "(" {
                var depth = 0, end = rest.startIndex
                for i in rest.indices {
                    if rest[i] == "(" { depth += 1 } else if rest[i] == ")" { depth -= 1; if depth == 0 { end = i; break } }
                }
                guard depth == 0 else { throw error(text, "unbalanced parentheses") }
                let inside = rest[rest.index(after: rest.startIndex)..<end]
                arguments = try splitArguments(String(inside), in: text)
                rest = rest[rest.index(after: end)...].drop { $0 == " " }
            }
            calls.append(Call(name: String(name), arguments: arguments))
            guard rest.isEmpty || rest.first == "." else { throw error(text, "unexpected '\(rest)'") }
        }
        return calls
    }

    private static func splitArguments(_ text: String, in whole: String) throws -> [(String?, String)] {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return [] }
        return try trimmed.split(separator: ",", omittingEmptySubsequences: false).map { part in
            let piece = part.trimmingCharacters(in: .whitespaces)
            guard !piece.isEmpty else { throw error(whole, "an empty argument") }
            if let colon = piece.firstIndex(of: ":") {
                let label = piece[..<colon].trimmingCharacters(in: .whitespaces)
                return (label, piece[piece.index(after: colon)...].trimmingCharacters(in: .whitespaces))
            }
            return (nil, piece)
        }
    }

    // MARK: Arguments

    /// Named and positional arguments checked against a signature.
    private struct Arguments {
        var values: [String: String] = [:]
        let text: String

        init(_ call: Call, labels: [String?], names: [String], in text: String) throws {
            self.text = text
            let given = call.arguments ?? []
            var position = 0
            for (label, value) in given {
                if let label {
                    guard let i = labels.firstIndex(where: { $0 == label }), i >= position else {
                        throw AnimationParser.error(text, "\(call.name) has no argument '\(label):' here (it takes \(AnimationParser.signature(labels)))")
                    }
                    values[names[i]] = value
                    position = i + 1
                } else {
                    guard position < labels.count, labels[position] == nil else {
                        throw AnimationParser.error(text, "\(call.name) takes \(AnimationParser.signature(labels))")
                    }
                    values[names[position]] = value
                    position += 1
                }
            }
        }

        func number(_ name: String, _ fallback: Double? = nil) throws -> Double {
            guard let raw = values[name] else {
                if let fallback { return fallback }
                throw AnimationParser.error(text, "missing '\(name)'")
            }
            switch raw {
            case "infinity", ".infinity", "Double.infinity": return .infinity
            case "-infinity", "-.infinity": return -.infinity
            case ".nan", "nan", "Double.nan": return .nan
            default:
                guard let v = Double(raw) else { throw AnimationParser.error(text, "'\(raw)' is not a number") }
                return v
            }
        }

        func flag(_ name: String, _ fallback: Bool) throws -> Bool {
            guard let raw = values[name] else { return fallback }
            guard let b = Bool(raw) else { throw AnimationParser.error(text, "'\(raw)' is not true or false") }
            return b
        }
    }

    private static func signature(_ labels: [String?]) -> String {
        labels.isEmpty ? "no arguments" : "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    // MARK: Presets and modifiers

    private static func preset(_ call: Call, in text: String) throws -> Animation {
        let labelled = Set((call.arguments ?? []).compactMap(\.label))
        func args(_ labels: [String?], _ names: [String]) throws -> Arguments {
            try Arguments(call, labels: labels, names: names, in: text)
        }
        switch call.name {
        case "default":
            _ = try args([], [])
            return .default
        case "linear", "easeIn", "easeOut", "easeInOut":
            let d = try args(["duration"], ["duration"]).number("duration", 0.35)
            let curve: UnitCurve = ["linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut][call.name]!
            return .timingCurve(curve, duration: d)
        case "timingCurve":
            if let first = call.arguments?.first?.value, first.hasPrefix(".") || first.hasPrefix("UnitCurve.") {
                let name = first.split(separator: ".").last.map(String.init) ?? ""
                let curves: [String: UnitCurve] = ["linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
                                                   "circularEaseIn": .circularEaseIn, "circularEaseOut": .circularEaseOut,
                                                   "circularEaseInOut": .circularEaseInOut]
                guard let curve = curves[name] else { throw error(text, "unknown curve '\(first)'") }
                let a = try args([nil, "duration"], ["curve", "duration"])
                return .timingCurve(curve, duration: try a.number("duration", 0.35))
            }
            let a = try args([nil, nil, nil, nil, "duration"], ["c0x", "c0y", "c1x", "c1y", "duration"])
            return .timingCurve(try a.number("c0x"), try a.number("c0y"), try a.number("c1x"), try a.number("c1y"),
                                duration: try a.number("duration", 0.35))
        case "spring":
            if labelled.contains("response") || labelled.contains("dampingFraction") {
                let a = try args(["response", "dampingFraction", "blendDuration"], ["response", "dampingFraction", "blendDuration"])
                return .spring(response: try a.number("response", 0.5), dampingFraction: try a.number("dampingFraction", 0.825),
                               blendDuration: try a.number("blendDuration", 0))
            }
            let a = try args(["duration", "bounce", "blendDuration"], ["duration", "bounce", "blendDuration"])
            return .spring(duration: try a.number("duration", 0.5), bounce: try a.number("bounce", 0),
                           blendDuration: try a.number("blendDuration", 0))
        case "smooth", "snappy", "bouncy":
            let a = try args(["duration", "extraBounce"], ["duration", "extraBounce"])
            let d = try a.number("duration", 0.5), e = try a.number("extraBounce", 0)
            return call.name == "smooth" ? .smooth(duration: d, extraBounce: e) : call.name == "snappy" ? .snappy(duration: d, extraBounce: e) : .bouncy(duration: d, extraBounce: e)
        case "interactiveSpring":
            if labelled.contains("response") || labelled.contains("dampingFraction") {
                let a = try args(["response", "dampingFraction", "blendDuration"], ["response", "dampingFraction", "blendDuration"])
                return .interactiveSpring(response: try a.number("response", 0.15), dampingFraction: try a.number("dampingFraction", 0.86),
                                          blendDuration: try a.number("blendDuration", 0.25))
            }
            let a = try args(["duration", "extraBounce", "blendDuration"], ["duration", "extraBounce", "blendDuration"])
            return .interactiveSpring(duration: try a.number("duration", 0.15), extraBounce: try a.number("extraBounce", 0),
                                      blendDuration: try a.number("blendDuration", 0.25))
        case "interpolatingSpring":
            if labelled.contains("stiffness") || labelled.contains("damping") || labelled.contains("mass") {
                let a = try args(["mass", "stiffness", "damping", "initialVelocity"], ["mass", "stiffness", "damping", "initialVelocity"])
                return .interpolatingSpring(mass: try a.number("mass", 1), stiffness: try a.number("stiffness"),
                                            damping: try a.number("damping"), initialVelocity: try a.number("initialVelocity", 0))
            }
            let a = try args(["duration", "bounce", "initialVelocity"], ["duration", "bounce", "initialVelocity"])
            return .interpolatingSpring(duration: try a.number("duration", 0.5), bounce: try a.number("bounce", 0),
                                        initialVelocity: try a.number("initialVelocity", 0))
        default:
            throw error(text, "unknown animation '\(call.name)' (known: \(presets.joined(separator: ", ")))")
        }
    }

    private static func modifier(_ call: Call, on animation: Animation, in text: String) throws -> Animation {
        func args(_ labels: [String?], _ names: [String]) throws -> Arguments {
            try Arguments(call, labels: labels, names: names, in: text)
        }
        switch call.name {
        case "delay": return animation.delay(try args([nil], ["delay"]).number("delay"))
        case "speed": return animation.speed(try args([nil], ["speed"]).number("speed"))
        case "repeatCount":
            let a = try args([nil, "autoreverses"], ["count", "autoreverses"])
            let count = try a.number("count")
            guard count.isFinite, count == count.rounded() else { throw error(text, "repeatCount takes a whole number") }
            return animation.repeatCount(Int(count), autoreverses: try a.flag("autoreverses", true))
        case "repeatForever":
            return animation.repeatForever(autoreverses: try args(["autoreverses"], ["autoreverses"]).flag("autoreverses", true))
        case "logicallyComplete":
            return animation.logicallyComplete(after: try args(["after"], ["after"]).number("after"))
        default:
            throw error(text, "unknown modifier '\(call.name)' (known: \(modifiers.joined(separator: ", ")))")
        }
    }
}
