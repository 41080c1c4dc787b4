import Foundation
import Testing
@testable import AnimKit

private nonisolated struct Card: View {
    @State var taps = 0
    var body: some View {
        VStack {
            Text("Title")
            Text("taps \(taps)")
        }
        .padding()
        .background(Color.yellow)
        .onTapGesture { taps += 1 }
        .accessibilityIdentifier("card")
    }
}

private nonisolated struct Under: View {
    @State var taps = 0
    var body: some View {
        ZStack {
            Color.blue.onTapGesture { taps += 1 }
            Text("under \(taps)").accessibilityIdentifier("caption")
        }
    }
}

private nonisolated struct Tides: View {
    @State var opened = 0
    var body: some View {
        VStack(spacing: 20) {
            Text("Plain")
            HStack {
                Image(systemName: "water.waves")
                Text("Tides")
            }
            .padding()
            .onTapGesture { opened += 1 }
            Label("Moon", systemImage: "moon").gesture(TapGesture().onEnded { opened += 10 })
            Text("opened \(opened)")
        }
    }
}

/// `Tap("id")` finds the element an `.accessibilityIdentifier` wraps, as SwiftUI names it.
struct IdentifierTapTests {
    @Test func anIdentifierOnATappableContainer() throws {
        let clip = Clip("card", size: CGSize(width: 200, height: 150)) { Card() } script: { Tap("card", at: 0.5) }
        let s = try clip.snapshot(at: 1)
        #expect(s.view(labelled: "taps 1") != nil)
    }

    @Test func anIdentifierOnAViewThatTakesNoTouchesTapsWhatIsUnderIt() throws {
        let clip = Clip("under", size: CGSize(width: 200, height: 150)) { Under() } script: { Tap("caption", at: 0.5) }
        #expect(try clip.snapshot(at: 1).view(labelled: "under 1") != nil)
    }

    @Test func theErrorListsIdentifiers() throws {
        let clip = Clip("card", size: CGSize(width: 200, height: 150)) { Card() } script: { Tap("nope", at: 0.5) }
        let error = #expect(throws: AnimKitError.self) { try clip.snapshot(at: 1) }
        #expect(error?.message.contains("identifiers: \"card\"") == true, "\(String(describing: error))")
    }

    @Test func aTextInsideATappableViewIsTapped() throws {
        let clip = Clip("tides", size: CGSize(width: 240, height: 260)) { Tides() } script: {
            Tap("Tides", at: 0.5)
            Tap("Moon", at: 1)
        }
        #expect(try clip.snapshot(at: 0.7).view(labelled: "opened 1") != nil)
        #expect(try clip.snapshot(at: 1.2).view(labelled: "opened 11") != nil)
        // A text that nothing around takes touches for is not a target: the error lists what could be tapped.
        let plain = Clip("tides", size: CGSize(width: 240, height: 260)) { Tides() } script: { Tap("Plain", at: 0.5) }
        let error = #expect(throws: AnimKitError.self) { try plain.snapshot(at: 1) }
        #expect(error?.message.contains("labels: \"Moon\", \"Tides\"") == true, "\(String(describing: error))")
    }
}
