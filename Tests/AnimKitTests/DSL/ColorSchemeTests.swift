import Foundation
import Testing
@testable import AnimKit

/// The dark appearance: system colours take iOS's dark values wherever the environment's colour scheme is dark —
/// the whole clip, a subtree, or the clip after `preferredColorScheme` — and views read the scheme.
@Suite struct ColorSchemeTests {
    /// The pixel at canvas point (x, y) of a 200-point-wide canvas, as [r, g, b].
    private func pixel(_ f: FrameBuffer, _ x: Double, _ y: Double) -> [Int] {
        let s = Double(f.width) / 200
        let p = f.pixel(x: Int(x * s), y: Int(y * s))
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    private func near(_ p: [Int], _ q: [Int], _ tolerance: Int = 2) -> Bool { zip(p, q).allSatisfy { abs($0 - $1) <= tolerance } }

    /// A red square at the top left, a grey-5 square at the top right, and what the body read.
    nonisolated struct Swatches: View {
        @Environment(\.colorScheme) private var scheme
        var body: some View {
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    Rectangle().fill(.red).frame(width: 50, height: 50)
                    Rectangle().fill(Color(.systemGray5)).frame(width: 50, height: 50)
                    Rectangle().fill(Color(uiColor: UIColor { $0.userInterfaceStyle == .dark ? .yellow : .cyan })).frame(width: 50, height: 50)
                }
                Text(scheme == .dark ? "dark" : "light")
            }
            .frame(width: 200, height: 200, alignment: .top)
        }
    }

    @Test func aDarkClipDrawsTheSystemColoursDarkOnBlack() throws {
        let light = try FrameLoop(clip: Clip("light", size: CGSize(width: 200, height: 200)) { Swatches() }).frame(at: 0)
        let dark = try FrameLoop(clip: Clip("dark", size: CGSize(width: 200, height: 200), colorScheme: .dark) { Swatches() }).frame(at: 0)
        // iOS's system red: (255, 59, 48), dark (255, 69, 58); systemGray5: (229, 229, 234), dark (44, 44, 46).
        #expect(pixel(light, 25, 25) == [255, 59, 48] && pixel(dark, 25, 25) == [255, 69, 58], "\(pixel(dark, 25, 25))")
        #expect(pixel(light, 75, 25) == [229, 229, 234] && pixel(dark, 75, 25) == [44, 44, 46])
        // A dynamic UIColor: cyan for light, yellow for dark.
        #expect(pixel(light, 125, 25) == [0, 255, 255] && pixel(dark, 125, 25) == [255, 255, 0])
        // The canvas: the system background, white or black.
        #expect(pixel(light, 100, 150) == [255, 255, 255] && pixel(dark, 100, 150) == [0, 0, 0])
        // The body read the scheme, and the label is drawn in the primary colour: black, or white on black.
        let shot = try Clip("dark", size: CGSize(width: 200, height: 200), colorScheme: .dark) { Swatches() }.snapshot(at: 0)
        let label = try #require(shot.views(ofType: "Text").first)
        #expect(label.label == "dark")
        #expect(label.fill.map { Array($0.prefix(3)) } == [1, 1, 1])
    }

    @Test func aSubtreeTakesItsOwnScheme() throws {
        let f = try FrameLoop(clip: Clip("mixed", size: CGSize(width: 200, height: 200)) {
            HStack(spacing: 0) {
                Rectangle().fill(.blue).frame(width: 100, height: 100)
                Rectangle().fill(.blue).frame(width: 100, height: 100).environment(\.colorScheme, .dark)
            }
            .frame(width: 200, height: 200)
        }).frame(at: 0)
        // System blue: (0, 122, 255), dark (10, 132, 255).
        #expect(pixel(f, 50, 100) == [0, 122, 255] && pixel(f, 150, 100) == [10, 132, 255])
    }

    /// A screen that switches itself to dark with a tap, animated.
    nonisolated struct Switcher: View {
        @State private var dark = false
        var body: some View {
            ZStack {
                Color.clear.contentShape(Rectangle()).onTapGesture { withAnimation(.linear(duration: 1)) { dark = true } }
                Rectangle().fill(.background).frame(width: 60, height: 60).border(.primary)
            }
            .preferredColorScheme(dark ? .dark : .light)
        }
    }

    @Test func preferredColorSchemeSwitchesTheWholeClipAtOnce() throws {
        let clip = Clip("switch", size: CGSize(width: 200, height: 200), duration: 2, content: { Switcher() },
                        script: { Tap(at: CGPoint(x: 10, y: 10), at: 0.5) })
        let loop = try FrameLoop(clip: clip)
        let before = try loop.frame(at: 0.4), after = try loop.frame(at: 0.6)
        #expect(pixel(before, 10, 190) == [255, 255, 255] && pixel(after, 10, 190) == [0, 0, 0], "\(pixel(after, 10, 190))")
        // The `.background` style in the middle: white, then black at once (an appearance change does not animate).
        #expect(pixel(before, 100, 100) == [255, 255, 255] && pixel(after, 100, 100) == [0, 0, 0])
    }

    @Test func coloursAnimateInTheDarkAppearance() throws {
        nonisolated struct Fade: View {
            @State private var on = false
            var body: some View {
                Rectangle().fill(on ? Color.blue : Color.red).frame(width: 200, height: 200)
                    .onTapGesture { withAnimation(.linear(duration: 1)) { on = true } }
            }
        }
        let clip = Clip("fade", size: CGSize(width: 200, height: 200), duration: 2, colorScheme: .dark, content: { Fade() },
                        script: { Tap(at: CGPoint(x: 100, y: 100), at: 0.5) })
        let mid = try FrameLoop(clip: clip).frame(at: 1.0)
        // Half way from dark red (255, 69, 58) to dark blue (10, 132, 255) in linear light.
        func mix(_ a: Int, _ b: Int) -> Int {
            let la = Double(Color.Resolved.decode(Float(a) / 255)), lb = Double(Color.Resolved.decode(Float(b) / 255))
            return Int((Double(Color.Resolved.encode(Float((la + lb) / 2))) * 255).rounded())
        }
        #expect(near(pixel(mid, 100, 100), [mix(255, 10), mix(69, 132), mix(58, 255)], 3), "\(pixel(mid, 100, 100))")
    }
}
