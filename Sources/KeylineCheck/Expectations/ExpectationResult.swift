import KeylineCore

/// One expectation measured in one screen and variant.
public struct ExpectationResult: Hashable, Sendable {
    public enum Verdict: String, Hashable, Sendable { case pass, fail }

    public let expectation: Expectation
    /// The screen measured; nil for an expectation no screen could be measured for (its
    /// elements are on none of them in this variant).
    public let screen: String?
    public let variant: Variant
    /// `Variant.key(sceneDevice:)`: `light@3x`, `dark-AX5@3x`.
    public let variantKey: String
    /// What the spec says, as compared: `== 48`, `>= 44 ± 0.5`, `== #E0E0E0`, `hidden`.
    public let expected: String
    /// What the layout has: `48`, `#E0E0E0`, `"Next"`, `visible`, `absent`.
    public let measured: String
    public let verdict: Verdict
    /// Why it failed, when it did: `2 pt short`, `'skip' is not on this screen`.
    public let reason: String?

    public init(expectation: Expectation, screen: String?, variant: Variant, variantKey: String,
                expected: String, measured: String, verdict: Verdict, reason: String?) {
        self.expectation = expectation; self.screen = screen; self.variant = variant; self.variantKey = variantKey
        self.expected = expected; self.measured = measured; self.verdict = verdict; self.reason = reason
    }

    public var passed: Bool { verdict == .pass }
}
