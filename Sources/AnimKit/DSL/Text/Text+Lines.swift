import Foundation

extension Text {
    /// Where text that does not fit its lines is cut with "…" — `.head`, `.middle` or `.tail` (the default).
    ///
    ///     Text(path).lineLimit(1).truncationMode(.middle)
    public typealias TruncationMode = TextTruncationMode
}

private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct ReservedLinesKey: EnvironmentKey { static let defaultValue = 0 }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = TextTruncationMode.tail }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }

extension EnvironmentValues {
    /// The most lines text inside may take (nil: as many as it needs).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// Extra space between the lines of text inside, in points (0: the font's own line height).
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// Where text that does not fit is cut.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// How far text inside may shrink to fit before it is cut (1: not at all).
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// The lines text takes even when it has fewer (a line-limit range's lower bound, or `reservesSpace`).
    var reservedLines: Int {
        get { self[ReservedLinesKey.self] }
        set { self[ReservedLinesKey.self] = newValue }
    }

    /// The lines text inside may show, from the environment alone (no height yet).
    var textFit: TextFit {
        TextFit(lineLimit: lineLimit, reservedLines: reservedLines, truncation: truncationMode, lineSpacing: lineSpacing)
    }
}

/// Sets the line limit and the lines reserved together (the range forms of `lineLimit`).
private struct LineLimitModifier: PrimitiveModifier {
    let limit: Int?
    let reserved: Int

    func transformEnvironment(_ environment: inout EnvironmentValues) {
        environment.lineLimit = limit
        environment.reservedLines = reserved
    }
    var writesEnvironment: Bool { true }
}

nonisolated extension View {
    /// At most `number` lines for text inside (nil: no limit); text with more ends in "…".
    ///
    ///     Text(summary).lineLimit(2)
    public func lineLimit(_ number: Int?) -> some View {
        modifier(LineLimitModifier(limit: number, reserved: 0))
    }

    /// At least `limit.lowerBound` lines of height, at most `limit.upperBound` lines.
    ///
    ///     Text(note).lineLimit(2...4)
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modifier(LineLimitModifier(limit: limit.upperBound, reserved: limit.lowerBound))
    }

    /// At least `limit.lowerBound` lines of height, as many as the text needs.
    ///
    ///     Text(note).lineLimit(2...)
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        modifier(LineLimitModifier(limit: nil, reserved: limit.lowerBound))
    }

    /// At most `limit.upperBound` lines.
    ///
    ///     Text(note).lineLimit(...3)
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        modifier(LineLimitModifier(limit: limit.upperBound, reserved: 0))
    }

    /// At most `limit` lines; with `reservesSpace`, the text is always `limit` lines tall.
    ///
    ///     Text(caption).lineLimit(2, reservesSpace: true)
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(LineLimitModifier(limit: limit, reserved: reservesSpace ? limit : 0))
    }

    /// Lets text inside shrink, down to `factor` of its size, before it is cut with "…".
    ///
    ///     Text("52,318 steps").font(.largeTitle).lineLimit(1).minimumScaleFactor(0.5)
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor.isFinite ? min(max(factor, 0.01), 1) : 1)
    }

    /// Where text inside that does not fit is cut with "…".
    ///
    ///     Text(path).lineLimit(1).truncationMode(.middle)
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }
}

nonisolated extension View {
    /// Adds `lineSpacing` points between the lines of text inside (not above the first or below the last).
    ///
    ///     Text(longStory).lineSpacing(6)
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing) }
}
