import Foundation
import Testing
@testable import AnimKit

/// What real SwiftUI files call besides SwiftUI, and do on screen: literals, the UIKit bits, `hidden()`, the tint
/// style, and asset catalogs' images and colours.
@Suite(.serialized) struct PastedFileTests {
    private func frame(_ size: CGSize = CGSize(width: 100, height: 100), scheme: ColorScheme = .light,
                       _ content: @escaping @MainActor () -> AnyView) throws -> FrameBuffer {
        try FrameLoop(clip: Clip("pasted", size: size, colorScheme: scheme) { content() }).frame(at: 0)
    }

    private func rgb(_ f: FrameBuffer, _ x: Double, _ y: Double, width: Double = 100) -> [Int] {
        let s = Double(f.width) / width
        let p = f.pixel(x: Int(x * s), y: Int(y * s))
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    @Test func colorLiteralsAreTheirComponents() throws {
        let typed: Color = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        let untyped = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 0.5)
        #expect(type(of: untyped) == UIColor.self)
        #expect(typed.rgba8 == (51, 102, 153, 255))
        #expect(Color(untyped).rgba8 == (255, 128, 0, 128))
        let f = try frame { AnyView(Rectangle().fill(Color(#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)))) }
        #expect(rgb(f, 50, 50) == [51, 102, 153])
    }

    /// Colours print as SwiftUI prints them: a named one by its name, any other as `#RRGGBBAA`; display lists keep
    /// their own stable hex form.
    @Test func coloursDescribeThemselvesAsInSwiftUI() {
        #expect(String(describing: Color.red) == "red" && "\(Color.primary)" == "primary" && Color.clear.description == "clear")
        #expect(String(describing: Color(red: 1, green: 0, blue: 0)) == "#FF0000FF")
        #expect(Color.red.treeText == "#FF3B30" && Color.red == Color(red: 1, green: 59 / 255, blue: 48 / 255))
    }

    @Test func hiddenKeepsItsPlaceAndDrawsNothing() throws {
        let clip = Clip("hidden", size: CGSize(width: 200, height: 50)) {
            HStack(spacing: 0) { Color.red.frame(width: 60, height: 20).hidden(); Color.blue.frame(width: 40, height: 20) }
        }
        let shot = try clip.snapshot(at: 0)
        let blue = try #require(shot.views.first { $0.fillColor == .blue })
        #expect(blue.frame.minX == 110)   // (200 - 100) / 2 + 60: the hidden red still takes 60 points
        let f = try FrameLoop(clip: clip).frame(at: 0)
        #expect(rgb(f, 80, 25, width: 200) == [255, 255, 255])   // where the red would be: nothing drawn
    }

    @Test func tintStyleIsTheTint() throws {
        let plain = try frame { AnyView(Circle().foregroundStyle(.tint)) }
        #expect(rgb(plain, 50, 50) == [0, 122, 255])   // the accent colour, iOS blue
        let tinted = try frame { AnyView(Circle().foregroundStyle(.tint).tint(.green)) }
        #expect(rgb(tinted, 50, 50) == [52, 199, 89])
    }

    @Test @MainActor func uiKitBitsWork() throws {
        // The screen is the clip's: a device's, or the canvas.
        struct ScreenWidth: View {
            var body: some View { Color.red.frame(width: UIScreen.main.bounds.width / 4, height: 10) }
        }
        let phone = try Clip("screen", device: .iPhone) { ScreenWidth() }.snapshot(at: 0)
        #expect(phone.views.first { $0.fillColor == .red }?.frame.width == 98.25)   // 393 / 4
        let small = try Clip("screen", size: CGSize(width: 200, height: 40)) { ScreenWidth() }.snapshot(at: 0)
        #expect(small.views.first { $0.fillColor == .red }?.frame.width == 50)
        // Haptics draw nothing and do not stop the code around them.
        let haptic = UIImpactFeedbackGenerator(style: .heavy)
        haptic.prepare()
        haptic.impactOccurred()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
        #expect(haptic.style == .heavy)
        // Images and fonts as UIKit names them.
        #expect(UIImage(systemName: "star.fill") != nil && UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(named: "no-such-asset") == nil)
        let fonts = try Clip("fonts", size: CGSize(width: 300, height: 100)) {
            VStack { Text("Small").font(Font(UIFont.systemFont(ofSize: 12))); Text("Large").font(Font(UIFont.boldSystemFont(ofSize: 34))) }
        }.snapshot(at: 0)
        let smallText = try #require(fonts.view(labelled: "Small")), largeText = try #require(fonts.view(labelled: "Large"))
        #expect(largeText.frame.height > 2.5 * smallText.frame.height)
        let star = try Clip("star", size: CGSize(width: 60, height: 60)) { Image(uiImage: UIImage(systemName: "star.fill")!) }.snapshot(at: 0)
        #expect(star.view(labelled: "star.fill") != nil)
    }

    @available(*, deprecated, message: "exercises SwiftUI's deprecated presentationMode, as pasted files still use it")
    @Test @MainActor func presentationModeDismissesTheSheet() throws {
        struct Sheet: View {
            @Environment(\.presentationMode) var presentationMode
            var body: some View {
                Button("Close") { presentationMode.wrappedValue.dismiss() }
            }
        }
        struct Host: View {
            @State var shown = true
            var body: some View { Text(shown ? "shown" : "gone").sheet(isPresented: $shown) { Sheet() } }
        }
        let clip = Clip("dismiss", duration: 2, device: .iPhone) { Host() } script: { Tap("Close", at: 0.8) }
        #expect(try clip.snapshot(at: 0.6).view(labelled: "shown") != nil)
        #expect(try clip.snapshot(at: 1.9).view(labelled: "gone") != nil)
    }

    /// An asset catalog as Xcode writes it: an image set at three scales (each scale its own colour, so the pick
    /// shows) with a dark variant, and a colour set with a dark appearance.
    @Test func assetCatalogsDrawImagesAndColours() throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("animkit-assets-\(getpid())/Assets.xcassets")
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let set = catalog.appendingPathComponent("Dot.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        func png(_ name: String, side: Int, _ color: Color) throws {
            try Data(FFmpegPNGEncoder.encode(FrameBuffer(width: side, height: side, fill: color))).write(to: set.appendingPathComponent(name))
        }
        try png("dot.png", side: 20, .red)
        try png("dot@2x.png", side: 40, .green)
        try png("dot@3x.png", side: 60, Color(red: 0, green: 0, blue: 1))
        try png("dot-dark@3x.png", side: 60, Color(white: 0.5))
        try Data("""
        {"images":[{"filename":"dot.png","idiom":"universal","scale":"1x"},{"filename":"dot@2x.png","idiom":"universal","scale":"2x"},
         {"filename":"dot@3x.png","idiom":"universal","scale":"3x"},
         {"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"dot-dark@3x.png","idiom":"universal","scale":"3x"}],
         "info":{"author":"xcode","version":1}}
        """.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let colors = catalog.appendingPathComponent("Brand.colorset")
        try FileManager.default.createDirectory(at: colors, withIntermediateDirectories: true)
        try Data("""
        {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x00","green":"0x80","red":"0xFF"}},"idiom":"universal"},
         {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0xFF","green":"0x00","red":"0x80"}},"idiom":"universal"}]}
        """.utf8).write(to: colors.appendingPathComponent("Contents.json"))
        AssetCatalogs.add(catalog.deletingLastPathComponent())

        // The 3x file (60 pixels) is 20 points; the clip's screen is 3x, so it is the one drawn.
        let light = try Clip("asset", size: CGSize(width: 100, height: 100)) { Image("Dot") }.snapshot(at: 0)
        #expect(light.view(labelled: "Dot")?.frame.size == CGSize(width: 20, height: 20))
        let drawn = try frame { AnyView(Image("Dot")) }
        #expect(rgb(drawn, 50, 50) == [0, 0, 255])
        let dark = try frame(scheme: .dark) { AnyView(Image("Dot")) }
        #expect(rgb(dark, 50, 50) == [128, 128, 128])
        #expect(rgb(dark, 5, 5) == [0, 0, 0])   // the dark clip's background
        // Resizable: stretched to its frame.
        let big = try frame { AnyView(Image("Dot").resizable().frame(width: 80, height: 80)) }
        #expect(rgb(big, 15, 15) == [0, 0, 255])
        // A missing name draws nothing and takes no room.
        let missing = try Clip("missing", size: CGSize(width: 100, height: 100)) { Image("Nope") }.snapshot(at: 0)
        #expect(missing.view(labelled: "Nope")?.frame.size == .zero)
        // The colour set, light and dark; UIImage(named:) finds the set.
        #expect(rgb(try frame { AnyView(Color("Brand")) }, 50, 50) == [255, 128, 0])
        #expect(rgb(try frame(scheme: .dark) { AnyView(Color("Brand")) }, 50, 50) == [128, 0, 255])
        #expect(UIImage(named: "Dot") != nil)
    }
}
