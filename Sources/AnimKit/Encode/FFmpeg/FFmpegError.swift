import CFFmpeg
import Foundation

/// libav status checks: a negative return becomes an `AnimKitError(.encoder)` with libav's message.
enum FFmpegError {
    /// libav's text for an error code.
    static func message(_ code: Int32) -> String {
        var buf = [CChar](repeating: 0, count: 256)
        _ = cffmpeg_error_string(code, &buf, buf.count)
        return String(decoding: buf.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Throws when `code` is negative; returns it otherwise.
    @discardableResult
    static func check(_ code: Int32, _ what: @autoclosure () -> String) throws -> Int32 {
        if code < 0 {
            let detail = FFmpegLog.shared.take().map { " (\($0))" } ?? ""
            throw AnimKitError(.encoder, "\(what()): \(message(code))\(detail)")
        }
        return code
    }
}
