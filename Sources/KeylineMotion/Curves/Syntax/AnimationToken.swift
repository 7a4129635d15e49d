/// One lexical unit of the animation syntax, with the column it starts at.
struct AnimationToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case identifier(String)
        /// The value, and the text as written (for messages).
        case number(Double, text: String)
        case leftParenthesis
        case rightParenthesis
        case comma
        case colon
        case dot
        case end
    }

    let kind: Kind
    /// 0-based character offset into the text.
    let column: Int

    /// Whether the token can be an argument's value.
    var isValue: Bool {
        switch kind {
        case .number, .identifier("true"), .identifier("false"): true
        default: false
        }
    }

    /// How the token reads in a message: `'('`, `'easeIn'`, `the end of the text`.
    var spelled: String {
        switch kind {
        case .identifier(let name): "'\(name)'"
        case .number(_, let text): "'\(text)'"
        case .leftParenthesis: "'('"
        case .rightParenthesis: "')'"
        case .comma: "','"
        case .colon: "':'"
        case .dot: "'.'"
        case .end: "the end of the text"
        }
    }
}
