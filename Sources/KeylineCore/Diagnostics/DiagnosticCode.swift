extension Diagnostic {
    /// The stable codes, one per kind of mistake rather than one per place that finds it.
    /// The raw value (`scene.unknown-key`) is printed after each message and listed in the
    /// README ("Errors"); cases are never renamed, only added.
    public enum Code: String, Hashable, Sendable, CaseIterable {
        // The scene file: its text, its keys, its values and the names it uses.
        /// The scene file cannot be opened, is not UTF-8, or is empty.
        case unreadableScene = "scene.unreadable"
        /// Malformed YAML or JSON: indentation, tabs, quotes, duplicate keys.
        case yamlSyntax = "scene.yaml-syntax"
        /// A key not allowed where it is written: a view's property or modifier, a view
        /// kind, a section of the scene or of tokens, a component's argument.
        case unknownKey = "scene.unknown-key"
        /// Something required is not there: a body, a component's parameter, a pager's selection.
        case missingKey = "scene.missing-key"
        /// A value of the wrong kind: text where a number goes, a list where a mapping goes.
        case typeMismatch = "scene.type-mismatch"
        /// A value of the right kind that is not allowed: a negative size, a word that is not
        /// one of the choices, a contradictory frame, two view kinds in one view.
        case invalidValue = "scene.invalid-value"
        /// A colour, typography, spacing or shadow token that is not declared.
        case unknownToken = "scene.unknown-token"
        /// A component that is not declared.
        case unknownComponent = "scene.unknown-component"
        /// Another name that is not declared: a state variable, a slot, a screen.
        case unknownName = "scene.unknown-name"
        /// A component that contains itself.
        case componentCycle = "scene.component-cycle"
        /// Two views of one screen with the same id.
        case duplicateID = "scene.duplicate-id"
        /// A scene beyond one of Keyline's limits (`SceneLimits`, README "Limits"): a
        /// length past 100,000 pt, views nested too deep, a screen expanding to too many
        /// views, a storyboard too long.
        case limitExceeded = "scene.limit-exceeded"

        // Expressions (`${…}`) and animations, inside scene files or on the command line.
        /// An expression that cannot be parsed.
        case expressionSyntax = "expression.syntax"
        /// A name or function an expression uses that does not exist.
        case expressionUnknownName = "expression.unknown-name"
        /// An expression that parses but cannot be evaluated: wrong types, division by zero.
        case expressionInvalid = "expression.invalid"
        /// An animation that cannot be parsed, or whose parameters are out of range.
        case animationInvalid = "animation.invalid"

        // What rendering finds.
        /// An image file that is not there; a placeholder is drawn instead.
        case assetMissing = "asset.missing"
        /// A symbol name Keyline has no glyph for; a placeholder is drawn instead.
        case symbolMissing = "asset.symbol-missing"
        /// An Apple font drawn with its documented stand-in (SF Pro → Inter).
        case fontStandIn = "font.stand-in"
        /// A font family that is not installed, drawn with what fontconfig chose.
        case fontSubstituted = "font.substituted"

        // What `keyline check` measures.
        /// A spec expectation (`expect:`) that the solved layout does not meet.
        case expectationFailed = "expectation.failed"

        // What `keyline lint` finds (README, "Accessibility and `keyline lint`"): warnings,
        // one code per lint; a scene can suppress them per view (`lint: { ignore: [...] }`).
        /// Text whose WCAG 2.x contrast ratio against the pixels behind it is below 4.5:1
        /// (3:1 for large text).
        case lintContrast = "lint.contrast"
        /// An interactive element smaller than 44x44 pt (Apple's HIG).
        case lintHitTarget = "lint.hit-target"
        /// Text truncated by its line limit or clipped by its frame or the screen.
        case lintTextClipped = "lint.text-clipped"
        /// Text in a fixed size that does not follow Dynamic Type.
        case lintDynamicType = "lint.dynamic-type"
        /// An interactive element or an image VoiceOver reads without a label.
        case lintLabel = "lint.label"
        /// An element outside the canvas or the safe area; interactive elements overlapping.
        case lintSafeArea = "lint.safe-area"
        /// A written size or spacing off the scene's grid (`lint: { grid: 8 }`).
        case lintGrid = "lint.grid"
        /// A `lint: { ignore: … }` that suppressed nothing.
        case lintUnusedSuppression = "lint.unused-suppression"

        // The command line.
        /// A screen, storyboard, device or state variable named on the command line that
        /// the scene does not have.
        case inputUnknownName = "input.unknown-name"
        /// A command-line value that cannot be read (`--state page=`).
        case inputInvalidValue = "input.invalid-value"
        /// A file that cannot be written.
        case outputFailed = "output.failed"
        /// A run that would make more than Keyline makes in one go: more frames in one
        /// sequence than `SceneLimits.framesPerSequence`, given the command line's fps.
        case outputLimitExceeded = "output.limit-exceeded"

        /// How serious a diagnostic with this code is unless said otherwise.
        public var severity: Severity {
            switch self {
            case .assetMissing, .symbolMissing, .lintContrast, .lintHitTarget, .lintTextClipped, .lintDynamicType, .lintLabel,
                 .lintSafeArea, .lintGrid, .lintUnusedSuppression: .warning
            case .fontStandIn, .fontSubstituted: .note
            default: .error
            }
        }
    }
}
