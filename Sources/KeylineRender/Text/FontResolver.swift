import CCairo
import KeylineCore
import Synchronization

/// Maps the font families scenes name to families installed here.
///
/// Apple's SF fonts may not be redistributed, so they are drawn with a documented stand-in:
/// Inter, whose design and metrics are close to SF Pro's. Like SF Pro, which switches from
/// its Text to its Display optical size at 20 pt (Apple HIG, Typography), sizes of 20 pt
/// and more use Inter Display. Other families are matched by fontconfig; when fontconfig
/// substitutes another family, that is said once too. Every notice is collected here and
/// printed once per run by the command line.
public enum FontResolver {
    /// Families that mean "Apple's system font".
    static let appleSystemFamilies: Set<String> = [
        "sf pro", "sf pro text", "sf pro display", "sf pro rounded", "sf compact", "sf compact text",
        "sf compact display", "system", "system-ui", "-apple-system", ".sfui", ".sf ui", "san francisco",
    ]
    static let standIn = "Inter"
    static let standInDisplay = "Inter Display"
    static let displaySizeThreshold = 20.0

    private static let state = Mutex(State())

    private struct State {
        var installed: [String: String?] = [:]   // requested family → fontconfig's match
        var notices: [String] = []
        var announced: Set<String> = []
    }

    /// The family to hand to Pango for a font spec.
    public static func family(for font: FontSpec) -> String {
        let requested = normalized(font.family)
        switch font.design {
        case .monospaced where appleSystemFamilies.contains(requested.lowercased()):
            notice("SF Mono is not available on Linux; Keyline draws monospaced system text with DejaVu Sans Mono")
            return "DejaVu Sans Mono"
        case .serif where appleSystemFamilies.contains(requested.lowercased()):
            notice("New York is not available on Linux; Keyline draws serif system text with DejaVu Serif")
            return "DejaVu Serif"
        default: break
        }
        if appleSystemFamilies.contains(requested.lowercased()) {
            notice("SF Pro is not available on Linux; Keyline draws it with Inter (Inter Display at \(Int(displaySizeThreshold)) pt and above), see README \"Fonts\"")
            if font.design == .rounded {
                notice("SF Pro Rounded has no installed equivalent; Keyline draws rounded system text with Inter")
            }
            return font.size >= displaySizeThreshold && isInstalled(standInDisplay) ? standInDisplay : standIn
        }
        if !isInstalled(requested) {
            let substitute = match(requested) ?? "an unknown font"
            notice("font family '\(requested)' is not installed; fontconfig draws it with '\(substitute)'")
        }
        return requested
    }

    /// "Inter-SemiBold" (a PostScript name, as in `.custom("Inter-SemiBold", size:)`) → "Inter".
    static func normalized(_ family: String) -> String {
        guard let dash = family.lastIndex(of: "-"), dash != family.startIndex else { return family }
        let suffix = family[family.index(after: dash)...].lowercased()
        let styles = FontWeight.allCases.map { $0.rawValue.lowercased() } + ["italic", "medium", "semibold", "bold", "regular"]
        return styles.contains(suffix) ? String(family[..<dash]) : family
    }

    /// Notices so far, each once, in the order they arose; clears the list.
    public static func takeNotices() -> [String] {
        state.withLock { s in
            defer { s.notices.removeAll() }
            return s.notices
        }
    }

    private static func notice(_ text: String) {
        state.withLock { s in
            if s.announced.insert(text).inserted { s.notices.append(text) }
        }
    }

    static func isInstalled(_ family: String) -> Bool {
        match(family)?.lowercased() == family.lowercased()
    }

    /// The family fontconfig picks for a requested one.
    static func match(_ family: String) -> String? {
        if let cached = state.withLock({ $0.installed[family] }) { return cached }
        let result = fontconfigMatch(family)
        state.withLock { $0.installed[family] = .some(result) }
        return result
    }

    private static func fontconfigMatch(_ family: String) -> String? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = family.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(matched) }
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(matched, FC_FAMILY, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
    }
}
