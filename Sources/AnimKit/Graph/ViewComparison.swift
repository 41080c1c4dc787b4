import Foundation

/// Decides whether a view's new value equals its old one, so that unchanged subtrees are not rebuilt.
///
/// Equatable values compare with `==`; objects by identity; structs, tuples and enums member by member;
/// `@State` and `@Environment` wrappers are skipped (the graph tracks them itself); a `Binding` compares
/// the value it had when made. Closures cannot be compared and count as changed, as in SwiftUI.
enum ViewComparison {
    static func same(_ a: Any, _ b: Any) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        switch kind(of: a) {
        case .graphBound: return true
        case .binding(let compare), .equatable(let compare), .bits(let compare): return compare(a, b)
        case .members: break
        }
        let ma = Mirror(reflecting: a), mb = Mirror(reflecting: b)
        switch ma.displayStyle {
        case .class?:
            return (a as AnyObject) === (b as AnyObject)
        case .struct?, .tuple?, .optional?, .enum?:
            if ma.displayStyle == .enum, ma.children.isEmpty, mb.children.isEmpty {
                return String(describing: a) == String(describing: b)
            }
            guard ma.children.count == mb.children.count else { return false }
            for (x, y) in zip(ma.children, mb.children) {
                guard x.label == y.label, same(x.value, y.value) else { return false }
            }
            return true
        default:
            return false
        }
    }

    /// Whether a primitive view's own inputs are the same, leaving out its child views (their nodes
    /// compare them): a stack whose child changed is not itself changed. Purely structural views
    /// (tuples, groups, branches, `ForEach`) have no inputs of their own.
    static func sameOwnInputs(_ a: Any, _ b: Any) -> Bool {
        guard type(of: a) == type(of: b) else { return false }
        if a is StructuralView { return true }
        switch kind(of: a) {
        case .equatable, .binding, .bits: return same(a, b)
        case .graphBound, .members: break
        }
        let ma = Mirror(reflecting: a), mb = Mirror(reflecting: b)
        guard ma.displayStyle == .struct, ma.children.count == mb.children.count else { return same(a, b) }
        for (x, y) in zip(ma.children, mb.children) {
            if let label = x.label, childLabels.contains(label), x.value is any View { continue }
            guard x.label == y.label, same(x.value, y.value) else { return false }
        }
        return true
    }

    /// The member names under which primitive views and modifiers keep their child views.
    private static let childLabels: Set<String> = ["content", "label", "body", "secondary"]

    /// How values of a type compare; the comparisons take two values of the type (as `Any`) and cast them to it
    /// directly, without looking a conformance up.
    enum Kind {
        /// Tracked by the graph itself (`@State`, `@Environment`): always the same.
        case graphBound
        /// A `Binding`: by the value it had when made.
        case binding((Any, Any) -> Bool)
        /// With `==`.
        case equatable((Any, Any) -> Bool)
        /// A plain value (no references, no closures: `_isPOD`) that is not `Equatable`: byte for byte. Equal bytes
        /// are equal members; unequal ones (a -0 against a 0, padding) only make the view count as changed.
        case bits((Any, Any) -> Bool)
        /// Member by member (or by identity for an object).
        case members
    }

    /// Each type's kind, worked out once: the casts that find it look conformances up in the runtime, and a
    /// failed one (most view structs are not `Equatable`) is the costliest part of comparing a view.
    nonisolated(unsafe) private static var kinds: [ObjectIdentifier: Kind] = [:]
    private static let kindsLock = NSLock()

    /// How `value`'s type compares.
    static func kind(of value: Any) -> Kind {
        let type = ObjectIdentifier(Swift.type(of: value))
        kindsLock.lock()
        let known = kinds[type]
        kindsLock.unlock()
        if let known { return known }
        let kind: Kind
        if value is GraphBoundProperty {
            kind = .graphBound
        } else if let binding = value as? any BindingComparable {
            kind = .binding(bindingComparison(binding))
        } else if let equatable = value as? any Equatable {
            kind = .equatable(equality(equatable))
        } else {
            kind = PlainValueComparison.of(value).map(Kind.bits) ?? .members
        }
        kindsLock.lock()
        kinds[type] = kind
        kindsLock.unlock()
        return kind
    }

    private static func equality<T: Equatable>(_: T) -> (Any, Any) -> Bool {
        { a, b in
            guard let x = a as? T, let y = b as? T else { return false }
            return x == y
        }
    }

    private static func bindingComparison<B: BindingComparable>(_: B) -> (Any, Any) -> Bool {
        { a, b in (a as? B)?.readsSameValue(as: b) ?? false }
    }
}

/// Byte-for-byte comparison of plain values (`_isPOD`), made for a value's type by opening it.
private enum PlainValueComparison {
    /// The comparison for `value`'s type, nil when the type holds references or closures.
    static func of(_ value: Any) -> ((Any, Any) -> Bool)? {
        func open<T>(_ typed: T) -> Bool { _isPOD(T.self) && MemoryLayout<T>.size > 0 }
        guard _openExistential(value, do: open) else { return nil }
        return { a, b in
            guard type(of: a) == type(of: b) else { return false }
            func compare<T>(_ x: T) -> Bool {
                guard var y = b as? T else { return false }
                var x = x
                return withUnsafeBytes(of: &x) { px in withUnsafeBytes(of: &y) { py in memcmp(px.baseAddress!, py.baseAddress!, px.count) == 0 } }
            }
            return _openExistential(a, do: compare)
        }
    }
}

/// A binding compares by the value it had when it was made.
protocol BindingComparable {
    func readsSameValue(as other: Any) -> Bool
}

extension Binding: BindingComparable {
    func readsSameValue(as other: Any) -> Bool {
        guard let other = other as? Binding<Value> else { return false }
        return ViewComparison.same(snapshot, other.snapshot)
    }
}

/// A view that only arranges children (tuples, groups, branches, `ForEach`): nothing of its own to draw.
protocol StructuralView {}

extension TupleView: StructuralView {}
extension Group: StructuralView {}
extension _ConditionalContent: StructuralView {}
extension Optional: StructuralView where Wrapped: View {}
extension AnyView: StructuralView {}
extension ForEach: StructuralView {}
extension _ViewModifier_Content: StructuralView {}
