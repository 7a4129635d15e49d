/// Colours a SwiftUI author can name without declaring them: `Color.blue`, `.secondary`,
/// `Color(.systemGray6)` and friends, with their light and dark values.
///
/// Values are Apple's, from the Human Interface Guidelines "Color" page (system colours,
/// iOS default — not the increased-contrast variants) and the UIKit semantic colours
/// (UIColor.label, .secondaryLabel, .separator, …) as they resolve on iOS 17.
public enum SystemColors {
    public struct Pair: Sendable {
        public let light: Color
        public let dark: Color
    }

    private static func pair(_ l: (Int, Int, Int), _ d: (Int, Int, Int), alpha: (Double, Double) = (1, 1)) -> Pair {
        Pair(light: Color(rgb8: l.0, l.1, l.2, alpha: alpha.0), dark: Color(rgb8: d.0, d.1, d.2, alpha: alpha.1))
    }

    public static let all: [String: Pair] = {
        var c: [String: Pair] = [
            "systemRed": pair((255, 59, 48), (255, 69, 58)),
            "systemOrange": pair((255, 149, 0), (255, 159, 10)),
            "systemYellow": pair((255, 204, 0), (255, 214, 10)),
            "systemGreen": pair((52, 199, 89), (48, 209, 88)),
            "systemMint": pair((0, 199, 190), (99, 230, 226)),
            "systemTeal": pair((48, 176, 199), (64, 200, 224)),
            "systemCyan": pair((50, 173, 230), (100, 210, 255)),
            "systemBlue": pair((0, 122, 255), (10, 132, 255)),
            "systemIndigo": pair((88, 86, 214), (94, 92, 230)),
            "systemPurple": pair((175, 82, 222), (191, 90, 242)),
            "systemPink": pair((255, 45, 85), (255, 55, 95)),
            "systemBrown": pair((162, 132, 94), (172, 142, 104)),
            "systemGray": pair((142, 142, 147), (142, 142, 147)),
            "systemGray2": pair((174, 174, 178), (99, 99, 102)),
            "systemGray3": pair((199, 199, 204), (72, 72, 74)),
            "systemGray4": pair((209, 209, 214), (58, 58, 60)),
            "systemGray5": pair((229, 229, 234), (44, 44, 46)),
            "systemGray6": pair((242, 242, 247), (28, 28, 30)),
            // Semantic colours (UIKit).
            "label": pair((0, 0, 0), (255, 255, 255)),
            "secondaryLabel": pair((60, 60, 67), (235, 235, 245), alpha: (0.6, 0.6)),
            "tertiaryLabel": pair((60, 60, 67), (235, 235, 245), alpha: (0.3, 0.3)),
            "quaternaryLabel": pair((60, 60, 67), (235, 235, 245), alpha: (0.18, 0.16)),
            "placeholderText": pair((60, 60, 67), (235, 235, 245), alpha: (0.3, 0.3)),
            "systemBackground": pair((255, 255, 255), (0, 0, 0)),
            "secondarySystemBackground": pair((242, 242, 247), (28, 28, 30)),
            "tertiarySystemBackground": pair((255, 255, 255), (44, 44, 46)),
            "systemGroupedBackground": pair((242, 242, 247), (0, 0, 0)),
            "secondarySystemGroupedBackground": pair((255, 255, 255), (28, 28, 30)),
            "separator": pair((60, 60, 67), (84, 84, 88), alpha: (0.29, 0.6)),
            "opaqueSeparator": pair((198, 198, 200), (56, 56, 58)),
            "link": pair((0, 122, 255), (9, 132, 255)),
            "systemFill": pair((120, 120, 128), (120, 120, 128), alpha: (0.2, 0.36)),
            "secondarySystemFill": pair((120, 120, 128), (120, 120, 128), alpha: (0.16, 0.32)),
            "tertiarySystemFill": pair((118, 118, 128), (118, 118, 128), alpha: (0.12, 0.24)),
            "white": pair((255, 255, 255), (255, 255, 255)),
            "black": pair((0, 0, 0), (0, 0, 0)),
            "clear": Pair(light: .clear, dark: .clear),
        ]
        // SwiftUI's short names: Color.blue is systemBlue, Color.primary is label, …
        for name in ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue",
                     "indigo", "purple", "pink", "brown", "gray"] {
            c[name] = c["system" + name.prefix(1).uppercased() + name.dropFirst()]
        }
        c["primary"] = c["label"]
        c["secondary"] = c["secondaryLabel"]
        return c
    }()
}
