import Foundation
import Testing
@testable import AnimKit

struct TransactionTests {
    struct AvatarTappedKey: TransactionKey { static let defaultValue = false }
    struct LabelKey: TransactionKey { static let defaultValue = "none" }

    @Test func keysDefaultsAndBuiltIns() {
        var t = Transaction()
        #expect(t.animation == nil && !t.disablesAnimations && !t.isContinuous && !t[AvatarTappedKey.self])
        t[AvatarTappedKey.self] = true
        t.disablesAnimations = true
        #expect(t[AvatarTappedKey.self] && t.disablesAnimations && t[LabelKey.self] == "none")
        #expect(Transaction(animation: .bouncy).animation == .bouncy)
        #expect(Transaction.disablesAnimations().disablesAnimations)
    }

    @Test func withAnimationSetsTheCurrentTransaction() {
        #expect(Transaction.current == nil)
        withAnimation { #expect(Transaction.current?.animation == .default) }
        withAnimation(.linear) { #expect(Transaction.current?.animation == .linear) }
        withAnimation(nil) { #expect(Transaction.current != nil && Transaction.current?.animation == nil) }
        let result = withAnimation(.snappy) { 42 }
        #expect(result == 42)
        #expect(Transaction.current == nil)
    }

    @Test func nestedTransactionsMergeOntoTheCurrentOne() {
        withAnimation(.linear) {
            var t = Transaction()
            t[LabelKey.self] = "inner"
            withTransaction(t) {
                #expect(Transaction.current?.animation == .linear)   // not set inside: inherited
                #expect(Transaction.current?[LabelKey.self] == "inner")
                withAnimation(nil) {
                    #expect(Transaction.current?.animation == nil)   // an explicit nil overrides
                    #expect(Transaction.current?[LabelKey.self] == "inner")
                }
            }
            withTransaction(\.disablesAnimations, true) {
                #expect(Transaction.current?.disablesAnimations == true && Transaction.current?.animation == .linear)
            }
            #expect(Transaction.current?[LabelKey.self] == "none")
        }
    }

    @Test func withAnimationCompletionAddsAGroup() {
        var done = false
        withAnimation(.bouncy, completionCriteria: .removed) {
            #expect(Transaction.current?.completionGroups.count == 1)
            #expect(Transaction.current?.completionGroups.first?.criteria == .removed)
            Transaction.current?.sealCompletions()
        } completion: {
            done = true
        }
        #expect(done)   // nothing animated
    }
}

private struct ReasonKey: TransactionKey { static let defaultValue = "none" }

@Suite struct TransactionDescriptionTests {
    @Test func describesTheValuesThatWereSet() {
        #expect(Transaction().description == "Transaction()")
        var t = Transaction(animation: .linear(duration: 2))
        t.disablesAnimations = true
        t[ReasonKey.self] = "tap"
        #expect(t.description == "Transaction(animation: \(Animation.linear(duration: 2)), disablesAnimations: true, ReasonKey: tap)")
        #expect(Transaction(animation: nil).description == "Transaction(animation: nil)")
    }
}
