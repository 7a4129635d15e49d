/// Text that is not a valid animation, with where and why.
public struct AnimationSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// 0-based offset, in characters, of the place in the text the error is about.
    public let column: Int
    /// What was expected, and for an unknown name or label the nearest valid one.
    public let message: String
    /// The nearest valid name or label, when the error is about an unknown one.
    public let suggestion: String?

    public init(column: Int, message: String, suggestion: String? = nil) {
        self.column = column
        self.message = message
        self.suggestion = suggestion
    }

    public var description: String { "column \(column): \(message)" }

    /// The text, a caret under the offending column, and the message: what a
    /// command line or a scene-file diagnostic shows.
    public func annotating(_ text: String) -> String {
        let caret = String(repeating: " ", count: column) + "^"
        return "\(text)\n\(caret)\n\(message)"
    }
}
