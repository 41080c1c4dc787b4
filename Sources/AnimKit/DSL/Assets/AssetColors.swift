import Foundation

extension Color {
    /// The colour called `name` in an asset catalog of `bundle` (the main bundle by default) — SwiftUI's
    /// `Color(_:bundle:)`. AnimKit reads the catalog's `Assets.xcassets/<name>.colorset/Contents.json` itself, so a
    /// package that copies its catalog as a resource (`resources: [.copy("Assets.xcassets")]`) draws its colours,
    /// light and dark. A name the catalogs lack draws nothing (clear), as in SwiftUI, with one line on stderr.
    ///
    ///     Circle().fill(Color("BrandBlue", bundle: .module))
    public init(_ name: String, bundle: Bundle? = nil) {
        self = AssetColors.color(named: name, in: bundle ?? .main) ?? .clear
    }
}

extension Color {
    /// The app's accent colour: the asset catalogs' `AccentColor` colour set (light and dark), else iOS blue —
    /// SwiftUI's `accentColor`, the tint of controls, links and `.tint` when nothing sets one.
    ///
    ///     Circle().fill(Color.accentColor)
    public static var accentColor: Color { AssetColors.accent }
}

/// Colours read from asset catalogs (`*.xcassets` folders with `*.colorset/Contents.json`), remembered per bundle.
enum AssetColors {
    nonisolated(unsafe) private static var cache: [String: Color?] = [:]
    nonisolated(unsafe) private static var warned: Set<String> = []
    private static let lock = NSLock()

    /// The main bundle's `AccentColor` colour set, or iOS blue (no warning: most packages have none).
    static var accent: Color {
        let key = "\u{1}accent\u{0}\(AssetCatalogs.generation)"
        lock.lock()
        if let known = cache[key] {
            lock.unlock()
            return known ?? .blue
        }
        lock.unlock()
        let found = AssetCatalogs.set(named: "AccentColor", kind: "colorset", in: .main)
            .flatMap { parse($0.appendingPathComponent("Contents.json")) }
        lock.lock()
        cache[key] = found
        lock.unlock()
        return found ?? .blue
    }

    /// The colour `name` in the catalogs of `bundle` (and those `AssetCatalogs` adds), or nil (said once on stderr).
    static func color(named name: String, in bundle: Bundle) -> Color? {
        let key = bundle.bundleURL.path + "\u{0}\(AssetCatalogs.generation)\u{0}" + name
        lock.lock()
        defer { lock.unlock() }
        if let known = cache[key] { return known }
        let found = AssetCatalogs.set(named: name, kind: "colorset", in: bundle)
            .flatMap { parse($0.appendingPathComponent("Contents.json")) }
        cache[key] = found
        if found == nil, warned.insert(key).inserted {
            FileHandle.standardError.write(Data("animkit: no color named '\(name)' in the asset catalogs of \(AssetCatalogs.describe(bundle)); it draws clear\n".utf8))
        }
        return found
    }

    /// The colour of a colorset's `Contents.json`: the universal entry, with the entry for the dark luminosity
    /// appearance as its dark value.
    static func parse(_ url: URL) -> Color? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return parse(data)
    }

    static func parse(_ data: Data) -> Color? {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = root["colors"] as? [[String: Any]] else { return nil }
        func appearance(_ entry: [String: Any]) -> String? {
            let list = entry["appearances"] as? [[String: Any]] ?? []
            return list.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
        }
        let universal = entries.filter { ($0["idiom"] as? String ?? "universal") == "universal" || $0["idiom"] as? String == "iphone" }
        guard let light = universal.first(where: { appearance($0) == nil || appearance($0) == "light" }).flatMap(color) else { return nil }
        guard let dark = universal.first(where: { appearance($0) == "dark" }).flatMap(color) else { return light }
        return Color(light: light, dark: dark)
    }

    /// One entry's colour: sRGB components (decimal 0…1, 0…255 integers or hex bytes), a grey, or linear sRGB.
    private static func color(_ entry: [String: Any]) -> Color? {
        guard let color = entry["color"] as? [String: Any], let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            let raw: String
            if let s = components[key] as? String { raw = s } else if let n = components[key] as? NSNumber { raw = n.stringValue } else { return nil }
            let text = raw.trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) { return Double(byte) / 255 }
            guard let number = Double(text) else { return nil }
            // Integers above 1 are 8-bit values; "1" is full strength either way.
            return !text.contains(".") && number > 1 ? number / 255 : number
        }
        let alpha = value("alpha") ?? 1
        let space = (color["color-space"] as? String ?? "srgb").lowercased()
        if space.contains("gray") {
            guard let white = value("white") else { return nil }
            return Color(white: white, opacity: alpha)
        }
        guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
        if space.contains("linear") {
            func encode(_ v: Double) -> Double { Double(Color.Resolved.encode(Float(v))) }
            return Color(red: encode(r), green: encode(g), blue: encode(b), opacity: alpha)
        }
        // sRGB and Display P3 components are drawn as sRGB (AnimKit draws in sRGB).
        return Color(red: r, green: g, blue: b, opacity: alpha)
    }
}
