import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Two jobs at once: one on this thread, the other offered to a helper thread, which this
/// thread takes over if the helper has not begun it by the time the first is done.
///
/// Why not `DispatchQueue.concurrentPerform`: its first use in a process starts
/// Dispatch's worker threads, and on a machine whose other cores are busy (CI runners, a
/// shared build machine) the caller then waits for a worker to be scheduled. Here the
/// caller waits only for a job the helper has actually begun; on a busy machine the jobs
/// simply run one after the other, on an idle one side by side. The helper is one thread,
/// started at first use and kept: `keyline test` verifies golden after golden, and a
/// thread started for each would map and fault in a fresh stack each time.
package enum SecondThread {
    package static func run<A, B: Sendable>(here: () -> A, there: @escaping @Sendable () -> B) -> (A, B) {
        let job = Job(there)
        Helper.shared.offer { job.runIfUnclaimed() }
        let a = here()
        return (a, job.result())
    }
}

/// The helper thread: runs the work offered to it, in order, forever.
private final class Helper: Sendable {
    static let shared = Helper()

    private let pending = Mutex<(work: [@Sendable () -> Void], started: Bool)>(([], false))
    private let available = DispatchSemaphore(value: 0)

    /// Work that the caller takes over if the helper has not begun it (see `Job`), so work
    /// offered to a helper that could not be started is still done.
    func offer(_ work: @escaping @Sendable () -> Void) {
        let start = pending.withLock { state in
            state.work.append(work)
            defer { state.started = true }
            return !state.started
        }
        if start { startThread() }
        available.signal()
    }

    private func startThread() {
        // A plain closure in a final class: the thread's entry reaches it with no dynamic
        // cast (whose first use scans the binary's conformance tables: milliseconds).
        let start = Unmanaged.passRetained(ThreadStart { [self] in loop() }).toOpaque()
        var thread = pthread_t()
        if pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<ThreadStart>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, start) == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<ThreadStart>.fromOpaque(start).release()
        }
    }

    private func loop() {
        while true {
            available.wait()
            let next = pending.withLock { state in state.work.isEmpty ? nil : state.work.removeFirst() }
            next?()
        }
    }
}

private final class ThreadStart {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}

/// The second job: run by whichever thread claims it first.
private final class Job<B: Sendable>: @unchecked Sendable {
    // @unchecked: `value` is written once, by the thread that claimed the job, before
    // `finished` is signalled (or by the caller itself), and read after that.
    private let work: @Sendable () -> B
    private let claimed = Atomic<Bool>(false)
    private let finished = DispatchSemaphore(value: 0)
    private var value: B?

    init(_ work: @escaping @Sendable () -> B) { self.work = work }

    func runIfUnclaimed() {
        guard claim() else { return }
        value = work()
        finished.signal()
    }

    /// The job's result: computed here if no other thread has claimed it, else awaited.
    func result() -> B {
        if claim() { value = work() } else { finished.wait() }
        guard let value else { return work() }  // not reached: whoever claimed it stored a value
        return value
    }

    private func claim() -> Bool {
        claimed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
    }
}
