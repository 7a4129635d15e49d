/// iOS's built-in text styles (SwiftUI's `Font.TextStyle`: `.largeTitle`, `.body`, …).
public enum TextStyle: String, Sendable, CaseIterable, Hashable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// The style's point size and leading at a Dynamic Type size, from Apple's table.
    public func metrics(at size: DynamicTypeSize) -> (size: Double, leading: Double) {
        let row = TextStyles.table[self]!
        return row[size.rawValue]
    }

    /// Headline is the one semibold style; the others are regular.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// By name, including UIKit's `title1` and `caption1` spellings.
    public static func named(_ name: String) -> TextStyle? {
        switch name {
        case "title1": .title
        case "caption1": .caption
        default: TextStyle(rawValue: name)
        }
    }

    /// Every accepted name, for "did you mean".
    public static var allNames: [String] { allCases.map(\.rawValue) + ["title1", "caption1"] }
}

/// The text styles as fonts a scene can use without declaring them, and Apple's table of
/// their sizes.
public enum TextStyles {
    /// Each style at the default Dynamic Type size (Large), following its style, by name
    /// (with the `title1` and `caption1` aliases). The table's leading is the distance
    /// between baselines (`LineHeightRule.leading`): a one-line text is as tall as the font,
    /// as SwiftUI lays it out (a `.body` Text is 20.29 pt, not 22).
    public static let all: [String: FontSpec] = Dictionary(uniqueKeysWithValues: TextStyle.allNames.map { name in
        let style = TextStyle.named(name)!
        return (name, font(style, at: .large))
    })

    /// The style's font at a Dynamic Type size: family SF Pro, the style's weight, size and
    /// leading from the table.
    public static func font(_ style: TextStyle, at size: DynamicTypeSize) -> FontSpec {
        let m = style.metrics(at: size)
        return FontSpec(family: FontSpec.systemFamily, weight: style.weight, size: m.size, lineHeight: m.leading,
                        dynamicType: .textStyle(style), lineHeightRule: .leading)
    }

    /// Size / leading in points per style, one column per `DynamicTypeSize` from xSmall to
    /// accessibility5. Source: Apple Human Interface Guidelines, Typography › Specifications,
    /// "iOS, iPadOS Dynamic Type sizes" and "iOS, iPadOS larger accessibility type sizes"
    /// (https://developer.apple.com/design/human-interface-guidelines/typography), as copied
    /// in ../shared/reference/dynamic-type.md. Styles do not scale by one factor (footnote
    /// stays 12 pt from xSmall to medium; title2 jumps 28 → 34 at AX1), so this is a table,
    /// never a ratio. (A measured iOS 13.3 simulator table agrees with every cell except
    /// caption2 at AX5, 41 there; the HIG is the reference.)
    static let table: [TextStyle: [(size: Double, leading: Double)]] = [
        //            xSmall    small     medium    large     xLarge    xxLarge   xxxLarge  AX1       AX2       AX3       AX4       AX5
        .largeTitle: [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)],
        .title:      [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
        .title2:     [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
        .title3:     [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
        .headline:   [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .body:       [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .callout:    [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        .subheadline: [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)],
        .footnote:   [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)],
        .caption:    [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)],
        .caption2:   [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)],
    ]
}
