import Foundation

/// The presented environment: values that animating environment writers (a foreground colour changing with an
/// animation) put in force for the items built inside them.
extension ViewGraph {
    /// Whether an animating environment value is in force for the items being built.
    var hasEnvironmentOverrides: Bool { !environmentOverrides.isEmpty }

    /// Builds items with `override` applied to their environments.
    func withEnvironmentOverride<R>(_ override: @escaping (inout EnvironmentValues) -> Void, _ body: () -> R) -> R {
        environmentOverrides.append(override)
        defer { environmentOverrides.removeLast() }
        return body()
    }

    /// `environment` with the animating values in force applied.
    func presentedEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        guard !environmentOverrides.isEmpty else { return environment }
        var e = environment
        for override in environmentOverrides { override(&e) }
        return e
    }
}
