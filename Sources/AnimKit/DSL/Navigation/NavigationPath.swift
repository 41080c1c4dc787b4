import Foundation

/// A type-erased list of the values pushed on a `NavigationStack` — SwiftUI's `NavigationPath`.
///
///     @State private var path = NavigationPath()
///     NavigationStack(path: $path) { … }
///     path.append(42); path.append("details")
///
/// Values of different types can be mixed; each is shown by the `navigationDestination(for:)` of its
/// type.
public struct NavigationPath: Equatable, @unchecked Sendable {
    // Values are read and written on the clip's thread only, hence unchecked.
    var elements: [AnyHashable]

    /// An empty path.
    public init() { elements = [] }

    /// A path holding `elements`, first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of values on the path.
    public var count: Int { elements.count }

    /// Whether the path is empty (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops the last `k` values (1 by default).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}
