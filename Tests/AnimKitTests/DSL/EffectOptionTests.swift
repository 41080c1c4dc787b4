import Foundation
import Testing
@testable import AnimKit

/// Parameters that change what SwiftUI draws or does, drawn and done here too: opaque blurs, shadow filter
/// options and blend modes, submit triggers, and overlays past the safe area.
@Suite struct EffectOptionTests {
    /// Pure red (SwiftUI's `.red` is the system red, 255/59/48).
    static let red = Color(red: 1, green: 0, blue: 0)

    private func frame(_ size: CGSize = CGSize(width: 200, height: 200), device: ClipDevice? = nil,
                       _ content: @escaping @Sendable () -> AnyView) throws -> FrameBuffer {
        let clip = device.map { d in Clip("options", description: "", device: d) { content() } }
            ?? Clip("options", size: size) { content() }
        return try FrameLoop(clip: clip).frame(at: 0)
    }

    /// The pixel at canvas point (x, y), as [r, g, b].
    private func pixel(_ f: FrameBuffer, _ x: Double, _ y: Double, canvasWidth: Double = 200) -> [Int] {
        let s = Double(f.width) / canvasWidth
        let p = f.pixel(x: Int(x * s), y: Int(y * s))
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    @Test func anOpaqueBlurKeepsItsEdgesAndDoesNotSpread() throws {
        // A 100-point red square centred on a white 200-point canvas: its edges are at 50 and 150.
        let soft = try frame { AnyView(Self.red.frame(width: 100, height: 100).blur(radius: 8)) }
        let opaque = try frame { AnyView(Self.red.frame(width: 100, height: 100).blur(radius: 8, opaque: true)) }
        // Outside the square: the plain blur spreads pink there, the opaque one leaves the canvas white.
        #expect(pixel(soft, 45, 100)[1] < 230, "\(pixel(soft, 45, 100))")
        #expect(pixel(opaque, 45, 100) == [255, 255, 255], "\(pixel(opaque, 45, 100))")
        // Just inside the edge: the plain blur has faded to about half, the opaque one is still red.
        #expect(pixel(soft, 51, 100)[1] > 80, "\(pixel(soft, 51, 100))")
        #expect(pixel(opaque, 51, 100)[1] < 10, "\(pixel(opaque, 51, 100))")
    }

    @Test func shadowFilterOptionsDrawTheShadowAloneOrAboveWithItsBlendMode() throws {
        // A red square at 20…80 with a sharp black shadow 100 points to the right.
        func canvas(_ options: GraphicsContext.ShadowOptions, blend: BlendMode = .normal) throws -> FrameBuffer {
            try frame {
                AnyView(Canvas { context, _ in
                    context.addFilter(.shadow(color: .black, radius: 0.01, x: 100, y: 0, blendMode: blend, options: options))
                    context.fill(Path(CGRect(x: 20, y: 20, width: 60, height: 60)), with: .color(Self.red))
                })
            }
        }
        let plain = try canvas([]), only = try canvas(.shadowOnly)
        #expect(pixel(plain, 50, 50) == [255, 0, 0] && pixel(plain, 150, 50) == [0, 0, 0])
        #expect(pixel(only, 50, 50) == [255, 255, 255] && pixel(only, 150, 50) == [0, 0, 0])
        // An inner shadow: the inverted alpha's shadow, over the content, kept only where the content is. With no
        // offset and a sharp edge it covers nothing inside; offset 10 to the right, it darkens the square's left band.
        let inner = try frame {
            AnyView(Canvas { context, _ in
                context.addFilter(.shadow(color: .black, radius: 0.01, x: 10, y: 0, blendMode: .sourceAtop,
                                          options: [.shadowAbove, .invertsAlpha]))
                context.fill(Path(CGRect(x: 20, y: 20, width: 60, height: 60)), with: .color(Self.red))
            })
        }
        #expect(pixel(inner, 25, 50) == [0, 0, 0], "\(pixel(inner, 25, 50))")     // within 10 of the left edge
        #expect(pixel(inner, 50, 50) == [255, 0, 0], "\(pixel(inner, 50, 50))")   // further in: the content
        #expect(pixel(inner, 15, 50) == [255, 255, 255], "\(pixel(inner, 15, 50))") // outside: nothing (source-atop)
    }

    final class Log: @unchecked Sendable { var text = 0; var search = 0 }

    nonisolated struct Field: View {
        let log: Log
        @State private var draft = ""
        var body: some View {
            TextField("Name", text: $draft)
                .onSubmit(of: .text) { log.text += 1 }
                .onSubmit(of: .search) { log.search += 1 }
        }
    }

    @Test func onSubmitRunsForTheTriggersItNames() throws {
        let log = Log()
        let clip = Clip("submit", size: CGSize(width: 300, height: 100), duration: 1.5, content: { Field(log: log) },
                        script: { Type("ab\n", into: "Name", at: 0.3) })
        _ = try clip.snapshot(at: 1.4)
        #expect(log.text == 1 && log.search == 0, "text \(log.text), search \(log.search)")
    }

    @Test func anOverlayStyleReachesPastTheSafeAreaOnTheEdgesItIgnores() throws {
        let all = try frame(device: .iPhone) { AnyView(Color.clear.overlay(Self.red)) }
        let none = try frame(device: .iPhone) { AnyView(Color.clear.overlay(Self.red, ignoresSafeAreaEdges: [])) }
        let w = Double(ClipDevice.iPhone.screenSize.width)
        // 30 points down: in the status bar.
        #expect(pixel(all, w / 2, 30, canvasWidth: w)[1] < 10, "\(pixel(all, w / 2, 30, canvasWidth: w))")
        #expect(pixel(none, w / 2, 30, canvasWidth: w)[1] > 200, "\(pixel(none, w / 2, 30, canvasWidth: w))")
        #expect(pixel(none, w / 2, 200, canvasWidth: w)[1] < 10)
    }

    @Test func gradientOptionsRepeatMirrorAndBlendInLinearLight() throws {
        // Black to white across the first 50 points of a 200-point canvas, filled across it.
        func canvas(_ options: GraphicsContext.GradientOptions) throws -> FrameBuffer {
            try frame {
                AnyView(Canvas { context, size in
                    context.fill(Path(CGRect(origin: .zero, size: size)),
                                 with: .linearGradient(Gradient(colors: [.black, .white]), startPoint: .zero,
                                                       endPoint: CGPoint(x: 50, y: 0), options: options))
                })
            }
        }
        let pad = try canvas([]), tiled = try canvas(.repeat), mirrored = try canvas(.mirror), linear = try canvas(.linearColor)
        // 60 points in: past the end (white), a fifth into the second period, or a fifth back from white.
        #expect(pixel(pad, 60, 100)[0] > 250)
        #expect(abs(pixel(tiled, 60, 100)[0] - 51) <= 6, "\(pixel(tiled, 60, 100))")
        #expect(abs(pixel(mirrored, 60, 100)[0] - 204) <= 6, "\(pixel(mirrored, 60, 100))")
        // Half way: mid-grey in sRGB, or half the light (sRGB 188) in linear light.
        #expect(abs(pixel(pad, 25, 100)[0] - 128) <= 6, "\(pixel(pad, 25, 100))")
        #expect(abs(pixel(linear, 25, 100)[0] - 188) <= 6, "\(pixel(linear, 25, 100))")
    }

    /// How many pixels are neither (nearly) black nor white: the smoothing along edges.
    private func greys(_ f: FrameBuffer) -> Int {
        var n = 0
        for y in 0..<f.height { for x in 0..<f.width { let g = f.pixel(x: x, y: y).g; if g > 12 && g < 243 { n += 1 } } }
        return n
    }

    @Test func antialiasedFalseDrawsHardEdges() throws {
        let smooth = try frame { AnyView(Circle().fill(Color.black).frame(width: 101, height: 101)) }
        let hard = try frame { AnyView(Circle().fill(Color.black, style: FillStyle(antialiased: false)).frame(width: 101, height: 101)) }
        let stroked = try frame { AnyView(Circle().stroke(Color.black, lineWidth: 3, antialiased: false).frame(width: 101, height: 101)) }
        let border = try frame { AnyView(Circle().strokeBorder(Color.black, lineWidth: 3, antialiased: false).frame(width: 101, height: 101)) }
        #expect(greys(smooth) > 100)
        #expect(greys(hard) == 0 && greys(stroked) == 0 && greys(border) == 0, "\(greys(hard)) \(greys(stroked)) \(greys(border))")
        // The fill still covers the circle: about π·50.5² points, 4 pixels each at 2×.
        let black = (0..<hard.height).reduce(0) { n, y in n + (0..<hard.width).filter { hard.pixel(x: $0, y: y).g < 128 }.count }
        let scale = Double(hard.width) / 200
        #expect(abs(Double(black) / (scale * scale) - Double.pi * 50.5 * 50.5) < 60, "\(black)")
    }

    @Test func clippedIsHardEdgedByDefaultAndCornerRadiusSmooth() throws {
        // A black square clipped to a frame whose edges fall between pixels.
        let clipped = try frame { AnyView(Color.black.frame(width: 300, height: 300).frame(width: 50.3, height: 50.3).clipped()) }
        let smoothClip = try frame { AnyView(Color.black.frame(width: 300, height: 300).frame(width: 50.3, height: 50.3).clipped(antialiased: true)) }
        #expect(greys(clipped) == 0 && greys(smoothClip) > 0, "\(greys(clipped)) \(greys(smoothClip))")
        let rounded = try frame { AnyView(Color.black.frame(width: 100, height: 100).cornerRadius(20)) }
        let hardRounded = try frame { AnyView(Color.black.frame(width: 100, height: 100).cornerRadius(20, antialiased: false)) }
        #expect(greys(rounded) > 0 && greys(hardRounded) == 0, "\(greys(rounded)) \(greys(hardRounded))")
    }

    /// Two half-transparent squares, red at 40…120 and blue at 80…160 (overlapping at 80…120), on white.
    nonisolated struct Overlap: View {
        var mode: ColorRenderingMode
        var blueBlend: BlendMode = .normal
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color(red: 1, green: 0, blue: 0).opacity(0.5).frame(width: 80, height: 80).offset(x: 40, y: 40)
                Color(red: 0, green: 0, blue: 1).opacity(0.5).frame(width: 80, height: 80).offset(x: 80, y: 80).blendMode(blueBlend)
            }
            .frame(width: 200, height: 200, alignment: .topLeading)
            .drawingGroup(colorMode: mode)
        }
    }

    private func near(_ p: [Int], _ q: [Int], _ tolerance: Int = 3) -> Bool { zip(p, q).allSatisfy { abs($0 - $1) <= tolerance } }

    @Test func aLinearDrawingGroupMixesItsPartsAsLight() throws {
        let plain = try frame { AnyView(Overlap(mode: .nonLinear)) }
        let linear = try frame { AnyView(Overlap(mode: .linear)) }
        let extended = try frame { AnyView(Overlap(mode: .extendedLinear)) }
        // Where only the red square is, both are half red over white.
        #expect(near(pixel(plain, 60, 60), [255, 128, 128]) && near(pixel(linear, 60, 60), [255, 128, 128]), "\(pixel(linear, 60, 60))")
        // The overlap. Encoded values: red ½ then blue ½ gives (85, 0, 170) at ¾ alpha → over white (128, 64, 191).
        #expect(near(pixel(plain, 100, 100), [128, 64, 191]), "\(pixel(plain, 100, 100))")
        // As light: (⅓, 0, ⅔) linear at ¾ alpha, encoded (156, 0, 213) → over white (181, 64, 224).
        #expect(near(pixel(linear, 100, 100), [181, 64, 224]), "\(pixel(linear, 100, 100))")
        #expect(pixel(extended, 100, 100) == pixel(linear, 100, 100))
    }

    @Test func plusLighterInALinearDrawingGroupAddsLight() throws {
        // Additive: linear (½, 0, ½) at alpha 1 → encoded (188, 0, 188), opaque.
        let added = try frame { AnyView(Overlap(mode: .linear, blueBlend: .plusLighter)) }
        #expect(near(pixel(added, 100, 100), [188, 0, 188]), "\(pixel(added, 100, 100))")
        // Another blend mode in the linear group is drawn by Cairo over what the group holds so far.
        let multiplied = try frame { AnyView(Overlap(mode: .linear, blueBlend: .multiply)) }
        #expect(pixel(multiplied, 100, 100) != pixel(added, 100, 100))
    }

    @Test func aLinearCanvasCompositesItsOperationsAsLight() throws {
        func canvas(_ mode: ColorRenderingMode) throws -> FrameBuffer {
            try frame {
                AnyView(Canvas(colorMode: mode) { context, _ in
                    context.fill(Path(CGRect(x: 40, y: 40, width: 80, height: 80)), with: .color(Color(red: 1, green: 0, blue: 0).opacity(0.5)))
                    context.fill(Path(CGRect(x: 80, y: 80, width: 80, height: 80)), with: .color(Color(red: 0, green: 0, blue: 1).opacity(0.5)))
                })
            }
        }
        let plain = try canvas(.nonLinear), linear = try canvas(.linear)
        #expect(near(pixel(plain, 100, 100), [128, 64, 191]), "\(pixel(plain, 100, 100))")
        #expect(near(pixel(linear, 100, 100), [181, 64, 224]), "\(pixel(linear, 100, 100))")
    }

    /// Two discs of radius 30 touching at (100, 100), drawn through `filters` (added in order) in one layer.
    private func blobs(_ filters: [GraphicsContext.Filter], options: GraphicsContext.FilterOptions = []) throws -> FrameBuffer {
        let filters = filters
        return try frame {
            AnyView(Canvas { context, _ in
                for filter in filters { context.addFilter(filter, options: options) }
                context.drawLayer { layer in
                    layer.fill(Path(ellipseIn: CGRect(x: 40, y: 70, width: 60, height: 60)), with: .color(.black))
                    layer.fill(Path(ellipseIn: CGRect(x: 100, y: 70, width: 60, height: 60)), with: .color(.black))
                }
            })
        }
    }

    @Test func alphaThresholdAfterABlurMeltsShapesTogether() throws {
        // The usual order: the threshold added first, the blur second — the blur applies first.
        let goo = try blobs([.alphaThreshold(min: 0.5, color: Self.red), .blur(radius: 8)])
        // Just off the point where the discs touch, outside both: the melted neck is solid red.
        #expect(pixel(goo, 100, 88) == [255, 0, 0], "\(pixel(goo, 100, 88))")
        #expect(pixel(goo, 70, 100) == [255, 0, 0] && pixel(goo, 100, 40) == [255, 255, 255])
        // Hard-edged: no pixel is between red and white.
        let between = (0..<goo.height).reduce(0) { n, y in
            n + (0..<goo.width).filter { let p = goo.pixel(x: $0, y: y); return p.g != 0 && p.g != 255 }.count
        }
        #expect(between == 0, "\(between)")
        // Drawn plainly the point is outside both discs.
        let plain = try blobs([])
        #expect(pixel(plain, 100, 88) == [255, 255, 255])
        // The other order thresholds first (solid discs) and blurs after: soft edges, a pink neck.
        let soft = try blobs([.blur(radius: 8), .alphaThreshold(min: 0.5, color: Self.red)])
        let neck = pixel(soft, 100, 88)
        #expect(neck[1] > 0 && neck[1] < 255, "\(neck)")
    }

    @Test func colourFiltersApplyTheLastAddedFirstAndLinearColorWorksInLinearLight() throws {
        // Invert then brightness (added in that order): brightness first, so black + 0.5 → grey 0.5 → inverted 0.5.
        let first = try blobs([.colorInvert(), .brightness(0.5)])
        #expect(near(pixel(first, 70, 100), [128, 128, 128]), "\(pixel(first, 70, 100))")
        // Reversed: inverted black is white, brightened stays white.
        let second = try blobs([.brightness(0.5), .colorInvert()])
        #expect(pixel(second, 70, 100) == [255, 255, 255], "\(pixel(second, 70, 100))")
        // A half inversion turns every colour middle grey.
        #expect(near(pixel(try blobs([.colorInvert(0.5)]), 70, 100), [128, 128, 128]))
        // brightness(0.2) on black: 0.2 encoded (51), or 0.2 in linear light (encoded 124) with `.linearColor`.
        #expect(near(pixel(try blobs([.brightness(0.2)]), 70, 100), [51, 51, 51]))
        let linear = try blobs([.brightness(0.2)], options: .linearColor)
        #expect(near(pixel(linear, 70, 100), [124, 124, 124]), "\(pixel(linear, 70, 100))")
    }
}
