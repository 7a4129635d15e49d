/// Keyline's own icons for `image: { systemName: … }`, SwiftUI's `Image(systemName:)`.
///
/// Apple's SF Symbols cannot be redistributed, so these are original drawings named after
/// the symbols they stand in for: 24×24 SVGs (`Symbols/SVG/`), 2-pt round strokes (2.2 for
/// single-line glyphs), solid shapes for `.fill`. They are template images, tinted like
/// SwiftUI's symbols. The drawings are compiled into the binary as strings
/// (`SystemSymbols+SVG.swift`, written by `Scripts/generate-symbols`) rather than shipped
/// as a SwiftPM resource bundle: a copied or installed `keyline` has no bundle beside it,
/// and `Bundle.module` stops the program when its bundle is missing.
public enum SystemSymbols {
    /// Every symbol's name, sorted.
    public static let names: [String] = svgDocuments.keys.sorted()

    /// The symbol's SVG document, or nil for a name Keyline does not draw.
    public static func svg(named name: String) -> String? { svgDocuments[name] }

    /// What to say about a name Keyline does not have and that is not near enough to one
    /// for a "did you mean" fix-it: the symbols that share its first word (`chevron.` …),
    /// or where the list is.
    public static func hint(forUnknown name: String) -> String {
        let family = name.split(separator: ".").first.map(String.init) ?? name
        let relatives = names.filter { $0 == family || $0.hasPrefix(family + ".") }
        if !relatives.isEmpty { return "Keyline has " + relatives.joined(separator: ", ") }
        return "Keyline draws its own set of \(names.count) symbols; docs/scene-language.md lists them under 'Views'"
    }
}

extension SystemSymbols {
    /// The value of `image: { systemName: … }`, the mapping's one key. Checked as the file
    /// is read (templates) and again when a screen is built (values), so `Value` is either.
    static func systemNameValue<Value>(_ entries: [(key: String, location: SourceLocation, value: Value)],
                                       mapping: SourceLocation) throws(SceneError) -> Value {
        for (key, location, _) in entries where key != "systemName" {
            throw SceneError(.unknownKey, "unknown key '\(key)' in an image's value", at: location,
                             suggesting: key, in: ["systemName"], otherwise: "write image: { systemName: star.fill }, or a file's path")
        }
        guard let value = entries.first(where: { $0.key == "systemName" })?.value else {
            throw SceneError(.missingKey, "an image's mapping needs 'systemName'", at: mapping, hint: "image: { systemName: star.fill }")
        }
        return value
    }

    /// A name Keyline draws, or an error with the nearest name or the symbols' family.
    static func checkName(_ name: String, at location: SourceLocation) throws(SceneError) {
        guard svg(named: name) == nil else { return }
        throw SceneError(.unknownName, "unknown symbol '\(name)'", at: location,
                         suggesting: name, in: names, otherwise: hint(forUnknown: name))
    }
}
