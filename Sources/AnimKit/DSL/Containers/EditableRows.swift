import Foundation

/// A view made from a collection — SwiftUI's `DynamicViewContent` (`ForEach` and what `onDelete` returns).
public protocol DynamicViewContent: View {
    /// The collection the views are made from.
    associatedtype Data: Collection
    /// The collection.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

/// A `ForEach` whose rows a list lets the user delete or move.
nonisolated public struct EditableForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: DynamicViewContent {
    public typealias Body = Never
    let base: ForEach<Data, ID, Content>
    let onDelete: ((IndexSet) -> Void)?
    let onMove: ((IndexSet, Int) -> Void)?

    /// The collection.
    public var data: Data { base.data }

    /// These rows, deleted by a swipe or in edit mode with `action`.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableForEach {
        EditableForEach(base: base, onDelete: action, onMove: onMove)
    }

    /// These rows, moved in edit mode with `action`.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditableForEach {
        EditableForEach(base: base, onDelete: onDelete, onMove: action)
    }
}

extension ForEach {
    /// Lets a list's user delete these rows: a swipe to the left shows a red Delete button (a full swipe
    /// deletes at once), and edit mode shows a red minus before each row. `action` gets the rows' offsets.
    ///
    ///     ForEach(items, id: \.self) { Text($0) }.onDelete { items.remove(atOffsets: $0) }
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableForEach<Data, ID, Content> {
        EditableForEach(base: self, onDelete: action, onMove: nil)
    }

    /// Lets a list's user move these rows in edit mode: each row shows a grabber, and dragging it lifts the
    /// row and moves the others out of its way; let go, `action` gets the row's offset and the destination
    /// offset (as `move(fromOffsets:toOffset:)` takes them).
    ///
    ///     ForEach(items, id: \.self) { Text($0) }.onMove { items.move(fromOffsets: $0, toOffset: $1) }
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditableForEach<Data, ID, Content> {
        EditableForEach(base: self, onDelete: nil, onMove: action)
    }
}

extension EditableForEach: PrimitiveView {
    func children(environment: EnvironmentValues) -> [ChildSpec] { [ChildSpec(0, base, environment)] }

    func items(node: ViewNode) -> [LayoutItem] {
        let rows = node.children.flatMap { $0.items() }
        let delete = onDelete, move = onMove
        return rows.enumerated().map { i, row in
            // A row marked `deleteDisabled()` or `moveDisabled()` keeps its place and shows no control for it.
            let keeps = PreferenceCollector.value(RowEditLockKey.self, of: row.node) ?? []
            return EditableRowItem(node: node, inner: row, index: i,
                                   delete: keeps.contains(.delete) ? nil : delete.map { action in { action(IndexSet(integer: i)) } },
                                   move: keeps.contains(.move) ? nil : move.map { action in { action(IndexSet(integer: i), $0) } })
        }
    }
}

/// What a row's views forbid: deleting it, moving it (`deleteDisabled`, `moveDisabled`).
struct RowEditLockKey: PreferenceKey {
    struct Locks: OptionSet {
        let rawValue: Int
        static let delete = Locks(rawValue: 1), move = Locks(rawValue: 2)
    }
    static var defaultValue: Locks { [] }
    static func reduce(value: inout Locks, nextValue: () -> Locks) { value.formUnion(nextValue()) }
}

nonisolated extension View {
    /// Whether this list row can be deleted: with `true` it shows no Delete on a swipe and no red minus in edit
    /// mode.
    ///
    ///     Text("Inbox").deleteDisabled(true)
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        transformPreference(RowEditLockKey.self) { if isDisabled { $0.insert(.delete) } else { $0.remove(.delete) } }
    }

    /// Whether this list row can be moved: with `true` it shows no grabber in edit mode and stays in its place.
    ///
    ///     Text("Pinned").moveDisabled(true)
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        transformPreference(RowEditLockKey.self) { if isDisabled { $0.insert(.move) } else { $0.remove(.move) } }
    }
}

/// The mode of a list's editing — SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe).
    case transient
    /// Editing (the Edit button says Done).
    case active

    /// Whether editing.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: Binding<EditMode>? = nil }

extension EnvironmentValues {
    /// The edit mode of the lists inside, as a binding (a `NavigationStack` provides one).
    ///
    ///     @Environment(\.editMode) private var editMode
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// Switches the edit mode of the lists in its navigation stack: "Edit", or "Done" while editing — SwiftUI's
/// `EditButton`. The change animates with the default animation.
///
///     .toolbar { EditButton() }
nonisolated public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// An edit button.
    public init() {}

    public var body: some View {
        let mode = editMode
        let editing = mode?.wrappedValue.isEditing ?? false
        return Button(action: { withAnimation { mode?.wrappedValue = editing ? .inactive : .active } }) {
            Text(editing ? "Done" : "Edit").fontWeight(editing ? .semibold : nil)
        }
    }
}
