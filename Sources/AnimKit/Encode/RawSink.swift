import Foundation

/// Writes frames as straight-alpha RGBA bytes, concatenated, to a file or standard output.
///
/// Frame k occupies bytes `k·w·h·4 ..< (k+1)·w·h·4`; read it with
/// `ffmpeg -f rawvideo -pix_fmt rgba -s WxH -r FPS -i FILE`.
public final class RawSink: FrameSink {
    private let output: OutputFile?
    private let handle: FileHandle

    /// Writes to `url`, or to standard output when `url` is nil.
    public init(url: URL?) throws {
        if let url {
            let out = try OutputFile(target: url)
            guard FileManager.default.createFile(atPath: out.temporary.path, contents: nil),
                  let h = FileHandle(forWritingAtPath: out.temporary.path) else {
                out.discard()
                throw AnimKitError(.unwritableOutput, "cannot write \(url.path)")
            }
            output = out
            handle = h
        } else {
            output = nil
            handle = FileHandle.standardOutput
        }
    }

    public func consume(_ frame: Frame) throws {
        do {
            try handle.write(contentsOf: frame.buffer.bytes)
        } catch {
            throw AnimKitError(.io, "writing raw frames: \(error.localizedDescription)")
        }
    }

    public func finish() throws {
        guard let output else { return }
        try? handle.close()
        try output.commit()
    }

    public func cancel() {
        guard let output else { return }
        try? handle.close()
        output.discard()
    }
}
