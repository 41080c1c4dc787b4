import Foundation
import Testing

/// The output-path rules of docs/guarantees.md, tried on the built binary: nothing AnimKit did not write
/// is deleted or replaced.
@Suite(.serialized) struct OutputPathTests {
    typealias R = AnimRenderProcess

    @Test(arguments: ["gif", "mp4"])
    func anExistingFolderIsNeverReplacedByAFile(format: String) throws {
        let dir = R.folder()
        let d = dir.appendingPathComponent("d")
        try FileManager.default.createDirectory(at: d, withIntermediateDirectories: false)
        _ = FileManager.default.createFile(atPath: d.appendingPathComponent("x").path, contents: Data("mine".utf8))
        let r = try R.run(["render", "spinning-square", "-o", "d", "--format", format, "--duration", "0.1"], in: dir)
        #expect(r.status == 1)
        #expect(r.errorLines.count == 1 && r.stderr.contains("it is a folder"), "\(r.stderr)")
        #expect(R.names(d) == ["x"])
        #expect(try String(contentsOf: d.appendingPathComponent("x"), encoding: .utf8) == "mine")
    }

    @Test(arguments: [".", "./", "", "sub/..", "/"])
    func theCurrentFolderAndItsParentsAreNeverTouched(path: String) throws {
        let dir = R.folder()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: false)
        _ = FileManager.default.createFile(atPath: dir.appendingPathComponent("keep.txt").path, contents: Data("mine".utf8))
        let r = try R.run(["render", "spinning-square", "-o", path, "--format", "frames", "--duration", "0.1"], in: dir)
        #expect(r.status != 0, "\(path)")
        #expect(r.errorLines.count == 1, "\(r.stderr)")
        #expect(R.names(dir) == ["keep.txt", "sub"])
        let frames = try R.run(["render", "spinning-square", "-o", path, "--duration", "0.1"], in: dir)
        #expect(frames.status != 0 && R.names(dir) == ["keep.txt", "sub"], "\(path): \(frames.stderr)")
    }

    @Test func framesGoIntoANewOrEmptyFolderOrReplaceEarlierFrames() throws {
        let dir = R.folder()
        let first = try R.run(["render", "spinning-square", "-o", "pf/", "--duration", "0.1"], in: dir)
        #expect(first.status == 0, "\(first.stderr)")
        let pf = dir.appendingPathComponent("pf")
        #expect(R.names(pf) == [".animkit-frames", "frame-00000.png", "frame-00001.png", "frame-00002.png",
                                "frame-00003.png", "frame-00004.png", "frame-00005.png"])
        // Earlier frames of AnimKit are replaced as a whole (fewer frames now: none of the old ones stay).
        let again = try R.run(["render", "spinning-square", "-o", "pf", "--format", "frames", "--duration", "0.05"], in: dir)
        #expect(again.status == 0 && R.names(pf).count == 1 + 3, "\(again.stderr) \(R.names(pf))")
        // A folder holding a file AnimKit did not write is left alone.
        _ = FileManager.default.createFile(atPath: pf.appendingPathComponent("notes.txt").path, contents: Data("mine".utf8))
        let refused = try R.run(["render", "spinning-square", "-o", "pf/", "--duration", "0.1"], in: dir)
        #expect(refused.status == 1 && refused.stderr.contains("notes.txt"), "\(refused.stderr)")
        #expect(R.names(pf).contains("notes.txt") && R.names(pf).count == 1 + 3 + 1)
        // A folder without the marker is not AnimKit's, even if it holds frame-like names.
        let other = dir.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: false)
        _ = FileManager.default.createFile(atPath: other.appendingPathComponent("frame-00000.png").path, contents: Data())
        let unmarked = try R.run(["render", "spinning-square", "-o", "other/", "--duration", "0.1"], in: dir)
        #expect(unmarked.status == 1 && R.names(other) == ["frame-00000.png"], "\(unmarked.stderr)")
        // An empty folder is fine.
        let empty = dir.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
        let intoEmpty = try R.run(["render", "spinning-square", "-o", "empty/", "--duration", "0.05"], in: dir)
        #expect(intoEmpty.status == 0 && R.names(empty).count == 1 + 3, "\(intoEmpty.stderr)")
    }

    @Test func aDeviceStaysADevice() throws {
        let r = try R.run(["render", "spinning-square", "-o", "/dev/null", "--format", "gif", "--duration", "0.1"])
        #expect(r.status == 0, "\(r.stderr)")
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
        let raw = try R.run(["render", "spinning-square", "-o", "/dev/null", "--format", "raw", "--duration", "0.1"])
        #expect(raw.status == 0 && stat("/dev/null", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
    }

    @Test func aFIFOIsWrittenToNotReplaced() throws {
        let dir = R.folder()
        let fifo = dir.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o644) == 0)
        // A reader on the other end, as `cat pipe` would be.
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/cat")
        reader.arguments = [fifo]
        let out = Pipe()
        reader.standardOutput = out
        try reader.run()
        let r = try R.run(["render", "spinning-square", "-o", fifo, "--format", "gif", "--duration", "0.1"])
        let bytes = out.fileHandleForReading.readDataToEndOfFile()
        reader.waitUntilExit()
        #expect(r.status == 0, "\(r.stderr)")
        #expect(bytes.starts(with: Array("GIF89a".utf8)))
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
        #expect(R.names(dir) == ["pipe"])
    }

    @Test func devStdoutIsStandardOutput() throws {
        let r = try R.run(["render", "spinning-square", "-o", "/dev/stdout", "--format", "png", "--quiet"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.starts(with: [0x89, 0x50, 0x4e, 0x47]))
        var info = stat()
        #expect(lstat("/dev/stdout", &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK)
    }

    @Test func aSymbolicLinkToAFileIsRefusedAndTheFileKept() throws {
        let dir = R.folder()
        _ = FileManager.default.createFile(atPath: dir.appendingPathComponent("real.png").path, contents: Data("old".utf8))
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.png").path, withDestinationPath: "real.png")
        let r = try R.run(["render", "spinning-square", "-o", "link.png", "--format", "png"], in: dir)
        #expect(r.status == 1 && r.errorLines.count == 1 && r.stderr.contains("symbolic link"), "\(r.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("link.png").path) == "real.png")
        #expect(try String(contentsOf: dir.appendingPathComponent("real.png"), encoding: .utf8) == "old")
        #expect(R.names(dir) == ["link.png", "real.png"])
    }

    @Test func aVeryLongFileNameWorks() throws {
        let dir = R.folder()
        let name = String(repeating: "a", count: 240) + ".gif"
        let r = try R.run(["render", "spinning-square", "-o", name, "--duration", "0.1"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(R.names(dir) == [name])
    }

    @Test func batchNeverDeletesWhatItDidNotWrite() throws {
        let dir = R.folder()
        let inTheWay = dir.appendingPathComponent("out/primitives.gif")
        try FileManager.default.createDirectory(at: inTheWay, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: inTheWay.appendingPathComponent("keep").path, contents: Data("mine".utf8))
        let r = try R.run(["batch", "-o", "out", "primitives", "spinning-square", "--duration", "0.1"], in: dir)
        #expect(r.status == 1)
        #expect(r.text.contains("primitives") && r.text.contains("failed") && r.text.contains("1 rendered"), "\(r.text)")
        #expect(R.names(inTheWay) == ["keep"])
        #expect(R.names(dir.appendingPathComponent("out")).contains("spinning-square.gif"))
    }

    @Test func batchIntoAFileOrAnUnwritablePlaceIsOneLine() throws {
        let dir = R.folder()
        _ = FileManager.default.createFile(atPath: dir.appendingPathComponent("file").path, contents: Data("mine".utf8))
        for target in ["file", "/proc/animkit-no-such-folder", "file/sub", "-", ""] {
            let r = try R.run(["batch", "-o", target, "spinning-square", "--duration", "0.1"], in: dir)
            #expect(r.status != 0, "\(target)")
            #expect(r.errorLines.count == 1 && r.stderr.hasPrefix("animrender: error: "), "\(target): \(r.stderr)")
            #expect(!r.stderr.contains("Domain="), "\(r.stderr)")
        }
        #expect(try String(contentsOf: dir.appendingPathComponent("file"), encoding: .utf8) == "mine")
    }

    @Test func batchRendersAgainWhenItsOutputChanged() throws {
        let dir = R.folder()
        let args = ["batch", "-o", "out", "spinning-square", "--duration", "0.2"]
        #expect(try R.run(args, in: dir).status == 0)
        let gif = dir.appendingPathComponent("out/spinning-square.gif")
        let good = try Data(contentsOf: gif)
        #expect(try R.run(args, in: dir).text.contains("up to date"))
        // Truncated behind batch's back: rendered again, not "up to date" for ever.
        try good.prefix(100).write(to: gif)
        let repaired = try R.run(args, in: dir)
        #expect(repaired.text.contains("1 rendered"), "\(repaired.text)")
        #expect(try Data(contentsOf: gif) == good)
        // A stamp that is not batch's own is not trusted either.
        try Data("fingerprint x\n".utf8).write(to: dir.appendingPathComponent("out/.spinning-square.gif.animkit"))
        #expect(try R.run(args, in: dir).text.contains("1 rendered"))
    }
}
