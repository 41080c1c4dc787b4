import AnimKit
import Foundation

/// Where an assertion's reference lives — `__Clips__/<TestFile>/<name>.<kind>` beside the test file — and
/// where its failure artifacts go.
struct ReferenceStore {
    /// `__Clips__/<TestFile>` beside the test file.
    let folder: URL
    /// The assertion's name (the test's, or the one given).
    let name: String

    init(spot: SourceSpot, named: String?, kind: String) {
        let test = URL(fileURLWithPath: spot.filePath)
        folder = test.deletingLastPathComponent().appendingPathComponent("__Clips__")
            .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
        name = named.map(ReferenceStore.safe) ?? ReferenceStore.nextName(for: spot, kind: kind)
    }

    /// A store in `folder` under `name` (tests of this module).
    init(folder: URL, name: String) {
        self.folder = folder
        self.name = name
    }

    /// The reference file with extension `ext`.
    func file(_ ext: String) -> URL { folder.appendingPathComponent("\(name).\(ext)") }

    /// The folder of the reference's images (`images: true`).
    var imageFolder: URL { folder.appendingPathComponent(name) }

    /// Whether `name` is an image this store writes (`frame-NNNN.png`).
    static func isFrameImage(_ name: String) -> Bool {
        name.count == 14 && name.hasPrefix("frame-") && name.hasSuffix(".png") && name.dropFirst(6).prefix(4).allSatisfy(\.isNumber)
    }

    /// The image of frame `index` in `imageFolder`.
    func image(_ index: Int) -> URL { imageFolder.appendingPathComponent(String(format: "frame-%04d.png", index)) }

    /// The folder failure artifacts of this assertion go to: `ANIMKIT_ARTIFACTS` (or the temporary folder's
    /// `animkit-artifacts`), then the test file and the assertion's name.
    var artifacts: URL { artifacts(environment: ProcessInfo.processInfo.environment) }

    /// `artifacts` for the variables `environment`.
    func artifacts(environment: [String: String]) -> URL {
        let root = environment["ANIMKIT_ARTIFACTS"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("animkit-artifacts", isDirectory: true)
        return root.appendingPathComponent(folder.lastPathComponent).appendingPathComponent(name)
    }

    /// `text` with every character a file name should not hold replaced by "_".
    static func safe(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "_" })
    }

    nonisolated(unsafe) private static var counts: [String: Int] = [:]
    private static let lock = NSLock()

    /// The test's name for its first unnamed assertion of a kind, then `name.2`, `name.3`, … for the next ones.
    private static func nextName(for spot: SourceSpot, kind: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        let key = "\(spot.filePath)|\(spot.function)|\(kind)"
        let n = (counts[key] ?? 0) + 1
        counts[key] = n
        return n == 1 ? spot.testName : "\(spot.testName).\(n)"
    }

    /// Writes `text` to `url` atomically, creating folders; a link, a folder or a pipe at `url` is refused
    /// (`OutputFile(owned:role:)`), never written through.
    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try OutputFile.write(Data(text.utf8), owned: url, role: "reference")
    }

    /// What is at `imageFolder`.
    enum FolderState { case missing, folder }

    /// Whether the images folder exists; throws when something other than a real folder is there (a symbolic
    /// link, a file): AnimKit neither writes images into it nor removes any through it.
    func imageFolderState() throws -> FolderState {
        var info = stat()
        guard lstat(imageFolder.path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFLNK:
            throw AnimKitError(.unwritableOutput, "the images folder \(imageFolder.path) is a symbolic link; AnimKit neither "
                               + "writes nor removes reference images through a link: make it a folder or move it away")
        default:
            throw AnimKitError(.unwritableOutput, "\(imageFolder.path) is not a folder; AnimKit keeps reference images in a "
                               + "folder of that name: move it away")
        }
    }

    /// Removes the image of frame `index` if it is a regular file (never a folder of that name, never a link).
    func removeImage(_ index: Int) {
        var info = stat()
        let path = image(index).path
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { unlink(path) }
    }
}
