import Foundation

extension ListItem {
    /// While a row is dragged by its grabber, the rows of its `ForEach` that it has passed make way for it
    /// (each moves by the dragged row's height), and the list notes where the row would land.
    func makeWay(in rows: [ListRowItem]) {
        let reorder = node.rowReorder
        for row in rows { row.displacement = 0 }
        guard let dragged = rows.first(where: { $0.isDragged }), let group = dragged.editable?.node else { return }
        let siblings = rows.filter { $0.editable?.node === group }
        guard let first = siblings.first, let last = siblings.last, let source = dragged.editable?.index else { return }
        for row in siblings {
            row.reorderRange = (first.rowRect.minY - row.rowRect.minY)...(last.rowRect.maxY - row.rowRect.maxY)
        }
        let centre = dragged.rowRect.midY + reorder.translation, height = dragged.rowRect.height
        var index = source
        for row in siblings where row !== dragged {
            guard let offset = row.editable?.index else { continue }
            if offset < source && centre < row.rowRect.midY {
                row.displacement = height
                index -= 1
            } else if offset > source && centre > row.rowRect.midY {
                row.displacement = -height
                index += 1
            }
        }
        // `onMove`'s destination is an offset before the move: past the row itself it counts the row.
        reorder.destination = index > source ? index + 1 : index
    }
}
