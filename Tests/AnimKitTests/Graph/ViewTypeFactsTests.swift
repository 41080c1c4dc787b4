import Foundation
import Testing
@testable import AnimKit

/// Each view type's roles, read once from the type, and the primitive calls opened for it.
@Suite struct ViewTypeFactsTests {
    private struct Card: View {
        var body: some View { Text("card") }
    }

    @Test func aUserViewHasABodyAndNoOtherRole() {
        let facts = ViewTypeFacts.of(Card())
        #expect(facts.hasBody)
        #expect(facts.primitive == nil)
        #expect(!facts.isModifiedContent && !facts.readsNode && !facts.isTransactionScope)
        #expect(!facts.modifierIsTransactionModifier && !facts.modifierIsNonVisual && !facts.modifierWatchesChanges)
    }

    @Test func modifiersAreKnownByTheirModifierType() {
        let transaction = ViewTypeFacts.of(Text("a").transaction { $0.animation = nil })
        #expect(transaction.isModifiedContent && transaction.modifierIsTransactionModifier && transaction.modifierIsNonVisual)
        #expect(!transaction.hasBody)
        let watching = ViewTypeFacts.of(Text("a").onChange(of: 1) { })
        #expect(watching.isModifiedContent && watching.modifierWatchesChanges && !watching.modifierIsTransactionModifier)
        let padded = ViewTypeFacts.of(Text("a").padding(4))
        #expect(padded.isModifiedContent && !padded.modifierIsNonVisual && !padded.modifierWatchesChanges)
    }

    @Test func anOptionalViewIsPrimitiveButNeverANodeReader() {
        // A tuple reads its node (lazy rows); an optional wrapping one must not pass for it, whatever its value.
        let tuple = TupleView(Text("a"), Text("b"))
        #expect(ViewTypeFacts.of(tuple).readsNode)
        let some: TupleView<(Text, Text)>? = tuple, none: TupleView<(Text, Text)>? = nil
        for value in [some, none] {
            let facts = ViewTypeFacts.of(value)
            #expect(facts.primitive != nil && !facts.readsNode && !facts.hasBody)
        }
    }

    @Test func thePrimitiveCallsAnswerForTheValueGiven() {
        // An `if` without `else`: one child when there is a view, none without, from one set of calls for the type.
        let some: Text? = Text("a"), none: Text? = nil
        let calls = ViewTypeFacts.of(some).primitive
        #expect(calls?.children(some, EnvironmentValues()).count == 1)
        #expect(calls?.children(none, EnvironmentValues()).count == 0)
    }
}
