import AnimKit
import Foundation
import Testing

/// SwiftUI files as people write them, pasted into a user's package with only `import SwiftUI` changed: previews of
/// every form, `import Combine` and `import UIKit` (aliased to AnimKit's stand-ins), colour literals, haptics, `hidden()`, the `searchable` closure
/// form and asset catalogs — in Swift 6 and Swift 5 modes, built without swift-syntax, then rendered by numbers.
@Suite(.serialized) struct PastedPackageTests {
    static let manifest = """
    // swift-tools-version: 6.1
    import PackageDescription

    // A file that imports Combine or UIKit without AnimKit (PastedLegacy's Meter.swift) needs the alias (own-package.md);
    // beside `import AnimKit` (pasted's Profile.swift) the imports need nothing.
    let appleModules = SwiftSetting.unsafeFlags(["-module-alias", "UIKit=AnimKitUIKit", "-module-alias", "Combine=AnimKitCombine"])

    let package = Package(
        name: "Pasted",
        platforms: [.macOS(.v14)],
        dependencies: [.package(name: "AnimKit", path: "CHECKOUT")],
        targets: [
            .executableTarget(name: "pasted", dependencies: [
                .product(name: "AnimKit", package: "AnimKit"), .product(name: "AnimRenderCLI", package: "AnimKit"), "PastedLegacy",
            ]),
            .target(name: "PastedLegacy", dependencies: [.product(name: "AnimKit", package: "AnimKit")],
                    resources: [.copy("Assets.xcassets")], swiftSettings: [.swiftLanguageMode(.v5), appleModules]),
        ]
    )
    """

    static let main = """
    import AnimKit
    import AnimRenderCLI
    import PastedLegacy

    // Every preview of the package, as clips.
    AnimRenderCLI.run(ClipCatalog(sections: [ClipSection("Previews", clips: PreviewCatalog.all.map { Clip(preview: $0, duration: 0.6) })]))
    """

    /// Swift 6 mode: a profile card with an old-style view model, and its previews.
    static let profile = """
    import AnimKit
    import Combine
    import UIKit

    final class ProfileModel: ObservableObject {
        @Published var name = "Ada"
        private var cancellables = Set<AnyCancellable>()
        init() { $name.sink { _ in }.store(in: &cancellables) }
    }

    struct ProfileCard: View {
        @StateObject private var model = ProfileModel()
        private let haptic = UIImpactFeedbackGenerator(style: .light)
        var body: some View {
            HStack {
                Image(systemName: "person.circle").font(.largeTitle)
                Text(model.name).font(Font(UIFont.systemFont(ofSize: 20, weight: .semibold)))
                Text("badge").hidden()
            }
            .padding()
            .background(Color(#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)))
            .onTapGesture { haptic.impactOccurred() }
        }
    }

    struct Logo: View {
        var body: some View { Image("Logo").frame(width: UIScreen.main.bounds.width / 2) }
    }

    #Preview { ProfileCard() }

    #Preview("Dark", traits: .sizeThatFitsLayout) {
        ProfileCard().preferredColorScheme(.dark)
    }

    #Preview {
        @Previewable @State var on = true
        Toggle(on ? "On" : "Off", isOn: $on).padding()
    }

    #Preview("Logo", traits: .fixedLayout(width: 120, height: 80)) { Logo() }

    struct ProfileCard_Previews: PreviewProvider {
        static var previews: some View {
            ProfileCard()
                .previewLayout(.fixed(width: 300, height: 120))
                .previewDisplayName("Card")
        }
    }
    """

    /// Swift 5 mode: a search screen, colours and images from the target's own catalog (a resource).
    static let legacy = """
    import AnimKit
    import UIKit

    struct Fruits: View {
        @State private var query = ""
        @Environment(\\.presentationMode) var presentationMode
        let feedback = UINotificationFeedbackGenerator()
        var body: some View {
            NavigationView {
                List(["Apple", "Pear"], id: \\.self) { Text($0) }
                    .searchable(text: $query, prompt: "Fruit") {
                        Text("Apple").searchCompletion("Apple")
                    }
                    .navigationBarTitle("Fruits")
                    .onChange(of: query) { _ in feedback.notificationOccurred(.success) }
            }
        }
    }

    struct Swatch: View {
        var body: some View {
            HStack(spacing: 0) {
                Color("Brand", bundle: .module).frame(width: 50, height: 50)
                Image("Dot", bundle: .module)
                Circle().foregroundStyle(.tint).frame(width: 20, height: 20)
            }
        }
    }

    #Preview("Search") { Fruits() }
    #Preview("Swatch", traits: .fixedLayout(width: 100, height: 60)) { Swatch() }
    #Preview("Swatch Dark", traits: .fixedLayout(width: 100, height: 60)) { Swatch().preferredColorScheme(.dark) }
    """

    /// A view model file as apps have them: Combine and Foundation only, no SwiftUI.
    static let meter = """
    import Combine
    import Foundation

    final class Meter: ObservableObject {
        @Published var level = 0.5
        var cancellables = Set<AnyCancellable>()
    }
    """

    /// Writes an asset catalog at `catalog`: an image set `name` of side `points` at 1x/2x/3x (3x in `color`,
    /// the others black) with a dark 3x variant in `dark`, and a colour set `Brand` orange, violet when dark.
    static func writeCatalog(_ catalog: URL, image name: String, points: Int, color: Color, dark: Color) throws {
        let set = catalog.appendingPathComponent("\(name).imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        for (file, scale, fill) in [("a.png", 1, Color.black), ("a@2x.png", 2, .black), ("a@3x.png", 3, color), ("a-dark@3x.png", 3, dark)] {
            try Data(FFmpegPNGEncoder.encode(FrameBuffer(width: points * scale, height: points * scale, fill: fill)))
                .write(to: set.appendingPathComponent(file))
        }
        try Data("""
        {"images":[{"filename":"a.png","idiom":"universal","scale":"1x"},{"filename":"a@2x.png","idiom":"universal","scale":"2x"},
        {"filename":"a@3x.png","idiom":"universal","scale":"3x"},
        {"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"a-dark@3x.png","idiom":"universal","scale":"3x"}],
        "info":{"author":"xcode","version":1}}
        """.utf8).write(to: set.appendingPathComponent("Contents.json"))
        let colors = catalog.appendingPathComponent("Brand.colorset")
        try FileManager.default.createDirectory(at: colors, withIntermediateDirectories: true)
        try Data("""
        {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x00","green":"0x80","red":"0xFF"}},"idiom":"universal"},
        {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0xFF","green":"0x00","red":"0x80"}},"idiom":"universal"}]}
        """.utf8).write(to: colors.appendingPathComponent("Contents.json"))
    }

    @Test func pastedFilesCompileAndTheirPreviewsRender() throws {
        let fm = FileManager.default
        let dir = fm.temporaryDirectory.appendingPathComponent("pasted-\(UUID().uuidString)")
        defer { try? fm.removeItem(at: dir) }
        for target in ["pasted", "PastedLegacy"] {
            try fm.createDirectory(at: dir.appendingPathComponent("Sources/\(target)"), withIntermediateDirectories: true)
        }
        try Self.manifest.replacingOccurrences(of: "CHECKOUT", with: UserPackageTests.checkout.path)
            .write(to: dir.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try Self.main.write(to: dir.appendingPathComponent("Sources/pasted/main.swift"), atomically: true, encoding: .utf8)
        try Self.profile.write(to: dir.appendingPathComponent("Sources/pasted/Profile.swift"), atomically: true, encoding: .utf8)
        try Self.legacy.write(to: dir.appendingPathComponent("Sources/PastedLegacy/Legacy.swift"), atomically: true, encoding: .utf8)
        try Self.meter.write(to: dir.appendingPathComponent("Sources/PastedLegacy/Meter.swift"), atomically: true, encoding: .utf8)
        try Self.writeCatalog(dir.appendingPathComponent("Sources/PastedLegacy/Assets.xcassets"), image: "Dot", points: 10,
                              color: Color(red: 0, green: 0, blue: 1), dark: Color(white: 0.5))
        try Self.writeCatalog(dir.appendingPathComponent("Design/Assets.xcassets"), image: "Logo", points: 40,
                              color: Color(red: 0, green: 1, blue: 0), dark: .white)

        let build = try UserPackageTests.run("/usr/bin/env", ["swift", "build", "--product", "pasted", "--scratch-path", UserPackageTests.scratch], in: dir)
        #expect(build.status == 0, "swift build failed: \(build.err.suffix(2000)) \(build.out.suffix(2000))")
        guard build.status == 0 else { return }
        // The only warnings are SwiftUI's own deprecations (presentationMode, navigationBarTitle, onChange(of:perform:)).
        let warnings = (build.out + build.err).split(separator: "\n")
            .filter { $0.contains("warning:") && !$0.contains("prohibited flag") && !$0.contains("deprecated") }
        #expect(warnings.isEmpty, "\(warnings)")
        let tool = URL(fileURLWithPath: UserPackageTests.scratch).appendingPathComponent("debug/pasted").path
        func run(_ args: String...) throws -> (status: Int32, out: String, err: String) { try UserPackageTests.run(tool, args, in: dir) }

        // Every preview is a clip, named after its file and its name; the provider after its type.
        let list = try run("list")
        #expect(list.status == 0)
        #expect(list.out.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
                == ["Legacy-Search", "Legacy-Swatch", "Legacy-Swatch-Dark", "Profile", "Profile-Dark", "Profile-2", "Profile-Logo", "ProfileCard-Card"])

        func inspect(_ clip: String) throws -> String { try run("inspect", clip, "--at", "0.3", "--json").out }
        #expect(try inspect("Profile").contains("\"Ada\""))
        #expect(try inspect("ProfileCard-Card").contains("\"Ada\""))
        #expect(try inspect("Profile-2").contains("\"On\""))   // @Previewable state, true at first
        #expect(try inspect("Legacy-Search").contains("\"Fruits\""))

        // Pixels: the Swift 5 target's own catalog (a resource), light and dark; the tint; the literal.
        func pixel(_ clip: String, _ x: Int, _ y: Int, extra: [String] = []) throws -> [Int] {
            let out = dir.appendingPathComponent("\(clip).png")
            let r = try UserPackageTests.run(tool, ["render", clip, "--at", "0.3", "--scale", "1", "-o", out.path] + extra, in: dir)
            #expect(r.status == 0, "\(r.err)")
            let p = try FrameBuffer(contentsOfPNG: out).pixel(x: x, y: y)
            return [Int(p.r), Int(p.g), Int(p.b)]
        }
        // Swatch: 50 + 10 + 20 points wide, centred in 100: brand colour 10…60, the dot 60…70, the tint 70…90.
        #expect(try pixel("Legacy-Swatch", 30, 30) == [255, 128, 0])
        #expect(try pixel("Legacy-Swatch", 65, 30) == [0, 0, 255])
        #expect(try pixel("Legacy-Swatch", 80, 30) == [0, 122, 255])
        #expect(try pixel("Legacy-Swatch-Dark", 30, 30) == [128, 0, 255])
        #expect(try pixel("Legacy-Swatch-Dark", 65, 30) == [128, 128, 128])
        // The main target's catalog comes from --assets: the 40-point logo, green.
        #expect(try pixel("Profile-Logo", 60, 40, extra: ["--assets", "Design"]) == [0, 255, 0])
        #expect(try pixel("Profile-Logo", 60, 40) == [255, 255, 255])   // without it: nothing drawn, one warning
        // The profile card's background is the colour literal.
        #expect(try pixel("ProfileCard-Card", 150, 60) == [51, 102, 153])
    }
}
