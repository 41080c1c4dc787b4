import Foundation

/// An object whose changes views follow: it announces each change on `objectWillChange` — Combine's
/// `ObservableObject`, as SwiftUI code uses it with `@Published`, `@StateObject`, `@ObservedObject` and
/// `@EnvironmentObject`.
///
/// A class that keeps the default publisher gets one that fires before any of its `@Published` properties
/// changes; call `objectWillChange.send()` yourself for other changes.
///
///     final class Store: ObservableObject {
///         @Published var count = 0
///     }
public protocol ObservableObject: AnyObject {
    /// The publisher that fires before the object changes.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    /// Fires before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's publisher, made on first use and kept with the object (in its first `@Published` property,
    /// as Combine keeps it, or beside the object when it has none).
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.of(self) }
}

extension ObservableObject {
    /// Announces a change: sends on the default publisher (a custom `objectWillChange` announces its own).
    func announceWillChange() {
        (objectWillChange as? ObservableObjectPublisher)?.send()
    }
}

/// The publisher of an `ObservableObject`'s changes — Combine's `ObservableObjectPublisher`.
///
///     store.objectWillChange.send()
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never
    let subscribers = ValueSubscribers<Void>()

    /// A publisher with no subscribers yet.
    public init() {}

    /// Tells every subscriber (the views that read the object) that the object is about to change.
    public func send() { subscribers.send(()) }

    /// Calls `receiveValue` each time the object is about to change; cancel the result to stop.
    ///
    ///     store.objectWillChange.sink { print("will change") }.store(in: &cancellables)
    public func sink(receiveValue: @escaping () -> Void) -> AnyCancellable {
        subscribers.add { _ in receiveValue() }
    }

    // MARK: The default publisher of an object

    private static let lock = NSLock()
    nonisolated(unsafe) private static var loose: [ObjectIdentifier: (object: WeakObject, publisher: ObservableObjectPublisher)] = [:]

    /// `object`'s default publisher: kept in its first `@Published` property, or in a table by identity.
    static func of(_ object: AnyObject) -> ObservableObjectPublisher {
        for child in Mirror(reflecting: object).children {
            if let published = child.value as? PublishedStorageProviding { return published.publishedStorage.objectPublisher }
        }
        lock.lock()
        defer { lock.unlock() }
        let id = ObjectIdentifier(object)
        if let entry = loose[id], entry.object.value === object { return entry.publisher }
        loose = loose.filter { $0.value.object.value != nil }
        let publisher = ObservableObjectPublisher()
        loose[id] = (WeakObject(object), publisher)
        return publisher
    }
}

/// A weak reference to an object.
struct WeakObject {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
}

/// A publisher whose values a view or a `sink` can receive as they are sent (AnimKit's own publishers).
protocol ValueSource {
    /// Calls `receive` with each value sent from now on (and, for a `@Published` property, its value now).
    func subscribeValues(_ receive: @escaping (Any) -> Void) -> AnyCancellable
    /// Which source this is: a new source starts a new `onReceive` subscription.
    var sourceIdentity: ObjectIdentifier { get }
}

extension ObservableObjectPublisher: ValueSource {
    func subscribeValues(_ receive: @escaping (Any) -> Void) -> AnyCancellable { subscribers.add { receive($0) } }
    var sourceIdentity: ObjectIdentifier { ObjectIdentifier(self) }
}

/// The receivers of a publisher's values, called in the order they subscribed.
final class ValueSubscribers<Value>: @unchecked Sendable {
    private var receivers: [(id: Int, receive: (Value) -> Void)] = []
    private var next = 0
    private let lock = NSLock()

    /// Adds `receive`; the result removes it when cancelled.
    func add(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
        lock.lock()
        next += 1
        let id = next
        receivers.append((id, receive))
        lock.unlock()
        return AnyCancellable { [weak self] in
            guard let self else { return }
            self.lock.lock()
            self.receivers.removeAll { $0.id == id }
            self.lock.unlock()
        }
    }

    /// Calls every receiver with `value`.
    func send(_ value: Value) {
        lock.lock()
        let now = receivers
        lock.unlock()
        for receiver in now { receiver.receive(value) }
    }
}

extension AnyCancellable {
    /// Keeps this cancellable in `set` (it cancels when removed or when the set goes away with its owner).
    ///
    ///     store.$count.sink { print($0) }.store(in: &cancellables)
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    /// Keeps this cancellable in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }
}
