import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` — SwiftUI's helper for `onDelete`.
    ///
    ///     ForEach(items, id: \.self) { Text($0) }.onDelete { items.remove(atOffsets: $0) }
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` so they sit before the element that was at `destination` (its offset
    /// before the move; `count` for the end) — SwiftUI's helper for `onMove`.
    ///
    ///     .onMove { items.move(fromOffsets: $0, toOffset: $1) }
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        let at = index(startIndex, offsetBy: Swift.max(0, Swift.min(count, destination - before)))
        insert(contentsOf: moving, at: at)
    }
}
