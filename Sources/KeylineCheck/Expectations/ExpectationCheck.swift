import KeylineCore
import KeylineLayout
import KeylineRender

/// `keyline check`: solves every screen in every variant its expectations are about and
/// measures them. Which variants: the appearances asked for (both by default); the scene's
/// device plus any an expectation names (`device iphoneSE`), unless devices are given;
/// the Dynamic Type sizes the expectations name (Large unless they say `at …`), unless
/// sizes are given; each screen in its own state, and in the states expectations set
/// (`with pressed=true`).
public enum ExpectationCheck {
    /// The variants to solve, in table order: device (the scene's first), size (Large first), state (the
    /// screens' own first, then in the order expectations set them), appearance.
    public static func variants(for document: SceneDocument, appearances: [Appearance] = Appearance.allCases,
                                devices: [Device]? = nil, sizes: [DynamicTypeSize]? = nil) -> [Variant] {
        let scopes = document.expectations.map(\.scope)
        let devices = devices ?? Device.all.filter { device in
            device == document.device || scopes.contains { $0.devices?.contains(device.name) ?? false }
        }
        // Large, iOS's default, first: the spec's own numbers lead the table.
        let sizes = (sizes ?? DynamicTypeSize.allCases.filter { size in scopes.contains { $0.sizes.contains(size) } })
            .sorted { ($0 == .large ? -1 : $0.rawValue) < ($1 == .large ? -1 : $1.rawValue) }
        var states: [[String: Value]] = scopes.contains { $0.state.isEmpty } ? [[:]] : []
        for scope in scopes where !states.contains(scope.state) { states.append(scope.state) }
        var variants: [Variant] = []
        for device in devices {
            for size in sizes {
                for state in states {
                    for appearance in Appearance.allCases where appearances.contains(appearance) {
                        variants.append(Variant(appearance: appearance, device: device, dynamicTypeSize: size, state: state))
                    }
                }
            }
        }
        return variants
    }

    /// Measures the scene's expectations on `screens` (nil: all of them) in `variants`.
    /// `devices` are the devices the run is about (nil: the scene's), as given to
    /// `variants(for:…)`: an expectation that names no device is measured on those, one
    /// that names some on those it names. When every screen is measured, an expectation
    /// that no screen could be measured for in a variant (its elements are on none) fails
    /// there rather than passing unseen.
    public static func run(_ document: SceneDocument, screens: [ScreenDefinition]? = nil, variants: [Variant],
                           devices: [Device]? = nil, measurer: Renderer) throws(SceneError) -> CheckReport {
        let pipeline = ScenePipeline(document: document)
        let expectations = document.expectations
        let devices = devices ?? [document.device]
        func about(_ e: Expectation, _ variant: Variant) -> Bool { isAbout(e, variant, devices: devices) }
        var results: [ExpectationResult] = []
        for screen in screens ?? document.screens {
            for variant in variants {
                let relevant = Self.relevant(document, screen: screen, variant: variant, devices: devices)
                guard !relevant.isEmpty else { continue }
                let tree = pipeline.layout(try pipeline.viewTree(screen, variant), variant, renderer: measurer)
                results += Expectations.evaluate(relevant, tree: tree, screen: screen.id, variant: variant,
                                                 tokens: document.tokens, sceneDevice: document.device)
            }
        }
        if screens == nil {
            results += unmeasured(expectations.filter { e in variants.contains { about(e, $0) } }, variants: variants, results: results,
                                  about: about, sceneDevice: document.device)
        }
        return CheckReport(scene: document.file, results: results)
    }

    /// The scene's expectations about `screen` in `variant`, measured on the layout already
    /// solved for them (`tree`), not solved again: what a redline draws its failures from.
    public static func evaluate(_ document: SceneDocument, screen: ScreenDefinition, variant: Variant, tree: LayoutTree,
                                devices: [Device]? = nil) -> [ExpectationResult] {
        let relevant = relevant(document, screen: screen, variant: variant, devices: devices ?? [variant.device])
        guard !relevant.isEmpty else { return [] }
        return Expectations.evaluate(relevant, tree: tree, screen: screen.id, variant: variant,
                                     tokens: document.tokens, sceneDevice: document.device)
    }

    /// The expectations measured on `screen` in `variant`: those whose scope includes the
    /// variant and the screen, when the screen has every state variable the variant sets.
    private static func relevant(_ document: SceneDocument, screen: ScreenDefinition, variant: Variant, devices: [Device]) -> [Expectation] {
        let variables = Set(screen.state.map(\.name))
        guard variant.state.keys.allSatisfy(variables.contains) else { return [] }
        return document.expectations.filter { isAbout($0, variant, devices: devices) && ($0.scope.screens?.contains(screen.id) ?? true) }
    }

    /// An expectation that names no device is about the run's devices; one that names
    /// some, about those it names.
    private static func isAbout(_ e: Expectation, _ variant: Variant, devices: [Device]) -> Bool {
        e.scope.includes(variant) && (e.scope.devices != nil || devices.contains(variant.device))
    }

    /// A failure for each expectation, in each variant it is about, that names no screen
    /// and whose elements no screen has.
    private static func unmeasured(_ expectations: [Expectation], variants: [Variant], results: [ExpectationResult],
                                   about: (Expectation, Variant) -> Bool, sceneDevice: Device) -> [ExpectationResult] {
        let measured = Set(results.map { MeasuredKey(location: $0.expectation.location, variant: $0.variant) })
        var failures: [ExpectationResult] = []
        for variant in variants {
            for e in expectations where e.scope.screens == nil && about(e, variant)
            && !measured.contains(MeasuredKey(location: e.location, variant: variant)) {
                let ids = e.elements.map { "'\($0.id)'" }.joined(separator: ", ")
                failures.append(ExpectationResult(expectation: e, screen: nil, variant: variant, variantKey: variant.key(sceneDevice: sceneDevice),
                                                  expected: "–", measured: "absent",
                                                  verdict: .fail, reason: "no screen has \(ids) in this variant"))
            }
        }
        return failures
    }

    private struct MeasuredKey: Hashable {
        let location: SourceLocation
        let variant: Variant
    }
}
