import Foundation

/// The variables an expression can read: a screen's state, a component's parameters, a
/// `foreach` item, and the built-ins (`appearance`, `reducedMotion`, `device`).
public struct Scope: Sendable {
    public private(set) var variables: [String: Value]
    public init(_ variables: [String: Value] = [:]) { self.variables = variables }

    public func adding(_ more: [String: Value]) -> Scope {
        Scope(variables.merging(more) { _, new in new })
    }

    public subscript(name: String) -> Value? { variables[name] }
}

extension Expression {
    /// Evaluates the expression; errors carry the offset of the part that failed.
    public func evaluate(in scope: Scope) throws(ExpressionError) -> Value {
        switch self {
        case .literal(let v):
            return v
        case .variable(let name, let offset):
            guard let v = scope[name] else {
                throw ExpressionError(.expressionUnknownName, "unknown name '\(name)'", offset: offset,
                                      fixIt: Suggestions.fixIt(for: name, in: scope.variables.keys))
            }
            return v
        case .list(let items):
            var values: [Value] = []
            for item in items { values.append(try item.evaluate(in: scope)) }
            return .list(values)
        case .unary(let op, let operand, let offset):
            let v = try operand.evaluate(in: scope)
            switch (op, v) {
            case (.not, .bool(let b)): return .bool(!b)
            case (.negate, .number(let n)): return .number(-n)
            default: throw ExpressionError(.expressionInvalid, "'\(op.rawValue)' cannot apply to \(v.typeName)", offset: offset)
            }
        case .binary(let op, let lhs, let rhs, let offset):
            return try Self.binary(op, lhs, rhs, offset: offset, scope: scope)
        case .conditional(let condition, let then, let otherwise):
            let c = try condition.evaluate(in: scope)
            guard case .bool(let b) = c else {
                throw ExpressionError(.expressionInvalid, "the condition before '?' is \(c.typeName), not a boolean", offset: condition.offset)
            }
            return try (b ? then : otherwise).evaluate(in: scope)
        case .range(let lower, let upper, let closed, let offset):
            guard case .number(let a) = try lower.evaluate(in: scope),
                  case .number(let b) = try upper.evaluate(in: scope),
                  a == a.rounded(), b == b.rounded() else {
                throw ExpressionError(.expressionInvalid, "a range needs whole numbers on both sides", offset: offset)
            }
            let end = closed ? b + 1 : b
            guard end >= a else { return .list([]) }
            guard end - a <= 10_000 else { throw ExpressionError(.expressionInvalid, "a range of more than 10000 items", offset: offset) }
            return .list(stride(from: a, to: end, by: 1).map { .number($0) })
        case .call(let name, let arguments, let offset):
            var values: [Value] = []
            for argument in arguments { values.append(try argument.evaluate(in: scope)) }
            return try Self.call(name, values, offset: offset)
        case .member(let base, let name, let offset):
            let v = try base.evaluate(in: scope)
            switch (v, name) {
            case (.list(let items), "count"): return .number(Double(items.count))
            case (.string(let s), "count"): return .number(Double(s.count))
            case (.list(let items), "first"): return items.first ?? .null
            case (.list(let items), "last"): return items.last ?? .null
            default: throw ExpressionError(.expressionUnknownName, "\(v.typeName) has no member '\(name)'", offset: offset,
                                           fixIt: Suggestions.fixIt(for: name, in: ["count", "first", "last"]))
            }
        case .index(let base, let index, let offset):
            let v = try base.evaluate(in: scope)
            let i = try index.evaluate(in: scope)
            guard case .list(let items) = v else { throw ExpressionError(.expressionInvalid, "only a list can be indexed, not \(v.typeName)", offset: offset) }
            guard case .number(let n) = i, n == n.rounded(), n >= 0, Int(n) < items.count else {
                throw ExpressionError(.expressionInvalid, "index \(i) is outside the list of \(items.count)", offset: offset)
            }
            return items[Int(n)]
        }
    }

    /// Offset of the expression's first character, for messages about a whole operand.
    var offset: Int {
        switch self {
        case .literal, .list: 0
        case .variable(_, let o), .unary(_, _, let o), .call(_, _, let o): o
        case .binary(_, let a, _, _), .range(let a, _, _, _), .member(let a, _, _), .index(let a, _, _): a.offset
        case .conditional(let c, _, _): c.offset
        }
    }

    private static func binary(_ op: BinaryOperator, _ lhs: Expression, _ rhs: Expression,
                               offset: Int, scope: Scope) throws(ExpressionError) -> Value {
        // && and || short-circuit, like Swift.
        if op == .and || op == .or {
            guard case .bool(let a) = try lhs.evaluate(in: scope) else {
                throw ExpressionError(.expressionInvalid, "'\(op.rawValue)' needs booleans", offset: offset)
            }
            if op == .and && !a { return .bool(false) }
            if op == .or && a { return .bool(true) }
            guard case .bool(let b) = try rhs.evaluate(in: scope) else {
                throw ExpressionError(.expressionInvalid, "'\(op.rawValue)' needs booleans", offset: offset)
            }
            return .bool(b)
        }
        let a = try lhs.evaluate(in: scope), b = try rhs.evaluate(in: scope)
        switch (op, a, b) {
        case (.equal, _, _): return .bool(a == b)
        case (.notEqual, _, _): return .bool(a != b)
        case (.add, .number(let x), .number(let y)): return .number(x + y)
        case (.add, .string, _), (.add, _, .string): return .string(a.description + b.description)
        case (.subtract, .number(let x), .number(let y)): return .number(x - y)
        case (.multiply, .number(let x), .number(let y)): return .number(x * y)
        case (.divide, .number(let x), .number(let y)):
            guard y != 0 else { throw ExpressionError(.expressionInvalid, "division by zero", offset: offset) }
            return .number(x / y)
        case (.remainder, .number(let x), .number(let y)):
            guard y != 0 else { throw ExpressionError(.expressionInvalid, "remainder of a division by zero", offset: offset) }
            return .number(x.truncatingRemainder(dividingBy: y))
        case (.less, .number(let x), .number(let y)): return .bool(x < y)
        case (.lessOrEqual, .number(let x), .number(let y)): return .bool(x <= y)
        case (.greater, .number(let x), .number(let y)): return .bool(x > y)
        case (.greaterOrEqual, .number(let x), .number(let y)): return .bool(x >= y)
        case (.less, .string(let x), .string(let y)): return .bool(x < y)
        case (.greater, .string(let x), .string(let y)): return .bool(x > y)
        default:
            throw ExpressionError(.expressionInvalid, "'\(op.rawValue)' cannot combine \(a.typeName) and \(b.typeName)", offset: offset)
        }
    }

    static let functionNames = ["min", "max", "abs", "round", "floor", "ceil", "clamp", "pad"]

    private static func call(_ name: String, _ args: [Value], offset: Int) throws(ExpressionError) -> Value {
        func numbers(_ count: Int) throws(ExpressionError) -> [Double] {
            var result: [Double] = []
            for arg in args { if case .number(let n) = arg { result.append(n) } }
            guard result.count == args.count, count < 0 || args.count == count else {
                let wanted = count < 0 ? "numbers" : "\(count) number\(count == 1 ? "" : "s")"
                throw ExpressionError(.expressionInvalid, "'\(name)' takes \(wanted)", offset: offset)
            }
            return result
        }
        switch name {
        case "min": let n = try numbers(-1); guard let m = n.min() else { break }; return .number(m)
        case "max": let n = try numbers(-1); guard let m = n.max() else { break }; return .number(m)
        case "abs": return .number(abs(try numbers(1)[0]))
        case "round": return .number(try numbers(1)[0].rounded())
        case "floor": return .number(Foundation.floor(try numbers(1)[0]))
        case "ceil": return .number(Foundation.ceil(try numbers(1)[0]))
        case "clamp":
            let n = try numbers(3)
            return .number(Swift.min(Swift.max(n[0], n[1]), n[2]))
        case "pad":
            // pad(7, 2) → "07": for clocks and countdowns ("0:07").
            let n = try numbers(2)
            let digits = String(Int(n[0]))
            return .string(String(repeating: "0", count: Swift.max(0, Int(n[1]) - digits.count)) + digits)
        default:
            throw ExpressionError(.expressionUnknownName, "unknown function '\(name)'", offset: offset,
                                  fixIt: Suggestions.fixIt(for: name, in: functionNames))
        }
        throw ExpressionError(.expressionInvalid, "'\(name)' needs at least one argument", offset: offset)
    }
}
