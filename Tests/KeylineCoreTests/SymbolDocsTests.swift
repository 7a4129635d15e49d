import Foundation
import KeylineCore
import Testing

/// docs/symbols.md's table of names is generated from the glyphs Keyline draws and
/// mapping.tsv; regenerate it with `KEYLINE_WRITE_DOCS=1 swift test --filter SymbolDocsTests`.
@Suite struct SymbolDocsTests {
    static let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/symbols.md")
    static let begin = "<!-- symbols:begin (generated: KEYLINE_WRITE_DOCS=1 swift test --filter SymbolDocsTests) -->"
    static let end = "<!-- symbols:end -->"

    /// Every name drawn or listed, with what draws it and its rank among the most used.
    static func table() throws -> String {
        let ranks = Dictionary(try SymbolCoverageTests.mostUsed().enumerated().map { ($1, $0 + 1) }) { first, _ in first }
        var names = Set(SystemSymbols.names)
        for name in try SymbolCoverageTests.mostUsed().prefix(300) where SystemSymbols.reasonNotDrawn(name) != nil { names.insert(name) }
        var rows = ["| SF Symbol | drawn with | rank in use | note |", "|---|---|---|---|"]
        for name in names.sorted() {
            let drawn: String
            switch SystemSymbols.source(of: name) {
            case .keyline: drawn = "Keyline's drawing"
            case .materialDesign(let glyph): drawn = "MDI `\(glyph)`"
            case nil: drawn = "placeholder"
            }
            let note = SystemSymbols.reasonNotDrawn(name) ?? SystemSymbols.standInNote(name) ?? ""
            rows.append("| `\(name)` | \(drawn) | \(ranks[name].map(String.init) ?? "") | \(note) |")
        }
        return rows.joined(separator: "\n")
    }

    @Test func theNameTableIsTheGeneratedOne() throws {
        let page = try String(contentsOf: Self.page, encoding: .utf8)
        let start = try #require(page.range(of: Self.begin), "docs/symbols.md has no table markers")
        let stop = try #require(page.range(of: Self.end))
        let updated = page[..<start.upperBound] + "\n" + (try Self.table()) + "\n" + page[stop.lowerBound...]
        if ProcessInfo.processInfo.environment["KEYLINE_WRITE_DOCS"] == "1", updated != page {
            try updated.write(to: Self.page, atomically: true, encoding: .utf8)
            return
        }
        #expect(updated == page, "docs/symbols.md is out of date: run KEYLINE_WRITE_DOCS=1 swift test --filter SymbolDocsTests")
    }
}
