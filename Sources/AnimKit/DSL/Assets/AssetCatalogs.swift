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
    nonisolated(unsafe) private static var changes = 0
    private static let lock = NSLock()

    /// How many times `add(_:)` changed the catalogs: caches of what was found key on it.
    static var generation: Int {
        lock.lock()
        defer { lock.unlock() }
        return changes
    }

    /// Adds a catalog, or a folder whose catalogs (at any depth) are searched, before the bundles' own.
    public static func add(_ url: URL) {
        lock.lock()
        defer { lock.unlock() }
        let standard = url.standardizedFileURL
        if !added.contains(standard) { added.append(standard) }
        sets = [:]
        changes += 1
    }

    /// The catalogs and folders named so far: `add(_:)`'s, then `ANIMKIT_ASSETS`'s.
    public static var locations: [URL] {
        lock.lock()
        defer { lock.unlock() }
        return added + environmentLocations
    }

    /// `ANIMKIT_ASSETS`'s locations, read once (the command line's `--assets` sets it before any clip runs).
    private static let environmentLocations: [URL] = {
        let value = ProcessInfo.processInfo.environment["ANIMKIT_ASSETS"] ?? ""
        return value.split(separator: ":").map { URL(fileURLWithPath: String($0)).standardizedFileURL }
    }()

    /// The folder `<name>.<kind>` (`imageset`, `colorset`) in the named catalogs, then in `bundle`'s; nil when none
    /// has it. `name` may be a path through groups ("Icons/star").
    static func set(named name: String, kind: String, in bundle: Bundle) -> URL? {
        let named = locations
        let bundleRoots = [bundle.resourceURL, bundle.bundleURL].compactMap { $0 }
        let key = (named + bundleRoots).map(\.path).joined(separator: "\u{0}") + "\u{1}" + kind + "\u{1}" + name
        lock.lock()
        if let known = sets[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let found = named.lazy.compactMap { find(name, kind: kind, under: $0) }.first
            ?? bundleRoots.lazy.compactMap { findShallow(name, kind: kind, in: $0) }.first
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

    /// `<name>.<kind>` in a bundle's catalogs: those directly in its folder, and in the resource bundles beside
    /// them (SwiftPM puts a target's resources in `<Package>_<Target>.resources` next to the executable). Not a
    /// deeper walk: the main bundle of a built tool is its build folder.
    private static func findShallow(_ name: String, kind: String, in root: URL) -> URL? {
        let files = FileManager.default
        guard let children = try? files.contentsOfDirectory(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return nil }
        for child in children.sorted(by: { $0.path < $1.path }) {
            switch child.pathExtension {
            case "xcassets":
                if let found = inCatalog(name, kind: kind, child) { return found }
            case "resources", "bundle":
                let inner = (try? files.contentsOfDirectory(at: child, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])) ?? []
                for catalog in inner.sorted(by: { $0.path < $1.path }) where catalog.pathExtension == "xcassets" {
                    if let found = inCatalog(name, kind: kind, catalog) { return found }
                }
            default: continue
            }
        }
        return nil
    }

    /// `<name>.<kind>` in `catalog` (groups inside it searched; `name` may be a path through them).
    private static func inCatalog(_ name: String, kind: String, _ catalog: URL) -> URL? {
        let files = FileManager.default
        let leaf = (name as NSString).lastPathComponent + "." + kind
        let direct = catalog.appendingPathComponent(name + "." + kind)
        if files.fileExists(atPath: direct.appendingPathComponent("Contents.json").path) { return direct }
        guard let inner = files.enumerator(at: catalog, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return nil }
        for case let item as URL in inner where item.lastPathComponent == leaf {
            if files.fileExists(atPath: item.appendingPathComponent("Contents.json").path) { return item }
        }
        return nil
    }

    /// `<name>.<kind>` inside `root` when it is a catalog, or inside the catalogs under it at any depth.
    private static func find(_ name: String, kind: String, under root: URL) -> URL? {
        let files = FileManager.default
        func inCatalog(_ catalog: URL) -> URL? { AssetCatalogs.inCatalog(name, kind: kind, catalog) }
        if root.pathExtension == "xcassets" { return inCatalog(root) }
        guard let walker = files.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return nil }
        for case let url as URL in walker where url.pathExtension == "xcassets" {
            walker.skipDescendants()
            if let found = inCatalog(url) { return found }
        }
        return nil
    }
}
