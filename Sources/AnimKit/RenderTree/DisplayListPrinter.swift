/// Prints the display lists of consecutive frames (each as its `description`), reusing the lines of every item
/// equal to the item at the same place in the frame before, so that the unchanged parts of a frame are compared,
/// not formatted again.
///
///     let printer = DisplayListPrinter()
///     for list in lists { text += printer.print(list) }   // the same text as `list.description`
final class DisplayListPrinter {
    /// An item of the frame before and its lines; a group's children (and mask) each with theirs.
    private struct Printed {
        /// The item; for a group, the group without its children and mask.
        let item: DisplayItem
        /// The item's line (a group's is its headline).
        let text: String
        var children: [Printed] = []
        var mask: [Printed] = []
    }

    /// The top-level items of the frame before.
    private var previous: [Printed] = []
    /// How many items (leaves and group headlines) were not formatted again so far.
    private(set) var reusedItems = 0

    /// `list.description`.
    func print(_ list: DisplayList) -> String {
        var out = "DisplayList\n"
        previous = print(list.items, depth: 1, before: previous, into: &out)
        return out
    }

    /// Appends the lines of `items` at `depth`, reusing those of the items in `before` that are equal.
    private func print(_ items: [DisplayItem], depth: Int, before: [Printed], into out: inout String) -> [Printed] {
        var printed: [Printed] = []
        printed.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let old = index < before.count ? before[index] : nil
            guard case .group(let group) = item else {
                if let old, old.item == item {
                    reusedItems += 1
                    out += old.text
                    printed.append(old)
                } else {
                    var text = ""
                    DisplayList.print([item], depth: depth, into: &text)
                    out += text
                    printed.append(Printed(item: item, text: text))
                }
                continue
            }
            var bare = group
            bare.children = []
            bare.mask = bare.mask.map { _ in [] }
            let pad = String(repeating: "  ", count: depth)
            let headline: String
            if let old, old.item == .group(bare) {
                reusedItems += 1
                headline = old.text
            } else {
                headline = "\(pad)\(group.headline)\n"
            }
            var text = headline
            var mask: [Printed] = []
            if let items = group.mask {
                text += "\(pad)  mask:\n"
                mask = print(items, depth: depth + 2, before: old?.mask ?? [], into: &text)
            }
            let children = print(group.children, depth: depth + 1, before: old?.children ?? [], into: &text)
            out += text
            printed.append(Printed(item: .group(bare), text: headline, children: children, mask: mask))
        }
        return printed
    }
}
