import CAnimKitRuntime
import Foundation

/// Every preview in the running program: each `#Preview` and each `PreviewProvider` of every module linked in,
/// found through the conformance records the compiler writes (no list to keep).
///
///     for preview in PreviewCatalog.all { print(preview.name, preview.fileID, preview.line) }
///     let card = PreviewCatalog.named("Card-Loading")
///     try ClipRenderer(clip: Clip(preview: card!), format: .gif).render(to: url)
@MainActor
public enum PreviewCatalog {
    /// The previews, sorted by file, then line (providers after the `#Preview`s, by type name).
    public static var all: [DeclaredPreview] {
        var declared: [DeclaredPreview] = []
        var registries = conformers(of: "PreviewRegistry").compactMap { $0 as? any PreviewRegistry.Type }
        registries.sort { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
        // Unnamed previews are numbered within their file: `Card`, `Card-2`, …
        var unnamed: [String: Int] = [:]
        for registry in registries {
            guard let preview = try? registry.makePreview() else { continue }
            let stem = DeclaredPreview.stem(ofFile: registry.fileID)
            let base: String
            if let name = preview.name, !name.isEmpty {
                base = stem + "-" + DeclaredPreview.clipWord(name)
            } else {
                unnamed[stem, default: 0] += 1
                base = unnamed[stem]! == 1 ? stem : "\(stem)-\(unnamed[stem]!)"
            }
            for index in 0..<preview.count {
                declared.append(DeclaredPreview(
                    name: preview.count > 1 ? "\(base)-\(index + 1)" : base, displayName: preview.name,
                    fileID: registry.fileID, line: registry.line, layout: preview.layout,
                    orientation: preview.orientation, body: preview.bodies[index]))
            }
        }
        let providers = conformers(of: "PreviewProvider").compactMap { $0 as? any PreviewProvider.Type }
            .sorted { String(reflecting: $0) < String(reflecting: $1) }
        for provider in providers {
            declared.append(DeclaredPreview(provider: provider))
        }
        return declared
    }

    /// The preview called `name` (see `DeclaredPreview.name`), or nil.
    public static func named(_ name: String) -> DeclaredPreview? {
        all.first { $0.name == name }
    }

    /// The types of every loaded image that conform to AnimKit's protocol `protocolName`.
    private static func conformers(of protocolName: String) -> [Any.Type] {
        final class Found { var types: [Any.Type] = [] }
        let found = Found()
        withExtendedLifetime(found) {
            animkit_enumerate_conformers("AnimKit", protocolName, { metadata, context in
                let found = Unmanaged<Found>.fromOpaque(context!).takeUnretainedValue()
                found.types.append(unsafeBitCast(metadata, to: Any.Type.self))
            }, Unmanaged.passUnretained(found).toOpaque())
        }
        return found.types
    }
}

/// One preview found in the program: its clip name, where it is declared, its layout and its view.
///
///     let preview = PreviewCatalog.all[0]
///     preview.name        // "Card-Loading": the file's name, then the preview's
///     preview.layout      // .sizeThatFits for `#Preview(traits: .sizeThatFitsLayout)`
public struct DeclaredPreview: Sendable {
    /// A name for its clip and files: the file's name (a provider's type name without `_Previews`), then the
    /// preview's name, or a number for the second and later unnamed previews of a file.
    public let name: String
    /// The name given to `#Preview` or `previewDisplayName`, if any.
    public let displayName: String?
    /// Its file as `#fileID` spells it; for a `PreviewProvider`, its type's full name.
    public let fileID: String
    /// The line of `#Preview` (0 for a provider).
    public let line: Int
    /// The container the preview asks for.
    public let layout: PreviewLayout
    /// The device's orientation the preview asks for.
    public let orientation: InterfaceOrientation
    private let maker: ViewMaker

    init(name: String, displayName: String?, fileID: String, line: Int, layout: PreviewLayout,
         orientation: InterfaceOrientation, body: @escaping @MainActor () -> any View) {
        self.name = name
        self.displayName = displayName
        self.fileID = fileID
        self.line = line
        self.layout = layout
        self.orientation = orientation
        maker = ViewMaker { AnyView(body()) }
    }

    @MainActor
    init(provider: any PreviewProvider.Type) {
        let typeName = String(describing: provider)
        var stem = typeName
        for suffix in ["_Previews", "Previews", "_Preview", "Preview"] where stem.hasSuffix(suffix) && stem.count > suffix.count {
            stem.removeLast(suffix.count)
            break
        }
        let view: any View = provider.previews
        let settings = DeclaredPreview.settings(of: view)
        var layout = PreviewLayout.device, orientation = InterfaceOrientation.portrait, displayName: String?
        for setting in settings {
            switch setting {
            case .layout(let value): layout = value
            case .orientation(let value): orientation = value
            case .displayName(let value): displayName = value
            case .device: break
            }
        }
        self.init(name: displayName.map { stem + "-" + DeclaredPreview.clipWord($0) } ?? stem, displayName: displayName,
                  fileID: String(reflecting: provider), line: 0, layout: layout, orientation: orientation,
                  body: { provider.previews })
    }

    /// The preview's view.
    @MainActor public func makeView() -> any View { maker.make() }

    /// The view maker, for `Clip(preview:)`.
    var viewMaker: ViewMaker { maker }

    /// The preview settings (`previewLayout`, `previewDisplayName`, …) applied to the outside of `view`,
    /// outermost last.
    static func settings(of view: Any) -> [PreviewSetting] {
        var settings: [PreviewSetting] = []
        var current: Any = view
        while let mirror = Optional(Mirror(reflecting: current)), String(describing: mirror.subjectType).hasPrefix("ModifiedContent<") {
            guard let content = mirror.descendant("content"), let modifier = mirror.descendant("modifier") else { break }
            if let setting = modifier as? PreviewSettingModifier { settings.insert(setting.setting, at: 0) }
            current = content
        }
        return settings
    }

    /// The file name of `fileID` without its folder and `.swift`.
    static func stem(ofFile fileID: String) -> String {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }

    /// `text` as a word in a clip name: letters, digits, `-` and `_` kept, anything else a `-`.
    static func clipWord(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            let keep = (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_") && scalar.value < 0x2000
            if keep { out.unicodeScalars.append(scalar) } else if !out.hasSuffix("-") { out += "-" }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? "preview" : out
    }
}
