import Foundation

/// What to draw at one instant: a plain, comparable, printable value.
///
/// The frame loop compares consecutive display lists to skip re-drawing unchanged frames, and tests
/// compare the printed tree (`description`) as a golden:
///
///     DisplayList
///       fill rect 0,0 100x50 #FF3B30
///       group transform [1 0 0 1 20 0] opacity 0.5
///         text "Hi" at (0, 0) system 17pt regular #000000
public struct DisplayList: Equatable, Sendable, CustomStringConvertible {
    /// The top-level items, drawn in order (later on top).
    public var items: [DisplayItem]

    /// Creates a display list.
    public init(_ items: [DisplayItem] = []) { self.items = items }

    /// Appends an item.
    public mutating func append(_ item: DisplayItem) { items.append(item) }

    /// The indented text tree.
    public var description: String {
        var out = "DisplayList\n"
        DisplayList.print(items, depth: 1, into: &out)
        return out
    }

    static func print(_ items: [DisplayItem], depth: Int, into out: inout String) {
        let pad = String(repeating: "  ", count: depth)
        for item in items {
            switch item {
            case .shape(let shape, let mode, let paint):
                out += "\(pad)\(mode) \(shape) \(paint)\n"
            case .text(let run):
                out += "\(pad)\(run)\n"
            case .image(let image):
                out += "\(pad)\(image)\n"
            case .group(let g):
                out += "\(pad)\(g.headline)\n"
                if let mask = g.mask {
                    out += "\(pad)  mask:\n"
                    print(mask, depth: depth + 2, into: &out)
                }
                print(g.children, depth: depth + 1, into: &out)
            }
        }
    }
}
