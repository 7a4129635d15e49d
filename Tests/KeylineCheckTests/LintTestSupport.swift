import KeylineCheck
import KeylineCore
import Testing

/// Lints the screens of a scene written inline (file "test.yaml"), on one thread.
func lint(_ yaml: String, appearances: [Appearance] = [.light], sizes: [DynamicTypeSize] = [.large]) throws -> LintReport {
    let document = try SceneLoader.load(text: yaml, file: "test.yaml", directory: "/nonexistent")
    let variants = appearances.flatMap { a in sizes.map { Variant(appearance: a, device: document.device, dynamicTypeSize: $0) } }
    return try Linter(document: document).run(screens: document.screens, variants: variants)
}

/// A one-screen scene whose body is `body` (indented as written); `top` goes before it.
func scene(_ body: String, top: String = "") -> String {
    (top.isEmpty ? "" : top + "\n") + "screens:\n  main:\n    body:\n"
        + body.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }.joined(separator: "\n")
}

extension LintReport {
    /// The findings of one lint.
    func findings(_ code: Diagnostic.Code) -> [Finding] { findings.filter { $0.code == code } }
}
