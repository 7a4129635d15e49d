/// An error in a scene file, or found while instantiating one: a `Diagnostic` of severity
/// error with a location. The name the loader, the instantiator and the timeline throw
/// (`throws(SceneError)`), built as `SceneError(.unknownKey, "…", at: location, fixIt: …)`.
public typealias SceneError = Diagnostic

/// Everything loading one scene file found when it found errors: every error, in the order
/// they occur in the file, and the warnings found on the way. Loading reports as many
/// independent errors as it can find rather than stopping at the first.
public struct SceneErrors: Error, Sendable, CustomStringConvertible {
    /// Errors and warnings, in `Diagnostic.precedes` order.
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.sorted(by: Diagnostic.precedes)
    }

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
