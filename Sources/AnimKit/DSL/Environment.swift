import Foundation

/// A value read from the view's environment — SwiftUI's `@Environment`.
///
///     @Environment(\.dismiss) var dismiss
///     @Environment(\.font) var font
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let location = EnvironmentLocation()

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    /// The value in the environment of the view's position in the graph.
    public var wrappedValue: Value { (location.values ?? EnvironmentValues())[keyPath: keyPath] }
}

extension Environment: GraphBoundProperty {
    func bind(to node: ViewNode, slot: inout Int) { location.values = node.environment }
}

/// The environment a graph-bound `Environment` reads from.
final class EnvironmentLocation {
    var values: EnvironmentValues?
}
