import Foundation

/// What batch records beside an output it wrote (`.NAME.EXT.animkit`): the clip's fingerprint and the
/// output's size and hash, so that a changed, truncated or replaced output is rendered again.
///
///     fingerprint 1f0c…
///     output 48213 9ab4…
///
/// While a page is being replaced its stamp names both the page there and the one on its way (two `output` lines),
/// so that whenever the write is interrupted — a full disk, a kill — the next run recognises the page as its own.
package struct BatchStamp: Equatable {
    /// The fingerprint of the clip under the batch's settings.
    package let fingerprint: String
    /// `SIZE HASH` of the output when it was written.
    package var output: String { outputs.last ?? "" }
    /// Every output the stamp vouches for (one, or two while a page is replaced).
    package let outputs: [String]

    /// The largest stamp read: anything larger at a stamp's path is not one AnimKit wrote.
    package static let maximumBytes = 4096

    /// A stamp of `fingerprint` for an output described by `output` (`describe(_:)`).
    package init(fingerprint: String, output: String) {
        self.init(fingerprint: fingerprint, outputs: [output])
    }

    /// A stamp of `fingerprint` that vouches for each of `outputs`.
    package init(fingerprint: String, outputs: [String]) {
        self.fingerprint = fingerprint
        self.outputs = outputs
    }

    /// Whether the stamp vouches for an output described by `description`.
    package func vouches(for description: String?) -> Bool {
        description.map(outputs.contains) ?? false
    }

    /// Where the stamp of the file at `file` lives: beside it, `.NAME.animkit` (for media and pages alike).
    package static func url(beside file: URL) -> URL {
        file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).animkit")
    }

    /// The stamp at `url`, when it is a readable regular file in this format, of at most `maximumBytes` (a larger file
    /// there is not a stamp: it is not read, whatever its size).
    package static func read(_ url: URL) -> BatchStamp? {
        let fd = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size <= maximumBytes else { return nil }
        var bytes = [UInt8](repeating: 0, count: maximumBytes + 1)
        var count = 0
        while count < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { return nil }
            if n == 0 { break }
            count += n
        }
        guard count <= maximumBytes, let text = String(validating: bytes[0..<count], as: UTF8.self) else { return nil }
        let lines = text.split(separator: "\n").map(String.init)
        guard (2...3).contains(lines.count), lines[0].hasPrefix("fingerprint "),
              lines.dropFirst().allSatisfy({ $0.hasPrefix("output ") }) else { return nil }
        return BatchStamp(fingerprint: String(lines[0].dropFirst("fingerprint ".count)),
                          outputs: lines.dropFirst().map { String($0.dropFirst("output ".count)) })
    }

    /// `SIZE HASH` of `bytes`, as `describe(_:)` gives for a file holding them.
    package static func describe(bytes: Data) -> String {
        "\(bytes.count) \(StableHash.hex(bytes.withUnsafeBytes { StableHash.xxh64($0) }))"
    }

    /// Throws one line, reading nothing, unless the stamp's path is free or holds a regular file small enough to be a
    /// stamp (`maximumBytes`): a larger file there is someone else's, and is neither read nor replaced.
    package static func requireOwnable(_ url: URL, role: String = "stamp") throws {
        try OutputPath.requireOwnable(url, role: role)
        var info = stat()
        if lstat(url.path, &info) == 0, info.st_size > maximumBytes {
            throw AnimKitError(.unwritableOutput, "cannot write the \(role) \(url.relativePath): it holds \(info.st_size) bytes, too many "
                               + "for a stamp AnimKit wrote (at most \(maximumBytes)); move it away")
        }
    }

    /// Removes the stamp at `url` if it is a regular file (never a folder or anything else).
    static func remove(_ url: URL) {
        var info = stat()
        if lstat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { unlink(url.path) }
    }

    /// `SIZE HASH` of the output at `url`: a regular file's bytes, or for a frames folder its files' names
    /// and bytes in order; nil when it is missing or something else.
    package static func describe(_ url: URL) -> String? {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            guard let (size, hash) = hashed(url.path) else { return nil }
            return "\(size) \(StableHash.hex(hash))"
        case S_IFDIR:
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return nil }
            var size = 0, hashes: [UInt8] = []
            for name in names.sorted() {
                guard let (count, hash) = hashed(url.appendingPathComponent(name).path) else { return nil }
                size += count
                hashes += Array(name.utf8) + [0]
                withUnsafeBytes(of: hash.littleEndian) { hashes += $0 }
            }
            return "\(size) \(StableHash.hex(StableHash.xxh64(hashes)))"
        default:
            return nil
        }
    }

    /// The byte count and XXH64 of the regular file at `path`, read in pieces through one small buffer (a gallery's
    /// outputs run to megabytes each: reading each whole into fresh memory cost more than hashing it); nil when it
    /// cannot be read or is not a regular file (opened without waiting, so a FIFO put there cannot block).
    private static func hashed(_ path: String) -> (size: Int, hash: UInt64)? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 << 10, alignment: 16)
        defer { buffer.deallocate() }
        var stream = StableHash.Stream()
        var size = 0
        while true {
            let n = Glibc.read(fd, buffer.baseAddress, buffer.count)
            if n < 0 && errno == EINTR { continue }
            guard n >= 0 else { return nil }
            if n == 0 { break }
            stream.update(UnsafeRawBufferPointer(rebasing: buffer[0..<n]))
            size += n
        }
        return (size, stream.value)
    }

    /// Writes the stamp (under a temporary name, renamed into place).
    package func write(to url: URL) throws {
        let text = "fingerprint \(fingerprint)\n" + outputs.map { "output \($0)\n" }.joined()
        try OutputFile.write(Data(text.utf8), owned: url, role: "stamp")
    }
}
