import Foundation

extension Converter {
    /// `accessibility: Skip onboarding` (a label), or `{ label, hint, value, traits: [button],
    /// hidden, sortPriority, children: combine|ignore|contain }`.
    public func accessibility(_ node: ValueNode) throws(SceneError) -> AccessibilitySpec {
        if node.scalar != nil { return AccessibilitySpec(label: try string(node, "accessibility")) }
        let e = try entries(node, "accessibility", allowed: ["label", "hint", "value", "traits", "hidden", "sortPriority", "children"])
        var spec = AccessibilitySpec()
        spec.label = try e["label"].map { n throws(SceneError) in try string(n, "accessibility.label") }
        spec.hint = try e["hint"].map { n throws(SceneError) in try string(n, "accessibility.hint") }
        spec.value = try e["value"].map { n throws(SceneError) in try string(n, "accessibility.value") }
        if let traits = e["traits"] {
            for item in traits.items ?? [traits] {
                let trait = try choice(item, "accessibility.traits", AccessibilityTrait.self)
                if !spec.traits.contains(trait) { spec.traits.append(trait) }
            }
        }
        spec.hidden = try e["hidden"].map { n throws(SceneError) in try bool(n, "accessibility.hidden") }
        spec.sortPriority = try e["sortPriority"].map { n throws(SceneError) in try number(n, "accessibility.sortPriority") }
        spec.children = try e["children"].map { n throws(SceneError) in try choice(n, "accessibility.children", AccessibilityChildren.self) }
        return spec
    }

    /// `lint: { ignore: [contrast, dynamic-type], reason: "…" }` (or `ignore: contrast`);
    /// the reason is required, so that a suppression says why the lint does not apply.
    public func lintSuppression(_ node: ValueNode, at location: SourceLocation) throws(SceneError) -> LintSuppression {
        let e = try entries(node, "lint", allowed: ["ignore", "reason"])
        guard let ignore = e["ignore"] else {
            throw SceneError(.missingKey, "'lint' needs 'ignore:', the lints not to report here", at: location,
                             hint: "lint: { ignore: [contrast], reason: \"…\" }; lints: " + LintSuppression.ruleNames.joined(separator: ", "))
        }
        let names = Dictionary(uniqueKeysWithValues: LintSuppression.ruleNames.flatMap { [($0, $0), ("lint." + $0, $0)] })
        var rules: [String] = []
        for item in ignore.items ?? [ignore] {
            let rule = try choice(item, "lint.ignore", names)
            if !rules.contains(rule) { rules.append(rule) }
        }
        guard let reasonNode = e["reason"] else {
            throw SceneError(.missingKey, "a lint suppression needs 'reason:', saying why the lint does not apply here", at: location,
                             hint: "quote the spec: reason: \"the spec fixes this size\"")
        }
        let reason = try string(reasonNode, "lint.reason")
        guard !reason.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw SceneError(.invalidValue, "a lint suppression's 'reason' cannot be empty", at: reasonNode.location,
                             hint: "say why the lint does not apply here")
        }
        return LintSuppression(rules: rules, reason: reason, location: location)
    }
}
