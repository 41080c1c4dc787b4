import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Animatable`: makes a type `Animatable` from its stored `var`s.
///
/// The stored `var`s, in declaration order and without `@AnimatableIgnored`, become `animatableData`: one
/// property's own data, or a balanced tree of `AnimatablePair`s (the first ⌊n/2⌋ properties on the left), as
/// SwiftUI's macro builds when `AnimatableValues` is not available. A property whose type is `VectorArithmetic`
/// animates itself; an `Animatable` one animates its `animatableData` (the `_animatableData(of:)` overloads
/// choose at compile time, so no property needs a type annotation).
public struct AnimatableExpansion: MemberMacro, ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
                                 conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        if hasAnimatableData(declaration) {
            context.diagnose(Diagnostic(node: node, message: AnimatableMessage.alreadyAnimatable))
            return []
        }
        let names = animatedProperties(of: declaration)
        guard !names.isEmpty else {
            context.diagnose(Diagnostic(node: node, message: AnimatableMessage.nothingToAnimate))
            return []
        }
        let getter = tree(names) { "_animatableData(of: \($0))" }
        var setters: [String] = []
        // The setter sees `newValue` as the opaque type: it is the getter's own type, recovered by example.
        setters.append("let newValue = _animatableData(newValue, like: \(getter))")
        collectSetters(names, path: "newValue", into: &setters)
        let access = declaration.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        return ["""
        \(raw: access)nonisolated var animatableData: some VectorArithmetic {
            get { \(raw: getter) }
            set {
                \(raw: setters.joined(separator: "\n"))
            }
        }
        """]
    }

    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        // Only when the type is not Animatable already (a Shape is): the compiler passes the missing protocols.
        guard !protocols.isEmpty, !hasAnimatableData(declaration), !animatedProperties(of: declaration).isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): Animatable {}")]
    }

    /// The names of the stored `var`s that animate, in declaration order.
    static func animatedProperties(of declaration: some DeclGroupSyntax) -> [String] {
        declaration.memberBlock.members.flatMap { member -> [String] in
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
                  !variable.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }),
                  !variable.attributes.contains(where: { attribute in
                      // `@AnimatableIgnored`, and property wrappers (`@State`): their storage is not the value.
                      attribute.as(AttributeSyntax.self) != nil
                  })
            else { return [] }
            return variable.bindings.compactMap { binding in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmed.text else { return nil }
                if let accessors = binding.accessorBlock?.accessors {
                    // Observers keep a property stored; a getter (or a bare body) makes it computed.
                    guard case .accessors(let list) = accessors,
                          list.allSatisfy({ [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) })
                    else { return nil }
                }
                return name
            }
        }
    }

    /// Whether the type declares `animatableData` itself.
    static func hasAnimatableData(_ declaration: some DeclGroupSyntax) -> Bool {
        declaration.memberBlock.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "animatableData"
            } ?? false
        }
    }

    /// `names` as a balanced tree of `AnimatablePair(…)`, the first ⌊n/2⌋ on the left.
    static func tree(_ names: [String], leaf: (String) -> String) -> String {
        guard names.count > 1 else { return leaf(names[0]) }
        let split = names.count / 2
        return "AnimatablePair(\(tree(Array(names[..<split]), leaf: leaf)), \(tree(Array(names[split...]), leaf: leaf)))"
    }

    /// One assignment per property, reading its place in the tree (`newValue.first.second`…).
    static func collectSetters(_ names: [String], path: String, into lines: inout [String]) {
        guard names.count > 1 else {
            lines.append("_setAnimatableData(of: &\(names[0]), to: \(path))")
            return
        }
        let split = names.count / 2
        collectSetters(Array(names[..<split]), path: path + ".first", into: &lines)
        collectSetters(Array(names[split...]), path: path + ".second", into: &lines)
    }
}

/// `@AnimatableIgnored`: leaves a stored property out of `@Animatable`'s `animatableData` (it adds nothing).
public struct AnimatableIgnoredExpansion: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}

/// What the macro reports.
enum AnimatableMessage: String, DiagnosticMessage {
    case alreadyAnimatable
    case nothingToAnimate

    var message: String {
        switch self {
        case .alreadyAnimatable: "@Animatable has no effect: the type declares 'animatableData' itself"
        case .nothingToAnimate: "@Animatable needs at least one stored 'var' that is not @AnimatableIgnored"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "AnimKitMacros", id: rawValue) }

    var severity: DiagnosticSeverity {
        switch self {
        case .alreadyAnimatable: .warning
        case .nothingToAnimate: .error
        }
    }
}
