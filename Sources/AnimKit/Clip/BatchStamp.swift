import Foundation

/// What batch records beside an output it wrote (`.NAME.EXT.animkit`): the clip's fingerprint and the
/// output's size and hash, so that a changed, truncated or replaced output is rendered again.
///
///     fingerprint 1f0c…
///     output 48213 9ab4…
package struct BatchStamp: Equatable {
    /// The fingerprint of the clip under the batch's settings.
    package let fingerprint: String
    /// `SIZE HASH` of the output when it was written.
    package let output: String

    /// A stamp of `fingerprint` for an output described by `output` (`describe(_:)`).
    package init(fingerprint: String, output: String) {
        self.fingerprint = fingerprint
        self.output = output
    }

    /// Where the stamp of the file at `file` lives: beside it, `.NAME.animkit` (for media and pages alike).
    package static func url(beside file: URL) -> URL {
        file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).animkit")
    }

    /// The stamp at `url`, when it is a readable regular file in this format.
    package static func read(_ url: URL) -> BatchStamp? {
        var info = stat()
        guard lstat(url.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
              let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n").map(String.init)
        guard lines.count == 2, lines[0].hasPrefix("fingerprint "), lines[1].hasPrefix("output ") else { return nil }
        return BatchStamp(fingerprint: String(lines[0].dropFirst("fingerprint ".count)),
                          output: String(lines[1].dropFirst("output ".count)))
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
        try OutputFile.write(Data("fingerprint \(fingerprint)\noutput \(output)\n".utf8), owned: url, role: "stamp")
    }
}
