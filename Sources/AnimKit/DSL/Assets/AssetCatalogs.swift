import Foundation

/// Where asset catalogs (`*.xcassets` folders) are found: the ones you name, then those in a bundle's resources.
///
/// A view's `Image("avatar")` or `Color("Brand")` reads `<name>.imageset` or `<name>.colorset` from the catalogs
/// unchanged. Name a catalog (or a folder holding catalogs) with `AssetCatalogs.add(_:)`, the command line's
/// `--assets PATH`, or `ANIMKIT_ASSETS=PATH[:PATH…]`; or copy it into the target's resources
/// (`resources: [.copy("Assets.xcassets")]`) and pass `bundle: .module`.
///
///     AssetCatalogs.add(URL(fileURLWithPath: "Sources/MyApp/Assets.xcassets"))
public enum AssetCatalogs {
    nonisolated(unsafe) private static var added: [URL] = []
    nonisolated(unsafe) private static var sets: [String: URL?] = [:]
    private static let lock = NSLock()

    /// Adds a catalog, or a folder whose catalogs (at any depth) are searched, before the bundles' own.
    public static func add(_ url: URL) {
        lock.lock()
        defer { lock.unlock() }
        let standard = url.standardizedFileURL
        if !added.contains(standard) { added.append(standard) }
        sets = [:]
    }

    /// The catalogs and folders named so far: `add(_:)`'s, then `ANIMKIT_ASSETS`'s.
    public static var locations: [URL] {
        lock.lock()
        defer { lock.unlock() }
        return added + environmentLocations
    }

    private static var environmentLocations: [URL] {
        let value = ProcessInfo.processInfo.environment["ANIMKIT_ASSETS"] ?? ""
        return value.split(separator: ":").map { URL(fileURLWithPath: String($0)).standardizedFileURL }
    }

    /// The folder `<name>.<kind>` (`imageset`, `colorset`) in the named catalogs, then in `bundle`'s; nil when none
    /// has it. `name` may be a path through groups ("Icons/star").
    static func set(named name: String, kind: String, in bundle: Bundle) -> URL? {
        let roots = locations + [bundle.resourceURL, bundle.bundleURL].compactMap { $0 }
        let key = roots.map(\.path).joined(separator: "\u{0}") + "\u{1}" + kind + "\u{1}" + name
        lock.lock()
        if let known = sets[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let found = roots.lazy.compactMap { find(name, kind: kind, under: $0) }.first
        lock.lock()
        sets[key] = found
        lock.unlock()
        return found
    }

    /// How `bundle`'s catalogs are named in a warning.
    static func describe(_ bundle: Bundle) -> String {
        let named = locations.map(\.path)
        return (named + [bundle.bundleURL.path]).joined(separator: ", ")
    }

    /// `<name>.<kind>` inside `root` when it is a catalog, or inside the catalogs under it (groups searched too).
    private static func find(_ name: String, kind: String, under root: URL) -> URL? {
        let files = FileManager.default
        let leaf = (name as NSString).lastPathComponent + "." + kind
        func inCatalog(_ catalog: URL) -> URL? {
            let direct = catalog.appendingPathComponent(name + "." + kind)
            if files.fileExists(atPath: direct.appendingPathComponent("Contents.json").path) { return direct }
            guard let inner = files.enumerator(at: catalog, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return nil }
            for case let item as URL in inner where item.lastPathComponent == leaf {
                if files.fileExists(atPath: item.appendingPathComponent("Contents.json").path) { return item }
            }
            return nil
        }
        if root.pathExtension == "xcassets" { return inCatalog(root) }
        guard let walker = files.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return nil }
        for case let url as URL in walker where url.pathExtension == "xcassets" {
            walker.skipDescendants()
            if let found = inCatalog(url) { return found }
        }
        return nil
    }
}
