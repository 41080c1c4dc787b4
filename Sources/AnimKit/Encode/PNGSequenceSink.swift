import Foundation

/// Writes every frame as `frame-00000.png`, `frame-00001.png`, … into a folder, put in place as a whole on success.
///
/// The folder is made under a temporary name with the marker `.animkit-frames`; it replaces only a
/// missing folder, an empty one, or an earlier frames folder of AnimKit (see `FramesFolder`).
public final class PNGSequenceSink: FrameSink {
    private let output: OutputFile
    /// The PNG of the last drawn frame, written again for frames that repeat it.
    private var lastPNG: [UInt8] = []

    /// Prepares writing the folder at `url` (created under a temporary name first).
    public init(url: URL) throws {
        output = try OutputFile(folder: url)
    }

    /// The file name of frame `index`.
    public static func fileName(frame index: Int) -> String { FramesFolder.fileName(frame: index) }

    public func consume(_ frame: Frame) throws {
        if !frame.repeatsPrevious || lastPNG.isEmpty {
            lastPNG = try FFmpegPNGEncoder.encode(frame.buffer)
        }
        let path = output.temporary.appendingPathComponent(Self.fileName(frame: frame.index)).path
        try TemporaryFiles.shared.writing {
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw AnimKitError(.io, "cannot write \(path): \(systemError())") }
            defer { close(fd) }
            try lastPNG.withUnsafeBytes { try DataOutput.write($0, to: fd, name: path) }
        }
    }

    public func finish() throws { try output.commit() }

    public func cancel() { output.discard() }
}
