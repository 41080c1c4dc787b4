import AnimKit
import Foundation

/// Clip snapshots at several times as a readable reference: per time a `t=… canvas …` line, then one line per
/// view with its path first and its presented attributes as `key=value`.
///
///     t=0.600 canvas 240x120
///     VStack frame=20,30,200,60
///     VStack/Text[0] label="Open" frame=98,30,44,20 fill=#000000 transaction=FluidSpringAnimation(…)
package struct SnapshotListing: Equatable {
    /// One view: its path and attributes in order (`transaction` last: it runs to the end of the line).
    package struct View: Equatable {
        var path: String
        var attributes: [(key: String, value: String)]

        package static func == (a: View, b: View) -> Bool {
            a.path == b.path && a.attributes.map(\.key) == b.attributes.map(\.key) && a.attributes.map(\.value) == b.attributes.map(\.value)
        }

        func value(_ key: String) -> String? { attributes.first { $0.key == key }?.value }
    }

    /// The views at one time.
    package struct Instant: Equatable {
        var time: String
        var canvas: String
        var views: [View]
    }

    var instants: [Instant]

    package init(_ snapshots: [ClipSnapshot]) {
        instants = snapshots.map { s in
            Instant(time: String(format: "%.3f", s.time), canvas: "\(TreeFormat.number(s.canvas.width))x\(TreeFormat.number(s.canvas.height))",
                    views: s.views.map { v in
                        var a: [(key: String, value: String)] = [("type", v.type)]
                        if let label = v.label { a.append(("label", String(reflecting: label))) }
                        if let id = v.identifier { a.append(("id", String(reflecting: id))) }
                        a.append(("frame", [v.frame.minX, v.frame.minY, v.frame.width, v.frame.height].map { TreeFormat.number($0) }.joined(separator: ",")))
                        if v.opacity != 1 { a.append(("opacity", TreeFormat.number(v.opacity))) }
                        if let c = v.fillColor { a.append(("fill", c.treeText)) }
                        if let t = v.transaction { a.append(("transaction", t)) }
                        return View(path: v.path, attributes: a)
                    })
        }
    }

    package var text: String {
        var lines: [String] = []
        for instant in instants {
            lines.append("t=\(instant.time) canvas \(instant.canvas)")
            for v in instant.views {
                lines.append(([v.path] + v.attributes.map { "\($0.key)=\($0.value)" }).joined(separator: " "))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Parses a reference; nil when it is not one.
    package init?(text: String) {
        instants = []
        for raw in text.split(separator: "\n") where !raw.hasPrefix("#") {
            let line = String(raw)
            if line.hasPrefix("t=") {
                let words = line.split(separator: " ")
                guard words.count == 3, words[1] == "canvas" else { return nil }
                instants.append(Instant(time: String(words[0].dropFirst(2)), canvas: String(words[2]), views: []))
                continue
            }
            guard !instants.isEmpty, let view = SnapshotListing.parseView(line) else { return nil }
            instants[instants.count - 1].views.append(view)
        }
        guard !instants.isEmpty else { return nil }
    }

    /// `PATH key=value …`: values run to the next ` key=`, quoted strings whole, `transaction` to the line's end.
    private static func parseView(_ line: String) -> View? {
        guard let space = line.firstIndex(of: " ") else { return View(path: line, attributes: []) }
        var view = View(path: String(line[..<space]), attributes: [])
        var rest = line[line.index(after: space)...]
        while !rest.isEmpty {
            guard let equals = rest.firstIndex(of: "=") else { return nil }
            let key = String(rest[..<equals])
            var value = rest[rest.index(after: equals)...]
            if key == "transaction" {
                view.attributes.append((key, String(value)))
                break
            }
            var end = value.endIndex
            if value.first == "\"" {
                // A Swift string literal: up to the closing quote not escaped.
                var i = value.index(after: value.startIndex), escaped = false
                while i < value.endIndex {
                    if value[i] == "\\" && !escaped { escaped = true } else {
                        if value[i] == "\"" && !escaped { end = value.index(after: i); break }
                        escaped = false
                    }
                    i = value.index(after: i)
                }
            } else if let space = value.firstIndex(of: " ") {
                end = space
            }
            view.attributes.append((key, String(value[..<end])))
            value = value[end...]
            rest = value.drop { $0 == " " }
        }
        return view
    }

    /// What changed from `expected` to this listing, one line per view attribute:
    /// `VStack/Rectangle frame.height 312.4 → 298 at t=0.800`.
    package func differences(from expected: SnapshotListing) -> [String] {
        var out: [String] = []
        if instants.map(\.time) != expected.instants.map(\.time) {
            out.append("times \(expected.instants.map(\.time).joined(separator: ",")) → \(instants.map(\.time).joined(separator: ","))")
        }
        for (now, before) in zip(instants, expected.instants) {
            let at = "at t=\(now.time)"
            if now.canvas != before.canvas { out.append("canvas \(before.canvas) → \(now.canvas) \(at)") }
            let old = Dictionary(before.views.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
            let new = Dictionary(now.views.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
            for v in before.views where new[v.path] == nil { out.append("\(v.path) removed \(at)") }
            for v in now.views {
                guard let e = old[v.path] else { out.append("\(v.path) added \(at)"); continue }
                let keys = (e.attributes.map(\.key) + v.attributes.map(\.key)).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                for key in keys {
                    let a = e.value(key), b = v.value(key)
                    guard a != b else { continue }
                    if key == "frame", let a, let b {
                        let names = ["x", "y", "width", "height"]
                        let pa = a.split(separator: ","), pb = b.split(separator: ",")
                        for i in 0..<min(4, min(pa.count, pb.count)) where pa[i] != pb[i] {
                            out.append("\(v.path) frame.\(names[i]) \(pa[i]) → \(pb[i]) \(at)")
                        }
                    } else {
                        let absent = key == "opacity" ? "1" : "none"
                        out.append("\(v.path) \(key) \(a ?? absent) → \(b ?? absent) \(at)")
                    }
                }
            }
        }
        return out
    }
}
