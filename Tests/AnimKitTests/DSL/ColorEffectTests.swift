import Foundation
import Testing
@testable import AnimKit

/// Colour filters, blend modes, masks and compositing groups, checked at pixels.
@Suite struct ColorEffectTests {
    private func pixel(_ frame: FrameBuffer, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * frame.width + x) * 4
        return frame.bytes[i..<i + 3].map(Int.init)
    }
    private func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 3) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tolerance } }

    private func centre(@ViewBuilder _ content: @escaping @Sendable () -> some View) throws -> [Int] {
        let frame = try FrameLoop(clip: Clip("fx", size: CGSize(width: 60, height: 60), content: content)).frame(at: 0)
        return pixel(frame, 30, 30)
    }

    private static let grey = Color(red: 0.5, green: 0.5, blue: 0.5)
    private static let red = Color(red: 1, green: 0, blue: 0)
    private static let blue = Color(red: 0, green: 0, blue: 1)

    @Test func filtersMapColoursAsTheirMatrices() throws {
        #expect(near(try centre { Self.grey.brightness(0.2) }, [179, 179, 179]))
        #expect(near(try centre { Self.grey.contrast(0) }, [128, 128, 128]))
        #expect(near(try centre { Color(red: 0.75, green: 0.25, blue: 0.5).contrast(2) }, [255, 0, 128]))
        // Rec. 709 luma of pure red: 0.2126.
        #expect(near(try centre { Self.red.saturation(0) }, [54, 54, 54]))
        #expect(near(try centre { Self.red.grayscale(1) }, [54, 54, 54]))
        #expect(near(try centre { Self.red.grayscale(0) }, [255, 0, 0]))
        #expect(near(try centre { Self.red.hueRotation(.degrees(180)) }, [0, 109, 109]))
        #expect(near(try centre { Color.white.colorMultiply(Self.red) }, [255, 0, 0]))
        #expect(near(try centre { Self.red.colorInvert() }, [0, 255, 255]))
        // White becomes opaque black; black becomes clear (the white canvas shows).
        #expect(near(try centre { Color.white.luminanceToAlpha() }, [0, 0, 0]))
        #expect(near(try centre { Color.black.luminanceToAlpha() }, [255, 255, 255]))
    }

    @Test func blendModesMixWithWhatIsBehind() throws {
        #expect(near(try centre { ZStack { Self.blue; Self.red.blendMode(.multiply) } }, [0, 0, 0]))
        #expect(near(try centre { ZStack { Self.blue; Self.red.blendMode(.screen) } }, [255, 0, 255]))
        #expect(near(try centre { ZStack { Self.grey; Color.white.blendMode(.difference) } }, [127, 127, 127]))
        #expect(near(try centre { ZStack { Self.blue; Self.red.blendMode(.plusLighter) } }, [255, 0, 255]))
        // Isolated in a compositing group, the multiplied square only mixes with its sibling (red): red stays red.
        let isolated = try centre {
            ZStack {
                Self.blue
                ZStack { Self.red; Color.white.blendMode(.multiply) }.compositingGroup()
            }
        }
        #expect(near(isolated, [255, 0, 0]))
    }

    @Test func masksKeepOnlyTheMasksAlpha() throws {
        let frame = try FrameLoop(clip: Clip("mask", size: CGSize(width: 100, height: 100)) {
            Self.red.mask { Circle().frame(width: 50, height: 50) }
        }).frame(at: 0)
        #expect(near(pixel(frame, 50, 50), [255, 0, 0]) && near(pixel(frame, 10, 10), [255, 255, 255]))
        #expect(near(pixel(frame, 50, 27), [255, 0, 0]) && near(pixel(frame, 50, 22), [255, 255, 255]))
        // A half-transparent mask halves the content.
        let half = try FrameLoop(clip: Clip("mask", size: CGSize(width: 60, height: 60)) {
            Color.black.mask { Color.black.opacity(0.5) }
        }).frame(at: 0)
        #expect(near(pixel(half, 30, 30), [128, 128, 128]))
    }

    @Test func filterAmountsAnimate() throws {
        nonisolated struct Fading: View {
            @State var grey = false
            var body: some View {
                VStack {
                    Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 40).grayscale(grey ? 1 : 0)
                    Button("Go") { withAnimation(.linear(duration: 1)) { grey = true } }
                }
            }
        }
        let loop = try FrameLoop(clip: Clip("fade", size: CGSize(width: 100, height: 100), duration: 2) { Fading() } script: {
            Tap("Go", at: 0.1)
        })
        #expect(try loop.displayList(at: 0.6).description.contains("grayscale(0.5)"))
        let half = pixel(try loop.frame(at: 0.6), 50, 30)
        // Half grey: red = 0.5 + 0.5·0.2126, green = blue = 0.5·0.2126.
        #expect(near(half, [155, 27, 27], 4))
    }

    @Test func anEvenOddClipShapeLeavesTheHole() throws {
        nonisolated struct Ring: Shape {
            func path(in rect: CGRect) -> Path {
                var p = Path(ellipseIn: rect)
                p.addEllipse(in: rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
                return p
            }
        }
        let f = try FrameLoop(clip: Clip("ring", size: CGSize(width: 100, height: 100)) {
            Self.red.clipShape(Ring(), style: FillStyle(eoFill: true))
        }).frame(at: 0)
        #expect(near(pixel(f, 50, 50), [255, 255, 255]) && near(pixel(f, 50, 12), [255, 0, 0]))
        let filled = try FrameLoop(clip: Clip("ring", size: CGSize(width: 100, height: 100)) { Self.red.clipShape(Ring()) }).frame(at: 0)
        #expect(near(pixel(filled, 50, 50), [255, 0, 0]))
    }
}
