import Foundation
import Testing
@testable import AnimKit

/// TextField and SecureField: placeholder, typed text over time, focus and caret, submit, delete.
@Suite struct TextFieldTests {
    private func clip(_ content: some View, @ScriptBuilder script: () -> [any ScriptStep]) -> Clip {
        nonisolated(unsafe) let view = AnyView(content)
        nonisolated(unsafe) let steps = script()
        return Clip("fields", size: CGSize(width: 320, height: 200), fps: 30, duration: 3, content: { view }, script: { steps })
    }

    final class Log: @unchecked Sendable { var lines: [String] = [] }

    nonisolated struct Form: View {
        let log: Log
        @State private var name = ""
        @State private var password = ""
        @FocusState private var nameFocused: Bool
        var body: some View {
            VStack(spacing: 12) {
                TextField("Name", text: $name)
                    .focused($nameFocused)
                    .textFieldStyle(.roundedBorder)
                    .onSubmit { log.lines.append("submit \(name)") }
                    .onChange(of: name) { _, new in log.lines.append(new) }
                SecureField("Password", text: $password)
                Text(nameFocused ? "editing" : "idle")
            }
            .padding()
        }
    }

    @Test func typingEntersCharactersOverTime() throws {
        let log = Log()
        let shots = try clip(Form(log: log)) { Type("Ada\n", into: "Name", at: 0.5, interval: 0.2) }.snapshots(at: [0.4, 0.75, 1.2])
        // Empty: the placeholder in light grey; the rounded box is a line of body text (20.287, SF Pro's) and
        // 6.86 above and below, iOS's 34 points, across the padded width.
        let field = try #require(shots[0].views(ofType: "TextField").first).frame
        #expect(field.width == 288 && abs(field.height - 34) < 0.01)
        let placeholder = try #require(shots[0].views(labelled: "Name").first { $0.type == "Text" })
        #expect(placeholder.fill.map { abs($0[3] - 0.3) < 0.01 } == true)
        #expect(shots[0].views(labelled: "idle").count == 1)
        // Two characters in at 0.75 (0.5, 0.7), focused through the binding.
        #expect(shots[1].views(labelled: "Ad").count == 1 && shots[1].views(labelled: "editing").count == 1)
        #expect(shots[2].views(labelled: "Ada").count == 1)
        #expect(log.lines == ["A", "Ad", "Ada", "submit Ada"])
    }

    @Test func aSecureFieldShowsDotsAndDeleteRemoves() throws {
        let shot = try clip(Form(log: Log())) {
            Type("abc", into: "Password", at: 0.2)
            Type("\u{8}", into: "Password", at: 0.6)
        }.snapshots(at: [1])[0]
        #expect(shot.views(labelled: "••").count == 1)
    }

    @Test func aTappedFieldShowsTheCaret() throws {
        nonisolated struct Plain: View {
            @State private var text = "Hi"
            var body: some View { TextField("Note", text: $text).padding() }
        }
        func caret(_ list: DisplayList) -> CGRect? {
            list.items.compactMap { item -> CGRect? in
                guard case .shape(.capsule(let r), _, .color(let c)) = item, c == .accentColor, r.width == 2 else { return nil }
                return r
            }.first
        }
        let loop = try FrameLoop(clip: clip(Plain()) { Tap("Note", at: 0.5) })
        #expect(caret(try loop.displayList(at: 0.3)) == nil)
        let after = try #require(caret(try loop.displayList(at: 0.6)))
        let shot = try clip(Plain()) {}.snapshots(at: [0])[0]
        let text = try #require(shot.views(labelled: "Hi").first).frame
        #expect(abs(after.minX - (text.maxX + 1)) < 0.01)
    }

    @Test func theCaretBlinksAndATypedKeyShowsItSolid() throws {
        nonisolated struct Plain: View {
            @State private var text = "Hi"
            var body: some View { TextField("Note", text: $text).padding() }
        }
        func hasCaret(_ list: DisplayList) -> Bool {
            list.items.contains { item in
                guard case .shape(.capsule(let r), _, .color(let c)) = item else { return false }
                return c == .accentColor && r.width == 2
            }
        }
        // Focused at 0.5: shown to 1.0, hidden to 1.5, shown again; a key at 1.7 shows it solid for half a second.
        let loop = try FrameLoop(clip: clip(Plain()) {
            Tap("Note", at: 0.5)
            Type("!", into: "Note", at: 1.7)
        })
        let shown = try [0.6, 0.9, 1.2, 1.4, 1.55, 1.75, 2.1, 2.25, 2.75].map { hasCaret(try loop.displayList(at: $0)) }
        #expect(shown == [true, true, false, false, true, true, true, false, true])
        // A clip with a focused field still ends on its own: the blinking does not keep it going.
        #expect(try clip(Plain()) { Tap("Note", at: 0.5) }.snapshots(at: [0.6]).count == 1)
        let natural = Clip("blink", size: CGSize(width: 200, height: 100), content: { Plain() }, script: { Tap("Note", at: 0.5) })
        #expect(natural.duration == nil)
        #expect(try FrameLoop(clip: natural).clock.frameCount > 0)
    }

    @Test func anUnknownFieldIsOneClearError() {
        #expect(throws: AnimKitError.self) {
            _ = try clip(Form(log: Log())) { Type("x", into: "Nope", at: 0.2) }.snapshots(at: [1])
        }
    }
}

/// `focused(_:equals:)`: typing into a field sets the shared focus state to its value, another field takes it.
@Suite struct FocusStateTests {
    enum Field: Hashable { case name, email }

    nonisolated struct Fields: View {
        @State private var name = ""
        @State private var email = ""
        @FocusState private var focus: Field?
        var body: some View {
            VStack {
                TextField("Name", text: $name).focused($focus, equals: .name)
                TextField("Email", text: $email).focused($focus, equals: .email)
                Text(focus == .name ? "on name" : focus == .email ? "on email" : "none")
                Button("Clear") { focus = nil }
            }
        }
    }

    @Test func focusFollowsTheTypedField() throws {
        nonisolated(unsafe) let view = AnyView(Fields())
        let shots = try Clip("focus", size: CGSize(width: 300, height: 300), fps: 30, duration: 3, content: { view }, script: {
            Type("a", into: "Name", at: 0.5)
            Type("b", into: "Email", at: 1.0)
            Tap("Clear", at: 1.5)
        }).snapshots(at: [0.2, 0.7, 1.2, 1.8])
        #expect(shots.map { $0.views(ofType: "Text").compactMap(\.label).first { ["none", "on name", "on email"].contains($0) } }
                == ["none", "on name", "on email", "none"])
    }
}
