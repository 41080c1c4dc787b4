import Foundation

/// Decides whether a view's new value equals its old one, so that unchanged subtrees are not rebuilt.
///
/// Plain values compare byte for byte; other `Equatable` values with `==`; objects by identity; structs and tuples
/// field by field (read in place, `ValueComparer`), enums case and payload; `@State` and `@Environment` wrappers are
/// skipped (the graph tracks them itself); a `Binding` compares the value it had when made. Closures cannot be
/// compared and count as changed, as in SwiftUI.
///
///     ViewComparison.same(Badge(count: 1), Badge(count: 1))   // true: the badge's subtree is not rebuilt
enum ViewComparison {
    /// Whether `a` and `b` are the same value (of the same type).
    static func same(_ a: Any, _ b: Any) -> Bool { compare(a, b, ownInputs: false) }

    /// Whether a primitive view's own inputs are the same, leaving out its child views (their nodes
    /// compare them): a stack whose child changed is not itself changed. (Purely structural views — tuples,
    /// groups, branches, `ForEach` — have no inputs of their own: their nodes do not ask.)
    static func sameOwnInputs(_ a: Any, _ b: Any) -> Bool { compare(a, b, ownInputs: true) }

    /// `a` and `b` compared by their type's comparer, whole or by the view's own inputs.
    private static func compare(_ a: Any, _ b: Any, ownInputs: Bool) -> Bool {
        // `type(of:)` of an `Any` is the type of the value inside, also through an existential inside it.
        let type = Swift.type(of: a)
        guard type == Swift.type(of: b) else { return false }
        func compare<T>(_ x: UnsafePointer<T>, _ y: UnsafePointer<T>) -> Bool {
            let comparer = ValueComparer.of(T.self)
            return ownInputs ? comparer.compareOwnInputs(x, y) : comparer.compare(x, y)
        }
        // Both values opened as the type they are, without a dynamic cast (the usual case)…
        func openFirst<T>(_ x: T) -> Bool? {
            guard T.self == type else { return nil }
            func openSecond<U>(_ y: U) -> Bool? {
                guard U.self == type else { return nil }
                return withUnsafePointer(to: x) { px in
                    withUnsafePointer(to: y) { py in py.withMemoryRebound(to: T.self, capacity: 1) { compare(px, $0) } }
                }
            }
            return _openExistential(b, do: openSecond)
        }
        if let result = _openExistential(a, do: openFirst) { return result }
        // …or cast, when opening gives an existential type (a value read generically from an existential field).
        func cast<T>(_: T.Type) -> Bool {
            guard var x = a as? T, var y = b as? T else { return false }
            return compare(&x, &y)
        }
        return _openExistential(type, do: cast)
    }

    /// An enum with payloads that is not `Equatable`: the same case, with the same payloads.
    static func sameByMirror(_ a: Any, _ b: Any) -> Bool {
        let ma = Mirror(reflecting: a), mb = Mirror(reflecting: b)
        if ma.children.isEmpty, mb.children.isEmpty { return String(describing: a) == String(describing: b) }
        guard ma.children.count == mb.children.count else { return false }
        for (x, y) in zip(ma.children, mb.children) {
            guard x.label == y.label, same(x.value, y.value) else { return false }
        }
        return true
    }
}

/// A binding compares by the value it had when it was made.
protocol BindingComparable {
    func readsSameValue(as other: Self) -> Bool
}

extension Binding: BindingComparable {
    func readsSameValue(as other: Binding<Value>) -> Bool {
        ValueComparer.of(Value.self).same(snapshot, other.snapshot)
    }
}

/// A view that only arranges children (tuples, groups, branches, `ForEach`): nothing of its own to draw.
protocol StructuralView: PrimitiveView {}

extension StructuralView {
    static var roleIsStructural: Bool { true }
}

extension TupleView: StructuralView {}
extension Group: StructuralView {}
extension _ConditionalContent: StructuralView {}
extension Optional: StructuralView where Wrapped: View {}
extension AnyView: StructuralView {}
extension ForEach: StructuralView {}
extension _ViewModifier_Content: StructuralView {}
