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

    /// Silences libav's informational logging (encoder banners, palette statistics) once per process;
    /// errors still reach AnimKit through return codes and their messages.
    static let quietLogs: Void = { av_log_set_level(AV_LOG_ERROR) }()

}
