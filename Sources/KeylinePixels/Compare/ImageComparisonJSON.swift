
/// A comparison's figures as JSON, keys always in the same order (README, "Comparing images").
extension ImageComparison {
    /// One key per line: `expected`, `actual`, `verdict`, `passed`, `expectedSize`,
    /// `actualSize`, `comparedPixels`, `maskedPixels`, `unequalPixels`, `differingPixels`,
    /// `antiAliasedPixels`, `differingRatio`, `allowedDifferingPixels`,
    /// `largestChannelDelta`, `differenceBounds` (null when none), `threshold`,
    /// `countsAntiAliasedPixels`, `diffImage` (null when none was written).
    public func json(expected: String, actual: String, diffImagePath: String?) -> String {
        ImageComparisonJSON.object([
            ("expected", ImageComparisonJSON.string(expected)),
            ("actual", ImageComparisonJSON.string(actual)),
            ("verdict", ImageComparisonJSON.string(verdict.rawValue)),
            ("passed", String(passed)),
            ("expectedSize", ImageComparisonJSON.size(expectedSize)),
            ("actualSize", ImageComparisonJSON.size(actualSize)),
            ("comparedPixels", String(comparedPixels)),
            ("maskedPixels", String(maskedPixels)),
            ("unequalPixels", String(unequalPixels)),
            ("differingPixels", String(differingPixels)),
            ("antiAliasedPixels", String(antiAliasedPixels)),
            ("differingRatio", ImageComparisonJSON.fraction(differingRatio)),
            ("allowedDifferingPixels", String(allowedDifferingPixels)),
            ("largestChannelDelta", String(largestChannelDelta)),
            ("differenceBounds", differenceBounds.map(ImageComparisonJSON.rect) ?? "null"),
            ("threshold", ImageComparisonJSON.fraction(options.threshold)),
            ("countsAntiAliasedPixels", String(options.countsAntiAliasedPixels)),
            ("diffImage", diffImagePath.map(ImageComparisonJSON.string) ?? "null"),
        ])
    }
}

/// A file that could not be compared, as JSON: `expected`, `actual`, `verdict`
/// ("unreadable"), `passed` (false), `file`, `error`.
public enum ImageComparisonJSON {
    public static func unreadable(expected: String, actual: String, failure: PNGFileError) -> String {
        object([
            ("expected", ImageComparisonJSON.string(expected)),
            ("actual", ImageComparisonJSON.string(actual)),
            ("verdict", ImageComparisonJSON.string("unreadable")),
            ("passed", "false"),
            ("file", ImageComparisonJSON.string(failure.path)),
            ("error", ImageComparisonJSON.string(failure.error.description)),
        ])
    }

    static func object(_ fields: [(String, String)]) -> String {
        "{\n" + fields.map { "  \(ImageComparisonJSON.string($0.0)): \($0.1)" }.joined(separator: ",\n") + "\n}"
    }

    /// A JSON string literal, escaped as `LayoutJSON.string` escapes (a test holds them
    /// equal): KeylinePixels stays free of the layout code so that `keyline diff` loads little.
    package static func string(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func size(_ s: PixelSize) -> String { "{\"width\": \(s.width), \"height\": \(s.height)}" }

    static func rect(_ r: PixelRect) -> String {
        "{\"x\": \(r.x), \"y\": \(r.y), \"width\": \(r.width), \"height\": \(r.height)}"
    }

    /// Up to nine decimals, trailing zeros dropped: a ratio of one pixel in 3 million
    /// still shows.
    static func fraction(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        var text = CFormat.fixed(v, decimals: 9)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
