/// Something Keyline has to say about its input or its output: an error that stops a run,
/// a warning about something drawn in a stand-in way, or a note. One type for every stage
/// (loading, instantiating, rendering, the command line), after swift-format's `Finding`:
/// a stable code, a location where there is one, a message, notes, and a fix-it.
///
/// Diagnostics are values passed down the pipeline (thrown, returned, or reported into a
/// `DiagnosticLog` the caller owns), never collected in global state.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
        /// Information that changes nothing (a font stand-in, say).
        case note
        /// Output is made, but not quite as the scene asks (a missing image drawn as a placeholder).
        case warning
        /// Nothing is made.
        case error

        private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// A secondary message: advice, or something related somewhere else in the file.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?
        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = PrintableText.message(message); self.location = location
        }
    }

    /// A replacement for the text at the diagnostic's location: `paddng` → `padding`.
    public struct FixIt: Hashable, Sendable, CustomStringConvertible {
        /// The text as written, which starts at the diagnostic's location.
        public var original: String
        public var replacement: String
        public init(replacing original: String, with replacement: String) {
            self.original = original; self.replacement = replacement
        }
        public var description: String { "did you mean '\(PrintableText.message(replacement))'?" }
    }

    public var severity: Severity
    public var code: Code
    /// nil for what is not about a place in a file (a font stand-in, a command-line name).
    public var location: SourceLocation?
    public var message: String
    public var notes: [Note]
    public var fixIt: FixIt?

    public init(_ severity: Severity, _ code: Code, _ message: String, at location: SourceLocation?,
                fixIt: FixIt? = nil, notes: [Note] = []) {
        self.severity = severity; self.code = code; self.location = location
        // The one place a message is made: what it quotes is made printable here.
        self.message = PrintableText.message(message); self.fixIt = fixIt; self.notes = notes
    }

    /// A diagnostic with its code's usual severity (an error for the scene codes). `hint`
    /// is advice, shown as a note: "indent with spaces, not tabs".
    public init(_ code: Code, _ message: String, at location: SourceLocation?, fixIt: FixIt? = nil, hint: String? = nil) {
        self.init(code.severity, code, message, at: location, fixIt: fixIt, notes: hint.map { [Note($0)] } ?? [])
    }

    /// A diagnostic whose fix-it replaces `word` with the nearest of `candidates`, if one
    /// is near enough to be a plausible typo; `otherwise` is the advice when none is.
    public init<S: Sequence<String>>(_ code: Code, _ message: String, at location: SourceLocation?,
                                     suggesting word: String, in candidates: S, otherwise: String? = nil) {
        let fixIt = Suggestions.fixIt(for: word, in: candidates)
        self.init(code, message, at: location, fixIt: fixIt, hint: fixIt == nil ? otherwise : nil)
    }

    /// The advice in one phrase: the fix-it as "did you mean 'x'?", else the first
    /// unlocated note.
    public var hint: String? {
        fixIt?.description ?? notes.first { $0.location == nil }?.message
    }

    /// `file:line:column: severity: message [code]`, then the notes; no source lines (see
    /// `DiagnosticFormatter` for those).
    public var description: String { DiagnosticFormatter().format(self) }
}

extension Diagnostic {
    /// The order diagnostics are said in, the same on every run whatever thread found
    /// them: located ones by file, line and column (errors before warnings before notes
    /// at one place), then unlocated ones; ties by code and message.
    public static func precedes(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        switch (a.location, b.location) {
        case (.some, .none): return true
        case (.none, .some): return false
        case let (.some(l), .some(r)) where l != r:
            return (l.file, l.line, l.column) < (r.file, r.line, r.column)
        default:
            if a.severity != b.severity { return a.severity > b.severity }
            if a.code != b.code { return a.code.rawValue < b.code.rawValue }
            return a.message < b.message
        }
    }
}
