import Foundation

/// A row of a `ForEach` whose rows a list lets its user delete or move: what deleting and moving it do. The
/// list's `ListRowItem` draws the swipe, the edit-mode minus and grabber, and runs these.
final class EditableRowItem: WrapperItem {
    /// Deletes the row (`onDelete` with its offset), nil when rows are not deletable.
    let delete: (() -> Void)?
    /// Moves the row to a destination offset of its `ForEach` (`onMove`), nil when rows do not move.
    let move: ((Int) -> Void)?
    /// The row's offset in its `ForEach`.
    let index: Int

    init(node: ViewNode, inner: LayoutItem, index: Int, delete: (() -> Void)?, move: ((Int) -> Void)?) {
        self.index = index
        self.delete = delete
        self.move = move
        super.init(node: node, inner: inner)
    }

    /// The editable row an item shows, looking through the wrappers around it.
    static func find(in item: LayoutItem) -> EditableRowItem? { item.unwrapped(EditableRowItem.self) }
}
