import Foundation

/// A file or folder written under a temporary name beside its target and renamed on success.
///
/// A failed or interrupted render therefore leaves no partial output and keeps any previous
/// output at the target intact. Temporary paths are registered with `TemporaryFiles` so that
/// an interrupt (SIGINT) removes them too.
public final class OutputFile: @unchecked Sendable {
    /// Where the output ends up.
    public let target: URL
    /// Where it is written meanwhile.
    public let temporary: URL
    private var done = false

    /// Prepares writing `target`; throws `.unwritableOutput` when its folder is missing or read-only.
    public init(target: URL) throws {
        let dir = target.deletingLastPathComponent()
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dir.path, isDirectory: &isDir), isDir.boolValue else {
            throw AnimKitError(.unwritableOutput, "cannot write \(target.path): folder \(dir.path) does not exist")
        }
        guard access(dir.path, W_OK) == 0 else {
            throw AnimKitError(.unwritableOutput, "cannot write \(target.path): folder \(dir.path) is not writable")
        }
        var existing: ObjCBool = false
        if FileManager.default.fileExists(atPath: target.path, isDirectory: &existing), existing.boolValue,
           !target.hasDirectoryPath {
            // A folder where a file should go: refuse rather than replace it.
            throw AnimKitError(.unwritableOutput, "cannot write \(target.path): it is a folder")
        }
        self.target = target
        let name = ".\(target.lastPathComponent).animkit-\(getpid())-\(OutputFile.nextSerial()).tmp"
        temporary = dir.appendingPathComponent(name)
        TemporaryFiles.shared.register(temporary.path)
    }

    /// Moves the temporary file or folder into place, replacing what was there.
    public func commit() throws {
        guard !done else { return }
        done = true
        defer { TemporaryFiles.shared.unregister(temporary.path) }
        let fm = FileManager.default
        var isDir: ObjCBool = false
        if fm.fileExists(atPath: target.path, isDirectory: &isDir), isDir.boolValue {
            // Replace a folder (PNG sequence) via a backup name so the swap is never half-done.
            let backup = temporary.appendingPathExtension("old")
            try? fm.removeItem(at: backup)
            do {
                try fm.moveItem(at: target, to: backup)
                try fm.moveItem(at: temporary, to: target)
            } catch {
                throw AnimKitError(.io, "cannot move output into \(target.path): \(error.localizedDescription)")
            }
            try? fm.removeItem(at: backup)
        } else if rename(temporary.path, target.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? fm.removeItem(at: temporary)
            throw AnimKitError(.unwritableOutput, "cannot write \(target.path): \(reason)")
        }
    }

    /// Removes the temporary file or folder.
    public func discard() {
        guard !done else { return }
        done = true
        try? FileManager.default.removeItem(at: temporary)
        TemporaryFiles.shared.unregister(temporary.path)
    }

    deinit { discard() }

    nonisolated(unsafe) private static var serial = 0
    private static let lock = NSLock()
    private static func nextSerial() -> Int {
        lock.lock(); defer { lock.unlock() }
        serial += 1
        return serial
    }
}
