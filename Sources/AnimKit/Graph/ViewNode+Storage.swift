import Foundation

extension ViewNode {
    /// The node's object of type `T` among the data primitives keep on it (a scroll view's state, a row's
    /// swipe), made with `make` on first use.
    ///
    ///     let state = node.stored { ScrollState(node: node) }
    func stored<T: AnyObject>(_ make: () -> T) -> T {
        let key = ObjectIdentifier(T.self)
        if let value = userData[key] as? T { return value }
        let value = make()
        userData[key] = value
        return value
    }

    /// The node's object of type `T`, if one was made.
    func existing<T: AnyObject>(_ type: T.Type) -> T? { userData[ObjectIdentifier(type)] as? T }
}

extension EnvironmentValues {
    /// What a container's content sees: spacers inside follow `axis` (none: they take no direction), and a
    /// `.transition` written on the container stays the container's own.
    func containerContent(axis: Axis?) -> EnvironmentValues {
        var inner = self
        inner.stackAxis = axis
        inner.transitionTrait = nil
        if inner.lazyStackAxis != nil { inner.lazyStackAxis = nil }
        return inner
    }
}
