/// What VoiceOver is told about a view: SwiftUI's `accessibilityLabel`, `accessibilityHint`,
/// `accessibilityValue`, `accessibilityAddTraits`, `accessibilityHidden`,
/// `accessibilitySortPriority` and `accessibilityElement(children:)` in one modifier:
///
///     accessibility: { label: Skip onboarding, hint: Skips to registration, traits: [button] }
///
/// A view may carry several (a component's `role`, its body's own, the use site's); they
/// merge with `merging(_:)`, the outer one winning.
public struct AccessibilitySpec: Hashable, Sendable {
    public var label: String?
    public var hint: String?
    public var value: String?
    /// In the order written, without repeats.
    public var traits: [AccessibilityTrait]
    /// SwiftUI's `accessibilityHidden(true)`: the view and everything inside it are not
    /// read (decorative images).
    public var hidden: Bool?
    /// SwiftUI's `accessibilitySortPriority(_:)`: higher is read first among the
    /// elements of one container; 0 by default.
    public var sortPriority: Double?
    /// SwiftUI's `accessibilityElement(children:)`; nil: Keyline's default (see
    /// `AccessibilityChildren`).
    public var children: AccessibilityChildren?

    public init(label: String? = nil, hint: String? = nil, value: String? = nil, traits: [AccessibilityTrait] = [],
                hidden: Bool? = nil, sortPriority: Double? = nil, children: AccessibilityChildren? = nil) {
        self.label = label; self.hint = hint; self.value = value; self.traits = traits
        self.hidden = hidden; self.sortPriority = sortPriority; self.children = children
    }

    /// `self` wrapped by `outer`: what `outer` says wins, traits add up.
    public func merging(_ outer: AccessibilitySpec) -> AccessibilitySpec {
        var merged = self
        merged.label = outer.label ?? label
        merged.hint = outer.hint ?? hint
        merged.value = outer.value ?? value
        merged.traits = traits + outer.traits.filter { !traits.contains($0) }
        merged.hidden = outer.hidden ?? hidden
        merged.sortPriority = outer.sortPriority ?? sortPriority
        merged.children = outer.children ?? children
        return merged
    }

    /// A button, link, toggle or adjustable control: something a person acts on, which
    /// must be large enough to hit and must have a label.
    public var isInteractive: Bool { traits.contains { $0.isInteractive } }
}

/// SwiftUI's `AccessibilityTraits` (`isButton` is `button`), plus UIKit's `adjustable`
/// (`UIAccessibilityTraits.adjustable`, what a page control or slider is; SwiftUI gives it
/// through `accessibilityAdjustableAction`) and `notEnabled`.
public enum AccessibilityTrait: String, Hashable, Sendable, CaseIterable {
    case button, header, link, image, selected, staticText, adjustable, toggle, searchField
    case summaryElement, updatesFrequently, playsSound, keyboardKey, startsMediaSession
    case allowsDirectInteraction, causesPageTurn, modal, notEnabled

    /// The traits of controls a person acts on.
    public var isInteractive: Bool {
        switch self {
        case .button, .link, .adjustable, .toggle, .searchField, .keyboardKey: true
        default: false
        }
    }
}

/// What a component is, written on its definition (`role: button`): its views count as
/// that control wherever the component is used.
public enum AccessibilityRole: String, Hashable, Sendable, CaseIterable {
    case button, toggle, pageControl, link

    /// The traits VoiceOver announces for the control: a `UIPageControl` is adjustable
    /// (swipe up or down to change the page); a SwiftUI `Toggle` is a toggle button.
    public var traits: [AccessibilityTrait] {
        switch self {
        case .button: [.button]
        case .toggle: [.button, .toggle]
        case .pageControl: [.adjustable]
        case .link: [.link]
        }
    }
}

/// SwiftUI's `AccessibilityChildBehavior`: how the views inside an element are read.
public enum AccessibilityChildren: String, Hashable, Sendable, CaseIterable {
    /// One element; its label, if it has none of its own, is its children's labels
    /// joined with commas (a SwiftUI `Button` combines its label's views this way).
    case combine
    /// One element with its own label; the children are not read.
    case ignore
    /// The children are read one by one, ordered among themselves; the view's label names
    /// the group (VoiceOver says it when it enters).
    case contain
}

/// `lint: { ignore: [contrast], reason: "…" }`: findings of these lints on this view and
/// the views inside it are not reported. A reason is required; a suppression that
/// suppresses nothing is itself a finding.
public struct LintSuppression: Hashable, Sendable {
    /// Lint names without the `lint.` prefix: `contrast`, `hit-target`, …
    public var rules: [String]
    public var reason: String
    /// Where `lint:` is written: findings about unused suppressions point here.
    public var location: SourceLocation
    /// Keyline's own, on what iOS draws (the navigation and tab bars' system colours and
    /// sizes): never reported as unused, since the scene did not write it.
    public var bySystem: Bool

    public init(rules: [String], reason: String, location: SourceLocation, bySystem: Bool = false) {
        self.rules = rules; self.reason = reason; self.location = location; self.bySystem = bySystem
    }

    /// The lints a scene can suppress: every `lint.` diagnostic code but the one about
    /// suppressions themselves.
    public static var ruleNames: [String] {
        Diagnostic.Code.allCases.map(\.rawValue).filter { $0.hasPrefix("lint.") && $0 != Diagnostic.Code.lintUnusedSuppression.rawValue }
            .map { String($0.dropFirst("lint.".count)) }
    }
}

/// The scene's top-level `lint:` settings.
public struct LintSettings: Hashable, Sendable {
    /// `grid: 8`: the `grid` lint checks that written paddings, frames, spacings and
    /// offsets are multiples of this; nil (the default) leaves the lint off.
    public var grid: Double?
    public init(grid: Double? = nil) { self.grid = grid }
}
