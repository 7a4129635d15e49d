import Foundation
import KeylineCore
import KeylineLayout

/// `label`: what VoiceOver focuses on must say what it is. An interactive element needs a
/// label — its own, or its text's (a button's text child is its label, as SwiftUI
/// combines a `Button`'s label views) — and so does an image VoiceOver reads (one not
/// hidden with `accessibility: { hidden: true }`, SwiftUI's `Image(decorative:)` or
/// `accessibilityHidden(true)`). Xcode's accessibility audit calls this "element
/// description".
struct LabelLint: Lint {
    func findings(in subject: LintSubject) -> [LintFinding] {
        subject.reading.elements.compactMap { element in
            guard !element.isGroup, (element.label ?? "").trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            let node = subject.layout[element.node]
            if element.isInteractive {
                let role = element.traits.first(where: \.isInteractive)?.rawValue ?? "control"
                return LintFinding(.lintLabel,
                    "\(subject.describe(node)) is a \(role) without an accessibility label: VoiceOver reads nothing for it; add accessibility: { label: … }",
                    node: node, in: subject)
            }
            if element.traits.contains(.image) {
                return LintFinding(.lintLabel,
                    "\(node.id.map { "image '\($0)'" } ?? "an image") has no accessibility label; add accessibility: { label: … }, or { hidden: true } if it is decorative",
                    node: node, in: subject)
            }
            return nil
        }
    }
}
