import Dispatch
import KeylineCore
import Synchronization

/// Runs independent frame jobs on several threads, each thread with its own `Renderer`
/// (Pango font maps and librsvg handles are not shared between threads). Every job is
/// rendered the same whichever thread takes it, so the output does not depend on the
/// thread count.
public enum ParallelJobs {
    /// How the jobs are shared among the threads.
    public enum Sharing: Sendable, Equatable {
        /// Each thread takes the next `n` consecutive jobs whenever it is free: jobs are
        /// started roughly in order (a consumer waiting for them in order, `FrameStream`,
        /// needs that), and a thread's jobs are consecutive within a run.
        case runs(Int)
        /// Each thread starts on its own share of the jobs (consecutive, one share per
        /// thread), and one that has finished its share takes the later half of what is left
        /// of the largest other share (`JobShares`). A thread's jobs are consecutive but at
        /// those few splits, and every thread stays busy until fewer jobs are left than threads:
        /// with runs of 8 frames, 55 frames on 2 threads left one thread idle for up to a run
        /// at the end, and each of the 7 runs began with a frame whose predecessor its thread
        /// had not encoded (most bands encoded anew, `PNGEncoder`).
        case shares
    }

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
        try self.run(jobs, threads: threads, sharing: .runs(run), diagnostics: diagnostics, progress: progress, body)
    }

    /// `run(_:threads:run:diagnostics:progress:_:)` with the jobs shared as `sharing` says.
    public static func run<Job: Sendable>(
        _ jobs: [Job], threads: Int, sharing: Sharing, diagnostics: DiagnosticLog = DiagnosticLog(),
        progress: @Sendable (Int) -> Void = { _ in },
        _ body: @Sendable (Job, Renderer) throws -> Void
    ) throws {
        let workers = max(1, min(threads, jobs.count))
        let state = Mutex(State(sharing: sharing, workers: workers, total: jobs.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let renderer = Renderer(diagnostics: diagnostics)
            while let claimed = state.withLock({ $0.claim(worker: worker) }) {
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
        var done = 0
        var error: (any Error)?
        private var order: Order

        private enum Order {
            /// The next job not yet taken, and how many each claim takes.
            case runs(next: Int, length: Int, total: Int)
            case shares(JobShares)
        }

        init(sharing: Sharing, workers: Int, total: Int) {
            switch sharing {
            case .runs(let run):
                // Small enough that every worker gets work, large enough to keep frames together.
                order = .runs(next: 0, length: max(1, min(run, total / (workers * 2))), total: total)
            case .shares:
                order = .shares(JobShares(total: total, workers: workers))
            }
        }

        /// The next jobs for `worker`; nil when none are left for it, or after an error.
        mutating func claim(worker: Int) -> Range<Int>? {
            guard error == nil else { return nil }
            switch order {
            case .runs(let next, let length, let total):
                guard next < total else { return nil }
                let range = next..<min(total, next + length)
                order = .runs(next: range.upperBound, length: length, total: total)
                return range
            case .shares(var shares):
                let job = shares.claim(worker: worker)
                order = .shares(shares)
                return job.map { $0..<($0 + 1) }
            }
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
