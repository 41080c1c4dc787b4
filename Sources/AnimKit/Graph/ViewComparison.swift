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
        case .binding: if let binding = a as? any BindingComparable { return binding.readsSameValue(as: b) }
        case .equatable: if let equatable = a as? any Equatable { return isEqual(equatable, b) }
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
        case .equatable, .binding: return same(a, b)
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

    /// How values of a type compare.
    enum Kind {
        /// Tracked by the graph itself (`@State`, `@Environment`): always the same.
        case graphBound
        /// A `Binding`: by the value it had when made.
        case binding
        /// With `==`.
        case equatable
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
        let kind: Kind = value is GraphBoundProperty ? .graphBound
            : value is any BindingComparable ? .binding
            : value is any Equatable ? .equatable : .members
        kindsLock.lock()
        kinds[type] = kind
        kindsLock.unlock()
        return kind
    }

    private static func isEqual<T: Equatable>(_ a: T, _ b: Any) -> Bool {
        guard let b = b as? T else { return false }
        return a == b
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
