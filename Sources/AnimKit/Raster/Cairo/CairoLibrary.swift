import CCairo
import Foundation

/// Versions of the drawing libraries linked in, for `animrender doctor`.
public enum CairoLibrary {
    /// Cairo's version string, e.g. "1.16.0".
    public static var cairoVersion: String { String(cString: cairo_version_string()) }
    /// Pango's version string, e.g. "1.50.12".
    public static var pangoVersion: String { String(cString: pango_version_string()) }
}
