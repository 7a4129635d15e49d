import KeylineCore

/// What the stand-in for SF Pro must reproduce of SF Pro so that text frames and line
/// breaks come out as on iOS: its vertical metrics, and its widths.
///
/// Sources: the corpus of SwiftUI reference images and measurements in
/// Tests/KeylineRenderTests/Resources/SwiftUIText (SOURCES.md there), measured by
/// `swift test --filter SwiftUITextCorpusTests`.
enum SFProMetrics {
    /// SF Pro's ascent and descent per point of size: 1950 and 494 units of its 2048-unit
    /// em, no line gap. These are what iOS lays text out with: `UIFont.systemFont(ofSize:
    /// 17).lineHeight` is 20.287 (17 × 2444 / 2048); a one-line SwiftUI Text is that tall
    /// for every text style (skip-ui's iOS measurements: largeTitle 41, title 34, title2
    /// 27, title3 24, headline and body 21, callout 20, subheadline 18, footnote 16,
    /// caption 15, caption2 14 pt, each the height rounded up to a whole point; Inter's
    /// own 2478-unit height would make largeTitle 42 and subheadline 19); and a `.body`
    /// Text's first baseline is 16.0 pt below its top on the TextBuilder reference image
    /// (16.19 here: the measurement reads the baseline to about a quarter of a pixel).
    static let ascent = 1950.0 / 2048
    static let descent = 494.0 / 2048

    /// Space to add after each character of Inter (Inter Display from 20 pt) so that its
    /// line widths match SF Pro's at the same size and weight, in points.
    ///
    /// iOS tracks SF Pro by size on its own (the font's tracking table, applied by Core
    /// Text to every text, SwiftUI's included); Inter has no such table. Apple publishes
    /// the values (`trackingTable`). Measured on the corpus, 17-pt body text in SF Pro is
    /// 5.2 % narrower than in Inter ("amet, consectetur": 138.5–139 pt against Inter's
    /// 146.4), 0.46 pt per character, of which SF Pro's tracking is 0.44: Inter's untracked
    /// glyphs are within 0.2 % of SF Pro's. So the stand-in takes SF Pro's tracking, plus
    /// a small remainder per weight fitted on the corpus (`residualPerEm`).
    static func standInTracking(size: Double, weight: FontWeight) -> Double {
        tracking(size: size) + residualPerEm(weight, size: size) / 1000 * size
    }

    /// What remains between the stand-in's widths and SF Pro's once SF Pro's tracking is
    /// applied, in thousandths of an em per character, fitted on the corpus
    /// (Tests/KeylineRenderTests/Resources/SwiftUIText/SOURCES.md; `swift test --filter
    /// SwiftUITextCorpusTests` prints each line's width):
    /// - regular (and the lighter weights, and medium): −1.3, from TextBuilder's 17-pt
    ///   body lines; the Home Assistant lines at 11, 12, 14 and 16 pt then come out
    ///   within +0.4 % of iOS's, so one value serves every Text size;
    /// - semibold: +5.5, from Home Assistant's 16-pt headlines (three lines, 72 gaps
    ///   between characters: 2.6 % narrower than iOS with the −8.65 this replaced);
    /// - bold and heavier, in Inter Display (from 20 pt): +1.6, from Home Assistant's
    ///   33-pt bold large titles (five lines, 59 gaps: 2.6–3.8 % narrower with −16);
    /// - bold below 20 pt, in Inter Bold: −16, from the one bold word of TextBuilder's
    ///   17-pt text ("sit", 17.6 pt of ink alone on its line), known only to about
    ///   0.1 pt per character.
    /// Semibold in Inter Display and regular in Inter Display have no reference of their
    /// own and take the Text values.
    static func residualPerEm(_ weight: FontWeight, size: Double) -> Double {
        switch weight.numericValue {
        case ..<FontWeight.semibold.numericValue: -1.3
        case FontWeight.semibold.numericValue: 5.5
        default: size >= FontResolver.displaySizeThreshold ? 1.6 : -16.0
        }
    }

    /// SF Pro's tracking at a size, in points: Apple's table, interpolated between whole
    /// sizes, 0 beyond it.
    static func tracking(size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        let low = Int(size.rounded(.down)), fraction = size - Double(low)
        func units(_ points: Int) -> Double {
            if points < trackingTableStart { return trackingTable[0] }
            let index = points - trackingTableStart
            return index < trackingTable.count ? trackingTable[index] : 0
        }
        let perEm = units(low) * (1 - fraction) + units(low + 1) * fraction
        return perEm / 1000 * size
    }

    /// SF Pro's tracking in thousandths of an em for each whole size from 6 pt (Apple Human
    /// Interface Guidelines, Typography › Specifications › Tracking values, "SF Pro", iOS:
    /// https://developer.apple.com/design/human-interface-guidelines/typography#Tracking-values);
    /// 17 pt is −26 (−0.43 pt). From 20 pt it is SF Pro Display's row.
    static let trackingTableStart = 6
    static let trackingTable: [Double] = [
        41, 34, 26, 19, 12, 6, 0, -6, -11, -16, -20, -26, -25, -24,  // 6 … 19 pt
        -23, -18, -12, -4, 3, 6, 8, 11, 14, 14, 14, 13, 13, 12, 12,    // 20 … 34 pt
        11, 10, 10, 8, 8, 8, 7, 6, 6, 5, 5, 4, 4, 3, 3, 2, 2, 1,       // 35 … 52 pt
    ]
}
