import CCairo
import KeylineCore
import Synchronization

/// Maps the font families scenes name to families installed here.
///
/// Apple's SF fonts may not be redistributed, so they are drawn with a documented stand-in:
/// Inter, whose design and metrics are close to SF Pro's. Like SF Pro, which switches from
/// its Text to its Display optical size at 20 pt (Apple HIG, Typography), sizes of 20 pt
/// and more use Inter Display. Other families are matched by fontconfig. Each choice comes
/// with the notes that say so (`font.stand-in`, `font.substituted`); the text engine
/// reports them into its renderer's `DiagnosticLog`, which says each once per run.
public enum FontResolver {
    /// Families that mean "Apple's system font".
    static let appleSystemFamilies: Set<String> = [
        "sf pro", "sf pro text", "sf pro display", "sf pro rounded", "sf compact", "sf compact text",
        "sf compact display", "system", "system-ui", "-apple-system", ".sfui", ".sf ui", "san francisco",
    ]
    static let standIn = "Inter"
    static let standInDisplay = "Inter Display"
    static let displaySizeThreshold = 20.0

    /// What fontconfig matches each requested family to: a cache of the machine's fonts,
    /// shared by every thread (fontconfig's answer does not change during a run).
    private static let installed = Mutex([String: String?]())

    /// The family to hand to Pango for a font spec, and the notes that explain it.
    public struct Choice: Sendable, Equatable {
        public var family: String
        public var notes: [Diagnostic]
        /// The family stands in for SF Pro: the text takes SF Pro's vertical metrics and
        /// widths (`SFProMetrics`), not the stand-in's own.
        public var standsInForSFPro = false
    }

    public static func resolve(_ font: FontSpec) -> Choice {
        let requested = normalized(font.family)
        let isSystem = appleSystemFamilies.contains(requested.lowercased())
        func standInNote(_ message: String) -> Diagnostic { Diagnostic(.fontStandIn, message, at: nil) }
        switch font.design {
        case .monospaced where isSystem:
            return Choice(family: "DejaVu Sans Mono", notes: [standInNote(
                "SF Mono is not available on Linux; Keyline draws monospaced system text with DejaVu Sans Mono")])
        case .serif where isSystem:
            return Choice(family: "DejaVu Serif", notes: [standInNote(
                "New York is not available on Linux; Keyline draws serif system text with DejaVu Serif")])
        default: break
        }
        if isSystem {
            var notes = [standInNote("SF Pro is not available on Linux; Keyline draws it with Inter (Inter Display at \(Int(displaySizeThreshold)) pt and above), see docs/rendering.md, \"Fonts\"")]
            if font.design == .rounded {
                notes.append(standInNote("SF Pro Rounded has no installed equivalent; Keyline draws rounded system text with Inter"))
            }
            return Choice(family: font.size >= displaySizeThreshold && isInstalled(standInDisplay) ? standInDisplay : standIn, notes: notes,
                          standsInForSFPro: true)
        }
        guard isInstalled(requested) else {
            let substitute = match(requested) ?? "an unknown font"
            return Choice(family: requested, notes: [Diagnostic(.fontSubstituted,
                "font family '\(requested)' is not installed; fontconfig draws it with '\(substitute)'", at: nil)])
        }
        return Choice(family: requested, notes: [])
    }

    /// The family to hand to Pango for a font spec.
    public static func family(for font: FontSpec) -> String { resolve(font).family }

    /// "Inter-SemiBold" (a PostScript name, as in `.custom("Inter-SemiBold", size:)`) → "Inter".
    static func normalized(_ family: String) -> String {
        guard let dash = family.lastIndex(of: "-"), dash != family.startIndex else { return family }
        let suffix = family[family.index(after: dash)...].lowercased()
        let styles = FontWeight.allCases.map { $0.rawValue.lowercased() } + ["italic", "medium", "semibold", "bold", "regular"]
        return styles.contains(suffix) ? String(family[..<dash]) : family
    }

    static func isInstalled(_ family: String) -> Bool {
        match(family)?.lowercased() == family.lowercased()
    }

    /// The family fontconfig picks for a requested one.
    static func match(_ family: String) -> String? {
        if let cached = installed.withLock({ $0[family] }) { return cached }
        let result = fontconfigMatch(family)
        installed.withLock { $0[family] = .some(result) }
        return result
    }

    private static func fontconfigMatch(_ family: String) -> String? {
        FontconfigMatch.property(FC_FAMILY, forFamily: family)
    }
}
