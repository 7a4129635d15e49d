/// A value as written in a scene file, before evaluation: a literal, an expression
/// (`${page + 1}` or `$title`), text with expressions inside (`Page ${page + 1} of 3`),
/// or a list or mapping of those.
public indirect enum ValueTemplate: Sendable {
    case literal(Value, SourceLocation)
    /// `location` is where the expression text itself starts, so that an error at offset
    /// n inside it is reported at `location.advanced(by: n)`.
    case expression(Expression, SourceLocation)
    case interpolation([InterpolationPart], SourceLocation)
    case list([ValueTemplate], SourceLocation)
    case map([Entry], SourceLocation)

    public struct Entry: Sendable {
        public var key: String
        public var keyLocation: SourceLocation
        public var value: ValueTemplate
    }

    public enum InterpolationPart: Sendable {
        case text(String)
        case expression(Expression, SourceLocation)
    }

    public var location: SourceLocation {
        switch self {
        case .literal(_, let l), .expression(_, let l), .interpolation(_, let l), .list(_, let l), .map(_, let l): l
        }
    }

    /// True when nothing in it depends on state or parameters, so it can be checked once,
    /// when the scene is loaded.
    public var isConstant: Bool {
        switch self {
        case .literal: true
        case .expression, .interpolation: false
        case .list(let items, _): items.allSatisfy(\.isConstant)
        case .map(let entries, _): entries.allSatisfy(\.value.isConstant)
        }
    }

    /// Evaluates every expression in it.
    public func evaluate(in scope: Scope) throws(SceneError) -> ValueNode {
        switch self {
        case .literal(let v, let l):
            return ValueNode(v, at: l)
        case .expression(let e, let l):
            return ValueNode(try Self.run(e, at: l, in: scope), at: l)
        case .interpolation(let parts, let l):
            var text = ""
            for part in parts {
                switch part {
                case .text(let s): text += s
                case .expression(let e, let el): text += try Self.run(e, at: el, in: scope).description
                }
            }
            return ValueNode(.string(text), at: l)
        case .list(let items, let l):
            var nodes: [ValueNode] = []
            for item in items { nodes.append(try item.evaluate(in: scope)) }
            return ValueNode(.list(nodes), at: l)
        case .map(let entries, let l):
            var evaluated: [ValueNode.Entry] = []
            for entry in entries {
                evaluated.append(.init(key: entry.key, keyLocation: entry.keyLocation, value: try entry.value.evaluate(in: scope)))
            }
            return ValueNode(.map(evaluated), at: l)
        }
    }

    private static func run(_ e: Expression, at location: SourceLocation, in scope: Scope) throws(SceneError) -> Value {
        do {
            return try e.evaluate(in: scope)
        } catch {
            throw SceneError(error.code, error.message, at: location.advanced(by: error.offset), fixIt: error.fixIt, hint: error.hint)
        }
    }
}
