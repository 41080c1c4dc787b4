import Foundation

/// Writes every frame as `frame-00000.png`, `frame-00001.png`, … into a folder, replaced as a whole on success.
public final class PNGSequenceSink: FrameSink {
    private let output: OutputFile
    /// The PNG of the last drawn frame, written again for frames that repeat it.
    private var lastPNG: [UInt8] = []

    /// Prepares writing the folder at `url` (created under a temporary name first).
    public init(url: URL) throws {
        let target = URL(fileURLWithPath: url.path, isDirectory: true)
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir), !isDir.boolValue {
            throw AnimKitError(.unwritableOutput, "cannot write frames to \(url.path): it is a file, not a folder")
        }
        output = try OutputFile(target: target)
        do {
            try FileManager.default.createDirectory(at: output.temporary, withIntermediateDirectories: false)
        } catch {
            output.discard()
            throw AnimKitError(.unwritableOutput, "cannot create \(output.temporary.path): \(error.localizedDescription)")
        }
    }

    /// The file name of frame `index`.
    public static func fileName(frame index: Int) -> String { String(format: "frame-%05d.png", index) }

    public func consume(_ frame: Frame) throws {
        if !frame.repeatsPrevious || lastPNG.isEmpty {
            lastPNG = try FFmpegPNGEncoder.encode(frame.buffer)
        }
        let url = output.temporary.appendingPathComponent(Self.fileName(frame: frame.index))
        do {
            try Data(lastPNG).write(to: url)
        } catch {
            throw AnimKitError(.io, "cannot write \(url.path): \(error.localizedDescription)")
        }
    }

    public func finish() throws { try output.commit() }

    public func cancel() { output.discard() }
}
