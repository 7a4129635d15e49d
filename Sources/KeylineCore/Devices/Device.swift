/// The screens Keyline lays out on: canvas size and safe-area insets in points, portrait.
///
/// Sizes and insets are Apple's published values for each model in portrait
/// (UIScreen.bounds and the key window's safeAreaInsets, as listed in Apple's
/// "Layout" HIG device table); iPhone 14 is the default, as in the seed specs.
public struct Device: Hashable, Sendable {
    public let name: String
    public let size: Size
    public let safeArea: EdgeInsets
    /// Pixels per point on the real device (UIScreen.nativeScale): hairlines are one pixel.
    public let nativeScale: Double

    public init(name: String, size: Size, safeArea: EdgeInsets, nativeScale: Double) {
        self.name = name; self.size = size; self.safeArea = safeArea; self.nativeScale = nativeScale
    }

    public static let iphone14 = Device(
        name: "iphone14", size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, bottom: 34), nativeScale: 3)
    public static let iphoneSE = Device(
        name: "iphoneSE", size: Size(width: 375, height: 667), safeArea: EdgeInsets(top: 20, bottom: 0), nativeScale: 2)
    public static let iphone15pro = Device(
        name: "iphone15pro", size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34), nativeScale: 3)
    public static let iphone15promax = Device(
        name: "iphone15promax", size: Size(width: 430, height: 932), safeArea: EdgeInsets(top: 59, bottom: 34), nativeScale: 3)

    public static let all: [Device] = [.iphone14, .iphoneSE, .iphone15pro, .iphone15promax]
    public static let `default` = iphone14

    public static func named(_ name: String) -> Device? { all.first { $0.name == name } }

    /// The rectangle inside the safe area, where views are laid out unless they ignore it.
    public var safeRect: Rect {
        Rect(x: safeArea.leading, y: safeArea.top,
             width: size.width - safeArea.horizontal, height: size.height - safeArea.vertical)
    }
}
