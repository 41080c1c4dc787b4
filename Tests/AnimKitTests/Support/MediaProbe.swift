import Foundation

/// Reads encoded media back with the real `ffprobe`/`ffmpeg` command-line tools (Debian's ffmpeg package).
enum MediaProbe {
    struct Failure: Error, CustomStringConvertible { let description: String }

    /// Runs a tool and returns its standard output.
    static func run(_ tool: String, _ args: [String]) throws -> Data {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = [tool] + args
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else {
            throw Failure(description: "\(tool) failed: \(String(decoding: errData, as: UTF8.self))")
        }
        return data
    }

    /// `key=value` pairs of the first video stream and the format (frame count decoded for real).
    static func info(_ url: URL) throws -> [String: String] {
        let text = String(decoding: try run("ffprobe", ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                                        "-show_entries", "stream=codec_name,width,height,pix_fmt,r_frame_rate,nb_read_frames:format=duration,format_name",
                                                        "-of", "default=noprint_wrappers=1", url.path]), as: UTF8.self)
        var d: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let kv = line.split(separator: "=", maxSplits: 1).map(String.init)
            if kv.count == 2 { d[kv[0]] = kv[1] }
        }
        return d
    }

    /// Per-frame presentation durations in the stream's time base units (GIF: centiseconds).
    static func frameDurations(_ url: URL) throws -> [Int] {
        let text = String(decoding: try run("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries",
                                                        "packet=duration", "-of", "csv=p=0", url.path]), as: UTF8.self)
        return text.split(separator: "\n").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// Every decoded frame as RGBA bytes.
    /// Every decoded frame as RGBA; with `fps`, resampled to that constant rate (held frames repeated).
    static func decodeRGBA(_ url: URL, width: Int, height: Int, fps: Int? = nil) throws -> [[UInt8]] {
        let timing = fps.map { ["-vf", "fps=\($0)"] } ?? ["-vsync", "passthrough"]
        let data = try run("ffmpeg", ["-v", "error", "-i", url.path, "-f", "rawvideo", "-pix_fmt", "rgba"] + timing + ["-"])
        let size = width * height * 4
        return stride(from: 0, to: data.count - size + 1, by: size).map { Array(data[$0..<($0 + size)]) }
    }

    /// A fresh empty folder.
    static func tempDir() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("animkit-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Pixel (x, y) of an RGBA frame.
    static func pixel(_ frame: [UInt8], width: Int, x: Int, y: Int) -> [Int] {
        let i = (y * width + x) * 4
        return frame[i..<(i + 4)].map(Int.init)
    }

    /// Whether two colours are within `tolerance` on each of R, G, B.
    static func close(_ a: [Int], _ b: [Int], tolerance: Int) -> Bool {
        zip(a.prefix(3), b.prefix(3)).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
