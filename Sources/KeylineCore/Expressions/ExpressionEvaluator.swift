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
    /// Evaluates the expression; errors carry the offset of the part that failed. The
    /// work is bounded by `ExpressionLimits`: depth, list items and text length.
    public func evaluate(in scope: Scope) throws(ExpressionError) -> Value {
        var evaluator = ExpressionEvaluator(scope: scope)
        return try evaluator.value(of: self, depth: 1)
    }

    /// Offset of the expression's first character, for messages about a whole operand.
    var offset: Int {
        switch self {
        case .literal(_, let o), .list(_, let o), .variable(_, let o), .unary(_, _, let o), .call(_, _, let o): o
        case .chain(let a, _), .range(let a, _, _, _), .member(let a, _, _), .index(let a, _, _): a.offset
        case .conditional(let c, _, _): c.offset
        }
    }
}

/// One evaluation: the scope it reads and the list items it has built so far.
private struct ExpressionEvaluator {
    let scope: Scope
    var listItemsBuilt = 0

    /// `depth`: how many nodes deep `expression` is in the tree being evaluated. A thin
    /// dispatcher: each case's work is in its own function, so that the frame that repeats
    /// at every level of the recursion stays small (an unoptimised build gives a function
    /// one frame for the locals of all its cases).
    mutating func value(of expression: Expression, depth: Int) throws(ExpressionError) -> Value {
        guard depth <= ExpressionLimits.evaluationDepth else {
            throw ExpressionError(.expressionInvalid, "this expression is more than \(ExpressionLimits.evaluationDepth) levels deep",
                                  offset: expression.offset, hint: "simplify it")
        }
        switch expression {
        case .literal(let v, _): return v
        case .variable(let name, let offset): return try variable(name, offset: offset)
        case .list(let items, let offset): return try list(items, offset: offset, depth: depth + 1)
        case .unary(let op, let operand, let offset): return try unary(op, operand, offset: offset, depth: depth + 1)
        case .chain(let first, let links): return try chain(first, links, depth: depth + 1)
        case .conditional(let c, let then, let otherwise): return try conditional(c, then, otherwise, depth: depth + 1)
        case .range(let lower, let upper, let closed, let offset):
            return try range(lower, upper, closed: closed, offset: offset, depth: depth + 1)
        case .call(let name, let arguments, let offset): return try call(name, arguments, offset: offset, depth: depth + 1)
        case .member(let base, let name, let offset): return try member(base, name, offset: offset, depth: depth + 1)
        case .index(let base, let index, let offset): return try element(of: base, at: index, offset: offset, depth: depth + 1)
        }
    }

    private func variable(_ name: String, offset: Int) throws(ExpressionError) -> Value {
        guard let v = scope[name] else {
            throw ExpressionError(.expressionUnknownName, "unknown name '\(name)'", offset: offset,
                                  fixIt: Suggestions.fixIt(for: name, in: scope.variables.keys))
        }
        return v
    }

    private mutating func list(_ items: [Expression], offset: Int, depth: Int) throws(ExpressionError) -> Value {
        try spend(items.count, at: offset)
        var values: [Value] = []
        values.reserveCapacity(items.count)
        for item in items { values.append(try value(of: item, depth: depth)) }
        return .list(values)
    }

    private mutating func unary(_ op: Expression.UnaryOperator, _ operand: Expression, offset: Int,
                                depth: Int) throws(ExpressionError) -> Value {
        let v = try value(of: operand, depth: depth)
        switch (op, v) {
        case (.not, .bool(let b)): return .bool(!b)
        case (.negate, .number(let n)): return .number(-n)
        default: throw ExpressionError(.expressionInvalid, "'\(op.rawValue)' cannot apply to \(v.typeName)", offset: offset)
        }
    }

    private mutating func conditional(_ condition: Expression, _ then: Expression, _ otherwise: Expression,
                                      depth: Int) throws(ExpressionError) -> Value {
        let c = try value(of: condition, depth: depth)
        guard case .bool(let b) = c else {
            throw ExpressionError(.expressionInvalid, "the condition before '?' is \(c.typeName), not a boolean", offset: condition.offset)
        }
        return try value(of: b ? then : otherwise, depth: depth)
    }

    private mutating func call(_ name: String, _ arguments: [Expression], offset: Int, depth: Int) throws(ExpressionError) -> Value {
        var values: [Value] = []
        for argument in arguments { values.append(try value(of: argument, depth: depth)) }
        return try Self.call(name, values, offset: offset)
    }

    private mutating func member(_ base: Expression, _ name: String, offset: Int, depth: Int) throws(ExpressionError) -> Value {
        let v = try value(of: base, depth: depth)
        switch (v, name) {
        case (.list(let items), "count"): return .number(Double(items.count))
        case (.string(let s), "count"): return .number(Double(s.count))
        case (.list(let items), "first"): return items.first ?? .null
        case (.list(let items), "last"): return items.last ?? .null
        default: throw ExpressionError(.expressionUnknownName, "\(v.typeName) has no member '\(name)'", offset: offset,
                                       fixIt: Suggestions.fixIt(for: name, in: ["count", "first", "last"]))
        }
    }

    private mutating func element(of base: Expression, at index: Expression, offset: Int, depth: Int) throws(ExpressionError) -> Value {
        let v = try value(of: base, depth: depth)
        let i = try value(of: index, depth: depth)
        guard case .list(let items) = v else { throw ExpressionError(.expressionInvalid, "only a list can be indexed, not \(v.typeName)", offset: offset) }
        // Converted with a check: an index of 1e308 is out of range, not a trap.
        guard case .number(let n) = i, let k = n.exactWholeNumber, items.indices.contains(k) else {
            throw ExpressionError(.expressionInvalid, "index \(i) is outside the list of \(items.count)", offset: offset,
                                  hint: items.isEmpty ? nil : "an index is a whole number from 0 to \(items.count - 1)")
        }
        return items[k]
    }

    /// A left-associative chain, folded in a loop. `&&` and `||` short-circuit, like Swift.
    private mutating func chain(_ first: Expression, _ links: [Expression.ChainLink], depth: Int) throws(ExpressionError) -> Value {
        var result = try value(of: first, depth: depth)
        for link in links {
            let op = link.op
            if op == .and || op == .or {
                guard case .bool(let a) = result else {
                    throw ExpressionError(.expressionInvalid, "'\(op.rawValue)' needs booleans", offset: link.offset)
                }
                if (op == .and && !a) || (op == .or && a) { continue }
                let b = try value(of: link.operand, depth: depth)
                guard case .bool = b else { throw ExpressionError(.expressionInvalid, "'\(op.rawValue)' needs booleans", offset: link.offset) }
                result = b
                continue
            }
            let b = try value(of: link.operand, depth: depth)
            if op == .add, case .string(var text) = result {
                // Appended in place: a chain of thousands of strings stays linear.
                result = .null
                try Self.append(b.description, to: &text, offset: link.offset)
                result = .string(text)
            } else if op == .add, case .string(let tail) = b {
                var text = result.description
                try Self.append(tail, to: &text, offset: link.offset)
                result = .string(text)
            } else {
                result = try Self.combine(op, result, b, offset: link.offset)
            }
        }
        return result
    }

    private static func append(_ tail: String, to text: inout String, offset: Int) throws(ExpressionError) {
        let length = text.utf8.count + tail.utf8.count
        guard length <= ExpressionLimits.textLength else { throw textTooLong(length, offset: offset) }
        text += tail
    }

    static func textTooLong(_ length: Int, offset: Int) -> ExpressionError {
        ExpressionError(.expressionInvalid, "this would build a text of \(length) characters; an expression may build at most "
                            + "\(ExpressionLimits.textLength)", offset: offset,
                        hint: "write long text in the scene or its state rather than building it")
    }

    private static func combine(_ op: Expression.BinaryOperator, _ a: Value, _ b: Value,
                                offset: Int) throws(ExpressionError) -> Value {
        switch (op, a, b) {
        case (.equal, _, _): return .bool(a == b)
        case (.notEqual, _, _): return .bool(a != b)
        case (.add, .number(let x), .number(let y)): return .number(x + y)
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

    /// `a..<b` or `a...b` over whole numbers, at most `ExpressionLimits.rangeItems` long.
    private mutating func range(_ lower: Expression, _ upper: Expression, closed: Bool,
                                offset: Int, depth: Int) throws(ExpressionError) -> Value {
        let a = try value(of: lower, depth: depth), b = try value(of: upper, depth: depth)
        guard case .number(let x) = a, case .number(let y) = b, x == x.rounded(), y == y.rounded() else {
            throw ExpressionError(.expressionInvalid, "a range needs whole numbers on both sides", offset: offset)
        }
        // Checked conversions: a bound of 1e19 is an error here, not a trap.
        guard let from = x.exactWholeNumber, let to = y.exactWholeNumber else {
            throw ExpressionError(.expressionInvalid, "a range's bounds must lie within ±\(Int(ExpressionLimits.largestWholeNumber))",
                                  offset: offset, hint: "a range has at most \(ExpressionLimits.rangeItems) items")
        }
        let end = closed ? to + 1 : to
        guard end > from else { return .list([]) }
        guard end - from <= ExpressionLimits.rangeItems else {
            throw ExpressionError(.expressionInvalid, "a range of \(end - from) items; a range may have at most \(ExpressionLimits.rangeItems)",
                                  offset: offset)
        }
        try spend(end - from, at: offset)
        return .list((from..<end).map { .number(Double($0)) })
    }

    /// Counts `count` more list items against the evaluation's budget.
    private mutating func spend(_ count: Int, at offset: Int) throws(ExpressionError) {
        listItemsBuilt += count
        guard listItemsBuilt <= ExpressionLimits.listItems else {
            throw ExpressionError(.expressionInvalid, "this expression builds more than \(ExpressionLimits.listItems) list items",
                                  offset: offset, hint: "use fewer or shorter ranges and lists")
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
            return try pad(numbers(2), offset: offset)
        default:
            throw ExpressionError(.expressionUnknownName, "unknown function '\(name)'", offset: offset,
                                  fixIt: Suggestions.fixIt(for: name, in: functionNames))
        }
        throw ExpressionError(.expressionInvalid, "'\(name)' needs at least one argument", offset: offset)
    }

    /// pad(7, 2) → "07": for clocks and countdowns ("0:07"). Both numbers are truncated to
    /// whole numbers, with checks; the result is at most `ExpressionLimits.textLength` long.
    private static func pad(_ n: [Double], offset: Int) throws(ExpressionError) -> Value {
        guard let number = n[0].rounded(.towardZero).exactWholeNumber,
              let width = n[1].rounded(.towardZero).exactWholeNumber else {
            throw ExpressionError(.expressionInvalid, "'pad' takes numbers within ±\(Int(ExpressionLimits.largestWholeNumber))", offset: offset)
        }
        guard width <= ExpressionLimits.textLength else { throw textTooLong(width, offset: offset) }
        let digits = String(number)
        return .string(String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits)
    }
}
