import Foundation

/// Makes a type `Animatable` from its stored `var`s — SwiftUI's `@Animatable` macro.
///
/// The stored `var`s in declaration order (not `let`s, computed properties, property wrappers or
/// `@AnimatableIgnored` ones) become `animatableData`: nested `AnimatablePair`s in a balanced tree. A property
/// of a `VectorArithmetic` type animates itself; an `Animatable` one (an `Angle`, a `CGPoint`) its data.
///
///     @Animatable
///     struct Wave: Shape {
///         var amplitude: CGFloat
///         var phase: Angle
///         @AnimatableIgnored var color: Color
///         func path(in rect: CGRect) -> Path { … }
///     }
///
/// The macro is built from swift-syntax, which costs a package's first build about two and a half CPU minutes,
/// so it comes with AnimKit's `AnimatableMacro` package trait. A package that uses it asks for it:
///
///     .package(url: "<AnimKit's git URL>", branch: "main", traits: ["AnimatableMacro"])
#if AnimatableMacro
@attached(member, names: named(animatableData))
@attached(extension, conformances: Animatable)
public macro Animatable() = #externalMacro(module: "AnimKitMacros", type: "AnimatableMacro")
#else
// Without the trait the macro is declared unavailable, so that using it says how to get it. It is never expanded;
// it names a plugin every Swift toolchain has (Observation's) only so that the declaration itself is complete.
@available(*, unavailable, message: "@Animatable needs AnimKit's AnimatableMacro trait: add traits: [\"AnimatableMacro\"] to your package's AnimKit dependency (docs/own-package.md)")
@attached(member, names: named(animatableData))
@attached(extension, conformances: Animatable)
public macro Animatable() = #externalMacro(module: "ObservationMacros", type: "ObservableMacro")
#endif

/// Leaves a stored property out of `@Animatable`'s `animatableData` — SwiftUI's `@AnimatableIgnored`.
///
///     @AnimatableIgnored var label: String
#if AnimatableMacro
@attached(peer)
public macro AnimatableIgnored() = #externalMacro(module: "AnimKitMacros", type: "AnimatableIgnoredMacro")
#else
@available(*, unavailable, message: "@AnimatableIgnored needs AnimKit's AnimatableMacro trait: add traits: [\"AnimatableMacro\"] to your package's AnimKit dependency (docs/own-package.md)")
@attached(peer)
public macro AnimatableIgnored() = #externalMacro(module: "ObservationMacros", type: "ObservationIgnoredMacro")
#endif

/// The data `@Animatable` animates for a `VectorArithmetic` property: the value itself.
@inlinable public func _animatableData<V: VectorArithmetic>(of value: V) -> V { value }
/// The data `@Animatable` animates for an `Animatable` property: its `animatableData`.
@inlinable public func _animatableData<A: Animatable>(of value: A) -> A.AnimatableData { value.animatableData }
/// A property both `VectorArithmetic` and `Animatable` (`Double`) animates itself.
@inlinable public func _animatableData<V: VectorArithmetic & Animatable>(of value: V) -> V { value }

/// `data` as the concrete type of `example` (the setter of `@Animatable`'s opaque `animatableData`).
@inlinable public func _animatableData<V: VectorArithmetic>(_ data: some VectorArithmetic, like example: V) -> V { data as! V }

/// Writes animated data back into a `VectorArithmetic` property.
@inlinable public func _setAnimatableData<V: VectorArithmetic>(of value: inout V, to data: V) { value = data }
/// Writes animated data back into an `Animatable` property.
@inlinable public func _setAnimatableData<A: Animatable>(of value: inout A, to data: A.AnimatableData) { value.animatableData = data }
/// Writes animated data back into a property both `VectorArithmetic` and `Animatable`.
@inlinable public func _setAnimatableData<V: VectorArithmetic & Animatable>(of value: inout V, to data: V) { value = data }
