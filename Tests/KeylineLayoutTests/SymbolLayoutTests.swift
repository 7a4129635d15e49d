import KeylineCore
import KeylineLayout
import Testing

/// Symbols take their size from their font, not from the measurer, and sit on the baseline
/// of the text beside them (`SymbolMetrics`).
@Suite struct SymbolLayoutTests {
    /// SF Pro's cap height at 20 pt (1443/2048 em, Capsize's metrics).
    let capHeight20 = 20 * 1443.0 / 2048

    @Test func aSymbolSitsOnTheBaselineOfTheTextBesideIt() throws {
        let f = try solve(screen("""
        hstack:
          - image: { systemName: star.fill }
            font: { size: 20 }
            id: icon
          - text: Favourites
            lineHeight: 30
            id: label
        alignment: firstTextBaseline
        """))
        let icon = f["icon"]!, label = f["label"]!
        // The measurer puts the text's baseline 0.8 × 30 = 24 pt below its top; the symbol's
        // middle is half a cap height above that baseline, whatever the symbol's size.
        let baseline = label.minY + 24
        #expect(abs(icon.midY - (baseline - capHeight20 / 2)) < 1e-9)
        // Its size is the star's ink at 20 pt, not the measurer's 40 × 30.
        #expect(icon.size == SymbolMetrics.size(of: "star.fill", style: SymbolStyle(pointSize: 20)))
    }

    /// A large symbol is taller, but stays centred on the same cap height.
    @Test func aLargeSymbolStaysCentredOnTheCapHeight() throws {
        let f = try solve(screen("""
        hstack:
          - image: { systemName: star.fill }
            font: { size: 20 }
            imageScale: large
            id: large
          - image: { systemName: star.fill }
            font: { size: 20 }
            imageScale: small
            id: small
          - text: Favourites
            lineHeight: 30
            id: label
        alignment: firstTextBaseline
        """))
        #expect(f["large"]!.height > f["small"]!.height * 1.6)
        #expect(abs(f["large"]!.midY - f["small"]!.midY) < 1e-9)
        #expect(abs(f["large"]!.midY - (f["label"]!.minY + 24 - capHeight20 / 2)) < 1e-9)
    }

    /// A resizable symbol is an image like any other: its baseline is its bottom edge.
    @Test func aResizableSymbolHasItsBaselineAtTheBottom() throws {
        let f = try solve(screen("""
        hstack:
          - image: { systemName: star.fill }
            resizable: true
            frame: { width: 40, height: 40 }
            id: icon
          - text: Favourites
            lineHeight: 30
            id: label
        alignment: firstTextBaseline
        """))
        #expect(abs(f["icon"]!.maxY - (f["label"]!.minY + 24)) < 1e-9)
    }
}
