import KeylineCore
import KeylineLayout

/// `hit-target`: interactive elements (buttons, links, toggles, adjustable controls; see
/// `AccessibilitySpec.isInteractive`) at least 44x44 pt. Apple's Human Interface
/// Guidelines (Accessibility, "Buttons and controls"): "a minimum tappable area of 44x44 pt"
/// on iOS. The area is the element's frame: the view as modified up to its accessibility
/// — a component's `role` covers its body with the body's own padding (a SwiftUI button's
/// label is tappable over its padding), not the padding its use site adds around it, as
/// padding outside a `Button` is not part of it. Hidden elements are not checked.
struct HitTargetLint: Lint {
    static let minimumSide = 44.0

    func findings(in subject: LintSubject) -> [LintFinding] {
        subject.reading.elements.filter(\.isInteractive).compactMap { element in
            let frame = element.frame
            // Frames agree to Pango's precision; 43.999 is 44.
            guard frame.width < Self.minimumSide - 0.001 || frame.height < Self.minimumSide - 0.001 else { return nil }
            let node = subject.layout[element.node]
            return LintFinding(.lintHitTarget,
                "\(subject.describe(node)) is interactive but \(LayoutJSON.number(frame.width))x\(LayoutJSON.number(frame.height)) pt; tappable areas need at least 44x44 pt (Apple HIG)",
                node: node, in: subject)
        }
    }
}
