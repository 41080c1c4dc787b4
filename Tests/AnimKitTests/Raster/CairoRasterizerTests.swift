import Foundation
import Testing
@testable import AnimKit

@Suite struct CairoRasterizerTests {
    let size = CGSize(width: 100, height: 100)

    func render(_ items: [DisplayItem], scale: Int = 1, background: Color = .white) throws -> FrameBuffer {
        try CairoRasterizer(size: size, scale: scale, background: background).render(DisplayList(items))
    }

    func rgb(_ f: FrameBuffer, _ x: Int, _ y: Int) -> [Int] {
        let p = f.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    @Test func rectFillsInsideAndLeavesBackgroundOutside() throws {
        let f = try render([.fill(.rect(CGRect(x: 10, y: 10, width: 30, height: 20)), .red)])
        #expect(f.width == 100 && f.height == 100)
        #expect(rgb(f, 20, 20) == [255, 59, 48, 255])
        #expect(rgb(f, 5, 5) == [255, 255, 255, 255])
        #expect(rgb(f, 45, 20) == [255, 255, 255, 255])
    }

    @Test func halfCoveredEdgePixelIsBlended() throws {
        // The rectangle covers half of pixel column 10 (x from 10.5).
        let f = try render([.fill(.rect(CGRect(x: 10.5, y: 0, width: 20, height: 100)), .black)])
        let edge = rgb(f, 10, 50)
        #expect(abs(edge[0] - 128) <= 2)
        #expect(rgb(f, 11, 50)[0] == 0)
    }

    @Test func circleEllipseCapsuleAndRoundedRect() throws {
        let f = try render([
            .fill(.circle(center: CGPoint(x: 25, y: 25), radius: 20), .blue),
            .fill(.capsule(CGRect(x: 50, y: 10, width: 40, height: 20)), .green),
            .fill(.roundedRect(CGRect(x: 10, y: 60, width: 30, height: 30), cornerSize: CGSize(width: 10, height: 10), style: .circular), .red),
            .fill(.ellipse(CGRect(x: 50, y: 60, width: 40, height: 20)), .orange),
        ])
        #expect(rgb(f, 25, 25) == [0, 122, 255, 255])
        #expect(rgb(f, 7, 7) == [255, 255, 255, 255])       // outside the circle, inside its box
        #expect(rgb(f, 70, 20) == [52, 199, 89, 255])
        #expect(rgb(f, 51, 11) == [255, 255, 255, 255])     // capsule corner is rounded away
        #expect(rgb(f, 11, 61) == [255, 255, 255, 255])     // rounded corner
        #expect(rgb(f, 25, 75) == [255, 59, 48, 255])
        #expect(rgb(f, 70, 70) == [255, 149, 0, 255])
        #expect(rgb(f, 51, 61) == [255, 255, 255, 255])
    }

    @Test func strokeDrawsTheOutlineOnly() throws {
        let f = try render([.stroke(.rect(CGRect(x: 20, y: 20, width: 60, height: 60)), .black, lineWidth: 4)])
        #expect(rgb(f, 20, 50) == [0, 0, 0, 255])
        #expect(rgb(f, 50, 50) == [255, 255, 255, 255])
    }

    @Test func arbitraryPathWithCurves() throws {
        var p = Path()
        p.move(to: CGPoint(x: 10, y: 90))
        p.addLine(to: CGPoint(x: 90, y: 90))
        p.addQuadCurve(to: CGPoint(x: 10, y: 90), control: CGPoint(x: 50, y: 10))
        p.closeSubpath()
        let f = try render([.fill(.path(p), .purple)])
        #expect(rgb(f, 50, 80) == [175, 82, 222, 255])
        #expect(rgb(f, 50, 20) == [255, 255, 255, 255])     // above the curve's apex (y = 50)
    }

    @Test func gradientsInterpolate() throws {
        let f = try render([.shape(.rect(CGRect(x: 0, y: 0, width: 100, height: 100)), .fill(),
                                   .linearGradient(Gradient(colors: [.black, .white]), start: .zero, end: CGPoint(x: 100, y: 0)))])
        #expect(rgb(f, 0, 50)[0] < 5)
        #expect(abs(rgb(f, 50, 50)[0] - 128) <= 3)
        #expect(rgb(f, 99, 50)[0] > 250)
    }

    @Test func transformMovesAndRotates() throws {
        let g = DisplayGroup(transform: CGAffineTransform(translationX: 50, y: 50).rotated(by: .pi / 2),
                             children: [.fill(.rect(CGRect(x: 0, y: -5, width: 40, height: 10)), .black)])
        let f = try render([.group(g)])
        // The bar pointed right; rotated a quarter turn it points down from (50, 50).
        #expect(rgb(f, 50, 80) == [0, 0, 0, 255])
        #expect(rgb(f, 80, 50) == [255, 255, 255, 255])
    }

    @Test func opacityGroupCompositesOnce() throws {
        let g = DisplayGroup(opacity: 0.5, children: [
            .fill(.rect(CGRect(x: 0, y: 0, width: 60, height: 60)), .black),
            .fill(.rect(CGRect(x: 30, y: 30, width: 60, height: 60)), .black),
        ])
        let f = try render([.group(g)])
        // Overlap is as dark as the rest: the group is flattened before its opacity applies.
        #expect(abs(rgb(f, 10, 10)[0] - 128) <= 1)
        #expect(rgb(f, 45, 45)[0] == rgb(f, 10, 10)[0])
        #expect(rgb(f, 95, 5) == [255, 255, 255, 255])
    }

    @Test func anOpacityLayerReachesAllItsContentAndNoFurther() throws {
        // The layer ends one pixel past what its content can touch: an antialiased edge at 89.5 and text keep every
        // pixel, whatever lies beyond stays untouched; content of endless or huge bounds is layered whole.
        let g = DisplayGroup(opacity: 0.5, children: [
            .fill(.rect(CGRect(x: 60, y: 60, width: 29.5, height: 29.5)), .black),
            .text(TextRun("Hi", color: .black, origin: CGPoint(x: 62, y: 62))),
        ])
        let f = try render([.group(g)])
        #expect(abs(rgb(f, 70, 80)[0] - 128) <= 1)
        #expect(abs(rgb(f, 89, 80)[0] - 191) <= 2)    // the half-covered edge pixel, at half opacity
        #expect(abs(rgb(f, 89, 89)[0] - 223) <= 2)    // the quarter-covered corner
        #expect(rgb(f, 91, 91) == [255, 255, 255, 255])
        let huge = DisplayGroup(opacity: 0.5, children: [.fill(.rect(CGRect(x: 0, y: 0, width: 1e9, height: 1e9)), .black)])
        let h = try render([.group(huge)])
        #expect(abs(rgb(h, 99, 99)[0] - 128) <= 1)
        #expect(abs(rgb(h, 0, 0)[0] - 128) <= 1)
    }

    @Test func clipCutsChildren() throws {
        let g = DisplayGroup(clip: .circle(center: CGPoint(x: 50, y: 50), radius: 20),
                             children: [.fill(.rect(CGRect(x: 0, y: 0, width: 100, height: 100)), .black)])
        let f = try render([.group(g)])
        #expect(rgb(f, 50, 50) == [0, 0, 0, 255])
        #expect(rgb(f, 32, 32) == [255, 255, 255, 255])
    }

    @Test func blurSpreadsPastTheEdge() throws {
        let square = DisplayItem.fill(.rect(CGRect(x: 40, y: 40, width: 20, height: 20)), .black)
        let sharp = try render([square])
        let blurred = try render([.group(DisplayGroup(blur: 4, children: [square]))])
        #expect(rgb(sharp, 37, 50) == [255, 255, 255, 255])
        let spread = rgb(blurred, 37, 50)[0]
        #expect(spread < 250 && spread > 100)                 // darkened outside the square
        #expect(rgb(blurred, 50, 50)[0] < 30)                 // still dark in the middle
        #expect(rgb(blurred, 20, 50) == [255, 255, 255, 255]) // but not far away
    }

    @Test func shadowFallsBelowTheContent() throws {
        let card = DisplayItem.fill(.rect(CGRect(x: 30, y: 30, width: 40, height: 20)), .white)
        let f = try render([.group(DisplayGroup(shadow: Shadow(color: .black, radius: 2, x: 0, y: 10), children: [card]))])
        #expect(rgb(f, 50, 40) == [255, 255, 255, 255])       // the white card itself
        #expect(rgb(f, 50, 57)[0] < 60)                        // its shadow 10 pt lower
        #expect(rgb(f, 50, 25) == [255, 255, 255, 255])       // nothing above
    }

    @Test func textIsDrawnWhereLaidOut() throws {
        let run = TextRun("Hello", font: ResolvedFont(size: 30, weight: .bold), color: .black, origin: CGPoint(x: 10, y: 10))
        let f = try render([.text(run)])
        let measurer = try CairoTextMeasurer()
        let box = measurer.size(of: "Hello", font: run.font, maxWidth: nil)
        #expect(box.width > 60 && box.width < 95)
        #expect(box.height > 30 && box.height < 45)
        var dark = 0, outside = 0
        for y in 0..<100 { for x in 0..<100 where rgb(f, x, y)[0] < 128 {
            let inBox = x >= 10 && x < 10 + Int(box.width.rounded(.up)) && y >= 10 && y < 10 + Int(box.height.rounded(.up))
            if inBox { dark += 1 } else { outside += 1 }
        } }
        #expect(dark > 200)
        #expect(outside == 0)
    }

    @Test func wrappedTextIsTallerAndNarrower() throws {
        let m = try CairoTextMeasurer()
        let font = ResolvedFont(size: 17)
        let one = m.size(of: "The quick brown fox jumps", font: font, maxWidth: nil)
        let wrapped = m.size(of: "The quick brown fox jumps", font: font, maxWidth: 80)
        #expect(wrapped.width <= 80)
        #expect(wrapped.height > one.height * 2)
        #expect(m.fonts.system == "Inter" || m.fonts.system == "DejaVu Sans")
    }

    @Test func scaleTwoDoublesThePixels() throws {
        let f = try render([.fill(.rect(CGRect(x: 10, y: 10, width: 30, height: 20)), .red)], scale: 2)
        #expect(f.width == 200 && f.height == 200 && f.scale == 2)
        #expect(rgb(f, 79, 59) == [255, 59, 48, 255])
        #expect(rgb(f, 81, 61) == [255, 255, 255, 255])
        #expect(f.color(at: CGPoint(x: 20, y: 20)) == .red)
    }

    @Test func transparentBackgroundGivesStraightAlpha() throws {
        let f = try render([.fill(.rect(CGRect(x: 0, y: 0, width: 50, height: 100)), Color.red.opacity(0.5))], background: .clear)
        let p = rgb(f, 10, 10)
        #expect(abs(p[3] - 128) <= 1)
        #expect(abs(p[0] - 255) <= 2 && abs(p[1] - 59) <= 2)   // not premultiplied
        #expect(rgb(f, 90, 10)[3] == 0)
    }

    @Test func imageItemsDrawScaled() throws {
        let img = FrameBuffer(width: 2, height: 2, fill: .green)
        let f = try render([.image(ImageItem(image: img, rect: CGRect(x: 20, y: 20, width: 40, height: 40)))])
        #expect(rgb(f, 40, 40) == [52, 199, 89, 255])
        #expect(rgb(f, 10, 10) == [255, 255, 255, 255])
    }

    @Test func sameListSamePixels() throws {
        let list = try CairoRasterizer(size: size).render(DisplayList([.text(TextRun("Det", origin: CGPoint(x: 5, y: 5)))]))
        let again = try CairoRasterizer(size: size).render(DisplayList([.text(TextRun("Det", origin: CGPoint(x: 5, y: 5)))]))
        #expect(list == again)
    }

    @Test func badScaleIsRejected() {
        #expect(throws: AnimKitError.self) { try CairoRasterizer(size: size, scale: 9) }
    }
}
