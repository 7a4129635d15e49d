import ArgumentParser
import KeylineRender
import KeylineSnapshot

/// `--jobs N` on every command that renders on several threads (`render`, `test`, `lint`):
/// 1 to 256 threads (`RunLimits.jobs`), refused with the same message everywhere.
struct JobsOption: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Threads to work on, \(RunLimits.jobs.lowerBound) to \(RunLimits.jobs.upperBound). Default: every core.",
                                                        valueName: "n"))
    var jobs: Int?

    func validate() throws {
        if let jobs, !RunLimits.jobs.contains(jobs) { throw ValidationError(RunLimits.jobsMessage(jobs)) }
    }

    /// The threads asked for, or every core (never more than the limit).
    var threads: Int { jobs ?? min(ParallelJobs.availableCores, RunLimits.jobs.upperBound) }
}
