import KeylineCore
import KeylineLayout

/// What `keyline check` found: every result, grouped by screen and variant in the order
/// measured, and the ways to say it (a table, JSON, diagnostics for the failures).
public struct CheckReport: Hashable, Sendable {
    /// The scene file as named on the command line.
    public let scene: String
    public let results: [ExpectationResult]

    public init(scene: String, results: [ExpectationResult]) { self.scene = scene; self.results = results }

    public var passed: Int { results.count { $0.passed } }
    public var failed: Int { results.count - passed }

    /// `93 passed, 0 failed`.
    public var summary: String { "\(passed) passed, \(failed) failed" }

    /// Results of one screen (nil: of no screen) in one variant, in the order measured.
    public struct Group: Hashable, Sendable {
        public let screen: String?
        public let variantKey: String
        public let results: [ExpectationResult]
    }

    public var groups: [Group] {
        var groups: [Group] = []
        for result in results {
            if let last = groups.last, last.screen == result.screen, last.variantKey == result.variantKey {
                groups[groups.count - 1] = Group(screen: last.screen, variantKey: last.variantKey, results: last.results + [result])
            } else {
                groups.append(Group(screen: result.screen, variantKey: result.variantKey, results: [result]))
            }
        }
        return groups
    }

    // MARK: - Table

    /// A table a person reads: one block per screen and variant, a row per expectation
    /// (verdict, expectation, spec, measured); under a failure, why, where the scene says
    /// it and the spec's sentence; then the summary. The verdict reads without colour
    /// (`✓ pass`, `✗ FAIL`); `colors` adds ANSI colour for a terminal.
    public func table(colors: Bool = false) -> String {
        func paint(_ text: String, _ code: String) -> String { colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        // Columns as wide as their widest cell, up to a point: a longer expectation gets a
        // line of its own, a longer spec value pushes the measured one along.
        let textWidth = min(Self.maxTextWidth, max(11, results.map { $0.expectation.text.count }.max() ?? 0))
        let specWidth = min(Self.maxSpecWidth, max(4, results.map { $0.expected.count }.max() ?? 0))
        func pad(_ s: String, _ width: Int) -> String { s + String(repeating: " ", count: max(0, width - s.count)) }
        let indent = String(repeating: " ", count: 10)

        var lines: [String] = []
        if results.isEmpty { lines.append("no expectations measured in \(scene)") }
        for group in groups {
            if !lines.isEmpty { lines.append("") }
            lines.append(paint((group.screen ?? "every screen") + " · " + group.variantKey, "1"))
            for r in group.results {
                let verdict = r.passed ? paint("✓ pass", "32") : paint("✗ FAIL", "1;31")
                var row = "  " + verdict + "  "
                if r.expectation.text.count > textWidth {
                    lines.append(row + r.expectation.text)
                    row = indent
                }
                row += pad(r.expectation.text.count > textWidth ? "" : r.expectation.text, textWidth) + "  " + pad(r.expected, specWidth) + "  " + r.measured
                if let reason = r.reason { row += "  (" + reason + ")" }
                lines.append(row.trailingSpacesRemoved)
                if !r.passed {
                    var detail = indent + r.expectation.location.description
                    if let note = r.expectation.note { detail += "  spec: " + note }
                    lines.append(paint(detail, "2"))
                }
            }
        }
        lines.append("")
        lines.append(failed == 0 ? paint(summary, "32") : paint(summary, "1;31"))
        return lines.joined(separator: "\n")
    }

    static let maxTextWidth = 48
    static let maxSpecWidth = 24

    // MARK: - JSON

    /// `{"scene", "passed", "failed", "results": [{"screen", "variant", "appearance",
    /// "device", "dynamicTypeSize", "expectation", "location", "note", "expected",
    /// "measured", "verdict", "reason"}]}`, keys in that order, one result per line.
    public func json() -> String {
        let rows = results.map { r in
            Self.object([
                ("screen", r.screen.map(LayoutJSON.string) ?? "null"),
                ("variant", LayoutJSON.string(r.variantKey)),
                ("appearance", LayoutJSON.string(r.variant.appearance.rawValue)),
                ("device", LayoutJSON.string(r.variant.device.name)),
                ("dynamicTypeSize", LayoutJSON.string(r.variant.dynamicTypeSize.name)),
                ("expectation", LayoutJSON.string(r.expectation.text)),
                ("location", LayoutJSON.string(r.expectation.location.description)),
                ("note", r.expectation.note.map(LayoutJSON.string) ?? "null"),
                ("expected", LayoutJSON.string(r.expected)),
                ("measured", LayoutJSON.string(r.measured)),
                ("verdict", LayoutJSON.string(r.verdict.rawValue)),
                ("reason", r.reason.map(LayoutJSON.string) ?? "null"),
            ])
        }
        return "{" + [
            "\"scene\": " + LayoutJSON.string(scene),
            "\"passed\": \(passed)",
            "\"failed\": \(failed)",
            "\"results\": [" + (rows.isEmpty ? "" : "\n  " + rows.joined(separator: ",\n  ") + "\n") + "]",
        ].joined(separator: ", ") + "}"
    }

    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { LayoutJSON.string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }

    // MARK: - Diagnostics

    /// One error per failing expectation, at its place in the scene, naming the screens and
    /// variants it failed in (the first three, and how many more), with the spec's
    /// sentence as a note: what an editor or CI annotates.
    public var failureDiagnostics: [Diagnostic] {
        var order: [SourceLocation] = []
        var failures: [SourceLocation: [ExpectationResult]] = [:]
        for r in results where !r.passed {
            if failures[r.expectation.location] == nil { order.append(r.expectation.location) }
            failures[r.expectation.location, default: []].append(r)
        }
        return order.compactMap { location in
            guard let all = failures[location], let first = all.first else { return nil }
            let places = all.prefix(3).map { r in
                "\(r.screen ?? "every screen") \(r.variantKey): measured \(r.measured)" + (r.reason.map { ", \($0)" } ?? "")
            }
            let more = all.count > 3 ? "; and \(all.count - 3) more" : ""
            let message = "expectation failed: \(first.expectation.text) (spec \(first.expected)) — " + places.joined(separator: "; ") + more
            return Diagnostic(.error, .expectationFailed, message, at: location,
                              notes: first.expectation.note.map { [Diagnostic.Note("spec: " + $0)] } ?? [])
        }
    }
}

private extension String {
    var trailingSpacesRemoved: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
