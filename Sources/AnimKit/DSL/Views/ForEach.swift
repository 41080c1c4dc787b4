import Foundation

/// Views computed from a collection, one per element, each identified by its element's id.
///
///     ForEach(items) { item in Text(item.title) }
///     ForEach(0..<3) { i in Circle().frame(width: 10, height: 10) }
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never
    /// The collection the views are made from.
    public var data: Data
    /// Makes the view of one element.
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID

    /// Views for `data`, identified by the element property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for identifiable elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range of integers, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
