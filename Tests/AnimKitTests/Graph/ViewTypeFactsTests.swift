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

    @Test func eachRoleIsAnsweredByTheProtocolTheTypeConformsTo() {
        // Every role protocol refines `PrimitiveView` and sets its own answer; the type is asked, not the runtime.
        let tuple = ViewTypeFacts.of(TupleView(Text("a"), Text("b")))
        #expect(tuple.isStructural && tuple.passesLazyRows && tuple.readsNode && !tuple.isTransactionScope)
        let section = ViewTypeFacts.of(Section("Today") { Text("a") })
        #expect(section.passesLazyRows && !section.isStructural && !section.readsNode)
        let scoped = ViewTypeFacts.of(Text("a").transaction(value: 1) { $0.animation = nil })
        #expect(!scoped.isStructural && scoped.primitive != nil)
        let text = ViewTypeFacts.of(Text("a"))
        #expect(!text.isStructural && !text.passesLazyRows && !text.readsNode && !text.hasBody && text.typeName == "Text")
        let stack = ViewTypeFacts.of(VStack { Text("a"); Text("b") })
        #expect(stack.typeName == "VStack")
    }

    private struct Framed: ViewModifier {
        var width: Double
        func body(content: Content) -> some View { content.padding(width) }
    }

    @Test func aModifiedContentOpensAsItselfAndAnOptionalHoldingOneDoesNot() {
        let framed = Text("a").modifier(Framed(width: 3))
        let facts = ViewTypeFacts.of(framed)
        #expect(facts.isModifiedContent && facts.hasBody && facts.typeName == "ModifiedContent")
        let opened = asModifiedContent(framed)
        #expect((opened?.modifierValue as? Framed)?.width == 3)
        #expect((opened?.contentView as? Text) == Text("a"))
        let wrapped: ModifiedContent<Text, Framed>? = framed
        #expect(asModifiedContent(wrapped) == nil)
        #expect(asModifiedContent(Text("a")) == nil)
    }
}
