import Foundation
import Testing
@testable import AnimKit

/// `Color(_:bundle:)` reads colours from a bundle's asset catalog, light and dark.
@Suite struct AssetColorTests {
    /// A folder standing for a bundle with `Assets.xcassets` holding `Brand` (light and dark), `Group/Accent` and
    /// `Gray`.
    private func bundle() throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("animkit-assets-\(UUID().uuidString)")
        let catalog = root.appendingPathComponent("Assets.xcassets")
        func write(_ path: String, _ json: String) throws {
            let url = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try json.write(to: url, atomically: true, encoding: .utf8)
        }
        try write("Brand.colorset/Contents.json", """
        {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.800","green":"0.400","red":"0.100"}},"idiom":"universal"},
                   {"appearances":[{"appearance":"luminosity","value":"dark"}],
                    "color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0xFF","green":"0x99","red":"0x33"}},"idiom":"universal"}],
         "info":{"author":"xcode","version":1}}
        """)
        try write("Group/Accent.colorset/Contents.json", """
        {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"0.500","blue":"0","green":"128","red":"255"}},"idiom":"universal"}]}
        """)
        try write("Gray.colorset/Contents.json", """
        {"colors":[{"color":{"color-space":"gray-gamma-22","components":{"alpha":"1.000","white":"0.250"}},"idiom":"universal"}]}
        """)
        return try #require(Bundle(path: root.path))
    }

    private func rgba(_ c: Color) -> [Int] { [Int((c.red * 255).rounded()), Int((c.green * 255).rounded()), Int((c.blue * 255).rounded()), Int((c.alpha * 255).rounded())] }

    @Test func namedColoursComeFromTheCatalogInBothAppearances() throws {
        let b = try bundle()
        let brand = Color("Brand", bundle: b)
        #expect(rgba(brand.resolved(for: .light)) == [26, 102, 204, 255])
        #expect(rgba(brand.resolved(for: .dark)) == [51, 153, 255, 255])
        // A colour inside a folder group, with 8-bit integer components and half opacity.
        #expect(rgba(Color("Accent", bundle: b)) == [255, 128, 0, 128])
        #expect(rgba(Color("Gray", bundle: b)) == [64, 64, 64, 255])
        // A name the catalog lacks draws clear, as in SwiftUI.
        #expect(Color("Missing", bundle: b) == .clear)
    }

    @Test func aDarkClipDrawsTheCatalogsDarkValue() throws {
        let b = try bundle()
        let brand = Color("Brand", bundle: b)
        let f = try FrameLoop(clip: Clip("asset", size: CGSize(width: 40, height: 40), colorScheme: .dark) { brand }).frame(at: 0)
        let p = f.pixel(x: f.width / 2, y: f.height / 2)
        let rgb: [Int] = [Int(p.r), Int(p.g), Int(p.b)]
        #expect(rgb == [51, 153, 255], "\(rgb)")
    }

    @Test func uiColorNamedFindsTheSameColour() throws {
        let b = try bundle()
        let ui = try #require(UIColor(named: "Brand", in: b, compatibleWith: nil))
        #expect(rgba(Color(ui).resolved(for: .dark)) == [51, 153, 255, 255])
        #expect(UIColor(named: "Missing", in: b, compatibleWith: nil) == nil)
    }
}
