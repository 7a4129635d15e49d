import Foundation

/// Keyline's glyphs for `image: { systemName: … }`, SwiftUI's `Image(systemName:)`.
///
/// Apple's SF Symbols cannot be redistributed, so a name is drawn with one of two sets, both
/// named after the symbols they stand in for and drawn on a 24-unit grid:
/// - Keyline's own drawings (`Symbols/SVG/`, about 60): 2-unit round strokes (2.2 for
///   single-line glyphs), solid shapes for `.fill`, made to look like SF Symbols;
/// - Material Design Icons glyphs (`Symbols/MaterialDesign/`, OFL/CC-BY, from Debian's
///   fonts-materialdesignicons-webfont) for the other most-used names, as `mapping.tsv` says.
/// Both are template images, tinted like SwiftUI's symbols, sized by `SymbolMetrics`. The
/// drawings are compiled into the binary as strings (`SystemSymbols+SVG.swift` and
/// `+StandIns.swift`, written by `Scripts/generate-symbols`) rather than shipped as a SwiftPM
/// resource bundle: a copied or installed `keyline` has no bundle beside it, and
/// `Bundle.module` stops the program when its bundle is missing.
public enum SystemSymbols {
    /// Every name Keyline draws, sorted.
    public static let names: [String] = Set(svgDocuments.keys).union(standInDocuments.keys).sorted()

    /// The symbol's SVG document at regular weight, or nil for a name Keyline does not draw.
    /// Keyline's own drawing wins where both exist.
    public static func svg(named name: String) -> String? { svgDocuments[name] ?? standInDocuments[name] }

    /// Where a name's glyph comes from.
    public enum Source: Hashable, Sendable {
        /// One of Keyline's own drawings.
        case keyline
        /// A Material Design Icons glyph, by its name in that set.
        case materialDesign(glyph: String)
    }

    public static func source(of name: String) -> Source? {
        if svgDocuments[name] != nil { return .keyline }
        if standInDocuments[name] != nil, let row = standInMapping[name] { return .materialDesign(glyph: row.glyph) }
        return nil
    }

    /// Why a listed SF Symbol name has no stand-in (`mapping.tsv`), or nil.
    public static func reasonNotDrawn(_ name: String) -> String? {
        guard svg(named: name) == nil, let row = standInMapping[name], row.glyph == "-" else { return nil }
        return row.note
    }

    /// What mapping.tsv says about a stand-in that differs from the SF Symbol ("filled where
    /// SF draws an outline"), or nil.
    public static func standInNote(_ name: String) -> String? {
        guard case .materialDesign = source(of: name), let note = standInMapping[name]?.note, !note.isEmpty else { return nil }
        return note
    }

    /// Apple's SF Symbols names (SF Symbols 5; `AppleNames/README.md`), to tell a real
    /// symbol Keyline has no glyph for from a misspelling.
    public static let appleNames: Set<String> = Set(appleNameList.split(separator: "\n").map(String.init))

    /// What to say about a name Keyline does not have and that is not near enough to one
    /// for a "did you mean" fix-it: the symbols that share its first word (`chevron.` …),
    /// or where the list is.
    public static func hint(forUnknown name: String) -> String {
        let family = name.split(separator: ".").first.map(String.init) ?? name
        let relatives = names.filter { $0 == family || $0.hasPrefix(family + ".") }
        if !relatives.isEmpty, relatives.count <= 12 { return "Keyline has " + relatives.joined(separator: ", ") }
        if !relatives.isEmpty { return "Keyline has \(relatives.count) '\(family)' symbols; docs/symbols.md lists them" }
        return "Keyline draws \(names.count) symbols; docs/symbols.md lists them"
    }
}

extension SystemSymbols {
    /// The document drawn for a weight. SF Symbols come in the nine weights of San Francisco;
    /// Keyline draws one and thickens or thins its strokes by `SymbolMetrics.strokeFactor`:
    /// its own drawings by scaling their stroke widths (their solid `.fill` shapes stay as
    /// drawn), a Material Design glyph, which is a filled outline, by stroking that outline
    /// (heavier) or masking a band inside it (lighter), half the change on each side.
    public static func svg(named name: String, weight: FontWeight) -> String? {
        guard let document = svg(named: name) else { return nil }
        let factor = SymbolMetrics.strokeFactor(for: weight)
        if factor == 1 { return document }
        if svgDocuments[name] != nil { return scalingStrokeWidths(of: document, by: factor) }
        return reweightingOutline(of: document, by: (factor - 1) * SymbolMetrics.regularStroke / 2)
    }

    /// `stroke-width="2.2"` becomes `stroke-width="4.4"` for a factor of 2.
    static func scalingStrokeWidths(of document: String, by factor: Double) -> String {
        document.replacing(/stroke-width="([0-9.]+)"/) { match in
            let width = (Double(match.output.1) ?? 0) * factor
            return "stroke-width=\"\(width.rounded(toPlaces: 4))\""
        }
    }

    /// A stand-in is one `<path d=… transform=… fill="#000000"/>` (Scripts/generate-symbol-stand-ins.py).
    /// `offset` grid units outward (heavier) or inward (lighter, negative).
    static func reweightingOutline(of document: String, by offset: Double) -> String {
        guard let match = document.firstMatch(of: /<path d="([^"]*)" transform="matrix\(([0-9.]+) ([^"]*)\)" fill="#000000"\/>/) else {
            return document
        }
        let d = match.output.1, scale = Double(match.output.2) ?? 1, rest = match.output.3
        let transform = "matrix(\(match.output.2) \(rest))"
        // The outline's own units: the transform scales them to the grid.
        let band = (2 * abs(offset) / scale).rounded(toPlaces: 4)
        let replacement: String
        if offset > 0 {
            replacement = "<path d=\"\(d)\" transform=\"\(transform)\" fill=\"#000000\" stroke=\"#000000\" stroke-width=\"\(band)\" stroke-linejoin=\"round\"/>"
        } else {
            replacement = """
            <mask id="keyline-weight" maskUnits="userSpaceOnUse" x="-4" y="-4" width="32" height="32">
                <rect x="-4" y="-4" width="32" height="32" fill="#ffffff"/>
                <path d="\(d)" transform="\(transform)" fill="none" stroke="#000000" stroke-width="\(band)" stroke-linejoin="round"/>
              </mask>
              <path d="\(d)" transform="\(transform)" fill="#000000" mask="url(#keyline-weight)"/>
            """
        }
        return document.replacingCharacters(in: match.range, with: replacement)
    }
}

private extension Double {
    func rounded(toPlaces places: Int) -> String {
        let text = String(format: "%.\(places)f", self)
        guard text.contains(".") else { return text }
        var trimmed = Substring(text)
        while trimmed.hasSuffix("0") { trimmed.removeLast() }
        if trimmed.hasSuffix(".") { trimmed.removeLast() }
        return String(trimmed)
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

    /// A name Keyline draws passes. A name it does not draw is a misspelling, an error with
    /// the nearest name, when Apple has no such symbol and a name Keyline draws is near;
    /// otherwise (a real SF Symbol without a stand-in, or a newer one than Keyline's list)
    /// it is drawn as a placeholder with a warning (`missingSymbolWarning`).
    static func checkName(_ name: String, at location: SourceLocation) throws(SceneError) {
        guard svg(named: name) == nil, !appleNames.contains(name) else { return }
        let misspelt = SceneError(.unknownName, "unknown symbol '\(name)'", at: location,
                                  suggesting: name, in: names, otherwise: hint(forUnknown: name))
        if misspelt.fixIt != nil { throw misspelt }
    }

    /// The warning for a name drawn as a placeholder, at the name.
    static func missingSymbolWarning(_ name: String, at location: SourceLocation) -> SceneError {
        let why = reasonNotDrawn(name).map { " (\($0))" } ?? ""
        let known = appleNames.contains(name) ? "SF Symbol '\(name)' has no stand-in in Keyline\(why)" : "no symbol named '\(name)'"
        return SceneError(.symbolMissing, "\(known); drawing a placeholder", at: location, hint: hint(forUnknown: name))
    }
}
