/// What a `SnapshotRun` found: one small result per golden it checked, in the order the
/// scenes name them, and the failures grouped by cause.
public struct SnapshotRunResult: Sendable {
    public let results: [GoldenResult]
    /// Every golden the run's scenes name, checked or not (for stale goldens and the report).
    public let everything: [GoldenCase]
    /// Goldens `filter` and `shard` left out.
    public let skipped: Int
    /// How this machine's libraries and fonts differ from the goldens' (`ENVIRONMENT.json`).
    public let environmentNotes: [String]
    public let environment: EnvironmentOutcome
    /// How to record, in the terms of the way the run was started.
    public let advice: RecordAdvice

    public var failures: [GoldenResult] { results.filter { !$0.passed } }
    public var passedCount: Int { results.count - failedCount }
    public var failedCount: Int { results.reduce(0) { $0 + ($1.passed ? 0 : 1) } }

    /// `N passed, N failed` (`, N skipped` when some were left out).
    public var summaryLine: String {
        "\(passedCount) passed, \(failedCount) failed" + (skipped > 0 ? ", \(skipped) skipped" : "")
    }

    /// The failures by cause, the largest group first (then by id); members in run order.
    public var groups: [FailureGroup] {
        var order: [String] = []
        var members: [String: [GoldenResult]] = [:]
        for result in results {
            guard let failure = result.failure else { continue }
            if members[failure.groupID] == nil { order.append(failure.groupID) }
            members[failure.groupID, default: []].append(result)
        }
        return order.compactMap { id -> FailureGroup? in
            guard let all = members[id], let first = all.first?.failure else { return nil }
            return FailureGroup(id: id, cause: first.groupDescription, members: all.map(\.item), rerecord: advice.rerecordGroup(id))
        }.sorted { $0.members.count != $1.members.count ? $0.members.count > $1.members.count : $0.id < $1.id }
    }
}

/// Failures with one cause: the same colour changes, the same move, the same size change,
/// or the same kind of failure that compared no pixels (missing goldens…).
public struct FailureGroup: Sendable {
    /// 8 hex digits (`DifferenceSignature.id`): what `keyline test --group` takes.
    public let id: String
    /// `colour #0D7377 → #0E7C80`, `moved by (0, +24) px (…)`, `missing golden`.
    public let cause: String
    /// Its goldens; the first is the group's representative.
    public let members: [GoldenCase]
    /// The command that re-records the whole group; nil for the Swift API.
    public let rerecord: String?
}
