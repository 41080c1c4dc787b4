import Foundation

/// The Swift sources of a package, by modification time and size, to notice an edit (the `watch` loop).
///
///     var sources = WatchedSources(root: URL(fileURLWithPath: "."), ignoring: [output])
///     if sources.changed() { rebuild() }
struct WatchedSources {
    /// The package's folder.
    let root: URL
    /// Folders whose files are not sources (the output folder).
    let ignored: [String]
    private var seen: [String: [Int]] = [:]

    /// Watches the `.swift` files (and `Package.swift`) under `root`, leaving out hidden folders (`.build`) and
    /// `ignoring`.
    init(root: URL, ignoring: [URL]) {
        self.root = root.standardizedFileURL
        ignored = ignoring.map { $0.standardizedFileURL.path }
        seen = scan()
    }

    /// Whether a source was added, removed or changed since the last call (or since `init`).
    mutating func changed() -> Bool {
        let now = scan()
        defer { seen = now }
        return now != seen
    }

    /// Path → [seconds, nanoseconds, size] of every source.
    private func scan() -> [String: [Int]] {
        var out: [String: [Int]] = [:]
        let keys: [URLResourceKey] = [.isDirectoryKey]
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys,
                                                        options: [.skipsHiddenFiles, .skipsPackageDescendants]) else { return out }
        for case let url as URL in walk {
            let path = url.standardizedFileURL.path
            if ignored.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) { walk.skipDescendants(); continue }
            guard url.pathExtension == "swift" else { continue }
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            out[path] = [info.st_mtim.tv_sec, info.st_mtim.tv_nsec, Int(info.st_size)]
        }
        return out
    }
}
