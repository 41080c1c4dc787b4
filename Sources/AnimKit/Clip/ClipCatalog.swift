import Foundation

/// A set of clips looked up by name, with close-match suggestions for typos.
///
///     let catalog = ClipCatalog([card, dot])            // or ClipCatalog(sections: [cards, buttons])
///     let clip = try catalog.clip(named: "card")
///     let mine = catalog.shard(1, of: 4)                 // a CI machine's quarter
public struct ClipCatalog: Sendable {
    /// The clips, in listing order.
    public let clips: [Clip]
    /// The clips in their sections (one untitled section for a catalogue made from a plain list).
    public let sections: [ClipSection]

    /// Why the catalogue cannot be used, in one line, or nil: a clip name that cannot be a file name (`ClipName`) or
    /// two clips of one name. Every command of `AnimRenderCLI` stops with it before doing anything.
    public let problem: AnimKitError?

    /// Creates a catalogue of one untitled section; names must be unique and usable as file names (`ClipName`).
    public init(_ clips: [Clip]) {
        self.init(sections: [ClipSection("", clips: clips)])
    }

    /// Creates a catalogue from sections; names must be unique across them and usable as file names (`ClipName`):
    /// otherwise `problem` says which name, and `check()` throws it.
    public init(sections: [ClipSection]) {
        let clips = sections.flatMap(\.clips)
        self.clips = clips
        self.sections = sections
        self.problem = ClipCatalog.problem(in: clips.map(\.name))
    }

    /// Throws `problem`, if any: the one line every command over this catalogue answers with.
    ///
    ///     try ClipCatalog([Clip("../escape") { Text("x") }]).check()
    ///     // the clip name '../escape' cannot be a file name: it starts with '.' …
    public func check() throws {
        if let problem { throw problem }
    }

    /// The first bad or repeated name of `names`, as an error (how many others are bad too, when there are).
    private static func problem(in names: [String]) -> AnimKitError? {
        let bad = names.compactMap { name in ClipName.problem(with: name).map { ClipName.message(name, $0) } }
        if let first = bad.first {
            let more = bad.count > 1 ? " (and \(bad.count - 1) more clip name\(bad.count == 2 ? "" : "s") like it)" : ""
            return AnimKitError(.invalidArgument, "the catalogue cannot be used: " + first + more)
        }
        var seen = Set<String>()
        for name in names where !seen.insert(name).inserted {
            return AnimKitError(.invalidArgument, "the catalogue cannot be used: two clips are named \(ClipName.shown(name)); "
                                + "each clip needs a name of its own (it names its files)")
        }
        return nil
    }

    /// Shard `index` of `count` (1-based): the clips whose name's XXH64 is `index - 1` modulo `count`, in listing
    /// order. The shards of one count are disjoint and together hold every clip; a clip keeps its shard when
    /// others are added or removed, so a CI matrix of `count` machines splits the work stably.
    ///
    ///     catalog.shard(2, of: 4)   // about a quarter of the clips
    public func shard(_ index: Int, of count: Int) -> [Clip] {
        precondition(count >= 1 && (1...count).contains(index), "shard \(index)/\(count) is out of range")
        return clips.filter { Int(StableHash.xxh64($0.name) % UInt64(count)) == index - 1 }
    }

    /// The catalogue's sections holding only `clips` (sections left empty are dropped).
    public func sections(keeping clips: [Clip]) -> [ClipSection] {
        let names = Set(clips.map(\.name))
        return sections.map { ClipSection($0.title, summary: $0.summary, clips: $0.clips.filter { names.contains($0.name) }) }
            .filter { !$0.clips.isEmpty }
    }

    /// The section that holds the clip called `name`.
    public func section(of name: String) -> ClipSection? {
        sections.first { $0.clips.contains { $0.name == name } }
    }

    /// The clip called `name`, or an `.unknownClip` error naming the closest matches.
    public func clip(named name: String) throws -> Clip {
        if let clip = clips.first(where: { $0.name == name }) { return clip }
        let close = suggestions(for: name)
        let shown = clips.prefix(5).map(\.name).joined(separator: ", ")
        let hint = !close.isEmpty ? "did you mean \(close.map { "'\($0)'" }.joined(separator: " or "))?"
            : clips.isEmpty ? "the catalogue is empty"
            : "the clips are \(shown)\(clips.count > 5 ? ", … (\(clips.count) in all; the list command shows them)" : "")"
        throw AnimKitError(.unknownClip, "unknown clip '\(name)'; \(hint)")
    }

    /// Up to three names close to `name` (edit distance or substring).
    public func suggestions(for name: String) -> [String] {
        let lower = name.lowercased()
        let scored = clips.map { clip -> (String, Int) in
            let d = ClipCatalog.distance(lower, clip.name.lowercased())
            let contains = !lower.isEmpty && (clip.name.contains(lower) || lower.contains(clip.name))
            return (clip.name, contains ? min(d, 2) : d)
        }
        let limit = max(2, lower.count / 3)
        return scored.filter { $0.1 <= limit }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(3).map(\.0)
    }

    /// Levenshtein distance.
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var prev = row[0]
            row[0] = i
            for j in 1...b.count {
                let cur = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] == b[j - 1] ? 0 : 1))
                prev = cur
            }
        }
        return row[b.count]
    }
}
