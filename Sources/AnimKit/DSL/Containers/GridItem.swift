import Foundation

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`): its size rule, the spacing after it and the
/// alignment of its cells — SwiftUI's `GridItem`.
///
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { … }
///     LazyVGrid(columns: [GridItem(.fixed(60)), GridItem(.flexible())]) { … }
public struct GridItem: Sendable {
    /// How a grid item is sized.
    public enum Size: Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// A share of the space left by the fixed items, kept within the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` as fit in its share (each at most `maximum`).
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size rule.
    public var size: GridItem.Size
    /// The space after this item (nil: 8).
    public var spacing: CGFloat?
    /// How cells sit in this item (nil: centred).
    public var alignment: Alignment?

    /// An item with a size rule, spacing and alignment.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The default spacing between items and between lines of a grid.
    static let defaultSpacing: CGFloat = 8

    /// A resolved track: its length, the space after it, its cells' alignment.
    struct Track {
        var length: CGFloat
        var spacing: CGFloat
        var alignment: Alignment
    }

    /// Resolves `items` into tracks along `length` as SwiftUI does: fixed items take their size; the rest
    /// share what is left equally, a flexible item kept within its bounds (the others share again), an
    /// adaptive item filled with as many tracks of at least its minimum as fit.
    static func resolve(_ items: [GridItem], in length: CGFloat) -> [Track] {
        let spacings = items.map { $0.spacing ?? defaultSpacing }
        var remaining = length - spacings.dropLast().reduce(0, +)
        var sizes = [CGFloat?](repeating: nil, count: items.count)
        for (i, item) in items.enumerated() { if case .fixed(let l) = item.size { sizes[i] = max(0, l); remaining -= max(0, l) } }
        // Flexible bounds: an item whose share breaks them takes the bound, and the others share again.
        var changed = true
        while changed {
            changed = false
            let open = items.indices.filter { sizes[$0] == nil }
            guard !open.isEmpty else { break }
            let share = max(0, remaining / CGFloat(open.count))
            for i in open {
                guard case .flexible(let lo, let hi) = items[i].size else { continue }
                if share < lo || share > hi {
                    sizes[i] = share < lo ? lo : hi
                    remaining -= sizes[i]!
                    changed = true
                }
            }
        }
        let open = items.indices.filter { sizes[$0] == nil }
        let share = open.isEmpty ? 0 : max(0, remaining / CGFloat(open.count))
        var tracks: [Track] = []
        for (i, item) in items.enumerated() {
            let alignment = item.alignment ?? .center
            switch item.size {
            case .adaptive(let lo, let hi) where sizes[i] == nil:
                let minimum = max(1, lo), spacing = spacings[i]
                let count = max(1, Int(((share + spacing) / (minimum + spacing)).rounded(.down)))
                let each = min(hi, max(minimum, (share - CGFloat(count - 1) * spacing) / CGFloat(count)))
                tracks += (0..<count).map { _ in Track(length: each, spacing: spacing, alignment: alignment) }
            default:
                tracks.append(Track(length: sizes[i] ?? share, spacing: spacings[i], alignment: alignment))
            }
        }
        return tracks
    }
}
