import Foundation
import Observation
import Testing
@testable import AnimKit

@Observable private final class Model {
    var count = 0
    var other = 0
}

/// Counts body evaluations per view name (tests run in parallel: each test uses its own instance).
private final class BodyCounter: @unchecked Sendable {
    var counts: [String: Int] = [:]
    func hit(_ name: String) { counts[name, default: 0] += 1 }
}

private nonisolated struct CountLabel: View {
    let model: Model
    let counter: BodyCounter
    var body: some View {
        let _ = counter.hit("count")
        Text("count \(model.count)")
    }
}

private nonisolated struct OtherLabel: View {
    let model: Model
    let counter: BodyCounter
    var body: some View {
        let _ = counter.hit("other")
        Text("other \(model.other)")
    }
}

private nonisolated struct Parent: View {
    @State private var isOn = false
    var body: some View {
        VStack {
            Text(isOn ? "on" : "off")
            Child(isOn: $isOn)
        }
    }
}

private nonisolated struct Child: View {
    @Binding var isOn: Bool
    var body: some View { Button("Flip") { isOn.toggle() } }
}

/// The owner changes the state; the child shows it through a binding.
private nonisolated struct Owner: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Up") { count += 1 }
            Shower(count: $count)
        }
    }
}

private nonisolated struct Shower: View {
    @Binding var count: Int
    var body: some View { Text("shown \(count)") }
}

private nonisolated struct Tally: View {
    @State private var taps = 0
    var body: some View { Button("Tally \(taps)") { taps += 1 }.accessibilityIdentifier("tally") }
}

private nonisolated struct Switcher: View {
    @State private var flag = false
    var body: some View {
        VStack {
            if flag { Tally() } else { Tally().padding(1) }
            Button("Switch") { flag.toggle() }
        }
    }
}

@Suite struct ViewStateTests {
    @Test func bindingWritesReachTheOwner() throws {
        let clip = Clip("binding", size: CGSize(width: 200, height: 200)) { Parent() } script: { Tap("Flip", at: 0.5) }
        #expect(try clip.snapshot(at: 0.2).view(labelled: "off") != nil)
        #expect(try clip.snapshot(at: 0.6).view(labelled: "on") != nil)
    }

    @Test func ownerChangesReachAChildThroughItsBinding() throws {
        // The child's new binding reads the same box as the old one: it changed because its value did.
        let clip = Clip("owner", size: CGSize(width: 200, height: 200)) { Owner() } script: { Tap("Up", at: 0.5) }
        #expect(try clip.snapshot(at: 0.2).view(labelled: "shown 0") != nil)
        #expect(try clip.snapshot(at: 0.6).view(labelled: "shown 1") != nil)
    }

    @Test func observableChangeReevaluatesOnlyTheBodiesThatReadIt() throws {
        let model = Model(), counter = BodyCounter()
        nonisolated(unsafe) let m = model
        let clip = Clip("observable", size: CGSize(width: 200, height: 200)) {
            VStack { CountLabel(model: m, counter: counter); OtherLabel(model: m, counter: counter) }
        } script: {
            Perform(at: 0.5) { m.count += 1 }
        }
        let s = try clip.snapshot(at: 1)
        #expect(s.view(labelled: "count 1") != nil)
        #expect(counter.counts["count"] == 2)
        #expect(counter.counts["other"] == 1)
    }

    @Test func stateSurvivesReevaluationAndResetsWithANewIdentity() throws {
        let clip = Clip("identity", size: CGSize(width: 300, height: 300)) { Switcher() } script: {
            Tap("tally", at: 0.3)
            Tap("tally", at: 0.6)
            Tap("Switch", at: 0.9)
        }
        // Two taps count up; the state survives the re-evaluations.
        #expect(try clip.snapshot(at: 0.7).view(identifier: "tally")?.label == "Tally 2")
        // The other branch of the `if` is a new identity: fresh state.
        #expect(try clip.snapshot(at: 1.0).view(identifier: "tally")?.label == "Tally 0")
    }

    @Test func tappingAMissingLabelListsTheLabelsThatExist() throws {
        let clip = Clip("missing", size: CGSize(width: 200, height: 200)) { Parent() } script: { Tap("Nope", at: 0.5) }
        do {
            _ = try clip.snapshot(at: 1)
            Issue.record("expected an error")
        } catch {
            let message = "\(error)"
            #expect(message.contains("\"Nope\"") && message.contains("\"Flip\""))
        }
    }

    @Test func reconciliationReportsInsertionsAndRemovals() throws {
        let graph = ViewGraph(root: Switcher(), canvas: CGSize(width: 300, height: 300), measurer: try CairoTextMeasurer())
        let tapSwitch = try #require(graph.render().targets.first { $0.label == "Switch" })
        graph.perform(at: 1) { if case .tap(let perform, _, _) = tapSwitch.action { perform() } }
        #expect(graph.insertions.contains { $0.typeName == "Tally" })
        #expect(graph.removals.contains { $0.typeName == "Tally" })
    }
}
