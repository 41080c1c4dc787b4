import Foundation
import Observation

/// A value read from the view's environment — SwiftUI's `@Environment`.
///
///     @Environment(\.dismiss) var dismiss
///     @Environment(\.font) var font
///     @Environment(Library.self) var library   // an @Observable object put there with .environment(_:)
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let read: (EnvironmentValues) -> Value?
    /// The error when the value is missing (an object no ancestor provided), if it can be.
    let missing: (() -> AnimKitError)?
    let location = EnvironmentLocation()

    /// Reads the environment value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        missing = nil
    }

    /// The value in the environment of the view's position in the graph.
    public var wrappedValue: Value {
        guard let value = read(location.values ?? EnvironmentValues()) else {
            fatalError((missing?() ?? AnimKitError(.invalidArgument, "no environment value")).message)
        }
        return value
    }
}

extension Environment where Value: AnyObject & Observable {
    /// Reads the `@Observable` object of this type that an ancestor put in the environment with
    /// `environment(_:)`; a view that reads one no ancestor provided stops the clip with an error naming the type.
    ///
    ///     @Environment(Library.self) private var library
    public init(_ objectType: Value.Type) {
        read = { $0[EnvironmentObjectKey<Value>.self] }
        missing = { AnimKitError(.invalidArgument, "no Observable object of type \(Value.self) found: a View.environment(_:) for \(Value.self) is missing as an ancestor of this view") }
    }
}

extension Environment {
    /// Reads the `@Observable` object of this type from the environment, or nil when no ancestor provided one.
    ///
    ///     @Environment(Library.self) private var library: Library?
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { .some($0[EnvironmentObjectKey<T>.self]) }
        missing = nil
    }
}

extension Environment: GraphBoundProperty {
    func bind(to node: ViewNode, slot: inout Int) {
        location.values = node.environment
        if let missing, read(node.environment) == nil { node.missingDependency = missing() }
    }
}

/// The environment a graph-bound `Environment` reads from.
final class EnvironmentLocation {
    var values: EnvironmentValues?
}
