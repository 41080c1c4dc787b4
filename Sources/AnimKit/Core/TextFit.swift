import Foundation

/// Where text that does not fit its lines is cut — SwiftUI's `Text.TruncationMode`.
public enum TextTruncationMode: String, Hashable, Sendable, CaseIterable {
    /// "…end of the text".
    case head
    /// "Start of the…".
    case tail
    /// "Start…end".
    case middle
}

/// How many lines text may take: a height it must fit, a line limit, lines it reserves, and where
/// text that does not fit is cut with "…".
///
/// Text always shows at least one line. The default fits everything (no limit).
///
///     TextFit(maxHeight: 44)                     // as many lines as fit in 44 pt, the last ending in "…"
///     TextFit(lineLimit: 2, truncation: .middle) // two lines at most
public struct TextFit: Hashable, Sendable, CustomStringConvertible {
    /// The height the lines must fit in (nil: any).
    public var maxHeight: CGFloat?
    /// The most lines shown (nil: any).
    public var lineLimit: Int?
    /// Lines of height the text takes even when it has fewer (0: none).
    public var reservedLines: Int
    /// Where text is cut when it does not fit.
    public var truncation: TextTruncationMode
    /// Extra space between lines, in points (SwiftUI's `lineSpacing`).
    public var lineSpacing: CGFloat

    /// No limit: every line is shown.
    public static let unlimited = TextFit()

    /// A fit with the given limits.
    public init(maxHeight: CGFloat? = nil, lineLimit: Int? = nil, reservedLines: Int = 0,
                truncation: TextTruncationMode = .tail, lineSpacing: CGFloat = 0) {
        self.maxHeight = maxHeight.flatMap { $0.isFinite ? Swift.max(0, $0) : nil }
        self.lineLimit = lineLimit.map { Swift.max(1, $0) }
        self.reservedLines = Swift.max(0, Swift.min(reservedLines, 10_000))
        self.truncation = truncation
        self.lineSpacing = lineSpacing.isFinite ? Swift.max(-1000, Swift.min(lineSpacing, 1000)) : 0
    }

    /// Whether lines may be cut.
    public var limitsLines: Bool { maxHeight != nil || lineLimit != nil }

    /// The number of lines shown for text whose lines are `lineHeight` tall (`lineSpacing` apart), or nil for all
    /// of them.
    public func lineCount(lineHeight: CGFloat) -> Int? {
        var lines = lineLimit
        if let maxHeight, lineHeight + lineSpacing > 0 {
            // A hair of slack so a height computed from the same lines is not a line short.
            let fitting = Int(Swift.min(1e6, ((maxHeight + lineSpacing + 0.01) / (lineHeight + lineSpacing)).rounded(.down)))
            lines = Swift.min(lines ?? .max, Swift.max(1, fitting))
        }
        return lines
    }

    public var description: String {
        var parts: [String] = []
        if let maxHeight { parts.append("height≤\(TreeFormat.number(maxHeight))") }
        if let lineLimit { parts.append("lines≤\(lineLimit)") }
        if reservedLines > 0 { parts.append("reserves \(reservedLines)") }
        if limitsLines { parts.append(truncation.rawValue) }
        if lineSpacing != 0 { parts.append("spacing \(TreeFormat.number(lineSpacing))") }
        return parts.joined(separator: " ")
    }
}
