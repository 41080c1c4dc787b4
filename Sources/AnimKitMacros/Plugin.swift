import AnimKitMacroSupport
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Animatable`, as the compiler finds it: the expansion is `AnimatableExpansion` (AnimKitMacroSupport, a plain
/// library the expansion tests link, so the test bundle is not built a second time for the host).
public struct AnimatableMacro: MemberMacro, ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        try AnimatableExpansion.expansion(of: node, providingMembersOf: declaration, conformingTo: protocols, in: context)
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        try AnimatableExpansion.expansion(of: node, attachedTo: declaration, providingExtensionsOf: type, conformingTo: protocols, in: context)
    }
}

/// `@AnimatableIgnored`, as the compiler finds it (a marker: it adds nothing).
public struct AnimatableIgnoredMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}

/// The compiler plugin holding AnimKit's macros.
@main
struct AnimKitMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [AnimatableMacro.self, AnimatableIgnoredMacro.self]
}
