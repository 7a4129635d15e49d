/// The syntax tree of a scene-file expression such as `page == count - 1 ? 'Done' : 'Next'`.
/// Each node remembers its character offset in the expression text, for error columns.
public indirect enum Expression: Sendable, Hashable {
    case literal(Value, offset: Int)
    case variable(String, offset: Int)
    case list([Expression], offset: Int)
    case unary(UnaryOperator, Expression, offset: Int)
    /// A left-associative run of operators of one precedence, `a + b - c` being
    /// `(a + b) - c`. Kept flat rather than nested, so that a sum of thousands of
    /// terms is neither deep to evaluate nor deep to free.
    case chain(Expression, [ChainLink])
    case conditional(Expression, Expression, Expression)
    case range(Expression, Expression, closed: Bool, offset: Int)
    case call(String, [Expression], offset: Int)
    case member(Expression, String, offset: Int)
    case index(Expression, Expression, offset: Int)

    public enum UnaryOperator: String, Sendable { case not = "!", negate = "-" }

    public enum BinaryOperator: String, Sendable {
        case or = "||", and = "&&"
        case equal = "==", notEqual = "!="
        case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    }

    /// One `op operand` step of a chain; `offset` is where the operator is written.
    public struct ChainLink: Sendable, Hashable {
        public var op: BinaryOperator
        public var operand: Expression
        public var offset: Int
        public init(_ op: BinaryOperator, _ operand: Expression, offset: Int) {
            self.op = op; self.operand = operand; self.offset = offset
        }
    }

    /// `lhs op rhs`: a chain of one link.
    public static func binary(_ op: BinaryOperator, _ lhs: Expression, _ rhs: Expression, offset: Int) -> Expression {
        .chain(lhs, [ChainLink(op, rhs, offset: offset)])
    }
}

/// A problem inside an expression, at a character offset in its text.
public struct ExpressionError: Error, Hashable, Sendable {
    /// `expression.syntax`, `expression.unknown-name` or `expression.invalid`.
    public var code: Diagnostic.Code
    public var message: String
    public var offset: Int
    /// For an unknown name: the nearest known one.
    public var fixIt: Diagnostic.FixIt?
    /// Advice, shown as a note: which limit was hit and what to do about it.
    public var hint: String?
    public init(_ code: Diagnostic.Code, _ message: String, offset: Int, fixIt: Diagnostic.FixIt? = nil, hint: String? = nil) {
        self.code = code; self.message = message; self.offset = offset; self.fixIt = fixIt; self.hint = hint
    }
}
