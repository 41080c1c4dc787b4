import Foundation
import Testing
@testable import AnimKit

/// The per-type comparison that decides whether a view's new value is its old one (and so whether its subtree
/// is rebuilt), for every kind of member a view can hold.
@Suite struct ValueComparerTests {
    final class Model {}
    struct Plain { var x: Double; var on: Bool }
    struct NotEquatable { var name: String; var plain: Plain }
    enum Payload { case none, text(String), pair(NotEquatable, Int) }
    struct Holder {
        var title: String
        var model: Model
        weak var weakModel: Model?
        var any: Any
        var view: any View
        var payload: Payload
        var optional: NotEquatable?
        var tuple: (Int, String)
    }

    func holder(_ title: String = "a", model: Model, any: Any = 1, view: any View = Text("x"),
                payload: Payload = .text("p"), optional: NotEquatable? = nil, tuple: (Int, String) = (1, "t")) -> Holder {
        Holder(title: title, model: model, weakModel: model, any: any, view: view, payload: payload, optional: optional,
               tuple: tuple)
    }

    @Test func equalMembersAreTheSameAndEachChangedMemberIsNot() {
        let model = Model()
        let base = holder(model: model)
        #expect(ViewComparison.same(base, holder(model: model)))
        #expect(!ViewComparison.same(base, holder("b", model: model)))
        #expect(!ViewComparison.same(base, holder(model: Model())))
        #expect(!ViewComparison.same(base, holder(model: model, any: 2)))
        #expect(!ViewComparison.same(base, holder(model: model, any: "1")))
        #expect(!ViewComparison.same(base, holder(model: model, view: Text("y"))))
        #expect(!ViewComparison.same(base, holder(model: model, payload: .text("q"))))
        #expect(!ViewComparison.same(base, holder(model: model, payload: .none)))
        #expect(!ViewComparison.same(base, holder(model: model, tuple: (2, "t"))))
        let named = NotEquatable(name: "n", plain: Plain(x: 1, on: true))
        #expect(ViewComparison.same(holder(model: model, payload: .pair(named, 1), optional: named),
                                    holder(model: model, payload: .pair(named, 1), optional: named)))
        #expect(!ViewComparison.same(holder(model: model, optional: named), base))
        var moved = named
        moved.plain.x = 2
        #expect(!ViewComparison.same(holder(model: model, optional: named), holder(model: model, optional: moved)))
        #expect(!ViewComparison.same(holder(model: model, payload: .pair(named, 1)), holder(model: model, payload: .pair(moved, 1))))
    }

    @Test func aWeakReferenceComparesTheObjectItRefersTo() {
        let model = Model(), other = Model()
        var a = holder(model: model), b = holder(model: model)
        #expect(ViewComparison.same(a, b))
        b.weakModel = other
        #expect(!ViewComparison.same(a, b))
        a.weakModel = nil
        b.weakModel = nil
        #expect(ViewComparison.same(a, b))
    }

    @Test func closuresAreNeverTheSameAndStateIsAlwaysTheSame() {
        struct WithAction { var action: () -> Void }
        struct WithState { @State var count = 0; var label: String }
        let action = {}
        #expect(!ViewComparison.same(WithAction(action: action), WithAction(action: action)))
        #expect(ViewComparison.same(WithState(count: 1, label: "a"), WithState(count: 2, label: "a")))
        #expect(!ViewComparison.same(WithState(label: "a"), WithState(label: "b")))
    }

    @Test func aBindingComparesTheValueItHadWhenMade() {
        var value = 1
        let first = Binding(get: { value }, set: { value = $0 })
        let again = Binding(get: { value }, set: { value = $0 })
        value = 2
        let later = Binding(get: { value }, set: { value = $0 })
        #expect(ViewComparison.same(first, again))
        #expect(!ViewComparison.same(first, later))
    }

    @Test func aStacksOwnInputsLeaveOutItsContent() {
        let a = VStack(spacing: 4) { Text("a") }, b = VStack(spacing: 4) { Text("b") }
        #expect(!ViewComparison.same(a, b))
        #expect(ViewComparison.sameOwnInputs(a, b))
        #expect(!ViewComparison.sameOwnInputs(a, VStack(spacing: 8) { Text("a") }))
        #expect(ViewComparison.sameOwnInputs(Group { Text("a") }, Group { Text("b") }))
    }

    @Test func valuesOfDifferentTypesAreNotTheSame() {
        #expect(!ViewComparison.same(1, 1.0))
        #expect(!ViewComparison.same(Text("a"), Optional(Text("a")) as Any))
        #expect(ViewComparison.same(Optional<Int>.none as Any, Optional<Int>.none as Any))
    }

    private struct Failure: Error, Equatable { var code: Int }
    private struct Report { var error: any Error; var values: Any }
    private struct Erased { var content: any View }

    @Test func valuesInsideExistentialsCompareAsWhatTheyHold() {
        // A field of existential type, read generically and put in `Any`, opens as the existential type rather than
        // the type of the value inside: the comparison then casts (opening again would never end).
        #expect(ViewComparison.same(Report(error: Failure(code: 1), values: [1, 2]), Report(error: Failure(code: 1), values: [1, 2])))
        #expect(!ViewComparison.same(Report(error: Failure(code: 1), values: [1, 2]), Report(error: Failure(code: 2), values: [1, 2])))
        #expect(!ViewComparison.same(Report(error: Failure(code: 1), values: [1, 2]), Report(error: Failure(code: 1), values: [1, 3])))
        #expect(ViewComparison.same(Failure(code: 4) as any Error, Failure(code: 4) as any Error))
        #expect(!ViewComparison.same(Failure(code: 4) as any Error, Failure(code: 5) as any Error))
        #expect(ViewComparison.same(Erased(content: Text("a")), Erased(content: Text("a"))))
        #expect(!ViewComparison.same(Erased(content: Text("a")), Erased(content: Text("b"))))
        #expect(!ViewComparison.same(Erased(content: Text("a")), Erased(content: Color.red)))
        #expect(ViewComparison.same(Report(error: Failure(code: 1), values: Text("a")), Report(error: Failure(code: 1), values: Text("a"))))
    }
}
