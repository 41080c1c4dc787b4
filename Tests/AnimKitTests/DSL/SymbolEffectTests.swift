import Foundation
import Testing
@testable import AnimKit

/// Symbol effects: plays on a value change, runs while active, states eased in and out, replacements.
@Suite struct SymbolEffectTests {
    private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-3) -> Bool { abs(a - b) <= tolerance }

    /// The first display group with a transform or an opacity (the effect's), if any.
    private func effectGroup(_ items: [DisplayItem]) -> DisplayGroup? {
        for item in items {
            guard case .group(let g) = item else { continue }
            if !g.transform.isIdentity || g.opacity != 1 { return g }
            if let inner = effectGroup(g.children) { return inner }
        }
        return nil
    }

    /// A symbol with `effect` applied; a tap on the canvas at 0.5 s bumps the value and flips `active`.
    nonisolated struct Effected: View {
        var effect: (Image, Int, Bool) -> AnyView
        @State private var taps = 0
        var body: some View {
            ZStack {
                Color.clear.contentShape(Rectangle()).onTapGesture { taps += 1 }
                effect(Image(systemName: "bell.fill"), taps, taps == 0).font(.system(size: 40))
            }
        }
    }

    /// (Not generic over the effect's view: a generic content closure would capture its metatype.)
    private func group(at t: Double, _ effect: @escaping @Sendable (Image, Int, Bool) -> AnyView) throws -> DisplayGroup? {
        let clip = Clip("symbol", size: CGSize(width: 200, height: 200), duration: 3, showsTouches: false,
                        content: { Effected(effect: effect) }, script: { Tap(at: CGPoint(x: 5, y: 5), at: 0.5) })
        return effectGroup(try FrameLoop(clip: clip).displayList(at: t).items)
    }

    @Test func aBouncePlaysOncePerValueChangeFromTheBottomEdge() throws {
        #expect(try group(at: 0.4) { image, taps, _ in AnyView(image.symbolEffect(.bounce, value: taps)) } == nil)
        // A sixth of the 0.6 s play: squashed to 1 − 0.18·e^(−0.5).
        let g = try #require(try group(at: 0.6) { image, taps, _ in AnyView(image.symbolEffect(.bounce, value: taps)) })
        #expect(near(g.transform.a, 1 - 0.18 * exp(-0.5)) && near(g.transform.d, g.transform.a))
        #expect(try group(at: 1.2) { image, taps, _ in AnyView(image.symbolEffect(.bounce, value: taps)) } == nil)
        // Twice as fast: the same pose at 0.55.
        let fast = try #require(try group(at: 0.55) { image, taps, _ in AnyView(image.symbolEffect(.bounce, options: .speed(2), value: taps)) })
        #expect(near(fast.transform.a, 1 - 0.18 * exp(-0.5)))
        // Repeated twice: playing again at 1.1 + 0.1.
        let again = try #require(try group(at: 1.2) { image, taps, _ in AnyView(image.symbolEffect(.bounce, options: .repeat(2), value: taps)) })
        #expect(near(again.transform.a, 1 - 0.18 * exp(-0.5)))
    }

    @Test func aPulseRunsWhileActive() throws {
        // Active from the start: half way through its 1 s play the opacity is at its lowest, 0.35.
        let g = try #require(try group(at: 0.25) { image, _, first in AnyView(image.symbolEffect(.pulse, isActive: first)) })
        #expect(near(g.opacity, 1 - 0.65 * sin(.pi * 0.25)))
        // The tap at 0.5 makes it inactive: it stops.
        #expect(try group(at: 0.8) { image, _, first in AnyView(image.symbolEffect(.pulse, isActive: first)) } == nil)
    }

    @Test func rotateAndWiggleTurnTheSymbol() throws {
        // A quarter of the rotation's 1 s play, eased in: 45°.
        let r = try #require(try group(at: 0.75) { image, taps, _ in AnyView(image.symbolEffect(.rotate, value: taps)) })
        #expect(near(atan2(r.transform.b, r.transform.a) * 180 / .pi, 45))
        let w = try #require(try group(at: 0.6) { image, taps, _ in AnyView(image.symbolEffect(.wiggle.counterClockwise, value: taps)) })
        let expected = -14 * exp(-2.5 * 0.125) * sin(4 * .pi * 0.125)
        #expect(near(atan2(w.transform.b, w.transform.a) * 180 / .pi, expected))
    }

    @Test func stateEffectsEaseInAndOut() throws {
        // Scale up becomes active at 0.5 and eases to 1.2×; disappear becomes active and the symbol goes.
        let s = try #require(try group(at: 2) { image, _, first in AnyView(image.symbolEffect(.scale.up, isActive: !first)) })
        #expect(near(s.transform.a, 1.2))
        let mid = try #require(try group(at: 0.6) { image, _, first in AnyView(image.symbolEffect(.scale.up, isActive: !first)) })
        #expect(mid.transform.a > 1.001 && mid.transform.a < 1.199)
        let gone = try #require(try group(at: 2) { image, _, first in AnyView(image.symbolEffect(.disappear, isActive: !first)) })
        #expect(gone.opacity == 0)
        #expect(try group(at: 2) { image, _, first in AnyView(image.symbolEffect(.appear, isActive: !first)) } == nil)
        #expect(try group(at: 0.3) { image, _, first in AnyView(image.symbolEffect(.pulse, isActive: first).symbolEffectsRemoved()) } == nil)
    }

    @Test func variableColourLightsTheLayersInTurn() {
        // Iterative at 0.4 of a play: level 0.5, layers from 0.1 to 0.5 lit; cumulative lights everything up to it.
        let iterative = SymbolMotion.variableColor(cumulative: false, reverses: false, hidesInactive: false).pose(playing: 0.4)
        let cumulative = SymbolMotion.variableColor(cumulative: true, reverses: false, hidesInactive: true).pose(playing: 0.4)
        #expect(iterative.layerOpacity?(0.33) == 1 && iterative.layerOpacity?(0.05) == 0.25 && iterative.layerOpacity?(0.66) == 0.25)
        #expect(cumulative.layerOpacity?(0.05) == 1 && cumulative.layerOpacity?(0.66) == 0)
    }

    /// Play becomes pause at 0.5 with a 1 s linear animation.
    nonisolated struct Replacing: View {
        @State private var playing = false
        var body: some View {
            ZStack {
                Color.clear.contentShape(Rectangle()).onTapGesture { withAnimation(.linear(duration: 1)) { playing = true } }
                Image(systemName: playing ? "pause.fill" : "play.fill").font(.system(size: 40))
                    .contentTransition(.symbolEffect(.replace))
            }
        }
    }

    @Test func replaceShrinksTheOldSymbolAndGrowsTheNew() throws {
        let clip = Clip("replace", size: CGSize(width: 200, height: 200), duration: 3, showsTouches: false,
                        content: { Replacing() }, script: { Tap(at: CGPoint(x: 5, y: 5), at: 0.5) })
        let loop = try FrameLoop(clip: clip)
        func groups(_ t: Double) throws -> [DisplayGroup] {
            try loop.displayList(at: t).items.compactMap { if case .group(let g) = $0 { g } else { nil } }
        }
        // At 0.3 of the change only the old symbol shows, half gone (it leaves over the first 60 %).
        let early = try groups(0.8)
        #expect(early.count == 1 && near(early[0].transform.a, 0.5) && near(early[0].opacity, 0.5))
        // At 0.7 the old one is gone and the new one half grown (it arrives from 40 % on).
        let late = try groups(1.2)
        #expect(late.count == 1 && near(late[0].transform.a, 0.5) && near(late[0].opacity, 0.5))
        #expect(try groups(1.6).isEmpty)
    }

    /// A button whose label is a `Label` with a bouncing symbol: only the symbol moves, about its own frame.
    nonisolated struct LikeButton: View {
        @State private var likes = 0
        var body: some View {
            Button { likes += 1 } label: { Label("Like", systemImage: "heart.fill") }
                .symbolEffect(.bounce, value: likes)
        }
    }

    @Test func aSymbolEffectOnAButtonMovesTheSymbolOfItsLabelOnly() throws {
        let clip = Clip("like", size: CGSize(width: 200, height: 100), duration: 2, showsTouches: false,
                        content: { LikeButton() }, script: { Tap("Like", at: 0.5) })
        let items = try FrameLoop(clip: clip).displayList(at: 0.6).items
        let g = try #require(effectGroup(items))
        // The squashed group holds the heart's drawing and no text; the label's text is drawn outside it.
        func texts(_ items: [DisplayItem]) -> [String] {
            items.flatMap { item -> [String] in
                switch item {
                case .text(let run): return [run.string]
                case .group(let inner): return texts(inner.children)
                default: return []
                }
            }
        }
        #expect(near(g.transform.a, 1 - 0.18 * exp(-0.5)))
        #expect(texts(g.children).isEmpty)
        #expect(texts(items) == ["Like"])
        // It squashes towards the symbol's bottom edge: a point there stays where it is.
        let snapshot = try clip.snapshot(at: 0.6)
        let icon = try #require(snapshot.views(ofType: "Image").first).frame
        let bottom = CGPoint(x: icon.midX, y: icon.maxY).applying(g.transform)
        #expect(abs(bottom.x - icon.midX) < 0.5 && abs(bottom.y - icon.maxY) < 0.5, "\(bottom) vs \(icon)")
    }

    /// The shapes drawn, in order, with the transform of the groups around them.
    private func shapes(_ items: [DisplayItem], _ t: CGAffineTransform = .identity) -> [(DisplayShape, Paint, CGAffineTransform)] {
        items.flatMap { item -> [(DisplayShape, Paint, CGAffineTransform)] in
            switch item {
            case .shape(let shape, _, let paint): return [(shape, paint, t)]
            case .group(let g): return shapes(g.children, g.transform.concatenating(t))
            default: return []
            }
        }
    }

    private func wifi(at time: Double, _ effect: @escaping @Sendable (Image, Int, Bool) -> AnyView) throws -> [(DisplayShape, Paint, CGAffineTransform)] {
        nonisolated struct Wifi: View {
            var effect: (Image, Int, Bool) -> AnyView
            var body: some View { effect(Image(systemName: "wifi"), 0, true).font(.system(size: 40)) }
        }
        let clip = Clip("wifi", size: CGSize(width: 200, height: 200), duration: 3) { Wifi(effect: effect) }
        return shapes(try FrameLoop(clip: clip).displayList(at: time).items)
    }

    @Test func byLayerPlaysEachLayerInTurn() throws {
        // wifi has four motion layers: the dot and three arcs. Pulsing by layer, each starts 12 % of the 1 s play
        // after the one before and plays in the remaining 64 %; at 0.25 s they are 0.39, 0.20, 0.02 and 0 in.
        let layered = try wifi(at: 0.25) { image, _, active in AnyView(image.symbolEffect(.pulse.byLayer, isActive: active)) }
        let alphas = layered.map { shape -> Double in
            guard case .color(let c) = shape.1 else { return -1 }
            return c.alpha
        }
        let expected = [0.25, 0.13, 0.01, 0].map { 1 - 0.65 * sin(.pi * $0 / 0.64) }
        #expect(alphas.count == 4 && zip(alphas, expected).allSatisfy { near($0, $1, 0.01) }, "\(alphas) vs \(expected)")
        // The whole symbol: one group fades, its shapes are opaque.
        let whole = try wifi(at: 0.25) { image, _, active in AnyView(image.symbolEffect(.pulse.byLayer.wholeSymbol, isActive: active)) }
        #expect(whole.allSatisfy { if case .color(let c) = $0.1 { return c.alpha == 1 } else { return false } })
    }

    @Test func byLayerScaleMovesTheLayersSeparately() throws {
        // Bounce by layer: at 0.1 s of the 0.6 s play the dot (first layer) is squashing while the last arc has
        // not started: the dot's shape is mapped by a scale, the outer arc's by none.
        let bounced = try wifi(at: 0.1) { image, _, active in AnyView(image.symbolEffect(.bounce.byLayer, isActive: active)) }
        guard bounced.count == 4, case .path(let dot) = bounced[0].0, case .path(let arc) = bounced[3].0 else {
            Issue.record("\(bounced.map(\.0))"); return
        }
        let plain = try wifi(at: 0.1) { image, _, _ in AnyView(image) }
        guard case .path(let plainDot) = plain[0].0, case .path(let plainArc) = plain[3].0 else { Issue.record("no paths"); return }
        let p = 0.1 / 0.6 / 0.64
        let squash = 1 - 0.18 * exp(-3 * p) * sin(3 * .pi * p)
        #expect(near(dot.boundingRect.height / plainDot.boundingRect.height, squash, 0.01),
                "\(dot.boundingRect) vs \(plainDot.boundingRect), expected \(squash)")
        #expect(arc.boundingRect == plainArc.boundingRect)
    }
}
