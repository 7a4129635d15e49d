/// Snapshot failures with one cause (the same colour changes, the same move, the same size
/// change, or all missing…): the page shows the group once, with its count, a
/// representative card and the command that re-records all of it.
public struct ReportGroup: Codable, Hashable, Sendable {
    /// 8 hex digits (`DifferenceSignature.id`), as in each member card's `group`.
    public var id: String
    /// What the members have in common: `colour #0D7377 → #0E7C80`, `missing golden`.
    public var cause: String
    /// How many cards of the report are in it.
    public var count: Int
    /// The name (`scene/snapshot/variant`) of the card shown for the group: its first in
    /// report order.
    public var representative: String
    /// Re-records every golden of the group: `keyline test --group <id> --record=failed`.
    public var rerecordCommand: String?

    public init(id: String, cause: String, count: Int, representative: String, rerecordCommand: String?) {
        self.id = id; self.cause = cause; self.count = count; self.representative = representative
        self.rerecordCommand = rerecordCommand
    }
}

extension ReportCard {
    /// `scene/snapshot/variant`, a golden's name.
    var goldenName: String { [scene, snapshot, variant].joined(separator: "/") }
}

extension SnapshotReport {
    /// The groups of `cards` (those that name one), counted again, each described by the
    /// first of `known` with its id (a group no longer known keeps just its id); nil when no
    /// card names a group. Used after every update and merge, so counts always match the cards.
    static func regrouped(cards: [ReportCard], known: [ReportGroup]) -> [ReportGroup]? {
        var info: [String: ReportGroup] = [:]
        for group in known where info[group.id] == nil { info[group.id] = group }
        var order: [String] = []
        var counts: [String: Int] = [:]
        var representatives: [String: String] = [:]
        for card in cards {
            guard let id = card.group else { continue }
            if counts[id] == nil { order.append(id); representatives[id] = card.goldenName }
            counts[id, default: 0] += 1
        }
        guard !order.isEmpty else { return nil }
        return order.map { id in
            ReportGroup(id: id, cause: info[id]?.cause ?? "group \(id)", count: counts[id] ?? 0, representative: representatives[id] ?? "",
                        rerecordCommand: info[id]?.rerecordCommand)
        }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.id < $1.id }
    }
}
