import Foundation

/// The versions of everything that decides pixels and bytes, for `doctor` and batch fingerprints.
public enum LibraryVersions {
    /// AnimKit's own version.
    public static let animKit = "0.1.0"

    /// One line naming AnimKit's version and render revision, and cairo, pango and libav versions.
    public static var summary: String {
        "animkit \(animKit) render \(RenderRevision.sourceDigest) cairo \(CairoLibrary.cairoVersion) pango \(CairoLibrary.pangoVersion) libav \(FFmpegLibrary.version)"
    }
}
