import Foundation
import KeylineCore

/// `--filter`: goldens whose name (`<scene>/<snapshot>/<key>`) contains the text, or, when
/// it has `*` or `?`, matches it as a glob (fnmatch, no flags: `*` crosses `/`).
public struct GoldenFilter: Sendable, Equatable {
    public let pattern: String
    public init(_ pattern: String) { self.pattern = pattern }

    public func matches(_ name: String) -> Bool {
        if pattern.contains("*") || pattern.contains("?") { return fnmatch(pattern, name, 0) == 0 }
        return name.contains(pattern)
    }
}

/// `--shard i/n`: shard `index` (1-based) of `count`, balanced by cost (`ShardPlan`).
public struct RunShard: Sendable, Equatable, CustomStringConvertible {
    public let index: Int
    public let count: Int

    public init(index: Int, of count: Int) throws(RunLimitError) {
        guard (1...RunLimits.shards).contains(count), (1...count).contains(index) else {
            throw RunLimitError("--shard takes i/n with 1 ≤ i ≤ n ≤ \(RunLimits.shards), e.g. 2/4; got \(index)/\(count)")
        }
        (self.index, self.count) = (index, count)
    }

    /// `2/4`. Digits only, each at most as long as the limit's, so a huge number is refused
    /// as out of range, never overflows.
    public init(parsing text: String) throws(RunLimitError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        let limitDigits = String(RunLimits.shards).count
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
            throw RunLimitError("--shard takes i/n with 1 ≤ i ≤ n ≤ \(RunLimits.shards), e.g. 2/4; got '\(text)'")
        }
        func number(_ digits: Substring) throws(RunLimitError) -> Int {
            let trimmed = digits.drop { $0 == "0" }
            guard trimmed.count <= limitDigits, let n = Int(trimmed.isEmpty ? "0" : trimmed) else {
                throw RunLimitError("--shard \(text): \(digits) is out of range; a run has at most \(RunLimits.shards) shards")
            }
            return n
        }
        try self.init(index: number(parts[0]), of: number(parts[1]))
    }

    public var description: String { "\(index)/\(count)" }
}

/// The counts a person controls on a run, bounded (docs/limits.md).
public enum RunLimits {
    /// `--jobs`: threads, on every command that takes it.
    public static let jobs = 1...256
    /// `--shard i/n`: n at most this.
    public static let shards = 1000
    /// Goldens one run checks (every scene's `snapshots:` expanded, before `--filter` and
    /// `--shard`): a few scenes naming every variant of every screen stay well under it
    /// (the four seed scenes with every variant of everything name 3,072).
    public static let goldensPerRun = 20_000

    /// The message for a `--jobs` out of range, the same on every command.
    public static func jobsMessage(_ value: Int) -> String {
        "--jobs \(value) is out of range: \(jobs.lowerBound) to \(jobs.upperBound) threads"
    }

    /// Throws when `jobs` is out of range.
    public static func checkJobs(_ value: Int) throws(RunLimitError) {
        guard jobs.contains(value) else { throw RunLimitError(jobsMessage(value)) }
    }
}

/// A count past one of `RunLimits`, or a malformed one.
public struct RunLimitError: Error, CustomStringConvertible, Sendable, Equatable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
