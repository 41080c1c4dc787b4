import Foundation

/// Pictures read from asset catalogs' image sets (`<name>.imageset/Contents.json` and its PNG or JPEG files), one
/// per scale (`1x`, `2x`, `3x`) and appearance (light, dark), decoded once per file.
enum AssetImages {
    /// A decoded picture and its size in points.
    struct Picture: Sendable {
        let pixels: FrameBuffer
        let size: CGSize
        /// Drawn in the foreground style (the set's "template" rendering intent).
        let isTemplate: Bool
    }

    nonisolated(unsafe) private static var pictures: [String: Picture?] = [:]
    nonisolated(unsafe) private static var warned: Set<String> = []
    private static let lock = NSLock()

    /// Whether `bundle`'s catalogs (or those `AssetCatalogs` names) have an image set called `name`.
    static func exists(named name: String, in bundle: Bundle) -> Bool {
        AssetCatalogs.set(named: name, kind: "imageset", in: bundle) != nil
    }

    /// The picture `name` for a screen of `scale` pixels per point in `scheme`, or nil (said once on stderr).
    static func picture(named name: String, in bundle: Bundle, scale: CGFloat, scheme: ColorScheme) -> Picture? {
        guard let set = AssetCatalogs.set(named: name, kind: "imageset", in: bundle) else {
            warnOnce("animkit: no image named '\(name)' in the asset catalogs of \(AssetCatalogs.describe(bundle)); it draws nothing")
            return nil
        }
        guard let (file, fileScale, template) = choose(in: set, scale: scale, scheme: scheme) else {
            warnOnce("animkit: the image set \(set.path) has no PNG or JPEG file AnimKit can draw (PDF, SVG and HEIC are not drawn yet); it draws nothing")
            return nil
        }
        let key = file.path + "\u{0}\(fileScale)"
        lock.lock()
        if let known = pictures[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        var picture: Picture?
        do {
            let lower = file.lastPathComponent.lowercased()
            let pixels = lower.hasSuffix(".png") ? try FrameBuffer(contentsOfPNG: file)
                : try FFmpegImageDecoder.decodeJPEG(Array(try Data(contentsOf: file)))
            picture = Picture(pixels: pixels, size: CGSize(width: CGFloat(pixels.width) / fileScale,
                                                           height: CGFloat(pixels.height) / fileScale), isTemplate: template)
        } catch {
            warnOnce("animkit: cannot read the image \(file.path) (\(error)); it draws nothing")
        }
        lock.lock()
        pictures[key] = picture
        lock.unlock()
        return picture
    }

    /// The file of `set` for `scale` and `scheme`: the entry of that scale, else the largest; a dark entry in the
    /// dark appearance when there is one. Also its scale and whether the set is a template.
    static func choose(in set: URL, scale: CGFloat, scheme: ColorScheme) -> (URL, CGFloat, Bool)? {
        guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = root["images"] as? [[String: Any]] else { return nil }
        let properties = root["properties"] as? [String: Any] ?? [:]
        let template = properties["template-rendering-intent"] as? String == "template"
        struct Entry { let file: String; let scale: CGFloat; let dark: Bool }
        let entries: [Entry] = images.compactMap { image in
            guard let file = image["filename"] as? String, AssetImages.isDrawable(file) else { return nil }
            let idiom = image["idiom"] as? String ?? "universal"
            guard idiom == "universal" || idiom == "iphone" else { return nil }
            let scaleText = (image["scale"] as? String ?? "1x").replacingOccurrences(of: "x", with: "")
            let appearances = image["appearances"] as? [[String: Any]] ?? []
            let dark = appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
            let other = appearances.contains { $0["appearance"] as? String != "luminosity" }
            return other ? nil : Entry(file: file, scale: CGFloat(Double(scaleText) ?? 1), dark: dark)
        }
        let wanted = scheme == .dark && entries.contains(where: \.dark) ? entries.filter(\.dark) : entries.filter { !$0.dark }
        let pick = wanted.first { $0.scale == scale } ?? wanted.max { $0.scale < $1.scale }
        return pick.map { (set.appendingPathComponent($0.file), $0.scale, template) }
    }

    /// Whether AnimKit decodes files of this name: PNG and JPEG.
    static func isDrawable(_ file: String) -> Bool {
        let lower = file.lowercased()
        return lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg")
    }

    private static func warnOnce(_ line: String) {
        lock.lock()
        let first = warned.insert(line).inserted
        lock.unlock()
        if first { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }
}

extension FrameBuffer {
    /// This picture as a template image draws it: every pixel `color`, at the picture's opacity times the colour's.
    func tinted(_ color: Color) -> FrameBuffer {
        let c = color.rgba8
        var out = self
        out.bytes.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i + 3 < p.count {
                p[i] = c.r
                p[i + 1] = c.g
                p[i + 2] = c.b
                p[i + 3] = UInt8((Int(p[i + 3]) * Int(c.a) + 127) / 255)
                i += 4
            }
        }
        return out
    }
}
