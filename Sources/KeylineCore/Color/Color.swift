/// A colour in the sRGB colour space: gamma-encoded components in 0…1 with straight
/// (not premultiplied) alpha, as designers write them ("#0D7377", 50 % opacity).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// 8-bit components, e.g. `Color(rgb8: 13, 115, 119)`.
    public init(rgb8 r: Int, _ g: Int, _ b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the CSS forms); nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = Array(hex.dropFirst())
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        // hexDigitValue, not Int(_:radix:): isHexDigit also accepts fullwidth digits (＃ＦＦＦ).
        func component(_ s: ArraySlice<Character>) -> Double {
            Double(s.reduce(0) { $0 * 16 + ($1.hexDigitValue ?? 0) }) / (s.count == 1 ? 15 : 255)
        }
        switch digits.count {
        case 3:
            self.init(red: component(digits[0...0]), green: component(digits[1...1]), blue: component(digits[2...2]))
        case 6, 8:
            self.init(red: component(digits[0...1]), green: component(digits[2...3]), blue: component(digits[4...5]),
                      alpha: digits.count == 8 ? component(digits[6...7]) : 1)
        default:
            return nil
        }
    }

    public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

    /// SwiftUI's `Color.opacity(_:)` multiplies the alpha.
    public func opacity(_ factor: Double) -> Color { withAlpha(alpha * factor) }

    public var hexString: String {
        func byte(_ v: Double) -> String {
            let b = v.isFinite ? Int((min(max(v, 0), 1) * 255).rounded()) : 0
            let s = String(b, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    public var description: String { hexString }
}
