import CFFmpeg
import Foundation

/// What the linked libav offers, for `animrender doctor`.
public enum FFmpegLibrary {
    /// libav's version string (e.g. "5.1.6-0+deb12u1").
    public static var version: String { String(cString: av_version_info()) }

    /// libavcodec's version as major.minor.micro.
    public static var avcodecVersion: String {
        let v = avcodec_version()
        return "\(v >> 16).\((v >> 8) & 0xff).\(v & 0xff)"
    }

    /// Whether libavcodec has an encoder of this name.
    public static func hasEncoder(_ name: String) -> Bool { avcodec_find_encoder_by_name(name) != nil }

    /// Routes libav's log (encoder banners, statistics, and the encoders' own error lines) away from
    /// standard error, once per process: the last error line is kept and joins the one-line error that a
    /// failing libav call becomes (`FFmpegError`).
    static let quietLogs: Void = {
        av_log_set_level(AV_LOG_ERROR)
        av_log_set_callback { _, level, format, arguments in
            guard level <= AV_LOG_ERROR, let format, let arguments else { return }
            var line = [CChar](repeating: 0, count: 512)
            _ = vsnprintf(&line, line.count, format, arguments)
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.isEmpty { FFmpegLog.shared.record(text) }
        }
    }()
}

/// The last error line libav logged, kept for the error message of the call that failed.
final class FFmpegLog: @unchecked Sendable {
    static let shared = FFmpegLog()
    private let lock = NSLock()
    private var last: String?

    func record(_ line: String) {
        lock.lock(); last = line; lock.unlock()
    }

    /// The last line logged since the previous call, if any (and forgets it).
    func take() -> String? {
        lock.lock(); defer { last = nil; lock.unlock() }
        return last
    }

}
