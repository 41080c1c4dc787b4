import Foundation
import Testing
@testable import AnimKit

/// Canvas and GraphicsContext drawn at pixels.
@Suite struct CanvasTests {
    private func pixel(_ frame: FrameBuffer, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * frame.width + x) * 4
        return frame.bytes[i..<i + 3].map(Int.init)
    }
    private func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 3) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tolerance } }

    private func draw(_ size: CGSize = CGSize(width: 100, height: 100),
                      _ renderer: @escaping @Sendable (inout GraphicsContext, CGSize) -> Void) throws -> FrameBuffer {
        try FrameLoop(clip: Clip("canvas", size: size) { Canvas(renderer: renderer) }).frame(at: 0)
    }

    private static let red = Color(red: 1, green: 0, blue: 0)
    private static let blue = Color(red: 0, green: 0, blue: 1)

    @Test func fillsAndStrokesInTheContextsCoordinates() throws {
        let f = try draw { context, size in
            #expect(size == CGSize(width: 100, height: 100))
            context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(Self.red))
            var moved = context
            moved.translateBy(x: 50, y: 50)
            moved.rotate(by: .degrees(90))
            // (0…30, 0…10) turned a quarter clockwise about (50, 50): x 40…50, y 50…80.
            moved.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 10)), with: .color(Self.blue))
            context.stroke(Path { p in p.move(to: CGPoint(x: 60, y: 5)); p.addLine(to: CGPoint(x: 90, y: 5)) },
                           with: .color(.black), lineWidth: 4)
        }
        #expect(near(pixel(f, 20, 20), [255, 0, 0]) && near(pixel(f, 35, 20), [255, 255, 255]))
        #expect(near(pixel(f, 45, 65), [0, 0, 255]) && near(pixel(f, 55, 65), [255, 255, 255]) && near(pixel(f, 45, 85), [255, 255, 255]))
        #expect(near(pixel(f, 75, 5), [0, 0, 0]) && near(pixel(f, 75, 9), [255, 255, 255]))
    }

    @Test func opacityClipAndFiltersApplyToLaterOperations() throws {
        let f = try draw { context, _ in
            var faded = context
            faded.opacity = 0.5
            faded.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(.black))
            var clipped = context
            clipped.clip(to: Path(ellipseIn: CGRect(x: 50, y: 0, width: 50, height: 50)))
            clipped.fill(Path(CGRect(x: 50, y: 0, width: 50, height: 50)), with: .color(Self.red))
            var outside = context
            outside.clip(to: Path(CGRect(x: 10, y: 60, width: 30, height: 30)), options: .inverse)
            outside.fill(Path(CGRect(x: 0, y: 50, width: 50, height: 50)), with: .color(Self.blue))
            var grey = context
            grey.addFilter(.grayscale(1))
            grey.fill(Path(CGRect(x: 50, y: 50, width: 50, height: 50)), with: .color(Self.red))
        }
        #expect(near(pixel(f, 25, 25), [128, 128, 128]))
        #expect(near(pixel(f, 75, 25), [255, 0, 0]) && near(pixel(f, 52, 2), [255, 255, 255]))
        #expect(near(pixel(f, 5, 55), [0, 0, 255]) && near(pixel(f, 25, 75), [255, 255, 255]))
        #expect(near(pixel(f, 75, 75), [54, 54, 54]))
    }

    @Test func aLayerTakesTheOpacityOnce() throws {
        let f = try draw { context, _ in
            var faded = context
            faded.opacity = 0.5
            // Two overlapping squares in one layer: the overlap is no darker than the rest.
            faded.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 40)), with: .color(.black))
                layer.fill(Path(CGRect(x: 40, y: 0, width: 60, height: 40)), with: .color(.black))
            }
            // Drawn one by one, the overlap darkens.
            faded.fill(Path(CGRect(x: 0, y: 60, width: 60, height: 40)), with: .color(.black))
            faded.fill(Path(CGRect(x: 40, y: 60, width: 60, height: 40)), with: .color(.black))
        }
        #expect(near(pixel(f, 50, 20), [128, 128, 128]) && near(pixel(f, 20, 20), [128, 128, 128]))
        #expect(near(pixel(f, 50, 80), [64, 64, 64]) && near(pixel(f, 20, 80), [128, 128, 128]))
    }

    @Test func textImagesSymbolsAndShadings() throws {
        let clip = Clip("symbols", size: CGSize(width: 120, height: 100)) {
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: 120, height: 20)),
                             with: .linearGradient(Gradient(colors: [.black, .white]), startPoint: .zero, endPoint: CGPoint(x: 120, y: 0)))
                if let dot = context.resolveSymbol(id: "dot") {
                    #expect(dot.size == CGSize(width: 10, height: 10))
                    context.draw(dot, at: CGPoint(x: 30, y: 50))
                }
                #expect(context.resolveSymbol(id: "none") == nil)
                let label = context.resolve(Text("Hi").font(.system(size: 20)))
                let measured = label.measure(in: size)
                #expect(measured.height > 20 && measured.width > 10)
                context.draw(label, at: CGPoint(x: 90, y: 50))
            } symbols: {
                Circle().fill(Self.red).frame(width: 10, height: 10).tag("dot")
            }
        }
        let loop = try FrameLoop(clip: clip)
        let f = try loop.frame(at: 0)
        #expect(near(pixel(f, 60, 10), [128, 128, 128], 6) && near(pixel(f, 2, 10), [2, 2, 2], 6))
        #expect(near(pixel(f, 30, 50), [255, 0, 0]) && near(pixel(f, 30, 57), [255, 255, 255]))
        #expect(try loop.displayList(at: 0).description.contains("\"Hi\""))
    }

    @Test func textStylesReachTheRun() throws {
        let list = try FrameLoop(clip: Clip("text", size: CGSize(width: 120, height: 100)) {
            VStack {
                Text("A").foregroundStyle(Self.red)
                Text("B").foregroundStyle(.foreground)
            }
            .foregroundStyle(Self.blue)
        }).displayList(at: 0).description
        #expect(list.contains("\"A\"") && list.contains("#FF0000") && list.contains("#0000FF"))
    }
}

/// Filters added in a loop accumulate, as in SwiftUI; neighbouring blurs are drawn as one (Gaussians compose), so
/// a particle field that adds a blur before each dot costs one layer per dot.
@Suite struct CanvasFilterLoopTests {
    @Test func accumulatedBlursAreOneBlurOfTheCombinedRadius() throws {
        let clip = Clip("blur-loop", size: CGSize(width: 200, height: 200)) {
            Canvas { context, size in
                for i in 0..<30 {
                    context.addFilter(.blur(radius: 2))
                    context.fill(Path(ellipseIn: CGRect(x: Double(i % 6) * 33, y: Double(i / 6) * 40, width: 12, height: 12)), with: .color(.red))
                }
            }
        }
        let list = try FrameLoop(clip: clip).displayList(at: 0)
        var blurs: [[CGFloat]] = []   // per drawn dot, the blur radii around it
        func walk(_ items: [DisplayItem], _ around: [CGFloat]) {
            for item in items {
                switch item {
                case .group(let g): walk(g.children, g.blur > 0 ? around + [g.blur] : around)
                case .shape: blurs.append(around)
                default: break
                }
            }
        }
        walk(list.items, [])
        #expect(blurs.count == 30)
        // Dot i (from 1) is under i blurs of 2: one blur of 2·√i.
        for (i, radii) in blurs.enumerated() {
            #expect(radii.count == 1 && abs(radii[0] - 2 * Double(i + 1).squareRoot()) < 1e-9, "dot \(i): \(radii)")
        }
        // Drawn, the last dot is spread out: its centre is a faint pink, where an unblurred dot would be red.
        let frame = try FrameLoop(clip: clip).frame(at: 0)
        let scale = frame.width / 200
        let centre = frame.pixel(x: (5 * 33 + 6) * scale, y: (4 * 40 + 6) * scale)
        #expect(centre.g > 120 && centre.g < 250, "\(centre)")   // white background: a faint pink, not red
    }

    @Test func colourFiltersInARowApplyInOrder() {
        let filters: [GraphicsContext.Filter] = [.blur(radius: 3), .blur(radius: 4), .grayscale(1), .brightness(0.1), .blur(radius: 1)]
        let drawn = GraphicsContext.combined(filters)
        #expect(drawn.count == 3)
        if case .blur(let r, _) = drawn[0] { #expect(r == 5) } else { Issue.record("\(drawn[0])") }
        if case .colors(let f) = drawn[1] { #expect(f.count == 2) } else { Issue.record("\(drawn[1])") }
        if case .blur(let r, _) = drawn[2] { #expect(r == 1) } else { Issue.record("\(drawn[2])") }
    }
}
