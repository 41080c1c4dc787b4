import Foundation
import Testing
@testable import AnimKit

/// Alerts and confirmation dialogs: iOS's layout of their buttons by role, their motion, and the
/// actions that dismiss them.
@Suite struct AlertTests {
    static let canvas = CGSize(width: 360, height: 600)

    private func clip(_ content: some View, @ScriptBuilder script: () -> [any ScriptStep]) -> Clip {
        nonisolated(unsafe) let view = AnyView(content)
        nonisolated(unsafe) let steps = script()
        return Clip("alert", size: Self.canvas, fps: 60, duration: 3, content: { view }, script: { steps })
    }

    final class Log: @unchecked Sendable { var actions: [String] = [] }

    nonisolated struct Deleter: View {
        var buttons = 2
        var log: Log?
        @State private var asks = false
        var body: some View {
            Button("Ask") { asks = true }
                .alert("Delete?", isPresented: $asks) {
                    if buttons > 0 { Button("Delete", role: .destructive) { log?.actions.append("delete") } }
                    if buttons > 2 { Button("Archive") { log?.actions.append("archive") } }
                    if buttons > 1 { Button("Cancel", role: .cancel) { log?.actions.append("cancel") } }
                } message: {
                    Text("It cannot be undone.")
                }
        }
    }

    /// A view's colour as 8-bit sRGB components.
    private func rgb8(_ view: ViewSnapshot?) -> [Int]? { view?.fill.map { $0.prefix(3).map { Int(($0 * 255).rounded()) } } }

    private func button(_ label: String, _ shot: ClipSnapshot) -> CGRect? {
        shot.views(labelled: label).first { $0.type == "Button" }?.frame
    }

    @Test func twoActionsSitSideBySideWithCancelOnTheLeft() throws {
        let shot = try clip(Deleter()) { Tap("Ask", at: 0.2) }.snapshots(at: [1.5])[0]
        let box = try #require(shot.views(ofType: "Alert").first).frame
        // Title 17 pt (20.287 high) and message 13 pt (15.514) 4 apart, 20 above and below; one 44-point row.
        let height = 20 + 20.287 + 4 + 15.514 + 20 + 44
        #expect(abs(box.width - 270) < 0.001 && abs(box.height - height) < 0.01)
        #expect(abs(box.midX - 180) < 0.001 && abs(box.midY - 300) < 0.01)
        #expect(button("Cancel", shot) == CGRect(x: 45, y: box.maxY - 44, width: 135, height: 44))
        #expect(button("Delete", shot) == CGRect(x: 180, y: box.maxY - 44, width: 135, height: 44))
        // Cancel is semibold in the tint colour, Delete red.
        let cancel = try #require(shot.views(labelled: "Cancel").first { $0.type == "Text" })
        let delete = try #require(shot.views(labelled: "Delete").first { $0.type == "Text" && $0.frame.minY > 300 })
        #expect(rgb8(cancel) == [0, 122, 255] && rgb8(delete) == [255, 59, 48])
    }

    @Test func moreActionsStackWithCancelLastAndNoneGetOK() throws {
        let shot = try clip(Deleter(buttons: 3)) { Tap("Ask", at: 0.2) }.snapshots(at: [1.5])[0]
        let box = try #require(shot.views(ofType: "Alert").first).frame
        let rows = ["Delete", "Archive", "Cancel"].compactMap { button($0, shot) }
        #expect(rows.map(\.minY) == [box.maxY - 132, box.maxY - 88, box.maxY - 44])
        #expect(rows.allSatisfy { $0.width == 270 && $0.height == 44 })
        let lone = try clip(Deleter(buttons: 0)) { Tap("Ask", at: 0.2) }.snapshots(at: [1.5])[0]
        #expect(button("OK", lone)?.width == 270)
    }

    @Test func itFadesInFromLargerAndAnyActionDismissesIt() throws {
        let log = Log()
        let shots = try clip(Deleter(log: log)) { Tap("Ask", at: 0.5); Tap("Delete", at: 1.5) }.snapshots(at: [0.55, 1.4, 1.55, 2.8])
        let rest = try #require(shots[1].views(ofType: "Alert").first).frame
        // 50 ms in, the alert's spring has brought it p of the way: scale 1.2 → 1 and opacity 0 → 1.
        let p = NavigationMotion.alert.animate(value: 1.0, time: 0.05) ?? 1
        let text = try FrameLoop(clip: clip(Deleter()) { Tap("Ask", at: 0.5) }).displayList(at: 0.55).description
        let scale = 1.2 + (1 - 1.2) * p
        #expect(text.contains(String(format: "opacity %.3f", p)))
        #expect(text.contains(String(format: "transform [%.3f 0 0 %.3f", scale, scale)))
        let growing = try #require(shots[0].views(ofType: "Alert").first)
        #expect(abs(growing.frame.width - 270 * scale) < 0.01 && abs(growing.frame.midY - rest.midY) < 0.01)
        #expect(abs(growing.opacity - p) < 0.001)
        // A tap runs the action and dismisses: it fades out in place, then is gone.
        #expect(log.actions == ["delete"])
        #expect(shots[2].views(ofType: "Alert").first?.frame == rest)
        #expect(shots[3].views(ofType: "Alert").isEmpty)
        // The screen is dimmed by black at 20 % while it shows.
        let dimmed = try FrameLoop(clip: clip(Deleter()) { Tap("Ask", at: 0.5) }).displayList(at: 1.4).description
        #expect(dimmed.contains("fill rect 0,0 360x600 #00000033"))
    }

    nonisolated struct Chooser: View {
        var visibility: Visibility = .automatic
        var log: Log?
        @State private var chooses = false
        var body: some View {
            Button("Choose") { chooses = true }
                .confirmationDialog("Pick a colour", isPresented: $chooses, titleVisibility: visibility) {
                    Button("Red") { log?.actions.append("red") }
                    Button("Remove", role: .destructive) { log?.actions.append("remove") }
                }
        }
    }

    @Test func aDialogStacksItsActionsAtTheBottomWithASeparateCancel() throws {
        let shot = try clip(Chooser()) { Tap("Choose", at: 0.2) }.snapshots(at: [1.8])[0]
        let box = try #require(shot.views(ofType: "ConfirmationDialog").first).frame
        // 8 points from the sides and the bottom; two 57-point rows, an 8-point gap, the added Cancel.
        #expect(box == CGRect(x: 8, y: 600 - 8 - 57 * 3 - 8, width: 344, height: 57 * 3 + 8))
        #expect(button("Red", shot)?.minY == box.minY)
        #expect(button("Remove", shot)?.minY == box.minY + 57)
        #expect(button("Cancel", shot) == CGRect(x: 8, y: box.maxY - 57, width: 344, height: 57))
        // `.automatic` hides the title on iPhone; `.visible` shows it (13 pt, 14 above and below).
        #expect(shot.views(labelled: "Pick a colour").isEmpty)
        let titled = try clip(Chooser(visibility: .visible)) { Tap("Choose", at: 0.2) }.snapshots(at: [1.8])[0]
        let titledBox = try #require(titled.views(ofType: "ConfirmationDialog").first).frame
        #expect(abs(titledBox.height - (box.height + 14 + 15.514 + 14)) < 0.01)
        #expect(!titled.views(labelled: "Pick a colour").isEmpty)
    }

    @Test func aDialogRisesByItsHeightAndATapOutsideCancelsIt() throws {
        let log = Log()
        let shots = try clip(Chooser(log: log)) { Tap("Choose", at: 0.5); Tap(at: CGPoint(x: 180, y: 60), at: 1.8) }
            .snapshots(at: [0.6, 1.7, 2.9])
        let rest = try #require(shots[1].views(ofType: "ConfirmationDialog").first).frame
        let p = NavigationMotion.sheet.animate(value: 1.0, time: 0.1) ?? 1
        let moving = try #require(shots[0].views(ofType: "ConfirmationDialog").first).frame
        // It moves by its own height plus the bottom margin.
        #expect(abs(moving.minY - (rest.minY + (rest.height + 8) * (1 - p))) < 0.5)
        #expect(shots[2].views(ofType: "ConfirmationDialog").isEmpty)
        #expect(log.actions.isEmpty)
        // Its actions run and dismiss it.
        let chosen = Log()
        let after = try clip(Chooser(log: chosen)) { Tap("Choose", at: 0.5); Tap("Remove", at: 1.8) }.snapshots(at: [2.9])[0]
        #expect(chosen.actions == ["remove"] && after.views(ofType: "ConfirmationDialog").isEmpty)
    }

    nonisolated struct Legacy: View {
        @State private var asks = false
        var body: some View {
            Button("Ask") { asks = true }
                .alert(isPresented: $asks) {
                    Alert(title: Text("Saved"), message: Text("All done."), primaryButton: .destructive(Text("Undo")),
                          secondaryButton: .cancel())
                }
        }
    }

    @Test func theAlertValueFormDrawsTheSame() throws {
        let shot = try clip(Legacy()) { Tap("Ask", at: 0.2) }.snapshots(at: [1.5])[0]
        let box = try #require(shot.views(ofType: "Alert").first).frame
        #expect(button("Cancel", shot)?.minX == box.minX && button("Undo", shot)?.minX == box.midX)
    }

    @Test func aDestructiveButtonIsRedOutsideAlertsToo() throws {
        let shot = try clip(Button("Erase", role: .destructive) {}) {}.snapshots(at: [0])[0]
        #expect(rgb8(shot.views(labelled: "Erase").first { $0.type == "Text" }) == [255, 59, 48])
    }
}
