/// Every iPhone Keyline lays out on, with the source of each number.
///
/// Sources (the same table, with links, is in docs/devices.md):
/// - [size] canvas in points and scale: Apple's Human Interface Guidelines, "Layout",
///   device screen sizes table (developer.apple.com/design/human-interface-guidelines/layout);
///   Geoff Hackworth, "How iOS Apps Adapt to the various iPhone 14 Screen Sizes"
///   (hacknicity.medium.com, 2022) for the 14 family; useyourloaf.com "iPhone 16 screen sizes" for 16 Pro / Pro Max.
/// - [safe] portrait safe-area insets (the key window's safeAreaInsets): useyourloaf.com
///   "iPhone 13 screen sizes" (13 mini: 50), "iPhone 14 screen sizes" (47 with a notch, 59 with the
///   Dynamic Island), "iPhone 16 screen sizes" (16 Pro / Pro Max: 62); 34 at the bottom on every
///   Face ID iPhone, 20 / 0 on iPhone SE.
/// - [corner] display corner radius (UIScreen `_displayCornerRadius`): Kyle Bashour, "Finding the real
///   iPhone X corner radius" (kylebashour.com, update 2020: 12 mini 44, 12 47.33, 12 Pro Max 53.33, the
///   13 and 14 families share those panels); the ScreenCorners-derived tables in public code give 55 for
///   the 14 Pro, 15 and 16 (non-Pro) families and 62 for 16 Pro / Pro Max (one table says 59: doubtful).
/// - [notch] the iPhone 13 notch is 26.8 mm wide and 5.35 mm tall (Tom's Guide, "iPhone 13 notch could be
///   more than 25% smaller", 2021, from 3D-printed models; Apple: "20% smaller"); converted to points with
///   the panel's pixels per inch from Apple's tech specs (460 ppi 14 and 16e, 458 ppi 14 Plus, 476 ppi 13 mini)
///   and the pixels per point: width_pt = 26.8 / 25.4 × ppi / nativeScale.
/// - [island] measured on a real iOS 17 Simulator screenshot of an iPhone 15 Pro (1179 × 2556 px,
///   vultisig/docs; image not kept, its licence is unclear; measurements in Tests/References/status-bar/SOURCES.md): the island's ink is
///   375 × 110 px at (402, 34) px, i.e. 125 × 36.67 pt at y = 11.33, centred. The same island on every
///   393- and 430-pt Dynamic Island iPhone. 16 Pro / Pro Max: same island, 3 pt lower like their safe
///   area (an estimate, not measured).
enum DeviceCatalog {
    static let devices: [Device] = [
        .iphone14, .iphoneSE, .iphone15pro, .iphone15promax,
        .iphone13mini, .iphone14plus, .iphone14pro, .iphone14promax,
        .iphone15, .iphone15plus, .iphone16, .iphone16plus, .iphone16pro, .iphone16promax, .iphone16e,
    ]

    /// Other names people write for the same screen, normalized (see `Device.normalized`). Only
    /// models whose canvas, insets, scale and cut-out are the same as the device they name.
    static let aliases: [String: String] = [
        "iphonese2": "iphoneSE", "iphonese3": "iphoneSE", "iphonese2ndgeneration": "iphoneSE", "iphonese3rdgeneration": "iphoneSE",
        "iphone12mini": "iphone13mini",
        "iphone13": "iphone14", "iphone13pro": "iphone14",
        "iphone13promax": "iphone14plus",
    ]

    /// The Dynamic Island measured on the iPhone 15 Pro reference screenshot [island].
    static func island(width: Double, top: Double = 11.33) -> TopCutout {
        .dynamicIsland(Rect(x: (width - 125) / 2, y: top, width: 125, height: 36.67))
    }

    /// The iPhone 13-generation notch [notch], 26.8 × 5.35 mm, in points on a panel of `ppi` at `scale`.
    static func notch(width: Double, ppi: Double, scale: Double) -> TopCutout {
        let w = (26.8 / 25.4 * ppi / scale * 100).rounded() / 100
        let h = (5.35 / 25.4 * ppi / scale * 100).rounded() / 100
        return .notch(Rect(x: (width - w) / 2, y: 0, width: w, height: h))
    }
}

extension Device {
    // [size] 390 × 844 @3x; [safe] 47 / 34; [corner] 47.33; [notch] 460 ppi.
    public static let iphone14 = Device(
        name: "iphone14", displayName: "iPhone 14", size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, bottom: 34),
        nativeScale: 3, displayCornerRadius: 47.33, cutout: DeviceCatalog.notch(width: 390, ppi: 460, scale: 3))
    // [size] 375 × 667 @2x (iPhone SE 2nd and 3rd generation); [safe] 20 / 0; a rectangular screen.
    public static let iphoneSE = Device(
        name: "iphoneSE", displayName: "iPhone SE", size: Size(width: 375, height: 667), safeArea: EdgeInsets(top: 20, bottom: 0),
        nativeScale: 2, displayCornerRadius: 0, cutout: .none)
    // [size] 393 × 852 @3x; [safe] 59 / 34; [corner] 55; [island].
    public static let iphone15pro = Device(
        name: "iphone15pro", displayName: "iPhone 15 Pro", size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34),
        nativeScale: 3, displayCornerRadius: 55, cutout: DeviceCatalog.island(width: 393))
    // [size] 430 × 932 @3x; [safe] 59 / 34; [corner] 55; [island].
    public static let iphone15promax = Device(
        name: "iphone15promax", displayName: "iPhone 15 Pro Max", size: Size(width: 430, height: 932), safeArea: EdgeInsets(top: 59, bottom: 34),
        nativeScale: 3, displayCornerRadius: 55, cutout: DeviceCatalog.island(width: 430))

    // [size] 375 × 812, 1080 × 2340 px: UIScreen.scale 3 but nativeScale 2.88 (rendered at @3x, downsampled);
    // [safe] 50 / 34; [corner] 44 (12 mini panel); [notch] 476 ppi.
    public static let iphone13mini = Device(
        name: "iphone13mini", displayName: "iPhone 13 mini", size: Size(width: 375, height: 812), safeArea: EdgeInsets(top: 50, bottom: 34),
        nativeScale: 2.88, displayCornerRadius: 44, cutout: DeviceCatalog.notch(width: 375, ppi: 476, scale: 2.88))
    // [size] 428 × 926 @3x; [safe] 47 / 34; [corner] 53.33 (12 Pro Max panel); [notch] 458 ppi.
    public static let iphone14plus = Device(
        name: "iphone14plus", displayName: "iPhone 14 Plus", size: Size(width: 428, height: 926), safeArea: EdgeInsets(top: 47, bottom: 34),
        nativeScale: 3, displayCornerRadius: 53.33, cutout: DeviceCatalog.notch(width: 428, ppi: 458, scale: 3))
    // [size] 393 × 852 @3x; [safe] 59 / 34; [corner] 55; [island].
    public static let iphone14pro = Device(
        name: "iphone14pro", displayName: "iPhone 14 Pro", size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34),
        nativeScale: 3, displayCornerRadius: 55, cutout: DeviceCatalog.island(width: 393))
    // [size] 430 × 932 @3x; [safe] 59 / 34; [corner] 55; [island].
    public static let iphone14promax = Device(
        name: "iphone14promax", displayName: "iPhone 14 Pro Max", size: Size(width: 430, height: 932), safeArea: EdgeInsets(top: 59, bottom: 34),
        nativeScale: 3, displayCornerRadius: 55, cutout: DeviceCatalog.island(width: 430))
    // [size] 393 × 852 @3x; [safe] 59 / 34; [corner] 55; [island].
    public static let iphone15 = Device(
        name: "iphone15", displayName: "iPhone 15", size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34),
        nativeScale: 3, displayCornerRadius: 55, cutout: DeviceCatalog.island(width: 393))
    // [size] 430 × 932 @3x; [safe] 59 / 34; [corner] 55; [island].
    public static let iphone15plus = Device(
        name: "iphone15plus", displayName: "iPhone 15 Plus", size: Size(width: 430, height: 932), safeArea: EdgeInsets(top: 59, bottom: 34),
        nativeScale: 3, displayCornerRadius: 55, cutout: DeviceCatalog.island(width: 430))
    // [size] 393 × 852 @3x; [safe] 59 / 34; [corner] 55; [island].
    public static let iphone16 = Device(
        name: "iphone16", displayName: "iPhone 16", size: Size(width: 393, height: 852), safeArea: EdgeInsets(top: 59, bottom: 34),
        nativeScale: 3, displayCornerRadius: 55, cutout: DeviceCatalog.island(width: 393))
    // [size] 430 × 932 @3x; [safe] 59 / 34; [corner] 55; [island].
    public static let iphone16plus = Device(
        name: "iphone16plus", displayName: "iPhone 16 Plus", size: Size(width: 430, height: 932), safeArea: EdgeInsets(top: 59, bottom: 34),
        nativeScale: 3, displayCornerRadius: 55, cutout: DeviceCatalog.island(width: 430))
    // [size] 402 × 874 @3x (1206 × 2622 px); [safe] 62 / 34; [corner] 62; [island] 3 pt lower (estimate).
    public static let iphone16pro = Device(
        name: "iphone16pro", displayName: "iPhone 16 Pro", size: Size(width: 402, height: 874), safeArea: EdgeInsets(top: 62, bottom: 34),
        nativeScale: 3, displayCornerRadius: 62, cutout: DeviceCatalog.island(width: 402, top: 14.33))
    // [size] 440 × 956 @3x (1320 × 2868 px); [safe] 62 / 34; [corner] 62; [island] 3 pt lower (estimate).
    public static let iphone16promax = Device(
        name: "iphone16promax", displayName: "iPhone 16 Pro Max", size: Size(width: 440, height: 956), safeArea: EdgeInsets(top: 62, bottom: 34),
        nativeScale: 3, displayCornerRadius: 62, cutout: DeviceCatalog.island(width: 440, top: 14.33))
    // [size] 390 × 844 @3x (the iPhone 14's panel and notch); [safe] 47 / 34; [corner] 47.33; [notch] 460 ppi.
    public static let iphone16e = Device(
        name: "iphone16e", displayName: "iPhone 16e", size: Size(width: 390, height: 844), safeArea: EdgeInsets(top: 47, bottom: 34),
        nativeScale: 3, displayCornerRadius: 47.33, cutout: DeviceCatalog.notch(width: 390, ppi: 460, scale: 3))
}
