import Foundation

/// A digest of the sources that turn display lists into pixels and bytes, so that batch fingerprints
/// change whenever drawing or encoding changes.
///
/// Batch output is up to date when its fingerprint matches; the fingerprint covers each frame's display
/// list, the settings and the library versions. A change to the rasterizer or an encoder (a new GIF
/// quantizer, a fix in how a stroke is drawn) changes none of those, so this digest joins them. It is
/// XXH64 over the files listed in `sources` (their paths and bytes, in order); `RenderRevisionTests`
/// recomputes it from the source tree and fails, printing the new value, until it is updated here.
///
///     LibraryVersions.summary   // "animkit 0.1.0 render 1a2b… cairo 1.16.0 …"
public enum RenderRevision {
    /// The digest of `sources` as of this build.
    public static let sourceDigest = "ce5822930dfd01e8"

    /// The source folders and files (relative to Sources/AnimKit) whose code decides pixels and bytes (the colour
    /// filter's vector lanes are C, beside AnimKit).
    public static let sources = ["Raster", "Encode", "Clip/FrameLoop.swift", "Clip/FrameClock.swift",
                                 "Clip/ClipRenderer.swift", "../CAnimKitRuntime/ColorMatrixLanes.c"]

    /// XXH64 over every Swift file under `sources` in `root` (Sources/AnimKit), sorted by relative path:
    /// each file contributes its path, a NUL, its bytes and a NUL.
    public static func digest(root: URL) throws -> String {
        var files: [String] = []
        let fm = FileManager.default
        for entry in sources {
            var isFolder: ObjCBool = false
            let url = root.appendingPathComponent(entry)
            guard fm.fileExists(atPath: url.path, isDirectory: &isFolder) else {
                throw AnimKitError(.io, "render revision: \(url.path) is missing")
            }
            if !isFolder.boolValue { files.append(entry); continue }
            for case let name as String in fm.enumerator(atPath: url.path) ?? NSEnumerator() where name.hasSuffix(".swift") {
                files.append(entry + "/" + name)
            }
        }
        var bytes: [UInt8] = []
        for file in files.sorted() {
            bytes += Array(file.utf8) + [0]
            bytes += try [UInt8](Data(contentsOf: root.appendingPathComponent(file))) + [0]
        }
        return StableHash.hex(StableHash.xxh64(bytes))
    }
}
