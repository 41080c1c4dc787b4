import Foundation

/// Writes frames as straight-alpha RGBA bytes, concatenated, to a file, a device or pipe, or standard output.
///
/// Frame k occupies bytes `k·w·h·4 ..< (k+1)·w·h·4`; read it with
/// `ffmpeg -f rawvideo -pix_fmt rgba -s WxH -r FPS -i FILE`. A regular file is written under a temporary
/// name and renamed on success; a device, a FIFO and standard output are streamed to frame by frame.
public final class RawSink: FrameSink {
    private let output: OutputFile?
    private let descriptor: Int32
    private let name: String
    private var ownsDescriptor: Bool

    /// Writes to `url`, or to standard output (`DataOutput`) when `url` is nil.
    public init(url: URL?) throws {
        guard let url, try OutputPath.inspect(url.path) != .standardOutput else {
            if DataOutput.isClosed { throw AnimKitError(.unwritableOutput, "standard output is closed; give a file with -o") }
            output = nil
            descriptor = DataOutput.descriptor
            name = "standard output"
            ownsDescriptor = false
            return
        }
        if case .descriptor(let fd) = try OutputPath.inspect(url.path) {
            output = nil
            descriptor = fd
            name = "descriptor \(fd)"
            ownsDescriptor = false
            return
        }
        if case .stream(let path) = try OutputPath.inspect(url.path) {
            let fd = open(path, O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else { throw AnimKitError(.unwritableOutput, "cannot write \(path): \(systemError())") }
            output = nil
            descriptor = fd
            name = path
            ownsDescriptor = true
            return
        }
        let out = try OutputFile(target: url)
        let fd = open(out.temporary.path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard fd >= 0 else {
            out.discard()
            throw AnimKitError(.unwritableOutput, "cannot write \(url.relativePath): \(systemError())")
        }
        output = out
        descriptor = fd
        name = url.relativePath
        ownsDescriptor = true
    }

    public func consume(_ frame: Frame) throws {
        try frame.buffer.bytes.withUnsafeBytes { try DataOutput.write($0, to: descriptor, name: name) }
    }

    public func finish() throws {
        closeDescriptor()
        try output?.commit()
    }

    public func cancel() {
        closeDescriptor()
        output?.discard()
    }

    private func closeDescriptor() {
        if ownsDescriptor { close(descriptor) }
        ownsDescriptor = false
    }

    deinit { closeDescriptor() }
}
