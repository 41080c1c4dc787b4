import Foundation

/// Where the text engine placed a run's characters: its lines, the runs of like-styled characters on each line,
/// and each cluster of glyphs (one character, a ligature, an emoji sequence). What a `TextRenderer` reads as
/// `Text.Layout`.
///
/// Coordinates are in points from the top-leading corner of the run's layout box; a baseline is a distance down
/// from that corner.
///
///     let layout = measurer.glyphLayout(of: TextRun("Hi"), breakingAt: [])
///     layout.lines[0].runs[0].clusters.map(\.x)   // [0, 11.6…]
public struct TextGlyphLayout: Hashable, Sendable {
    /// One line of the layout.
    public struct Line: Hashable, Sendable {
        /// The left end of the line.
        public var x: CGFloat
        /// The baseline, down from the top of the layout box.
        public var baseline: CGFloat
        /// The line's width.
        public var width: CGFloat
        /// How far the line reaches above and below its baseline.
        public var ascent: CGFloat
        public var descent: CGFloat
        /// The runs, in visual order.
        public var runs: [Run]

        /// A line of `runs`.
        public init(x: CGFloat, baseline: CGFloat, width: CGFloat, ascent: CGFloat, descent: CGFloat, runs: [Run]) {
            (self.x, self.baseline, self.width, self.ascent, self.descent, self.runs) = (x, baseline, width, ascent, descent, runs)
        }
    }

    /// Characters of one line set alike (one font, one direction, no style or attribute change inside).
    public struct Run: Hashable, Sendable {
        /// The UTF-8 offsets of the run's characters in the string.
        public var range: Range<Int>
        /// How far the run's font reaches above and below the baseline.
        public var ascent: CGFloat
        public var descent: CGFloat
        /// Whether the run is set right to left.
        public var isRightToLeft: Bool
        /// The baseline of the run's characters when set on their own, down from the top of their box: drawing
        /// a piece of the run on its own, its box goes this far above the line's baseline.
        public var ownBaseline: CGFloat
        /// The clusters, in logical order.
        public var clusters: [Cluster]

        /// A run of `clusters`.
        public init(range: Range<Int>, ascent: CGFloat, descent: CGFloat, isRightToLeft: Bool, ownBaseline: CGFloat,
                    clusters: [Cluster]) {
            (self.range, self.ascent, self.descent, self.isRightToLeft, self.ownBaseline, self.clusters) =
                (range, ascent, descent, isRightToLeft, ownBaseline, clusters)
        }

        /// The left end of the run.
        public var x: CGFloat { clusters.map(\.x).min() ?? 0 }
        /// The run's width.
        public var width: CGFloat { clusters.reduce(0) { $0 + $1.width } }
    }

    /// The glyphs of one or more characters that are placed as one.
    public struct Cluster: Hashable, Sendable {
        /// The UTF-8 offsets of the characters.
        public var range: Range<Int>
        /// The left end of the cluster's advance.
        public var x: CGFloat
        /// The cluster's advance.
        public var width: CGFloat
        /// What the cluster shows when it is not its characters ("…" in place of the characters a cut hides).
        public var shown: String?

        /// A cluster of the characters at `range`.
        public init(range: Range<Int>, x: CGFloat, width: CGFloat, shown: String? = nil) {
            (self.range, self.x, self.width, self.shown) = (range, x, width, shown)
        }
    }

    /// The lines, top to bottom.
    public var lines: [Line]
    /// Whether some of the text is cut ("…").
    public var isTruncated: Bool

    /// A layout of `lines`.
    public init(lines: [Line], isTruncated: Bool) {
        self.lines = lines
        self.isTruncated = isTruncated
    }
}
