import Yams

extension Value {
    /// A value written as in a scene file — `3`, `true`, `error`, `[4, 8, 2]` — for state
    /// given on the command line. Returns nil for a mapping or malformed text.
    public static func parse(_ text: String) -> Value? {
        guard let node = try? Yams.compose(yaml: text) else { return .string(text) }
        // Aliases could make a few bytes into billions of values: bounded as a scene is.
        guard (try? YAMLSource(file: "<state>", text: text).checkSize(node)) != nil else { return nil }
        func convert(_ node: Node) -> Value? {
            switch node {
            case .scalar(let s):
                return s.style == .singleQuoted || s.style == .doubleQuoted ? .string(s.string) : ValueTemplateReader.plainValue(s.string)
            case .sequence(let items):
                var values: [Value] = []
                for item in items { guard let v = convert(item) else { return nil }; values.append(v) }
                return .list(values)
            default: return nil
            }
        }
        return convert(node)
    }
}
