@_spi(Reflection) import Swift
import Foundation

/// How two values of one type compare, worked out once per type from the type's field layout, so that comparing
/// a view reads its fields in place instead of walking a `Mirror` and casting each member.
///
///     let comparer = ValueComparer.of(Badge.self)
///     let unchanged = comparer.same(oldBadge, newBadge)
///
/// The rules (`ViewComparison` states them for views): plain values (`_isPOD`) compare byte for byte (equal bytes
/// are an equal value; unequal ones, a -0 against a 0, only count as a change); `@State`-like wrappers are always
/// the same; a `Binding` compares the value it had when made; other `Equatable` types use `==`;
/// structs and tuples field by field; an object by identity; a closure is never the same; an existential by the
/// value inside it; other enums through `Mirror`, as before.
final class ValueComparer: @unchecked Sendable {
    /// Compares the values of the type at two addresses.
    typealias Compare = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

    /// Whether the two values at the addresses are the same.
    let compare: Compare
    /// Whether two views of the type (at the addresses) have the same inputs of their own: as `compare`, leaving
    /// out the child views a primitive view or modifier keeps under `content`, `label`, `body` or `secondary`.
    let compareOwnInputs: Compare

    private init(same: @escaping Compare, sameOwnInputs: Compare? = nil) {
        compare = same
        compareOwnInputs = sameOwnInputs ?? same
    }

    /// Whether `a` and `b` are the same.
    func same<T>(_ a: T, _ b: T) -> Bool {
        withUnsafePointer(to: a) { pa in withUnsafePointer(to: b) { pb in compare(UnsafeRawPointer(pa), UnsafeRawPointer(pb)) } }
    }

    /// Whether views `a` and `b` have the same inputs of their own.
    func sameOwnInputs<T>(_ a: T, _ b: T) -> Bool {
        withUnsafePointer(to: a) { pa in withUnsafePointer(to: b) { pb in compareOwnInputs(UnsafeRawPointer(pa), UnsafeRawPointer(pb)) } }
    }

    // MARK: The comparer of each type

    nonisolated(unsafe) private static var known: [ObjectIdentifier: ValueComparer] = [:]
    private static let knownLock = NSLock()

    /// The comparer of `type` (made on first use).
    static func of<T>(_ type: T.Type) -> ValueComparer {
        let key = ObjectIdentifier(type)
        knownLock.lock()
        let found = known[key]
        knownLock.unlock()
        if let found { return found }
        // Made outside the lock: making it makes its fields' comparers.
        let made = make(type)
        knownLock.lock()
        defer { knownLock.unlock() }
        if let raced = known[key] { return raced }
        known[key] = made
        return made
    }

    /// The comparer of a type known only at run time.
    static func of(dynamic type: Any.Type) -> ValueComparer {
        func open<T>(_ t: T.Type) -> ValueComparer { of(t) }
        return _openExistential(type, do: open)
    }

    private static func make<T>(_ type: T.Type) -> ValueComparer {
        // A plain value first, without looking a conformance up (each first lookup scans every conformance the
        // process has): equal bytes are an equal value, also for an `Equatable` one.
        if _isPOD(type) {
            let size = MemoryLayout<T>.size
            return ValueComparer(same: { a, b in size == 0 || memcmp(a, b, size) == 0 })
        }
        // A view's type (its facts were found when its node was made) is neither a graph-bound property nor a
        // binding, and a `ModifiedContent` (most of a tree's types) is a struct of two fields that is not
        // `Equatable` either: the lookups are left out (the first of each scans every conformance).
        let facts = ViewTypeFacts.found(for: type)
        assert(facts == nil || !(type is GraphBoundProperty.Type || type is any BindingComparable.Type), "\(type)")
        if facts?.isModifiedContent == true, let fields = Field.all(of: type) {
            assert(!(type is any Equatable.Type), "\(type)")
            return fieldwise(fields)
        }
        // A closure or an existential conforms to none of the protocols below: their lookups are left out too.
        let layout = LayoutKind.of(type)
        let mayConform = layout.mayConform
        if facts == nil, mayConform, type is GraphBoundProperty.Type {
            return ValueComparer(same: { _, _ in true })
        }
        if facts == nil, mayConform, let binding = type as? any BindingComparable.Type {
            return ValueComparer(same: bindingComparison(binding))
        }
        // AnimKit's own views say whether they are `Equatable` (most are not), without the lookup.
        if facts?.isEquatable != false, mayConform, let equatable = type as? any Equatable.Type {
            return ValueComparer(same: equality(equatable))
        }
        switch layout {
        case .struct, .tuple:
            if let fields = Field.all(of: type) { return fieldwise(fields) }
        case .class:
            return ValueComparer(same: { a, b in a.load(as: UnsafeRawPointer.self) == b.load(as: UnsafeRawPointer.self) })
        case .function:
            return ValueComparer(same: { _, _ in false })
        case .optional:
            if let optional = type as? any OptionalComparable.Type {
                return ValueComparer(same: optional.comparison())
            }
        case .existential:
            // The value inside it. Read as the existential it is when that is `any View` or `Any` (the usual ones: a
            // view's content, an erased value), so that `ViewComparison` opens it as the type inside; put in `Any`
            // from here, a generic `T`, it would open as `T` and be cast.
            if T.self == (any View).self {
                return ValueComparer(same: { a, b in
                    ViewComparison.same(a.assumingMemoryBound(to: (any View).self).pointee,
                                        b.assumingMemoryBound(to: (any View).self).pointee)
                })
            }
            if T.self == Any.self {
                return ValueComparer(same: { a, b in
                    ViewComparison.same(a.assumingMemoryBound(to: Any.self).pointee, b.assumingMemoryBound(to: Any.self).pointee)
                })
            }
            return ValueComparer(same: { a, b in
                ViewComparison.same(a.assumingMemoryBound(to: T.self).pointee as Any,
                                    b.assumingMemoryBound(to: T.self).pointee as Any)
            })
        case .enum:
            break
        case .other:
            // Nothing known to compare (a metatype is plain and compared above): counted as changed.
            return ValueComparer(same: { _, _ in false })
        }
        // An enum with payloads that is not `Equatable` (or a struct whose fields the runtime cannot list): the same
        // case with the same payloads, through `Mirror`.
        return ValueComparer(same: { a, b in
            ViewComparison.sameByMirror(a.assumingMemoryBound(to: T.self).pointee, b.assumingMemoryBound(to: T.self).pointee)
        })
    }

    /// Compares field by field; a view's own inputs leave out its child views. Child views are compared last: a
    /// changed modifier (a closure never compares the same) answers before the content's whole subtree is walked.
    private static func fieldwise(_ fields: [Field]) -> ValueComparer {
        let own = fields.filter { !$0.isChildView }
        let ownFirst = own + fields.filter(\.isChildView)
        return ValueComparer(same: { a, b in ownFirst.allSatisfy { $0.same(a, b) } },
                             sameOwnInputs: { a, b in own.allSatisfy { $0.same(a, b) } })
    }

    private static func equality<E: Equatable>(_: E.Type) -> Compare {
        { a, b in a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee }
    }

    private static func bindingComparison<B: BindingComparable>(_: B.Type) -> Compare {
        { a, b in a.assumingMemoryBound(to: B.self).pointee.readsSameValue(as: b.assumingMemoryBound(to: B.self).pointee) }
    }
}

extension ValueComparer {
    /// What kind of type a type is, as the runtime lays it out.
    enum LayoutKind {
        case `struct`, tuple, `class`, function, optional, existential, `enum`, other

        /// Whether a type of this kind may conform to a protocol AnimKit looks up (`View`, `Equatable`, its own):
        /// a function type conforms to none, and `any P` or `Any` is none of those (no lookup needed to know).
        var mayConform: Bool { self != .function && self != .existential }

        /// The kind of `type`, read as the kind of a field of that type.
        static func of<T>(_ type: T.Type) -> LayoutKind {
            var kind = LayoutKind.other
            _forEachField(of: Probe<T>.self) { _, _, _, metadataKind in
                kind = LayoutKind(metadataKind)
                return false
            }
            return kind
        }

        init(_ kind: _MetadataKind) {
            switch kind {
            case .struct: self = .struct
            case .tuple: self = .tuple
            case .class, .foreignClass, .objcClassWrapper: self = .class
            case .function: self = .function
            case .optional: self = .optional
            case .existential: self = .existential
            case .enum: self = .enum
            default: self = .other
            }
        }
    }

    /// A struct of one field, whose field reports the kind of `T`.
    private struct Probe<T> { var value: T }

    /// One stored property of a struct or element of a tuple, and how it compares.
    struct Field {
        let offset: Int
        let compare: Compare
        /// A child view kept under one of the names of `childLabels`: not one of the view's own inputs.
        let isChildView: Bool

        func same(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool { compare(a + offset, b + offset) }

        /// The member names under which primitive views and modifiers keep their child views.
        static let childLabels: Set<String> = ["content", "label", "body", "secondary"]

        /// The fields of `type` (a struct or tuple); nil when the runtime cannot list them.
        static func all<T>(of type: T.Type) -> [Field]? {
            var found: [(name: String, offset: Int, type: Any.Type, kind: LayoutKind)] = []
            let listed = _forEachField(of: type) { name, offset, fieldType, kind in
                found.append((String(cString: name), offset, fieldType, LayoutKind(kind)))
                return true
            }
            guard listed else { return nil }
            return found.map { field in
                let isChildView = childLabels.contains(field.name) && field.kind.mayConform && field.type is any View.Type
                return Field(offset: field.offset, compare: comparison(of: field.type, kind: field.kind),
                             isChildView: isChildView)
            }
        }

        /// How a field of `type` compares. A field holding an object (or an optional one) compares the reference
        /// itself, by identity: the field may be `weak` or `unowned`, whose storage is not a plain reference.
        private static func comparison(of type: Any.Type, kind: LayoutKind) -> Compare {
            var size = 0
            if kind == .class {
                size = MemoryLayout<UnsafeRawPointer>.size
            } else if kind == .optional, let optional = type as? any OptionalComparable.Type, optional.wrapsReference {
                size = optional.size
            }
            guard size == 0 else { return { a, b in memcmp(a, b, size) == 0 } }
            return ValueComparer.of(dynamic: type).compare
        }
    }
}

/// An `Optional`'s comparison: nil against nil is the same, a value against a value as the wrapped type compares.
protocol OptionalComparable {
    /// The comparison of two optionals of this type.
    static func comparison() -> ValueComparer.Compare
    /// Whether the wrapped type is a class or a class-bound existential (the optional may be a weak reference).
    static var wrapsReference: Bool { get }
    /// The optional's size in bytes.
    static var size: Int { get }
}

extension Optional: OptionalComparable {
    static func comparison() -> ValueComparer.Compare {
        let wrapped = ValueComparer.of(Wrapped.self)
        return { a, b in
            switch (a.assumingMemoryBound(to: Self.self).pointee, b.assumingMemoryBound(to: Self.self).pointee) {
            case (nil, nil): return true
            case let (x?, y?): return wrapped.same(x, y)
            default: return false
            }
        }
    }

    static var wrapsReference: Bool {
        switch ValueComparer.LayoutKind.of(Wrapped.self) {
        case .class: return true
        // A class-bound existential is a reference and witness tables: smaller than an opaque one's 4 words.
        case .existential: return MemoryLayout<Wrapped>.size < 4 * MemoryLayout<Int>.size
        default: return false
        }
    }

    static var size: Int { MemoryLayout<Self>.size }
}
