import Foundation

/// A report folder's contents: `report.json` (this value) and `index.html` (drawn from it),
/// next to the images the cards name by relative paths. `keyline test`, `check` and `lint`
/// write into the same folder (`ReportContribution`), each replacing what it checks again.
///
/// `report.json` is JSON with sorted keys (so it diffs and merges deterministically), two-space
/// indentation and no escaped slashes; absent optional values are left out. README, "The
/// report", lists the keys.
public struct SnapshotReport: Codable, Hashable, Sendable {
    /// The format's version; a reader refuses a newer one rather than misread it.
    public static let formatVersion = 1
    public static let jsonFileName = "report.json"
    public static let htmlFileName = "index.html"

    public var formatVersion: Int
    /// How the run went.
    public var summary: ReportSummary
    /// Things about the machine that explain failures (library versions that differ from the
    /// ones the goldens were recorded with…), one sentence each; shown at the top.
    public var environmentNotes: [String]
    public var cards: [ReportCard]
    /// What each command checked, per subject and variant, passing or not (absent in
    /// reports written before there were tallies: `summary` alone counts those).
    public var tallies: [ReportTally]?
    /// Snapshot failures with the same cause, the largest first: each card's `group` names
    /// one (absent when no card has a group, as in reports written before groups).
    public var groups: [ReportGroup]?

    public init(summary: ReportSummary, environmentNotes: [String] = [], cards: [ReportCard], tallies: [ReportTally]? = nil,
                groups: [ReportGroup]? = nil) {
        self.formatVersion = Self.formatVersion
        self.summary = summary
        self.environmentNotes = environmentNotes
        self.cards = cards
        self.tallies = tallies
        self.groups = groups
    }

    /// A report with nothing in it yet, for the first command that writes into a folder.
    public static let empty = SnapshotReport(summary: ReportSummary(passed: 0, failed: 0), cards: [], tallies: [])

    // MARK: - report.json

    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    public static func decode(_ data: Data, path: String = jsonFileName) throws(ReportError) -> SnapshotReport {
        // The version first, so a newer format says so instead of failing on a key.
        struct Version: Decodable { let formatVersion: Int }
        let decoder = JSONDecoder()
        let version: Int
        do { version = try decoder.decode(Version.self, from: data).formatVersion } catch {
            throw .unreadable(path: path, reason: Self.describe(error))
        }
        guard version <= formatVersion else { throw .newerFormat(path: path, version: version) }
        do { return try decoder.decode(SnapshotReport.self, from: data) } catch {
            throw .unreadable(path: path, reason: Self.describe(error))
        }
    }

    /// Reads `report.json` from a report folder.
    public static func read(folder: URL) throws(ReportError) -> SnapshotReport {
        let url = folder.appendingPathComponent(jsonFileName)
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(path: url.path, reason: "the file cannot be read (\(error.localizedDescription))")
        }
        return try decode(data, path: url.path)
    }

    /// Writes `report.json` and `index.html` into `folder` (created if needed), each atomically.
    /// The images are the caller's to put there.
    public func write(folder: URL) throws(ReportError) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try jsonData().write(to: folder.appendingPathComponent(Self.jsonFileName), options: .atomic)
            try writeHTML(folder: folder)
        } catch let error as ReportError {
            throw error
        } catch {
            throw .unwritable(path: folder.path, reason: error.localizedDescription)
        }
    }

    /// Writes only `index.html` (`keyline report html`).
    public func writeHTML(folder: URL) throws(ReportError) {
        let url = folder.appendingPathComponent(Self.htmlFileName)
        do { try Data(ReportHTML(report: self).document.utf8).write(to: url, options: .atomic) } catch {
            throw .unwritable(path: url.path, reason: error.localizedDescription)
        }
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case let DecodingError.keyNotFound(key, context):
            return "key \"\(key.stringValue)\" is missing\(at(context))"
        case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context):
            return "\(context.debugDescription)\(at(context))"
        case let DecodingError.dataCorrupted(context):
            return "not valid JSON\(at(context))"
        default:
            return "\(error)"
        }
    }

    private static func at(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return path.isEmpty ? "" : " at \(path)"
    }
}

/// How many snapshots a run checked, by outcome.
public struct ReportSummary: Codable, Hashable, Sendable {
    public var passed: Int
    public var failed: Int
    public var skipped: Int

    public init(passed: Int, failed: Int, skipped: Int = 0) { (self.passed, self.failed, self.skipped) = (passed, failed, skipped) }

    /// `N passed, N failed` (`, N skipped` if any), as `keyline test` prints it.
    public var line: String { "\(passed) passed, \(failed) failed" + (skipped > 0 ? ", \(skipped) skipped" : "") }
}

/// What goes wrong reading, merging or writing a report.
public enum ReportError: Error, CustomStringConvertible, Equatable {
    case unreadable(path: String, reason: String)
    case newerFormat(path: String, version: Int)
    case unsafeImagePath(report: String, path: String)
    case missingImage(report: String, path: String)
    case unwritable(path: String, reason: String)
    case outputIsInput(path: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            "\(path): not a Keyline report: \(reason); a report folder holds the report.json `keyline test`, `check --report` and `lint --report` write"
        case let .newerFormat(path, version):
            "\(path): report format \(version) is newer than this keyline reads (\(SnapshotReport.formatVersion)); use the keyline that wrote it"
        case let .unsafeImagePath(report, path):
            "\(report): image path \"\(path)\" leaves the report folder; images must be relative paths inside it"
        case let .missingImage(report, path):
            "\(report): image \"\(path)\" is missing; copy the whole report folder, not just report.json"
        case let .unwritable(path, reason):
            "\(path): cannot be written: \(reason)"
        case let .outputIsInput(path):
            "\(path): the merged report must go to a folder other than the ones merged"
        }
    }
}
