import Foundation

/// The names SF Symbols defines, for telling a symbol AnimKit has no drawing of (drawn with a stand-in glyph)
/// from a name iOS does not know (drawn as nothing, taking no space, as on iOS).
///
///     SymbolNames.isValid("figure.walk.motion")   // true
///     SymbolNames.isValid("figure.wobble")        // false
enum SymbolNames {
    /// Every name, read once from the generated list (`SymbolNames+List.swift`).
    static let all: Set<Substring> = Set(list.split(separator: "\n"))

    /// Whether SF Symbols defines `name` (in any version up to 7.0, renamed names included).
    static func isValid(_ name: String) -> Bool { all.contains(Substring(name)) }
}
