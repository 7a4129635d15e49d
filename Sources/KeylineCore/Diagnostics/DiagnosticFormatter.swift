/// Diagnostics as text, compiler style (as clang and swiftc print them):
///
///     Scenes/onboarding.yaml:12:7: error: unknown key 'paddng' for 'text' [scene.unknown-key]
///           paddng: 16
///           ^~~~~~
///         note: did you mean 'padding'?
///
/// The first line is `file:line:column: severity: message [code]`, or `severity: message
/// [code]` for what has no location. When the file's text is at hand the line follows,
/// with a caret under the column (and `~` under the rest of the word a fix-it replaces);
/// then the fix-it and the notes, indented.
public struct DiagnosticFormatter {
    /// The text of a file, by the path written in its locations; nil when unknown.
    public var source: (String) -> String?

    public init(source: @escaping (String) -> String? = { _ in nil }) { self.source = source }

    public func format(_ d: Diagnostic) -> String {
        var lines = [(d.location.map { PrintableText.message("\($0)") + ": " } ?? "") + "\(d.severity.rawValue): \(d.message) [\(d.code.rawValue)]"]
        if let location = d.location, let line = sourceLine(location) {
            lines.append("    " + PrintableText.sourceLine(line))
            lines.append("    " + caret(under: line, at: location.column, length: underlineLength(d, line)))
        }
        if let fixIt = d.fixIt { lines.append("    note: \(fixIt)") }
        for note in d.notes {
            lines.append("    " + (note.location.map { PrintableText.message("\($0)") + ": " } ?? "") + "note: \(note.message)")
        }
        return lines.joined(separator: "\n")
    }

    public func format(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(format).joined(separator: "\n")
    }

    private func sourceLine(_ location: SourceLocation) -> String? {
        guard let text = source(location.file) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard location.line >= 1, location.line <= lines.count else { return nil }
        var line = String(lines[location.line - 1])
        if line.hasSuffix("\r") { line.removeLast() }
        return line
    }

    /// The caret line: tabs kept where the source has them, so the caret lines up.
    private func caret(under line: String, at column: Int, length: Int) -> String {
        let before = line.unicodeScalars.prefix(max(0, column - 1))
        let pad = String(String.UnicodeScalarView(before.map { $0 == "\t" ? "\t" : " " }))
        return pad + "^" + String(repeating: "~", count: max(0, length - 1))
    }

    /// The length of the word a fix-it replaces, when the source has it at the column.
    private func underlineLength(_ d: Diagnostic, _ line: String) -> Int {
        guard let fixIt = d.fixIt, let column = d.location?.column, column >= 1 else { return 1 }
        let rest = String(String.UnicodeScalarView(line.unicodeScalars.dropFirst(column - 1)))
        return rest.hasPrefix(fixIt.original) ? max(1, fixIt.original.unicodeScalars.count) : 1
    }
}
