import CCairo

/// What fontconfig picks for a requested family, as Pango will: the family's pattern
/// after fontconfig's own substitutions, matched against the installed fonts.
enum FontconfigMatch {
    /// A string property (`FC_FAMILY`, `FC_FILE`, …) of the font fontconfig matches for
    /// `family`, or nil when nothing matches.
    static func property(_ property: String, forFamily family: String) -> String? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = family.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(matched) }
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(matched, property, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
    }
}
