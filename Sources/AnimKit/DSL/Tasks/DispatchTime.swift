import Dispatch
import Foundation

/// A point in time for `DispatchQueue.main.asyncAfter`: virtual clip time inside a clip, else real time.
public struct DispatchTime: Sendable, Comparable {
    enum Storage: Sendable {
        /// Seconds on the running clip's virtual clock.
        case virtual(Double)
        /// A real Dispatch time (outside a clip).
        case real(Dispatch.DispatchTime)
    }
    let storage: Storage

    /// Now: the clip's virtual time while a clip's state change runs, else the real time.
    public static func now() -> DispatchTime {
        if let graph = ViewGraph.current?.graph { return DispatchTime(storage: .virtual(graph.now)) }
        return DispatchTime(storage: .real(.now()))
    }

    /// Seconds since an arbitrary origin (virtual: the clip's start).
    var seconds: Double {
        switch storage {
        case .virtual(let s): return s
        case .real(let t): return Double(t.uptimeNanoseconds) / 1e9
        }
    }

    /// The equivalent Dispatch time (a virtual time counts from now).
    var dispatchTime: Dispatch.DispatchTime {
        switch storage {
        case .real(let t): return t
        case .virtual(let s):
            let ahead = s - (ViewGraph.current?.graph.now ?? s)
            return .now() + max(0, ahead)
        }
    }

    /// Nanoseconds since the origin, as Dispatch's `uptimeNanoseconds`.
    public var uptimeNanoseconds: UInt64 { UInt64(max(0, seconds * 1e9).rounded()) }

    /// `time` moved by `seconds`.
    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
        switch time.storage {
        case .virtual(let s): return DispatchTime(storage: .virtual(s + seconds))
        case .real(let t): return DispatchTime(storage: .real(t + seconds))
        }
    }

    /// `time` moved back by `seconds`.
    public static func - (time: DispatchTime, seconds: Double) -> DispatchTime { time + (-seconds) }

    /// `time` moved by an interval (`.milliseconds(10)`, `.seconds(1)`…).
    public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
        time + interval.seconds
    }

    public static func < (a: DispatchTime, b: DispatchTime) -> Bool { a.seconds < b.seconds }
    public static func == (a: DispatchTime, b: DispatchTime) -> Bool { a.seconds == b.seconds }
}

extension DispatchTimeInterval {
    /// The interval in seconds (`.never` is infinite).
    var seconds: Double {
        switch self {
        case .seconds(let n): return Double(n)
        case .milliseconds(let n): return Double(n) / 1e3
        case .microseconds(let n): return Double(n) / 1e6
        case .nanoseconds(let n): return Double(n) / 1e9
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }
}
