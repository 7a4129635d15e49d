import Foundation
import KeylineCore

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
        let report: SnapshotReport
        do { report = try decoder.decode(SnapshotReport.self, from: data) } catch {
            throw .unreadable(path: path, reason: Self.describe(error))
        }
        try report.validate(path: path)
        return report
    }

    /// Cards one report may hold: each is drawn on the page and merged one by one, and
    /// a run of Keyline writes one per failing golden (`SceneLimits.goldensPerScene` per
    /// scene) or screen variant with findings.
    public static let cardsPerReport = 100_000
    /// Tallies one report may hold (one per subject and variant checked).
    public static let talliesPerReport = 1_000_000

    /// What every reader checks (`report html`, `report merge`, a command keeping other
    /// commands' cards): a report folder may come from elsewhere, so its counts are
    /// bounded and non-negative, and every image it names is a relative path inside the
    /// folder (no `/` first, no `//`, no `.` or `..` component, no scheme: `:`), so the page
    /// never shows a file from elsewhere or loads an image from another host.
    func validate(path: String) throws(ReportError) {
        guard cards.count <= Self.cardsPerReport else {
            throw .unreadable(path: path, reason: "it has \(cards.count) cards; a report holds at most \(Self.cardsPerReport)")
        }
        guard (tallies?.count ?? 0) <= Self.talliesPerReport else {
            throw .unreadable(path: path, reason: "it has \(tallies?.count ?? 0) tallies; a report holds at most \(Self.talliesPerReport)")
        }
        let counts = [summary.passed, summary.failed, summary.skipped] + (tallies ?? []).flatMap { [$0.passed, $0.failed] }
        guard counts.allSatisfy({ $0 >= 0 }) else {
            throw .unreadable(path: path, reason: "it has a negative count; it was not written by Keyline")
        }
        for card in cards {
            if let film = card.film, !film.hasBoundedFrameCounts {
                throw .unreadable(path: path, reason: "a film has \(film.expectedFrames) and \(film.actualFrames) frames; "
                                  + "a motion golden has 0 to \(SceneLimits.framesPerMotionGolden); it was not written by Keyline")
            }
            for image in card.files where !Self.isSafeImagePath(image) {
                throw .unsafeImagePath(report: path, path: image)
            }
        }
    }

    /// A relative path inside the report folder, as Keyline writes them.
    public static func isSafeImagePath(_ path: String) -> Bool {
        ConfinedFolder.isSafeRelativePath(path) && !path.contains(":")
    }

    /// The largest `report.json` read: a report folder may come from elsewhere (a shard
    /// of CI, an artifact), and 64 MB is over 100,000 cards.
    public static let jsonBytes = 64 << 20

    /// The folder as a `ConfinedFolder`: with its relative spelling when it has one, so
    /// that none of its components may be a symbolic link (see `ConfinedFolder`).
    public static func confined(_ folder: URL) -> ConfinedFolder {
        ConfinedFolder(folder.baseURL == nil ? folder.path : folder.relativePath)
    }

    /// Reads `report.json` from a report folder: a regular file reached without a link,
    /// at most `jsonBytes`.
    public static func read(folder: URL) throws(ReportError) -> SnapshotReport {
        let path = folder.appendingPathComponent(jsonFileName).path
        let bytes: [UInt8]
        do { bytes = try confined(folder).read(jsonFileName, limit: jsonBytes) } catch {
            throw .unreadable(path: path, reason: "the file cannot be read (\(error.reason))")
        }
        return try decode(Data(bytes), path: path)
    }

    /// Writes `report.json` and `index.html` into `folder` (created if needed), each atomically,
    /// never through a link or over anything but a regular file. The images are the caller's
    /// to put there.
    public func write(folder: URL) throws(ReportError) {
        let data: Data
        do { data = try jsonData() } catch { throw .unwritable(path: folder.path, reason: "\(error)") }
        do { try Self.confined(folder).write(data, to: Self.jsonFileName) } catch {
            throw .unwritable(path: error.path, reason: error.reason + ". " + error.advice)
        }
        try writeHTML(folder: folder)
    }

    /// Writes only `index.html` (`keyline report html`).
    public func writeHTML(folder: URL) throws(ReportError) {
        do { try Self.confined(folder).write(Array(ReportHTML(report: self).document.utf8), to: Self.htmlFileName) } catch {
            throw .unwritable(path: error.path, reason: error.reason + ". " + error.advice)
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
    /// An image a report names that is not a regular file inside its folder (a link, a
    /// FIFO, a device): never read or copied.
    case unsafeImage(report: String, path: String, reason: String)

    /// Printable: paths and reasons come from report files that may be hostile.
    public var description: String { PrintableText.message(text) }

    private var text: String {
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
        case let .unsafeImage(report, path, reason):
            "\(report): image \"\(path)\" cannot be used: \(reason); a report's images are regular files inside its folder"
        case let .outputIsInput(path):
            "\(path): the merged report must go to a folder other than the ones merged"
        }
    }
}
