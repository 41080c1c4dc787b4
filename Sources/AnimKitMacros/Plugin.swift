import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin holding AnimKit's macros.
@main
struct AnimKitMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [AnimatableMacro.self, AnimatableIgnoredMacro.self]
}
