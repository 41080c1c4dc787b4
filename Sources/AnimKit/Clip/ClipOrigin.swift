/// Where a clip is declared: the source file (as `#filePath` saw it when the clip was built) and the line
/// of its `Clip(` call. The gallery reads the file to show the clip's code beside its GIF.
public struct ClipOrigin: Sendable, Hashable {
    /// The absolute path of the declaring Swift file at build time.
    public let file: String
    /// The line of the `Clip(` call.
    public let line: Int

    /// Creates an origin.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
}
