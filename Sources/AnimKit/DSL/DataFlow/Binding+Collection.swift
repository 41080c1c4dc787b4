import Foundation

/// A binding to a collection is a collection of bindings to its elements, as in SwiftUI — so
/// `ForEach($items) { $item in Toggle(item.title, isOn: $item.isDone) }` edits the items in place.
///
/// An element's binding reads the element at its index; once the collection no longer has that index (the
/// row is leaving), it reads the element as it was and ignores writes.
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }

    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

    /// A binding to the element at `position`.
    public subscript(position: Index) -> Binding<Value.Element> {
        let source = self
        let last = wrappedValue[position]
        var element = Binding<Value.Element>(
            get: {
                let collection = source.wrappedValue
                return collection.indices.contains(position) ? collection[position] : last
            },
            set: { value in
                guard source.wrappedValue.indices.contains(position) else { return }
                source.wrappedValue[position] = value
            })
        element.transaction = transaction
        return element
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}
