/// The syntax tree of a scene-file expression such as `page == count - 1 ? 'Done' : 'Next'`.
/// Each node remembers its character offset in the expression text, for error columns.
public indirect enum Expression: Sendable, Hashable {
    case literal(Value)
    case variable(String, offset: Int)
    case list([Expression])
    case unary(UnaryOperator, Expression, offset: Int)
    case binary(BinaryOperator, Expression, Expression, offset: Int)
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
}

/// A problem inside an expression, at a character offset in its text.
public struct ExpressionError: Error, Hashable, Sendable {
    /// `expression.syntax`, `expression.unknown-name` or `expression.invalid`.
    public var code: Diagnostic.Code
    public var message: String
    public var offset: Int
    /// For an unknown name: the nearest known one.
    public var fixIt: Diagnostic.FixIt?
    public init(_ code: Diagnostic.Code, _ message: String, offset: Int, fixIt: Diagnostic.FixIt? = nil) {
        self.code = code; self.message = message; self.offset = offset; self.fixIt = fixIt
    }
}
