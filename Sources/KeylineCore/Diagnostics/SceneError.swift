/// An error in a scene file: where it is, what was expected, and what to do about it.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String
    /// A fix to suggest, such as "did you mean 'padding'?".
    public var hint: String?

    public init(_ message: String, at location: SourceLocation, hint: String? = nil) {
        self.location = location; self.message = message; self.hint = hint
    }

    public var description: String {
        "\(location): error: \(message)" + (hint.map { " — \($0)" } ?? "")
    }
}

/// Every error found in one scene file, in the order they occur in it. Loading reports as
/// many independent errors as it can find rather than stopping at the first.
public struct SceneErrors: Error, Sendable, CustomStringConvertible {
    public var errors: [SceneError]
    public init(_ errors: [SceneError]) {
        self.errors = errors.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }
    public var description: String { errors.map(\.description).joined(separator: "\n") }

    /// Compiler-style report: each error followed by its source line and a caret.
    public func report(source: String?) -> String {
        let lines = source.map { $0.split(separator: "\n", omittingEmptySubsequences: false) }
        return errors.map { error in
            var text = error.description
            if let lines, error.location.line >= 1, error.location.line <= lines.count {
                let line = lines[error.location.line - 1]
                let caretPad = String(repeating: " ", count: max(0, error.location.column - 1))
                text += "\n    \(line)\n    \(caretPad)^"
            }
            return text
        }.joined(separator: "\n")
    }
}
