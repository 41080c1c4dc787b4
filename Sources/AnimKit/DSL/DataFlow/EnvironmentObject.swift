import Foundation
import Observation

/// An `ObservableObject` an ancestor put in the environment with `environmentObject(_:)` — SwiftUI's
/// `@EnvironmentObject`: the view's body is evaluated again whenever the object announces a change.
///
/// A view that reads one no ancestor provided stops the clip with an error that names the type (SwiftUI stops
/// the app).
///
///     @EnvironmentObject var settings: Settings
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the properties of the environment object: `$settings.volume` (as `@ObservedObject`'s).
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

    let location = ObjectLocation<ObjectType>()

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object an ancestor provided.
    public var wrappedValue: ObjectType {
        guard let object = location.object else {
            fatalError(EnvironmentObject.missing.message)
        }
        return object
    }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    static var missing: AnimKitError {
        AnimKitError(.invalidArgument, "no ObservableObject of type \(ObjectType.self) found: a View.environmentObject(_:) for \(ObjectType.self) is missing as an ancestor of this view")
    }
}

extension EnvironmentObject: GraphBoundProperty {
    func bind(to node: ViewNode, slot: inout Int) {
        location.object = node.environment[EnvironmentObjectKey<ObjectType>.self]
        if let object = location.object {
            node.observe(object)
        } else {
            node.missingDependency = EnvironmentObject.missing
        }
    }
}

/// Where the environment keeps an object by its type (`environmentObject(_:)`, `environment(_:)`).
struct EnvironmentObjectKey<ObjectType>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

/// Puts an object in the environment by its type.
struct EnvironmentObjectModifier<ObjectType>: PrimitiveModifier {
    let object: ObjectType?
    func transformEnvironment(_ environment: inout EnvironmentValues) { environment[EnvironmentObjectKey<ObjectType>.self] = object }
    var writesEnvironment: Bool { true }
}

nonisolated extension View {
    /// Puts `object` in the environment of this view and its descendants, for `@EnvironmentObject`.
    ///
    ///     ContentView().environmentObject(Settings())
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentObjectModifier(object: object))
    }

    /// Puts an `@Observable` object in the environment of this view and its descendants, for
    /// `@Environment(T.self)` (nil removes it).
    ///
    ///     ContentView().environment(library)
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentObjectModifier(object: object))
    }
}
