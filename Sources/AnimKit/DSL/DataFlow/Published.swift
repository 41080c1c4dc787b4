import Foundation

/// A property of an `ObservableObject` class that announces its changes — Combine's `@Published`.
///
/// Setting it sends the object's `objectWillChange` (views that read the object are evaluated again, with the
/// transaction of the write) and then publishes the new value on `$property`.
///
///     final class Player: ObservableObject {
///         @Published var isPlaying = false
///     }
///     withAnimation { player.isPlaying = true }
@propertyWrapper
public struct Published<Value>: PublishedStorageProviding {
    let storage: Storage

    /// A published property with an initial value.
    public init(wrappedValue: Value) { storage = Storage(wrappedValue) }

    /// A published property with an initial value.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// Only a class's property can be published (the object announces the change).
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }   // swiftlint:disable:this unused_setter_value
    }

    /// The property's value, read and written through the object (which announces the change).
    public static subscript<Object: AnyObject>(_enclosingInstance object: Object,
                                               wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
                                               storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            (object as? any ObservableObject)?.announceWillChange()
            storage.subject.send(newValue)   // as Combine: published in willSet, before the value is stored
            storage.value = newValue
        }
    }

    /// The values the property takes, starting with its value now: `$property`.
    ///
    ///     .onReceive(player.$isPlaying) { playing in withAnimation { pulse = playing } }
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        set { }   // (settable, as Combine's, for `assign(to:)`; the storage is shared)
    }

    /// The publisher of a `@Published` property's values — Combine's `Published.Publisher`.
    public struct Publisher: AnimKit.Publisher, ValueSource {
        public typealias Output = Value
        public typealias Failure = Never
        let storage: Storage

        /// Calls `receiveValue` with the value now and with each new value; cancel the result to stop.
        ///
        ///     player.$isPlaying.sink { print($0) }.store(in: &cancellables)
        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            receiveValue(storage.value)
            return storage.subject.add(receiveValue)
        }

        func subscribeValues(_ receive: @escaping (Any) -> Void) -> AnyCancellable {
            receive(storage.value)
            return storage.subject.add { receive($0) }
        }

        var sourceIdentity: ObjectIdentifier { ObjectIdentifier(storage) }
    }

    /// Where a published property keeps its value, its subscribers and (in an object's first published property)
    /// the object's `objectWillChange` publisher.
    final class Storage: PublishedStorage, @unchecked Sendable {
        var value: Value
        let subject = ValueSubscribers<Value>()
        init(_ value: Value) { self.value = value }
    }

    var publishedStorage: PublishedStorage { storage }
}

/// The part of a `@Published` property's storage an object's default publisher lives in.
class PublishedStorage {
    lazy var objectPublisher = ObservableObjectPublisher()
}

/// A `@Published` property, found by reflection on its object.
protocol PublishedStorageProviding {
    var publishedStorage: PublishedStorage { get }
}
