import Foundation
import KeylineRender

/// One failure in `.keyline/report/report.json`, for the HTML report: its name, the
/// expected/actual/diff images (paths relative to the report folder), the figures and the
/// command that re-records just this golden.
public struct ReportCard: Sendable, Codable, Equatable {
    public var name: String
    public var message: String
    public var rerecord: String
    public var expected: String?
    public var actual: String?
    public var diff: String?
    public var verdict: String?
    public var differingPixels: Int?
    public var antiAliasedPixels: Int?
    public var largestChannelDelta: Int?
    public var comparedPixels: Int?

    init(name: String, message: String, rerecord: String, comparison: ImageComparison?) {
        self.name = name; self.message = message; self.rerecord = rerecord
        verdict = comparison?.verdict.rawValue
        differingPixels = comparison?.differingPixels
        antiAliasedPixels = comparison?.antiAliasedPixels
        largestChannelDelta = comparison?.largestChannelDelta
        comparedPixels = comparison?.comparedPixels
    }

    /// `{"passed", "failed", "skipped", "cards": […]}`, keys sorted, written atomically.
    public static func writeReport(_ cards: [ReportCard], passed: Int, failed: Int, skipped: Int, to directory: String) throws {
        struct Report: Codable { let passed, failed, skipped: Int; let cards: [ReportCard] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(Report(passed: passed, failed: failed, skipped: skipped, cards: cards))
        try AtomicFile.write(Array(data) + [10], to: directory + "/report.json")
    }
}
