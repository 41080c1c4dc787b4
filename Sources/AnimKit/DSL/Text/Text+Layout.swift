import Foundation

/// What a text layout's pieces draw from: the run as set (font, colour, spans), where the engine placed its
/// characters, the custom attributes by character range, and the paint of a gradient-filled text.
final class TextLayoutSource {
    let run: TextRun
    let glyphs: TextGlyphLayout
    let attributes: [TextAttributeRange]
    let paint: Paint?
    let size: CGSize

    init(run: TextRun, glyphs: TextGlyphLayout, attributes: [TextAttributeRange], paint: Paint?, size: CGSize) {
        (self.run, self.glyphs, self.attributes, self.paint, self.size) = (run, glyphs, attributes, paint, size)
    }

    /// The display items drawing clusters `clusters` of run `run` on line `line`, moved by `offset`.
    func items(line: Int, run: Int, clusters: Range<Int>, offset: CGSize = .zero) -> [DisplayItem] {
        let placedLine = glyphs.lines[line], placedRun = placedLine.runs[run]
        let picked = placedRun.clusters[clusters]
        guard let lower = picked.map(\.range.lowerBound).min(), let upper = picked.map(\.range.upperBound).max(),
              let left = picked.map(\.x).min() else { return [] }
        let bytes = Array(self.run.string.utf8)
        let string = picked.contains(where: { $0.shown != nil })
            ? picked.map { $0.shown ?? String(decoding: bytes[$0.range], as: UTF8.self) }.joined()
            : String(decoding: bytes[lower..<upper], as: UTF8.self)
        var piece = self.run
        piece.string = string
        piece.width = nil
        piece.fit = .unlimited
        piece.alignment = .leading
        piece.origin = CGPoint(x: left + offset.width, y: placedLine.baseline - placedRun.ownBaseline + offset.height)
        piece.spans = self.run.spans.compactMap { span in
            let from = max(span.range.lowerBound, lower), to = min(span.range.upperBound, upper)
            guard from < to else { return nil }
            var moved = span
            moved.range = (from - lower)..<(to - lower)
            return moved
        }
        guard let paint else { return [.text(piece)] }
        var group = DisplayGroup(children: [.shape(.rect(CGRect(origin: .zero, size: size)), .fill(), paint)])
        group.mask = [.text(piece)]
        return [.group(group)]
    }

    /// The custom attribute of type `T` on the characters at `range` (the first character's).
    func attribute<T: TextAttribute>(_ type: T.Type, at offset: Int) -> T? {
        attributes.first { $0.range.contains(offset) }?.values[T.self]
    }
}

extension Text {
    /// A text's lines, runs and glyphs as laid out, handed to a `TextRenderer` — SwiftUI's `Text.Layout`.
    ///
    /// A collection of lines; a line is a collection of runs (characters set alike), a run a collection of slices
    /// of one glyph cluster each. Positions are in the text view's coordinates, baselines included.
    ///
    ///     for line in layout {
    ///         for run in line {
    ///             for (index, glyph) in run.enumerated() {
    ///                 var copy = context
    ///                 copy.translateBy(x: 0, y: sin(Double(index)) * 4)
    ///                 copy.draw(glyph)
    ///             }
    ///         }
    ///     }
    public struct Layout: RandomAccessCollection, Equatable {
        let source: TextLayoutSource

        /// Whether the text is cut ("…") to fit.
        public var isTruncated: Bool { source.glyphs.isTruncated }
        public var startIndex: Int { 0 }
        public var endIndex: Int { source.glyphs.lines.count }
        public subscript(index: Int) -> Line { Line(source: source, index: index) }

        public static func == (a: Layout, b: Layout) -> Bool { a.source === b.source }

        /// The typographic bounds of a line, run or glyph: its baseline origin, width, ascent, descent and leading.
        @frozen public struct TypographicBounds: Equatable, Sendable {
            /// The left end of the element's baseline, in the text view's coordinates.
            public var origin: CGPoint
            /// The element's width.
            public var width: CGFloat
            /// How far the element reaches above its baseline.
            public var ascent: CGFloat
            /// How far the element reaches below its baseline.
            public var descent: CGFloat
            /// The space the font asks for between lines.
            public var leading: CGFloat

            /// Empty bounds at the origin.
            public init() { (origin, width, ascent, descent, leading) = (.zero, 0, 0, 0, 0) }

            init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat) {
                (self.origin, self.width, self.ascent, self.descent, self.leading) = (origin, width, ascent, descent, 0)
            }

            /// The rectangle from the top of the ascent to the bottom of the descent.
            public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
        }

        /// The position of a character in the text: comparable, not a `String` index.
        @frozen public struct CharacterIndex: Hashable, Comparable, Strideable, Sendable {
            let offset: Int
            public func advanced(by n: Int) -> CharacterIndex { CharacterIndex(offset: offset + n) }
            public func distance(to other: CharacterIndex) -> Int { other.offset - offset }
            public static func < (a: CharacterIndex, b: CharacterIndex) -> Bool { a.offset < b.offset }
        }

        /// How lines, runs and glyphs are drawn.
        public struct DrawingOptions: OptionSet, Sendable {
            public let rawValue: UInt32
            public init(rawValue: UInt32) { self.rawValue = rawValue }
            /// Glyphs keep their fractional positions as the context moves them. AnimKit never snaps glyphs to
            /// pixels, so this changes nothing here.
            public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1 << 0)
        }

        /// One line: a collection of runs.
        public struct Line: RandomAccessCollection, Equatable {
            let source: TextLayoutSource
            let index: Int
            /// The left end of the line's baseline; drawing the line after changing it moves the line.
            public var origin: CGPoint

            init(source: TextLayoutSource, index: Int) {
                self.source = source
                self.index = index
                let placed = source.glyphs.lines[index]
                origin = CGPoint(x: placed.x, y: placed.baseline)
            }

            /// The line's typographic bounds.
            public var typographicBounds: TypographicBounds {
                let placed = source.glyphs.lines[index]
                return TypographicBounds(origin: origin, width: placed.width, ascent: placed.ascent, descent: placed.descent)
            }

            public var startIndex: Int { 0 }
            public var endIndex: Int { source.glyphs.lines[index].runs.count }
            public subscript(position: Int) -> Run { Run(source: source, line: index, index: position) }

            var shift: CGSize {
                let placed = source.glyphs.lines[index]
                return CGSize(width: origin.x - placed.x, height: origin.y - placed.baseline)
            }

            public static func == (a: Line, b: Line) -> Bool { a.source === b.source && a.index == b.index && a.origin == b.origin }
        }

        /// A run of glyphs set alike on one line: a collection of one-glyph slices.
        public struct Run: RandomAccessCollection, Equatable {
            let source: TextLayoutSource
            let line: Int
            let index: Int

            var placed: TextGlyphLayout.Run { source.glyphs.lines[line].runs[index] }

            public var startIndex: Int { 0 }
            public var endIndex: Int { placed.clusters.count }
            public subscript(position: Int) -> RunSlice { RunSlice(run: self, indices: position..<(position + 1)) }
            public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: self, indices: bounds) }

            /// The run's typographic bounds.
            public var typographicBounds: TypographicBounds { bounds(of: startIndex..<endIndex) }
            /// Whether the run is set left to right or right to left.
            public var layoutDirection: LayoutDirection { placed.isRightToLeft ? .rightToLeft : .leftToRight }
            /// The position in the text of each glyph's characters.
            public var characterIndices: [CharacterIndex] { placed.clusters.map { CharacterIndex(offset: $0.range.lowerBound) } }
            /// The custom attribute of type `T` the run's characters carry (`Text.customAttribute(_:)`), or nil.
            ///
            ///     if run[EmphasisAttribute.self] != nil { … }
            public subscript<T: TextAttribute>(_ type: T.Type) -> T? { source.attribute(type, at: placed.range.lowerBound) }

            func bounds(of clusters: Range<Int>) -> TypographicBounds {
                let placed = self.placed, picked = placed.clusters[clusters]
                let left = picked.map(\.x).min() ?? placed.x
                return TypographicBounds(origin: CGPoint(x: left, y: source.glyphs.lines[line].baseline),
                                         width: picked.reduce(0) { $0 + $1.width }, ascent: placed.ascent, descent: placed.descent)
            }

            public static func == (a: Run, b: Run) -> Bool { a.source === b.source && a.line == b.line && a.index == b.index }
        }

        /// Some of a run's glyphs (one glyph, as a run's elements are).
        public struct RunSlice: RandomAccessCollection, Equatable {
            /// The run the glyphs belong to.
            public var run: Run
            /// The positions of the glyphs in the run.
            public var indices: Range<Int>

            /// The glyphs of `run` at `indices`.
            public init(run: Run, indices: Range<Int>) {
                self.run = run
                self.indices = indices
            }

            public var startIndex: Int { indices.lowerBound }
            public var endIndex: Int { indices.upperBound }
            public subscript(position: Int) -> RunSlice { RunSlice(run: run, indices: position..<(position + 1)) }
            public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: run, indices: bounds) }

            /// The glyphs' typographic bounds.
            public var typographicBounds: TypographicBounds { run.bounds(of: indices.clamped(to: run.startIndex..<run.endIndex)) }
            /// The position in the text of each glyph's characters.
            public var characterIndices: [CharacterIndex] { Array(run.characterIndices[indices.clamped(to: run.startIndex..<run.endIndex)]) }
            /// The custom attribute of type `T` the glyphs' characters carry, or nil.
            public subscript<T: TextAttribute>(_ type: T.Type) -> T? { run[type] }
        }
    }
}
