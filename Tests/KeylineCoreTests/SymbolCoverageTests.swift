import Foundation
import KeylineCore
import Testing

/// The 300 SF Symbol names most used in public SwiftUI code (SymbolUsage/README.md says how
/// they were counted) each draw a glyph, or are listed in mapping.tsv with the reason they
/// do not; any other name Keyline lacks draws a placeholder with a located warning.
@Suite struct SymbolCoverageTests {
    static let usageFile = "/" + #filePath.split(separator: "/").dropLast(1).joined(separator: "/") + "/SymbolUsage/most-used-symbols.tsv"

    /// The ranked names of the usage table, most used first.
    static func mostUsed() throws -> [String] {
        let rows = try String(contentsOfFile: usageFile, encoding: .utf8).split(separator: "\n").dropFirst()
        return rows.map { String($0.split(separator: "\t")[1]) }
    }

    @Test func theMostUsedThreeHundredAreDrawnOrExplained() throws {
        let top = try Self.mostUsed().prefix(300)
        #expect(top.count == 300)
        var drawn = 0
        for name in top {
            if SystemSymbols.svg(named: name) != nil {
                drawn += 1
            } else {
                let reason = SystemSymbols.reasonNotDrawn(name)
                #expect(reason?.isEmpty == false, "\(name) is neither drawn nor listed in mapping.tsv with a reason")
            }
        }
        // Seven have no fitting glyph in the set (mapping.tsv says which and why).
        #expect(drawn >= 290, "only \(drawn) of the 300 most used names are drawn")
    }

    /// The usage table counts only Apple's names, so the list Keyline checks names against
    /// knows each of them (and each of Keyline's own drawings).
    @Test func everyCountedAndDrawnNameIsApples() throws {
        for name in try Self.mostUsed() { #expect(SystemSymbols.appleNames.contains(name), "\(name)") }
        for name in SystemSymbols.names { #expect(SystemSymbols.appleNames.contains(name), "\(name) is not an SF Symbol name") }
    }

    /// A real SF Symbol Keyline has no glyph for loads, with a warning at the name that says
    /// why, and is sized as a placeholder square of the font's symbol size.
    @Test func aSymbolWithoutAStandInIsAWarningAndAPlaceholder() throws {
        let document = try loadScene(scene(body: "image: { systemName: infinity }\nfont: { size: 20 }"))
        let warning = try #require(document.warnings.first { $0.code == .symbolMissing })
        #expect(warning.severity == .warning)
        #expect(warning.message == "SF Symbol 'infinity' has no stand-in in Keyline (no infinity glyph in the set); drawing a placeholder")
        #expect(warning.location?.line == 4)
        #expect(warning.location?.column == 28)
        let root = try Instantiator(document: document, variant: Variant()).instantiate(document.screens[0])
        guard case .image(let spec) = root.kind else { Issue.record("an image expected"); return }
        let size = try #require(spec.symbolSize)
        #expect(size.width == size.height)
        #expect(abs(size.width - 20 * SymbolMetrics.pointsPerUnit(SymbolStyle(pointSize: 20))) < 1e-9)
    }

    /// A name Apple does not have either, far from every name Keyline draws, may be a newer
    /// symbol: a warning too, not an error.
    @Test func anUnknownNameWithNoNearNameIsAWarning() throws {
        let document = try loadScene(scene(body: "image: { systemName: zzz.quantum.widget }"))
        let warning = try #require(document.warnings.first { $0.code == .symbolMissing })
        #expect(warning.message == "no symbol named 'zzz.quantum.widget'; drawing a placeholder")
    }

    /// Every stand-in's outline was converted from the glyph mapping.tsv names, and says so.
    @Test func everyStandInNamesItsGlyph() throws {
        for name in SystemSymbols.names {
            guard case .materialDesign(let glyph) = SystemSymbols.source(of: name) else { continue }
            #expect(SystemSymbols.svg(named: name)?.contains("glyph '\(glyph)'") == true, "\(name)")
        }
    }
}
