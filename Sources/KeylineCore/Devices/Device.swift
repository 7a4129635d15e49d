/// The screens Keyline lays out on: canvas size and safe-area insets in points, portrait,
/// with what iOS draws around them (the display's corner radius, the notch or Dynamic
/// Island at the top).
///
/// Every number and its source is in `DeviceCatalog.swift` and in
/// `docs/devices.md`; iPhone 14 is the default, as in the seed specs.
public struct Device: Hashable, Sendable {
    /// The name scene files and the command line use (`iphone15pro`); also the variant key's device part.
    public let name: String
    /// What people call it ("iPhone 15 Pro").
    public let displayName: String
    public let size: Size
    public let safeArea: EdgeInsets
    /// Pixels per point on the real device (UIScreen.nativeScale): hairlines are one pixel.
    public let nativeScale: Double
    /// The radius of the display's own rounded corners (UIScreen's private `_displayCornerRadius`), 0 on a rectangular screen.
    public let displayCornerRadius: Double
    /// What cuts into the top of the display, where the status bar leaves room for it.
    public let cutout: TopCutout

    public init(name: String, displayName: String? = nil, size: Size, safeArea: EdgeInsets, nativeScale: Double,
                displayCornerRadius: Double = 0, cutout: TopCutout = .none) {
        self.name = name; self.displayName = displayName ?? name; self.size = size; self.safeArea = safeArea
        self.nativeScale = nativeScale; self.displayCornerRadius = displayCornerRadius; self.cutout = cutout
    }

    /// Every device, in the order tables and `all` list them: the default first, then the
    /// names Keyline had before (so a suggestion prefers them), then the rest by generation.
    public static let all: [Device] = DeviceCatalog.devices
    public static let `default` = iphone14

    /// The device a scene or the command line names: its `name` in any case, with or without
    /// spaces, hyphens or underscores ("iPhone 15 Pro", "iphone-15-pro"), or one of a few
    /// aliases ("iphoneSE3", "iphone13"). Nil when nothing matches.
    public static func named(_ name: String) -> Device? {
        let key = normalized(name)
        guard !key.isEmpty else { return nil }
        if let device = all.first(where: { normalized($0.name) == key }) { return device }
        return DeviceCatalog.aliases[key].flatMap { alias in all.first { $0.name == alias } }
    }

    /// Lower case without spaces, hyphens, underscores or brackets: the form names are compared in.
    static func normalized(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { !" -_()".unicodeScalars.contains($0) }.map(Character.init))
    }

    /// The rectangle inside the safe area, where views are laid out unless they ignore it.
    public var safeRect: Rect {
        Rect(x: safeArea.leading, y: safeArea.top,
             width: size.width - safeArea.horizontal, height: size.height - safeArea.vertical)
    }
}

/// What cuts into the top edge of a display. The rectangle is the cut-out's bounding box in
/// points, in portrait, top-left origin.
public enum TopCutout: Hashable, Sendable {
    /// A rectangular screen with a bezel above it (iPhone SE): the classic 20-pt status bar.
    case none
    /// The TrueDepth notch hanging from the top edge (iPhone 13 mini, 14, 14 Plus, 16e).
    case notch(Rect)
    /// The pill-shaped Dynamic Island floating below the top edge (iPhone 14 Pro and later).
    case dynamicIsland(Rect)

    public var rect: Rect? {
        switch self {
        case .none: return nil
        case .notch(let rect), .dynamicIsland(let rect): return rect
        }
    }

    /// The word the layout JSON and the docs use.
    public var kind: String {
        switch self {
        case .none: return "none"
        case .notch: return "notch"
        case .dynamicIsland: return "dynamicIsland"
        }
    }
}
