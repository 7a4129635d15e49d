import KeylineCore
import KeylineLayout

/// `dynamic-type`: text in a fixed size (`{ family: Inter, size: 24 }`, SwiftUI's
/// `.system(size:)` or `.custom(_:fixedSize:)`), which stays the same when a person asks
/// for larger text. Xcode's `dynamicType` audit. Text styles and sizes `relativeTo:` a
/// style scale (README, "Dynamic Type"); a `dynamicTypeSize:` range still scales within
/// it. Where the spec fixes a size on purpose, say so with
/// `lint: { ignore: [dynamic-type], reason: "…" }`.
struct DynamicTypeLint: Lint {
    func findings(in subject: LintSubject) -> [LintFinding] {
        subject.layout.nodes.compactMap { node in
            guard let text = node.text, !text.string.isEmpty, text.font.dynamicType == nil, subject.layout.isDrawn(node) else { return nil }
            return LintFinding(.lintDynamicType,
                "\(subject.describe(node)) has a fixed size (\(LayoutJSON.number(text.font.size)) pt) that does not follow Dynamic Type; use a text style or relativeTo:",
                node: node, in: subject)
        }
    }
}
