import AnimKit

/// The clip catalogue that `animrender` links in.
public enum Examples {
    /// Every clip, in the order `animrender list` prints them.
    public static var all: [Clip] {
        [spinningSquare, toggleSketch, primitivesShowcase, symbols, listRows, explicitAnimation]
    }
}
