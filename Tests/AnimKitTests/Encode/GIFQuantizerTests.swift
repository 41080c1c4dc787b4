import Testing
@testable import AnimKit

struct GIFQuantizerTests {
    @Test func histogramAccumulatesAndCancelsWeights() {
        var h = ColorHistogram(capacity: 4)
        for i in 0..<1000 { h.add(UInt32(i * 7919 % 0xFF_FFFF), weight: 2) }   // forces growth
        h.add(0x123456, weight: 5)
        h.add(0x123456, weight: -5)
        h.add(0xABCDEF, weight: 3)
        h.add(0xABCDEF, weight: -1)
        let entries = Dictionary(uniqueKeysWithValues: h.entries().map { ($0.rgb, $0.weight) })
        #expect(entries.count == 1001)        // 0x123456 cancelled out
        #expect(entries[0xABCDEF] == 2)
        #expect(entries[UInt32(7919)] == 2)
        #expect(entries[0x123456] == nil)
    }

    @Test func fewColoursBecomeThePaletteExactly() {
        let p = PaletteBuilder.palette(for: [(0xFF0000, 5), (0x00FF00, 1), (0x0000FF, 9)], maxColors: 255)
        #expect(Set(p) == [0xFF0000, 0x00FF00, 0x0000FF])
        #expect(PaletteBuilder.palette(for: [], maxColors: 255) == [0])
    }

    @Test func manyColoursAreReducedWithSmallError() {
        // A grey ramp of 256 levels, plus a heavily weighted exact brand colour.
        var entries: [(rgb: UInt32, weight: Int)] = (0..<256).map { v in (UInt32(v) * 0x010101, 10) }
        entries.append((0x007AFF, 100_000))
        let p = PaletteBuilder.palette(for: entries, maxColors: 64)
        #expect(p.count == 64)
        #expect(p.contains(0x007AFF))          // a dominant colour keeps an exact entry
        let nearest = NearestColor(palette: p)
        var worst = 0
        for v in 0..<256 {
            let c = p[Int(nearest.index(of: UInt32(v) * 0x010101))]
            worst = max(worst, abs(Int(c & 0xFF) - v))
        }
        #expect(worst <= 3)                      // 255 grey levels over ~63 entries
    }

    @Test func nearestColourMatchesBruteForce() {
        var palette: [UInt32] = []
        var x: UInt32 = 12345
        for _ in 0..<200 { x = x &* 1_103_515_245 &+ 12345; palette.append(x >> 8 & 0xFF_FFFF) }
        let nearest = NearestColor(palette: palette)
        func dist(_ a: UInt32, _ b: UInt32) -> Int {
            let dr = Int(a >> 16 & 0xFF) - Int(b >> 16 & 0xFF), dg = Int(a >> 8 & 0xFF) - Int(b >> 8 & 0xFF), db = Int(a & 0xFF) - Int(b & 0xFF)
            return dr * dr + dg * dg + db * db
        }
        for _ in 0..<2000 {
            x = x &* 1_103_515_245 &+ 12345
            let q = x >> 8 & 0xFF_FFFF
            let best = palette.indices.min { (dist(palette[$0], q), $0) < (dist(palette[$1], q), $1) }!
            #expect(Int(nearest.index(of: q)) == best)
            #expect(Int(nearest.index(of: q)) == best)   // cached answer
        }
    }

    /// Flat fills in the palette map exactly (no dither noise); only changed row spans are re-mapped.
    @Test func mapperKeepsFlatFillsCleanAndRemapsOnlyChangedSpans() {
        let w = 16, h = 4
        let white: [UInt8] = [255, 255, 255, 255], blue: [UInt8] = [0, 122, 255, 255], clear: [UInt8] = [0, 0, 0, 0]
        var frame = [UInt8](); for _ in 0..<(w * h) { frame += white }
        let mapper = PaletteMapper(palette: [0xFFFFFF, 0x007AFF], transparentIndex: 255, width: w, height: h)
        let first = mapper.map(frame)!
        #expect(first.x == 0 && first.y == 0 && first.width == w && first.height == h)
        #expect(mapper.indices.allSatisfy { $0 == 0 })
        #expect(mapper.map(frame) == nil)
        // Row 2, columns 5...7 turn blue; column 9 of row 3 turns transparent.
        for x in 5...7 { frame.replaceSubrange((2 * w + x) * 4..<(2 * w + x) * 4 + 4, with: blue) }
        frame.replaceSubrange((3 * w + 9) * 4..<(3 * w + 9) * 4 + 4, with: clear)
        let rect = mapper.map(frame)!
        #expect(rect.x == 5 && rect.y == 2 && rect.width == 5 && rect.height == 2)
        #expect(mapper.indices[2 * w + 4] == 0 && mapper.indices[2 * w + 5] == 1 && mapper.indices[2 * w + 7] == 1)
        #expect(mapper.indices[3 * w + 9] == 255)
        #expect(mapper.indices.filter { $0 == 1 }.count == 3)
    }

    /// A mid-grey between two palette entries dithers to a mix whose average is close to the grey.
    @Test func mapperDithersColoursBetweenEntries() {
        let w = 64, h = 64
        var frame = [UInt8](); for _ in 0..<(w * h) { frame += [128, 128, 128, 255] }
        let mapper = PaletteMapper(palette: [0x000000, 0xFFFFFF], transparentIndex: 255, width: w, height: h)
        mapper.map(frame)
        let whites = mapper.indices.filter { $0 == 1 }.count
        #expect(abs(Double(whites) / Double(w * h) - 0.5) < 0.08)
    }
}
