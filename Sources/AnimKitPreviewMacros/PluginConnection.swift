import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The compiler's plugin pipe: each message is an 8-byte little-endian length, then that many bytes of JSON.
///
///     let connection = PluginConnection()
///     while let message = try connection.receive() { try connection.send(["expandMacroResult": …]) }
struct PluginConnection {
    /// The next message, or nil when the compiler is done (it closed the pipe or sent an empty message).
    func receive() throws -> [String: Any]? {
        var header = [UInt8](repeating: 0, count: 8)
        guard try fill(&header) else { return nil }
        let length = header.enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
        // The compiler ends the conversation with an empty message when it is done with the plugin.
        if length == 0 { return nil }
        var payload = [UInt8](repeating: 0, count: length)
        guard try fill(&payload) else { throw ConnectionError(message: "the compiler closed the pipe mid-message") }
        guard let message = try JSONSerialization.jsonObject(with: Data(payload)) as? [String: Any] else {
            throw ConnectionError(message: "a message that is not a JSON object")
        }
        return message
    }

    /// Sends `message` as JSON.
    func send(_ message: [String: Any]) throws {
        let payload = try JSONSerialization.data(withJSONObject: message)
        var bytes = (0..<8).map { UInt8(truncatingIfNeeded: UInt64(payload.count) >> (8 * $0)) }
        bytes += payload
        try bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let n = write(1, buffer.baseAddress! + done, buffer.count - done)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { throw ConnectionError(message: "cannot write to the compiler (errno \(errno))") }
                done += n
            }
        }
    }

    /// Fills `buffer` from standard input; false at the end of input before the first byte.
    private func fill(_ buffer: inout [UInt8]) throws -> Bool {
        var done = 0
        while done < buffer.count {
            let n = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress! + done, $0.count - done) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw ConnectionError(message: "cannot read from the compiler (errno \(errno))") }
            if n == 0 {
                if done == 0 { return false }
                throw ConnectionError(message: "the compiler closed the pipe mid-message")
            }
            done += n
        }
        return true
    }
}

/// Why the conversation with the compiler stopped.
struct ConnectionError: Error {
    let message: String
}
