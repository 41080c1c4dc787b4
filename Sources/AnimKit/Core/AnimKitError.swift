import Foundation

/// The error AnimKit throws: what went wrong, in one line, with the context it happened in.
///
/// `description` is the one line the command-line tool prints, e.g.
/// `clip 'spinning-square', frame 12: encoder libx264: Invalid argument`.
public struct AnimKitError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure this is.
    public enum Kind: String, Equatable, Sendable {
        case unknownClip, unknownFormat, invalidArgument, unwritableOutput
        case encoder, raster, font, io, cancelled
    }

    public var kind: Kind
    /// The human message, without context.
    public var message: String
    /// The clip being rendered, if any.
    public var clip: String?
    /// The frame index being processed, if any.
    public var frame: Int?

    /// Creates an error.
    public init(_ kind: Kind, _ message: String, clip: String? = nil, frame: Int? = nil) {
        self.kind = kind
        self.message = message
        self.clip = clip
        self.frame = frame
    }

    /// This error with clip/frame context added where missing.
    public func context(clip: String? = nil, frame: Int? = nil) -> AnimKitError {
        var e = self
        if e.clip == nil { e.clip = clip }
        if e.frame == nil { e.frame = frame }
        return e
    }

    public var description: String {
        var parts: [String] = []
        if let clip { parts.append("clip '\(clip)'") }
        if let frame { parts.append("frame \(frame)") }
        return parts.isEmpty ? message : parts.joined(separator: ", ") + ": " + message
    }
}
