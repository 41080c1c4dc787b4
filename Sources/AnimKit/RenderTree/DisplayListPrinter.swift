/// Prints the display lists of consecutive frames (each as its `description`), or digests them, reusing the lines
/// of every item equal to the item at the same place in the frame before, so that the unchanged parts of a frame are
/// compared, not formatted again.
///
///     let printer = DisplayListPrinter()
///     for list in lists { text += printer.print(list) }   // the same text as `list.description`
///
/// One printer either prints or digests its frames: both remember the frame before the same way.
final class DisplayListPrinter {
    /// An item of the frame before, its lines and their XXH64; a group's children (and mask) each with theirs.
    private struct Printed {
        /// The item; for a group, the group without its children and mask.
        let item: DisplayItem
        /// The item's line (a group's is its headline).
        let text: String
        /// XXH64 of `text`.
        let hash: UInt64
        var children: [Printed] = []
        var mask: [Printed] = []

        init(item: DisplayItem, text: String) {
            self.item = item
            self.text = text
            hash = StableHash.xxh64(text)
        }

        /// The headline of `old`, without its children and mask (filled in again for this frame).
        init(reusing old: Printed) {
            self = old
            children = []
            mask = []
        }
    }

    /// The top-level items of the frame before.
    private var previous: [Printed] = []
    /// How many items (leaves and group headlines) were not formatted again so far.
    private(set) var reusedItems = 0
    /// A mask's "mask:" line and its XXH64, by depth.
    private var maskLines: [Int: (text: String, hash: UInt64)] = [:]

    /// `list.description`.
    func print(_ list: DisplayList) -> String {
        var out = "DisplayList\n"
        previous = walk(list.items, depth: 1, before: previous) { text, _ in out += text }
        return out
    }

    /// A digest of `list.description` without making that text: XXH64 over the XXH64 of each item's lines (a
    /// group's headline, its "mask:" line), in the order the description prints them. Two frames whose
    /// descriptions differ digest differently (but for hash collisions); equal descriptions digest equally.
    ///
    ///     let printer = DisplayListPrinter()
    ///     let digests = lists.map { printer.digest($0) }
    func digest(_ list: DisplayList) -> UInt64 {
        var hashes: [UInt64] = []
        previous = walk(list.items, depth: 1, before: previous) { _, hash in hashes.append(hash.littleEndian) }
        return hashes.withUnsafeBytes { StableHash.xxh64($0) }
    }

    /// Hands `emit` the lines of `items` at `depth` in the description's order, with their XXH64, reusing those of
    /// the items in `before` that are equal; returns what to compare the next frame with.
    private func walk(_ items: [DisplayItem], depth: Int, before: [Printed],
                      _ emit: (String, UInt64) -> Void) -> [Printed] {
        var printed: [Printed] = []
        printed.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let old = index < before.count ? before[index] : nil
            guard case .group(let group) = item else {
                if let old, old.item == item {
                    reusedItems += 1
                    emit(old.text, old.hash)
                    printed.append(old)
                } else {
                    var text = ""
                    DisplayList.print([item], depth: depth, into: &text)
                    let new = Printed(item: item, text: text)
                    emit(new.text, new.hash)
                    printed.append(new)
                }
                continue
            }
            var bare = group
            bare.children = []
            bare.mask = bare.mask.map { _ in [] }
            var entry: Printed
            if let old, old.item == .group(bare) {
                reusedItems += 1
                entry = Printed(reusing: old)
            } else {
                entry = Printed(item: .group(bare), text: "\(String(repeating: "  ", count: depth))\(group.headline)\n")
            }
            emit(entry.text, entry.hash)
            if let items = group.mask {
                let line = maskLine(depth: depth)
                emit(line.text, line.hash)
                entry.mask = walk(items, depth: depth + 2, before: old?.mask ?? [], emit)
            }
            entry.children = walk(group.children, depth: depth + 1, before: old?.children ?? [], emit)
            printed.append(entry)
        }
        return printed
    }

    /// The line that opens a group's mask at `depth`.
    private func maskLine(depth: Int) -> (text: String, hash: UInt64) {
        if let line = maskLines[depth] { return line }
        let text = "\(String(repeating: "  ", count: depth))  mask:\n"
        let line = (text, StableHash.xxh64(text))
        maskLines[depth] = line
        return line
    }
}
