import Foundation
import KeylineCore

/// JSON for the page: sorted keys, so that answers are stable to compare.
enum StudioJSON {
    static func encode(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? Array(encoder.encode(value))) ?? Array(#"{"error":"could not encode the answer"}"#.utf8)
    }
}

/// A diagnostic as the page shows it: located, with the line it points into.
public struct StudioDiagnostic: Encodable, Sendable, Equatable {
    public let severity: String
    public let code: String
    public let message: String
    public let file: String?
    public let line: Int?
    public let column: Int?
    public let hint: String?
    /// The source line the location points into, for the page to show with a caret.
    public let source: String?

    public init(_ d: Diagnostic, sourceLines: [Substring]? = nil) {
        severity = d.severity.rawValue
        code = d.code.rawValue
        message = d.message
        file = d.location?.file
        line = d.location?.line
        column = d.location?.column
        hint = d.hint
        if let line = d.location?.line, let lines = sourceLines, lines.indices.contains(line - 1) {
            source = PrintableText.sourceLine(String(lines[line - 1].prefix(400)))
        } else {
            source = nil
        }
    }

    /// Each of `diagnostics` with its source line read from its file (the first 200 at most).
    static func list(_ diagnostics: [Diagnostic]) -> [StudioDiagnostic] {
        var texts: [String: [Substring]] = [:]
        return diagnostics.prefix(200).map { d in
            guard let file = d.location?.file else { return StudioDiagnostic(d) }
            if texts[file] == nil {
                texts[file] = ((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
            }
            return StudioDiagnostic(d, sourceLines: texts[file])
        }
    }
}
