/// Design tokens, resolved at load time: named colours (light and dark), gradients,
/// typography styles, spacing values and shadows.
public struct Tokens: Sendable {
    public var colors: [String: SystemColors.Pair] = [:]
    public var gradients: [String: GradientToken] = [:]
    public var typography: [String: FontSpec] = [:]
    public var spacing: [String: Double] = [:]
    public var shadows: [String: ShadowToken] = [:]

    public init() {}

    public func color(_ name: String, _ appearance: Appearance) -> Color? {
        guard let pair = colors[name] ?? SystemColors.all[name] else { return nil }
        return appearance == .light ? pair.light : pair.dark
    }

    /// Every colour name a scene can use: its tokens and the system colours.
    public var colorNames: [String] { Array(colors.keys) + Array(SystemColors.all.keys) }

    public func font(_ name: String) -> FontSpec? { typography[name] ?? TextStyles.all[name] }

    public var fontNames: [String] { Array(typography.keys) + Array(TextStyles.all.keys) }
}

public struct GradientToken: Sendable {
    public var light: Paint
    public var dark: Paint
    public func paint(_ appearance: Appearance) -> Paint { appearance == .light ? light : dark }
}

public struct ShadowToken: Sendable {
    public var light: ShadowSpec
    public var dark: ShadowSpec
    public func shadow(_ appearance: Appearance) -> ShadowSpec { appearance == .light ? light : dark }
}
