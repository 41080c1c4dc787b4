import Foundation
import Testing
@testable import AnimKit

/// Materials blur what is drawn behind them, saturate it and lay their tint over it.
@Suite struct MaterialTests {
    /// Red and blue stripes 8 points wide under a 120-point square of `material`, on a 200-point canvas.
    nonisolated struct Stripes: View {
        var material: Material
        var body: some View {
            ZStack {
                HStack(spacing: 0) {
                    ForEach(0..<25, id: \.self) { i in
                        (i.isMultiple(of: 2) ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1)).frame(width: 8)
                    }
                }
                Rectangle().fill(material).frame(width: 120, height: 120)
            }
            .frame(width: 200, height: 200)
        }
    }

    private func frame(_ material: Material, scheme: ColorScheme = .light) throws -> FrameBuffer {
        try FrameLoop(clip: Clip("material", size: CGSize(width: 200, height: 200), colorScheme: scheme) { Stripes(material: material) }).frame(at: 0)
    }

    /// The red channel along the row through the middle, from x = 60 to 140 points.
    private func reds(_ f: FrameBuffer) -> [Int] {
        let s = f.width / 200
        return (60..<140).map { Int(f.pixel(x: $0 * s, y: 100 * s).r) }
    }

    @Test func aMaterialBlursTheStripesBehindIt() throws {
        let f = try frame(.ultraThin)
        let row = reds(f)
        // Behind an ultra-thin material (8-point blur) the 8-point stripes melt: the red channel varies by little,
        // where a flat translucent white would leave them 35 % lighter but as sharp (a swing of about 165).
        #expect(row.max()! - row.min()! < 40, "\(row)")
        // Outside it the stripes are as drawn.
        let s = f.width / 200
        #expect(f.pixel(x: 2 * s, y: 10 * s).r == 255 && f.pixel(x: 10 * s, y: 10 * s).b == 255)
        // Inside, the colour is the stripes' mix brightened by the white tint: purple-pink, not grey or white.
        let p = f.pixel(x: 100 * s, y: 100 * s)
        #expect(p.r > 150 && p.b > 150 && p.g < 200 && p.g > 60, "\(p)")
    }

    @Test func thickerMaterialsAreMoreOpaqueAndDarkOnesDark() throws {
        let f = try frame(.ultraThin)
        let s = f.width / 200
        let thin = f.pixel(x: 100 * s, y: 100 * s), thick = try frame(.ultraThick).pixel(x: 100 * s, y: 100 * s)
        // More white tint: closer to white.
        #expect(Int(thick.g) > Int(thin.g) + 60, "\(thin) \(thick)")
        let dark = try frame(.thick, scheme: .dark).pixel(x: 100 * s, y: 100 * s)
        #expect(Int(dark.r) + Int(dark.g) + Int(dark.b) < 200, "\(dark)")
    }
}
