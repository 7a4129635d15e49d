import Dispatch
import KeylineCore
import Synchronization

/// Runs independent frame jobs on several threads, each thread with its own `Renderer`
/// (Pango font maps and librsvg handles are not shared between threads). Every job is
/// rendered the same whichever thread takes it, so the output does not depend on the
/// thread count.
public enum ParallelJobs {
    /// Calls `body` once per job; stops taking new jobs after the first error, which is
    /// rethrown once running jobs have finished. `progress` receives the number done.
    /// Workers take `run` consecutive jobs at a time: consecutive frames share most of
    /// their pixels, and a renderer reuses what it did for the frame before. Every
    /// worker's renderer reports into `diagnostics`, the run's log.
    public static func run<Job: Sendable>(
        _ jobs: [Job], threads: Int, run: Int = 1, diagnostics: DiagnosticLog = DiagnosticLog(),
        progress: @Sendable (Int) -> Void = { _ in },
        _ body: @Sendable (Job, Renderer) throws -> Void
    ) throws {
        let state = Mutex(State())
        let workers = max(1, min(threads, jobs.count))
        // Small enough that every worker gets work, large enough to keep frames together.
        let runLength = max(1, min(run, jobs.count / (workers * 2)))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let renderer = Renderer(diagnostics: diagnostics)
            while let claimed = state.withLock({ $0.claim(runLength, total: jobs.count) }) {
                for index in claimed {
                    do {
                        try body(jobs[index], renderer)
                        let done = state.withLock { s -> Int in s.done += 1; return s.done }
                        progress(done)
                    } catch {
                        state.withLock { s in if s.error == nil { s.error = error } }
                        break
                    }
                }
            }
        }
        if let error = state.withLock({ $0.error }) { throw error }
    }

    private struct State {
        var next = 0
        var done = 0
        var error: (any Error)?

        mutating func claim(_ count: Int, total: Int) -> Range<Int>? {
            guard error == nil, next < total else { return nil }
            let range = next..<min(total, next + count)
            next = range.upperBound
            return range
        }
    }

    /// The machine's cores.
    public static var availableCores: Int { max(1, System.coreCount) }
}

enum System {
    static var coreCount: Int {
        #if canImport(Glibc)
        return Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #else
        return 1
        #endif
    }
}

#if canImport(Glibc)
import Glibc
#endif
