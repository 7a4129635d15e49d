/// Jobs 0..<total shared among workers as consecutive ranges (`ParallelJobs.Sharing.shares`):
/// worker w starts on the w-th of `workers` equal shares, takes its jobs in order, and once
/// its own are done takes the later half of the largest range another worker has left,
/// which that worker gives up. Every job is handed out exactly once. A value, mutated under
/// `ParallelJobs`' lock.
struct JobShares {
    let total: Int
    /// What is left of each worker's range: its next job and its end.
    private(set) var ranges: [Range<Int>]

    init(total: Int, workers: Int) {
        self.total = total
        let count = max(1, workers)
        ranges = (0..<count).map { w in (total * w / count)..<(total * (w + 1) / count) }
    }

    /// The next job for `worker`: the next of its own range, or the first of the later half
    /// it takes from the worker with the most left (at least 2 jobs: one left alone is its
    /// worker's next). nil when no job is left to take.
    mutating func claim(worker: Int) -> Int? {
        if ranges[worker].isEmpty {
            guard let (victim, left) = ranges.indices.map({ ($0, ranges[$0]) }).max(by: { $0.1.count < $1.1.count }),
                  left.count >= 2 else { return nil }
            let middle = left.lowerBound + left.count / 2
            ranges[victim] = left.lowerBound..<middle
            ranges[worker] = middle..<left.upperBound
        }
        let job = ranges[worker].lowerBound
        ranges[worker] = (job + 1)..<ranges[worker].upperBound
        return job
    }
}
