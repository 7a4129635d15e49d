import KeylineCore
import Synchronization
import Testing
@testable import KeylineRender

/// Frames shared among threads as consecutive ranges (`ParallelJobs.Sharing.shares`).
struct JobSharesTests {
    /// Workers claim in an interleaving drawn from `seed` (some much faster than others, one
    /// never starting until the rest are done): every job is handed out once, each worker
    /// starts on its own share, and its jobs run in order from wherever it took them.
    @Test(arguments: [(total: 55, workers: 2, seed: 1), (total: 55, workers: 2, seed: 2), (total: 7, workers: 3, seed: 3),
                      (total: 1, workers: 2, seed: 4), (total: 100, workers: 4, seed: 5), (total: 0, workers: 2, seed: 6)])
    func everyJobOnceInConsecutiveRuns(total: Int, workers: Int, seed: UInt64) {
        var shares = JobShares(total: total, workers: workers)
        var taken: [[Int]] = Array(repeating: [], count: workers)
        var random = seed
        var finished = Set<Int>()
        // The last worker starts only once every other one has run out.
        while finished.count < workers {
            random = random &* 6364136223846793005 &+ 1442695040888963407
            let active = (0..<workers).filter { !finished.contains($0) && ($0 < workers - 1 || finished.count == workers - 1) }
            // Worker 0 is picked four times as often as the others: it runs out first.
            let pick = Int(random >> 33) % (active.count + 3)
            let worker = pick < active.count ? active[pick] : active[0]
            if let job = shares.claim(worker: worker) { taken[worker].append(job) } else { finished.insert(worker) }
        }
        #expect(taken.flatMap { $0 }.sorted() == Array(0..<total))
        for (w, jobs) in taken.enumerated() where total >= workers {
            #expect(jobs.first == total * w / workers || w == workers - 1, "worker \(w) starts on its share")
            // A worker's jobs go up one by one but where it took over the later half of another's
            // range: each takeover halves what is left, so there are few of them.
            let jumps = zip(jobs, jobs.dropFirst()).filter { $1 != $0 + 1 }.count
            #expect(jumps <= 2 * (total.bitWidth - total.leadingZeroBitCount), "worker \(w) took over few ranges: \(jobs)")
        }
    }

    /// Two threads, every frame of a sequence once; an error is rethrown and stops the claims.
    /// How many jobs the other thread starts between the throw and the error being recorded
    /// depends on the scheduler (on a loaded CI machine, hundreds of instant jobs): so the stop
    /// itself is checked on one thread, where no job may start after the one that threw.
    @Test func parallelJobsRunEveryJobOnceAndStopAtAnError() throws {
        let seen = Mutex<[Int]>([])
        try ParallelJobs.run(Array(0..<55), threads: 2, sharing: .shares) { job, _ in seen.withLock { $0.append(job) } }
        #expect(seen.withLock { $0.sorted() } == Array(0..<55))
        struct Failure: Error {}
        for threads in [1, 2] {
            let ran = Mutex<[Int]>([])
            #expect(throws: Failure.self, "\(threads) threads") {
                try ParallelJobs.run(Array(0..<1000), threads: threads, sharing: .shares) { job, _ in
                    ran.withLock { $0.append(job) }
                    if job == 3 { throw Failure() }
                }
            }
            let jobs = ran.withLock { $0 }
            #expect(Set(jobs).count == jobs.count, "\(threads) threads: no job run twice")
            if threads == 1 {
                #expect(jobs == [0, 1, 2, 3], "one thread: nothing starts after the job that threw")
            }
        }
    }
}
