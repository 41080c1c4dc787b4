import Foundation
import Testing
@testable import AnimKit

/// A clip drawn as a phone: its content in the safe area, backgrounds that reach past it, insets.
@Suite struct DeviceTests {
    private func clip(device: ClipDevice? = .iPhone, _ content: some View) -> Clip {
        nonisolated(unsafe) let view = AnyView(content)
        return Clip("device", duration: 1, device: device, content: { view })
    }

    private func frame(_ label: String, _ shot: ClipSnapshot) throws -> CGRect {
        try #require(shot.views(labelled: label).first).frame
    }

    @Test func contentLaysOutInTheSafeArea() throws {
        let phone = clip(VStack { Text("Top"); Spacer(); Text("Bottom") })
        let shot = try phone.snapshot(at: 0)
        #expect(phone.size == CGSize(width: 393, height: 852))
        #expect(try frame("Top", shot).minY == 59)
        #expect(try frame("Bottom", shot).maxY == 852 - 34)
        // Without a device the same view spans the canvas.
        let plainClip = clip(device: nil, VStack { Text("Top"); Spacer(); Text("Bottom") })
        let plain = try plainClip.snapshot(at: 0)
        #expect(try frame("Top", plain).minY == 0 && plainClip.size == CGSize(width: 400, height: 300))
    }

    @Test func ignoresSafeAreaAndBackgroundsReachTheEdgesTheyTouch() throws {
        let shot = try clip(ZStack {
            Color.red.ignoresSafeArea()
            Color.blue.ignoresSafeArea(edges: .bottom).frame(height: 100).frame(maxHeight: .infinity, alignment: .bottom)
            Text("Middle").frame(maxWidth: .infinity).background(.yellow)
        }).snapshot(at: 0)
        let rects = shot.views(ofType: "Color").map(\.frame) + shot.views(ofType: "Rectangle").map(\.frame)
        #expect(rects.contains(CGRect(x: 0, y: 0, width: 393, height: 852)))
        // The blue strip touches the bottom of the safe area only: it grows down, not up.
        #expect(rects.contains(CGRect(x: 0, y: 852 - 34 - 100, width: 393, height: 134)))
        // The yellow background is behind a text in the middle: it touches no inset, so it stays.
        let text = try frame("Middle", shot)
        #expect(rects.contains { $0.minY == text.minY && $0.height == text.height })
    }

    @Test func safeAreaInsetAndPaddingShrinkTheContent() throws {
        let shot = try clip(Color.green.ignoresSafeArea(edges: .bottom)
            .overlay(alignment: .bottom) { Text("Content") }
            .safeAreaInset(edge: .bottom, spacing: 10) { Text("Bar").frame(height: 50) }).snapshot(at: 0)
        // The 50-point bar sits on the safe area's bottom (its text centred in it).
        let bar = try frame("Bar", shot)
        #expect(abs(bar.midY - (852 - 34 - 25)) < 0.001)
        // The content ends 10 above the bar; the green that ignores the safe area runs under it to the edge.
        #expect(abs(try frame("Content", shot).maxY - (852 - 34 - 50 - 10)) < 0.001)
        #expect(shot.views(ofType: "Color").contains { $0.frame.maxY == 852 && $0.frame.minY == 59 })
        let padded = try clip(Text("Inside").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .safeAreaPadding(.horizontal, 20)).snapshot(at: 0)
        #expect(try frame("Inside", padded).minX == 20)
    }

    @Test func theStatusBarAndHomeIndicatorAreDrawnOverEverything() throws {
        let list = try FrameLoop(clip: clip(Color.white)).displayList(at: 0).description
        #expect(list.contains("text \"9:41\""))
        #expect(list.contains("capsule 129.5,839 134x5"))
    }

    @Test func aLargeSheetStopsBelowTheStatusBar() throws {
        nonisolated struct Presenter: View {
            @State private var shows = true
            var body: some View { Color.white.sheet(isPresented: $shows) { Text("Sheet body") } }
        }
        let shot = try clip(Presenter()).snapshot(at: 0.9)
        let sheet = try #require(shot.views(ofType: "Sheet").first).frame
        #expect(sheet.minY == 59 + 10 && sheet.maxY == 852)
        // Its content is centred above the home indicator.
        let body = try frame("Sheet body", shot)
        #expect(abs(body.midY - (69 + (852 - 34 - 69) / 2)) < 0.01)
    }
}
