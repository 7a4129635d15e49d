/// Where something was written: file, 1-based line and 1-based column (in Unicode scalars,
/// as libyaml counts them).
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file; self.line = line; self.column = column
    }

    /// The location `offset` characters further along the same line, for positions inside a
    /// scalar (an expression's token, say). Assumes the scalar is written on one line.
    public func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + offset)
    }

    public var description: String { "\(file):\(line):\(column)" }
}
