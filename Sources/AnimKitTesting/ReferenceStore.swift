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

    /// Writes `text` to `url` atomically, creating folders.
    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}
