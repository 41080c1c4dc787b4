import AnimKit
import ArgumentParser
import Foundation
import AnimKitPublish

/// `animrender docs`: Markdown articles with `<!-- animkit: CLIP … -->` markers, written out with the clips' media.
struct Docs: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write Markdown articles with each <!-- animkit: CLIP … --> marker replaced by the clip's rendered media.",
        discussion: """
        A marker names a clip and, optionally, format=gif|apng|mp4|webm|png|filmstrip, at=SECONDS (a still), \
        times=0.5,0.6,0.8 or frames=N (a filmstrip), scale=1...4 (images default to 2) and alt="text". \
        Everything else in the article is written byte for byte; markers in code blocks and inline code are left \
        alone. Media whose frames did not change are not rendered again. With one article, -o may name the \
        output file; otherwise -o is a folder that receives each article under its own name.
        """
    )

    @Argument(help: "The Markdown articles to read.", completion: .file(extensions: ["md", "markdown"]))
    var articles: [String]

    @Option(name: [.short, .customLong("output")], help: "The article to write (one input), or a folder for the articles.")
    var output: String

    @Option(help: "The folder for the media files (created if missing).")
    var media: String

    @Option(help: "Device pixels per point for media whose marker gives no scale= (1...4). Default: 2 for images, 1 for video.")
    var scale: Int?

    @Option(help: "How many clips to render at once.")
    var jobs: Int = 2

    @Option(help: "The longest one clip may take, in seconds (0: no limit). A clip past it is stopped and reported failed.")
    var timeout: Double = BatchTimeout.defaultSeconds

    @Flag(help: "Print only errors.")
    var quiet = false

    func validate() throws {
        if articles.isEmpty { throw ValidationError("name at least one Markdown article") }
        if let scale, !RenderSettings.scaleRange.contains(scale) { throw ValidationError("--scale \(scale) is out of range (1...4)") }
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs \(jobs) is out of range (1...64)") }
        try BatchTimeout.validate(timeout)
        if output.isEmpty || output == "-" { throw ValidationError("docs writes files; give an output file or folder with -o") }
        if media.isEmpty || media == "-" { throw ValidationError("docs writes media files into a folder; give its name with --media") }
        if articles.count > 1 && output.hasSuffix(".md") {
            throw ValidationError("with several articles -o names a folder, not \(output)")
        }
        if articles.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input (-) can be read once; name it once") }
        if articles.contains(where: { !Docs.isNamedFile($0) }) && !(articles.count == 1 && output.lowercased().hasSuffix(".md")) {
            throw ValidationError("an article read from standard input or a pipe has no name of its own: give the output file with -o NAME.md")
        }
    }

    /// Whether `path` names an article by a file name of its own (not `-`, a pipe or a descriptor such as `<(…)`).
    static func isNamedFile(_ path: String) -> Bool {
        guard path != "-" else { return false }
        var info = stat()
        return stat(path, &info) != 0 || (info.st_mode & S_IFMT) == S_IFREG || (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Where the article at `path` is written.
    private func destination(of path: String) -> URL {
        let out = URL(fileURLWithPath: output)
        if articles.count == 1 && output.lowercased().hasSuffix(".md") { return out }
        return out.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent)
    }

    func run() throws {
        let catalog = AnimRender.catalog
        // Every article is read and every marker checked before anything is rendered or written.
        var parsed: [(article: MarkdownArticle, url: URL)] = []
        var outputs: [String: String] = [:]
        let inputs = Set(articles.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        let folder = URL(fileURLWithPath: media, isDirectory: true)
        // Every bad marker of every article is reported, in file and line order, before giving up.
        var problems: [(file: Int, line: Int, message: String)] = []
        for (index, path) in articles.enumerated() {
            let article = try MarkdownArticle(contentsOf: path, lenient: true)
            for problem in article.problems { problems.append((index, problem.line, problem.error.message)) }
            for warning in article.warnings { Terminal.error("\(AnimRenderCLI.toolName): warning: \(Terminal.oneLine(warning.error.message))\n") }
            for marker in article.markers {
                do { _ = try catalog.clip(named: marker.clip) } catch let error as AnimKitError {
                    problems.append((index, marker.line, "\(article.file):\(marker.line): \(error.message)"))
                }
            }
            if !problems.isEmpty { continue }
            let url = destination(of: path)
            let key = url.standardizedFileURL.path
            if path != "-", key == URL(fileURLWithPath: path).standardizedFileURL.path {
                throw AnimKitError(.invalidArgument, "\(path) would be overwritten by its own output; write elsewhere with -o")
            }
            if inputs.contains(key) {
                throw AnimKitError(.invalidArgument, "the output of \(path), \(url.relativePath), is another article given; write elsewhere with -o")
            }
            if let first = outputs[key] {
                throw AnimKitError(.invalidArgument, "\(first) and \(path) would both be written to \(url.relativePath); "
                                   + "give articles with different names, or one at a time")
            }
            outputs[key] = path
            try ClipGallery.checkReplaceable(url)
            for marker in article.markers {
                try BatchRenderer.checkOwnable(folder.appendingPathComponent(marker.fileName), format: marker.format)
            }
            parsed.append((article, url))
        }
        if !problems.isEmpty {
            let sorted = problems.enumerated().sorted { ($0.element.file, $0.element.line, $0.offset) < ($1.element.file, $1.element.line, $1.offset) }
            for problem in sorted.dropLast() { Terminal.error("\(AnimRenderCLI.toolName): error: \(Terminal.oneLine(problem.element.message))\n") }
            let last = sorted.last!.element.message
            let count = problems.count == 1 ? "" : " (\(problems.count) bad markers; nothing was rendered or written)"
            throw AnimKitError(.invalidArgument, last + count)
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw AnimKitError(.unwritableOutput, "cannot create the media folder \(media): \(error.localizedDescription)")
        }
        // Every medium once (markers that ask for the same file share it), each in a worker process: a clip that
        // crashes or runs past --timeout fails alone, and no article is written while one of its media is missing.
        var jobs: [ClipJob] = [], places: [(file: String, line: Int)] = [], seen = Set<String>()
        for (article, _) in parsed {
            for marker in article.markers where seen.insert(marker.fileName).inserted {
                let renderer = ClipRenderer(clip: try catalog.clip(named: marker.clip), format: marker.format, settings: marker.settings(defaultScale: scale),
                                            time: marker.at ?? 0, filmstripFrames: marker.frames ?? 6, filmstripTimes: marker.times)
                jobs.append(ClipJob(renderer, output: folder.appendingPathComponent(marker.fileName)))
                places.append((article.file, marker.line))
            }
        }
        let quiet = self.quiet, jobList = jobs
        let outcomes = WorkerPool(workers: ProcessLimit.jobsThatFit(AddressSpace.jobsThatFit(self.jobs)), timeout: BatchTimeout.limit(timeout)).run(jobs, onOutcome: { i, o in
            if !quiet && o.status == .rendered { Terminal.error("rendered: \(URL(fileURLWithPath: jobList[i].output).lastPathComponent)\n") }
        })
        let failures = outcomes.indices.filter { outcomes[$0].status == .failed }
        if !failures.isEmpty {
            let lines = failures.map { "\(places[$0].file):\(places[$0].line): \(outcomes[$0].error ?? "failed")" }
            for line in lines.dropLast() { Terminal.error("\(AnimRenderCLI.toolName): error: \(Terminal.oneLine(line))\n") }
            let count = failures.count == 1 ? "" : " (\(failures.count) of \(jobs.count) media failed)"
            throw AnimKitError(.io, lines.last! + count + "; no article was written")
        }
        let rendered = outcomes.filter { $0.status == .rendered }.count, current = outcomes.count - rendered
        for (article, url) in parsed {
            let page = url.deletingLastPathComponent()
            let text = article.replacing { marker in
                let clip = try? catalog.clip(named: marker.clip)
                // A filmstrip's size is its tiles', not the clip's: it is left to the image.
                return marker.markup(path: ClipGallery.relativePath(from: page, to: folder.appendingPathComponent(marker.fileName)),
                                     description: clip?.description ?? "", size: marker.format == .filmstrip ? nil : clip?.size)
            }
            try ClipGallery.save(text, to: url)
        }
        if !quiet {
            Terminal.error("\(parsed.count) article\(parsed.count == 1 ? "" : "s"): \(rendered) media rendered, \(current) up to date\n")
        }
    }
}
