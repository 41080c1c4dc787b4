import AnimKitSwiftText
import Foundation

/// Answers the compiler's messages: its capability question, and expansions of `#Preview` (a declaration) and
/// `@Previewable` (a marker that `#Preview` reads; on its own it adds nothing).
///
/// The protocol is the compiler's plugin protocol (version 7), spoken here with Foundation's JSON rather than
/// through swift-syntax's plugin library, so that a package using AnimKit compiles no swift-syntax.
struct PluginHost {
    let connection: PluginConnection

    /// Serves until the compiler closes the pipe.
    func serve() {
        do {
            while let message = try connection.receive() {
                try connection.send(answer(message))
            }
        } catch let error as ConnectionError {
            FileHandle.standardError.write(Data("AnimKitPreviewMacros: \(error.message)\n".utf8))
            exit(1)
        } catch {
            FileHandle.standardError.write(Data("AnimKitPreviewMacros: \(error)\n".utf8))
            exit(1)
        }
    }

    /// The reply to one message.
    func answer(_ message: [String: Any]) -> [String: Any] {
        if message["getCapability"] != nil {
            return ["getCapabilityResult": ["capability": ["protocolVersion": 7]]]
        }
        if let request = message["expandFreestandingMacro"] as? [String: Any] {
            return expandPreview(request)
        }
        if message["expandAttachedMacro"] != nil {
            // `@Previewable` marks a declaration for `#Preview` to lift; it adds no peers of its own.
            return ["expandMacroResult": ["expandedSource": "", "diagnostics": [] as [Any]]]
        }
        return ["expandMacroResult": ["diagnostics": [diagnostic("AnimKitPreviewMacros cannot answer this request", at: nil)]]]
    }

    /// The expansion of one `#Preview`.
    private func expandPreview(_ request: [String: Any]) -> [String: Any] {
        let syntax = request["syntax"] as? [String: Any] ?? [:]
        let source = syntax["source"] as? String ?? ""
        let location = syntax["location"] as? [String: Any] ?? [:]
        let discriminator = request["discriminator"] as? String ?? "$animkit_preview"
        do {
            let expansion = try PreviewExpansion(source: source)
            let position = expansion.position(sourceStartLine: location["line"] as? Int ?? 0,
                                              sourceStartColumn: location["column"] as? Int ?? 0)
            // The compiler's own form of a unique name (what swift-syntax's `makeUniqueName` makes).
            let provided = "AnimKitPreview"
            let name = "\(discriminator)\(provided.utf8.count)\(provided)fMu_"
            let code = expansion.declaration(named: name, fileID: location["fileID"] as? String ?? "",
                                             line: position.line, column: position.column)
            return ["expandMacroResult": ["expandedSource": code, "diagnostics": [] as [Any]]]
        } catch let problem as PreviewExpansion.Problem {
            return ["expandMacroResult": ["diagnostics": [diagnostic(problem.message, at: location)]]]
        } catch {
            return ["expandMacroResult": ["diagnostics": [diagnostic("\(error)", at: location)]]]
        }
    }

    /// An error diagnostic at the start of the macro's text.
    private func diagnostic(_ message: String, at location: [String: Any]?) -> [String: Any] {
        let position: [String: Any] = ["fileName": location?["fileName"] as? String ?? "", "offset": location?["offset"] as? Int ?? 0]
        return ["message": message, "severity": "error", "position": position, "highlights": [] as [Any],
                "notes": [] as [Any], "fixIts": [] as [Any]]
    }
}
