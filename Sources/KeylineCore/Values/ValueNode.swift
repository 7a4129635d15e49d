/// An evaluated value with the place it came from at every level, so that a converter can
/// point at the exact key or item that is wrong.
public struct ValueNode: Sendable {
    public enum Content: Sendable {
        case scalar(Value)
        case list([ValueNode])
        case map([Entry])
    }

    public struct Entry: Sendable {
        public var key: String
        public var keyLocation: SourceLocation
        public var value: ValueNode
        public init(key: String, keyLocation: SourceLocation, value: ValueNode) {
            self.key = key; self.keyLocation = keyLocation; self.value = value
        }
    }

    public var content: Content
    public var location: SourceLocation

    public init(_ content: Content, at location: SourceLocation) {
        self.content = content; self.location = location
    }

    /// A computed value, located where the expression that computed it was written.
    public init(_ value: Value, at location: SourceLocation) {
        if case .list(let items) = value {
            self.init(.list(items.map { ValueNode($0, at: location) }), at: location)
        } else {
            self.init(.scalar(value), at: location)
        }
    }

    public var scalar: Value? {
        if case .scalar(let v) = content { return v }
        return nil
    }

    public var entries: [Entry]? {
        if case .map(let e) = content { return e }
        return nil
    }

    public var items: [ValueNode]? {
        if case .list(let items) = content { return items }
        return nil
    }

    public var typeName: String {
        switch content {
        case .scalar(let v): v.typeName
        case .list: "a list"
        case .map: "a mapping"
        }
    }

    /// The value as a plain `Value` (mappings have no plain form and give nil).
    public var plainValue: Value? {
        switch content {
        case .scalar(let v): return v
        case .list(let items):
            var values: [Value] = []
            for item in items {
                guard let v = item.plainValue else { return nil }
                values.append(v)
            }
            return .list(values)
        case .map: return nil
        }
    }

    public subscript(key: String) -> ValueNode? { entries?.first { $0.key == key }?.value }
}
