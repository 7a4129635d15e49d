/// A plain value: what a YAML scalar holds or an expression computes.
public enum Value: Hashable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case list([Value])

    /// The word used in messages: "expected a number, got a string".
    public var typeName: String {
        switch self {
        case .null: "nothing"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .list: "a list"
        }
    }

    /// How the value reads when interpolated into text: numbers without a needless ".0".
    public var description: String {
        switch self {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let n): n.pointString
        case .string(let s): s
        case .list(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
        }
    }
}
