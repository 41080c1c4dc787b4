import Foundation

/// A text that describes a view value's structure and plain values, leaving out closures: two values
/// with the same signature lay out and draw alike (their actions may differ).
///
/// Views passed upwards (toolbar items) are compared this way, since a closure never compares equal.
enum ViewSignature {
    static func of(_ value: Any) -> String {
        var out = ""
        append(value, into: &out, depth: 0)
        return out
    }

    private static func append(_ value: Any, into out: inout String, depth: Int) {
        guard depth < 64 else { return }
        let mirror = Mirror(reflecting: value)
        if mirror.children.isEmpty {
            out += value is any Equatable ? String(describing: value) : "\(type(of: value))"
            return
        }
        switch mirror.displayStyle {
        case .class?:
            out += "\(type(of: value))@\(ObjectIdentifier(value as AnyObject).hashValue)"
        default:
            out += "\(type(of: value))("
            for child in mirror.children {
                out += (child.label ?? "") + ":"
                append(child.value, into: &out, depth: depth + 1)
                out += ","
            }
            out += ")"
        }
    }
}
