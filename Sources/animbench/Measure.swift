import Foundation

/// Wall-clock timing and child-process peak memory for the benchmark (never used by rendering).
enum Measure {
    /// Seconds `body` takes.
    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = Dispatch.DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(Dispatch.DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Runs each job `times` times, interleaved (a, b, a, b, …) so that load drifting on a shared machine
    /// hits both alike, and returns each job's median.
    static func interleavedMedians(times: Int, _ jobs: [() throws -> Double]) throws -> [Double] {
        var samples = [[Double]](repeating: [], count: jobs.count)
        for _ in 0..<max(1, times) {
            for (i, job) in jobs.enumerated() { samples[i].append(try job()) }
        }
        return samples.map { $0.sorted()[$0.count / 2] }
    }

    /// CPU seconds (user + system, every thread of this process) `body` takes.
    static func cpuSeconds(_ body: () throws -> Void) rethrows -> Double {
        func now() -> Double {
            var usage = rusage()
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }
        let start = now()
        try body()
        return now() - start
    }

    /// Runs a command, returning its wall time, CPU time (user + system) and peak resident memory in MiB.
    ///
    /// The peak is read from `OUT.hwm` when the child wrote one (its own VmHWM): `ru_maxrss` of a
    /// posix_spawn'ed child also counts the parent's pages it shared before exec.
    static func run(_ argv: [String], quiet: Bool = true) throws -> (seconds: Double, cpuSeconds: Double, peakMiB: Double) {
        var pid: pid_t = 0
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if quiet {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        let cargs = argv.map { strdup($0) } + [nil]
        defer { cargs.forEach { free($0) } }
        let start = Dispatch.DispatchTime.now().uptimeNanoseconds
        let rc = posix_spawnp(&pid, argv[0], &actions, nil, cargs, environ)
        guard rc == 0 else { throw BenchError("cannot start \(argv[0]): \(String(cString: strerror(rc)))") }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        let elapsed = Double(Dispatch.DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard status == 0 else { throw BenchError("\(argv.joined(separator: " ")) exited with status \(status)") }
        let hwm = (try? String(contentsOfFile: argv.last! + ".hwm", encoding: .utf8))
            .flatMap { Double($0.split(separator: " ").first ?? "") }
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return (elapsed, cpu, (hwm ?? Double(usage.ru_maxrss)) / 1024)
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}
