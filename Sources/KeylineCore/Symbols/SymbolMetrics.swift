/// How big a symbol is, and where its baseline lies, for a `SymbolStyle`: the rules of SF
/// Symbols applied to Keyline's 24-unit drawings (docs/symbols.md, "Sizing").
///
/// A symbol's frame is the ink of its glyph, not a square: SF Symbols' images are as wide
/// and as tall as the glyph they draw (`chevron.right` is narrow, `ellipsis` is flat). Every
/// glyph here is drawn on the same 24-unit grid, so one factor turns grid units into points
/// for a point size, and the glyph's measured ink bounds (`inkBounds`) give its frame.
public enum SymbolMetrics {
    /// Points per grid unit, per point of font size, at the medium scale and regular weight.
    /// Calibrated on the one public measurement we have: `Image(systemName: "chevron.right")`
    /// with `.font(.system(size: 20))` shows about 10 × 17 pt of ink on an iOS screenshot
    /// (issue 14, "SF Symbols", measured against the app's own screenshot). Keyline's
    /// chevron.right is 16.2 units tall (its measured ink: a 14-unit path and 2.2-unit round
    /// strokes), so a unit is 17 / 16.2 pt at 20 pt; its 9.2-unit width then comes to 9.7 pt,
    /// close to the 10 pt measured. With this a 24-unit grid is 1.26 × the point size.
    public static let unitsToPoints = 17.0 / (16.2 * 20)

    /// Apple's documentation of NSImage.SymbolScale: small "is approximately 20% smaller than
    /// the medium scale", large "is approximately 30% larger" (also WWDC 2020 "SF Symbols 2").
    /// Finer factors (0.783, 1.29) circulate, but no public source we found states them.
    public static func factor(for scale: SymbolScale) -> Double {
        switch scale {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }

    /// How much thicker a weight's strokes are than regular's. SF Symbols match the weights
    /// of San Francisco ("nine weights … each weight corresponds to a weight of the San
    /// Francisco system font", Apple's HIG, SF Symbols); SF Pro's stem widths are not
    /// published, so these are the stems of Keyline's stand-in for SF Pro, Inter 4.0
    /// (Debian's fonts-inter), measured as the width of its 'l' in each static face: 64, 122,
    /// 178, 236, 299, 362, 426, 489 and 552 units of 2816 from Thin (100) to Black (900).
    public static func strokeFactor(for weight: FontWeight) -> Double {
        let stems: [Int: Double] = [100: 64, 200: 122, 300: 178, 400: 236, 500: 299, 600: 362, 700: 426, 800: 489, 900: 552]
        return (stems[weight.numericValue] ?? 236) / 236
    }

    /// The stroke width Keyline's glyphs are drawn with at regular weight (2 units; 2.2 for
    /// single-line glyphs), whose change with the weight moves the ink's edges.
    static let regularStroke = 2.0

    /// SF Pro's cap height: 1443 of 2048 units per em (Capsize's metrics for the Apple system
    /// font, `capHeight: 1443, unitsPerEm: 2048`, the values UIFont.capHeight reports).
    public static let capHeightRatio = 1443.0 / 2048

    /// Points per grid unit for a style.
    public static func pointsPerUnit(_ style: SymbolStyle) -> Double {
        style.pointSize * unitsToPoints * factor(for: style.scale)
    }

    /// The part of the 24-unit grid the symbol's frame shows: its ink at regular weight,
    /// grown or shrunk by half the change in stroke width, since a heavier weight thickens
    /// strokes on both sides. A name Keyline does not draw gets the placeholder's square,
    /// the 20-unit box most full-size glyphs fill.
    public static func inkBox(of name: String, weight: FontWeight) -> Rect {
        let ink = SystemSymbols.inkBounds[name].map { Rect(x: $0.0, y: $0.1, width: $0.2 - $0.0, height: $0.3 - $0.1) }
            ?? Rect(x: 2, y: 2, width: 20, height: 20)
        let outset = (strokeFactor(for: weight) - 1) * regularStroke / 2
        return Rect(x: ink.minX - outset, y: ink.minY - outset,
                    width: max(0, ink.width + 2 * outset), height: max(0, ink.height + 2 * outset))
    }

    /// The part of the grid an image shows: the ink box, or for a `resizable` symbol the whole
    /// 24-unit template, margins included, as a resizable SF Symbol stretches its whole image
    /// (margins and all) over its frame, whatever the glyph's proportions.
    public static func drawnBox(of name: String, weight: FontWeight, resizable: Bool) -> Rect {
        resizable ? Rect(x: 0, y: 0, width: 24, height: 24) : inkBox(of: name, weight: weight)
    }

    /// The symbol's natural size in points: its drawn box at the style's size.
    public static func size(of name: String, style: SymbolStyle, resizable: Bool = false) -> Size {
        let box = drawnBox(of: name, weight: style.weight, resizable: resizable), k = pointsPerUnit(style)
        return Size(width: box.width * k, height: box.height * k)
    }

    /// From the top of a symbol's frame down to the baseline of text set in the same font.
    /// SF Symbols are "vertically centered with the cap height" of the text beside them
    /// (WWDC 2019, "Introducing SF Symbols"), whatever their scale, so the frame's middle is
    /// half a cap height above the baseline.
    public static func baseline(inHeight height: Double, style: SymbolStyle) -> Double {
        height / 2 + style.pointSize * capHeightRatio / 2
    }
}
