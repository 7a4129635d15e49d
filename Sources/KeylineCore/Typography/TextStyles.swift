/// iOS's built-in text styles (`.largeTitle`, `.body`, …) at the default Dynamic Type size
/// ("Large"), usable in a scene without declaring them.
///
/// Sizes, weights and leading are from Apple's Human Interface Guidelines, Typography,
/// "iOS and iPadOS Dynamic Type sizes", Large column. The leading is used as the absolute
/// line height, which is what SF Pro's metrics give at those sizes.
public enum TextStyles {
    public static let all: [String: FontSpec] = [
        "largeTitle": style(34, 41),
        "title": style(28, 34),
        "title1": style(28, 34),
        "title2": style(22, 28),
        "title3": style(20, 25),
        "headline": style(17, 22, .semibold),
        "body": style(17, 22),
        "callout": style(16, 21),
        "subheadline": style(15, 20),
        "footnote": style(13, 18),
        "caption": style(12, 16),
        "caption1": style(12, 16),
        "caption2": style(11, 13),
    ]

    private static func style(_ size: Double, _ leading: Double, _ weight: FontWeight = .regular) -> FontSpec {
        FontSpec(family: FontSpec.systemFamily, weight: weight, size: size, lineHeight: leading)
    }
}
