import Foundation

/// Temporary outputs that a process left behind when it could not remove them itself — it was killed with
/// SIGKILL, it crashed, the machine lost power — removed by the next AnimKit process that writes into their folder.
///
/// Every temporary AnimKit makes names its process: `.NAME.animkit-PID-N.tmp` (a file, or a frames folder) and
/// `.NAME.animkit-PID-N.tmp.old` (a frames folder being replaced). One whose process no longer runs on this machine
/// (`kill(PID, 0)` says no such process) is removed: a file with `unlink`, a frames folder frame by frame
/// (`FramesFolder.remove`), never anything else. Those of a running process are left alone, whoever's they are.
///
///     StaleTemporaries.sweep("docs/media")             // once per folder and process (OutputFile does it)
///     StaleTemporaries.remove(in: "docs/media", of: 4242)  // a child that just died
public enum StaleTemporaries {
    nonisolated(unsafe) private static var swept: Set<String> = []
    private static let lock = NSLock()

    /// Removes the temporaries of dead processes in `folder`, the first time this process writes there.
    public static func sweep(_ folder: String) {
        lock.lock()
        let first = swept.insert(folder).inserted
        lock.unlock()
        if first { remove(in: folder, of: nil) }
    }

    /// Removes the temporaries in `folder` of the process `pid` (which must have ended), or with nil of every process
    /// that no longer runs. Returns how many it removed.
    @discardableResult
    public static func remove(in folder: String, of pid: pid_t?) -> Int {
        guard let dir = opendir(folder) else { return 0 }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix("."), name.contains(".animkit-") { names.append(name) }
        }
        closedir(dir)
        var removed = 0
        for name in names {
            guard let owner = owner(of: name) else { continue }
            if let pid { guard owner == pid else { continue } } else {
                guard owner != getpid(), kill(owner, 0) == -1, errno == ESRCH else { continue }
            }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFREG: if unlink(path) == 0 { removed += 1 }
            case S_IFDIR:
                FramesFolder.remove(path)
                if lstat(path, &info) != 0 { removed += 1 }
            default: continue
            }
        }
        return removed
    }

    /// The PID in a temporary's name (`.card.gif.animkit-4242-3.tmp` → 4242), or nil when the name is not one.
    static func owner(of name: String) -> pid_t? {
        var rest = Substring(name)
        if rest.hasSuffix(".tmp.old") { rest = rest.dropLast(4) }
        guard rest.hasSuffix(".tmp"), let marker = rest.range(of: ".animkit-", options: .backwards) else { return nil }
        let fields = rest[marker.upperBound...].dropLast(4).split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count == 2, let pid = pid_t(fields[0]), pid > 0, Int(fields[1]) != nil,
              fields.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else { return nil }
        return pid
    }
}
