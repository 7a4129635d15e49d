import KeylineCore

/// Where iOS 17 draws each part of the status bar on a device: the clock in the left ear,
/// cellular bars, Wi-Fi and battery in the right one, arranged around the Dynamic Island
/// or the notch, or along the classic 20-pt bar of a rectangular screen.
///
/// The numbers are measured on real iOS 17 Simulator screenshots (Tests/References/status-bar/
/// SOURCES.md: an iPhone 14, an iPhone 15 Pro, an iPhone SE), in points. Devices of the same
/// kind but another width keep the same distances from their cut-out and ears; where a
/// number was not measured, its comment says it is an estimate.
public struct StatusBarLayout: Hashable, Sendable {
    /// The whole bar: the screen's width, as tall as the top safe area (the space iOS keeps
    /// for it; UIKit's `statusBarFrame` is 54 pt on Dynamic Island iPhones, 5 pt less).
    public var frame: Rect
    /// The clock's text frame (its line box, as measured): its cap height is centred on the
    /// measured centre of the clock's ink.
    public var time: Rect
    public var timeFont: FontSpec
    public var cellular: Rect
    public var wifi: Rect
    /// The battery body (outline), without its cap.
    public var battery: Rect
    /// The battery's terminal, right of the body.
    public var batteryCap: Rect
    /// The charge inside the outline (full: 100 %).
    public var batteryFill: Rect
    public var batteryCornerRadius: Double

    /// SF Pro's cap height, 1443 / 2048 of the em (the font's OS/2 sCapHeight, as Apple's
    /// "SF Pro" metrics give it): the clock's digits stand on the baseline this tall.
    public static let capHeightRatio = 0.7046

    /// The clock's font: SF Pro Semibold (Apple's iOS design resources set the status bar
    /// time in SF Pro Semibold), at the size whose cap height matches the measured ink:
    /// 11.67 pt on the iPhone 14 (16.5 pt), 12.67 pt on the iPhone 15 Pro (18 pt), 8.5 pt
    /// on the iPhone SE (12 pt).
    public static func timeFont(for device: Device) -> FontSpec {
        let size: Double = switch device.cutout {
        case .dynamicIsland: 18
        case .notch: 16.5
        case .none: 12
        }
        return FontSpec(family: FontSpec.systemFamily, weight: .semibold, size: size)
    }

    /// Lays the bar out for `device`; `timeText` is the clock's measured size and first
    /// baseline (the measurer's answer for `timeFont`).
    public init(device: Device, timeText: TextMetrics) {
        let width = device.size.width
        frame = Rect(x: 0, y: 0, width: width, height: device.safeArea.top)
        timeFont = Self.timeFont(for: device)
        let capHeight = Self.capHeightRatio * timeFont.size

        /// The clock's text frame with its ink centred at (x, capCentreY).
        func clock(centreX x: Double, capCentreY y: Double) -> Rect {
            let baseline = y + capHeight / 2
            return Rect(x: x - timeText.size.width / 2, y: baseline - timeText.firstBaseline,
                        width: timeText.size.width, height: timeText.size.height)
        }
        /// Sizes laid out left to right from `x` with `gap` between them, centred on `centreY`
        /// (each moved down by its `dy`, where one sits higher than the others).
        func row(_ sizes: [Size], from x: Double, gap: Double, centreY: Double, dy: [Double] = []) -> [Rect] {
            var x = x
            return sizes.enumerated().map { i, size in
                defer { x += size.width + gap }
                let y = centreY + (i < dy.count ? dy[i] : 0) - size.height / 2
                return Rect(x: x, y: y, width: size.width, height: size.height)
            }
        }

        let glyphs: [Rect]
        let battery: Size
        switch device.cutout {
        case .dynamicIsland(let island):
            // iPhone 15 Pro: island 134–259 × 11.33–48; clock ink centred at (71.17, 29.33):
            // 4.17 right of the left ear's middle, 0.34 above the island's; cellular 19.33 × 12.33,
            // Wi-Fi 16.33 × 12.33, battery 27.33 × 13 with its cap, 7.67 apart, the group
            // (282–360.33) centred 4.83 left of the right ear's middle, 0.5 above the island's.
            time = clock(centreX: island.minX / 2 + 4.17, capCentreY: island.midY - 0.34)
            battery = Size(width: 25, height: 13)
            let sizes = [Size(width: 19.33, height: 12.33), Size(width: 16.33, height: 12.33), Self.withCap(battery)]
            let groupWidth = Self.span(sizes, gap: 7.67)
            let centreX = (island.maxX + width) / 2 - 4.83
            glyphs = row(sizes, from: centreX - groupWidth / 2, gap: 7.67, centreY: island.midY - 0.5)
        case .notch(let notch):
            // iPhone 14 (47-pt inset): clock ink centred at (52.17, 24.83): 4.88 left of the
            // left ear's middle, 22.17 above the safe area; cellular 17 × 10.67 (apparata/Bezeler's
            // measurement of the iPhone 12, the same status bar), Wi-Fi 16.67 × 12, battery 25 × 12
            // with its cap, 5.33 apart, the group (302.33–371.67) centred 4.05 right of the right
            // ear's middle, 22.33 above the safe area. The 13 mini's 50-pt inset moves it all
            // 3 pt down (an estimate).
            time = clock(centreX: notch.minX / 2 - 4.88, capCentreY: device.safeArea.top - 22.17)
            battery = Size(width: 22.67, height: 12)
            let sizes = [Size(width: 17, height: 10.67), Size(width: 16.67, height: 12), Self.withCap(battery)]
            let groupWidth = Self.span(sizes, gap: 5.33)
            let centreX = (notch.maxX + width) / 2 + 4.05
            // Wi-Fi sits a pixel (1/3 pt) higher than the battery: 18.33–30.33 against 18.67–30.67.
            glyphs = row(sizes, from: centreX - groupWidth / 2, gap: 5.33, centreY: device.safeArea.top - 22.33, dy: [0, -0.33, 0])
        case .none:
            // iPhone SE: the clock centred on the screen (ink 163–211, cap centre 10.25); the
            // battery's fill 347.5–365.5 × 6–13.5, so its 22 × 11.5 body ends 5.17 pt from the
            // right edge with its cap. The Simulator shows "Carrier" where a phone shows its
            // bars: the bars start 6 pt from the left and Wi-Fi follows 5 pt after (estimates).
            time = clock(centreX: width / 2 - 0.5, capCentreY: 10.25)
            battery = Size(width: 22, height: 11.5)
            let left = row([Size(width: 17, height: 10.67), Size(width: 14.5, height: 10.5)], from: 6, gap: 5, centreY: 10.25)
            let capped = Self.withCap(battery)
            glyphs = left + [Rect(x: width - 5.17 - capped.width, y: 9.75 - capped.height / 2, width: capped.width, height: capped.height)]
        }
        cellular = glyphs[0]
        wifi = glyphs[1]
        let body = Rect(x: glyphs[2].minX, y: glyphs[2].minY, width: battery.width, height: battery.height)
        self.battery = body
        // The cap: 1.33 × 4 pt, 1 pt right of the body (iPhone 14: 4 px by 12 px at @3x, 3 px after the outline).
        batteryCap = Rect(x: body.maxX + Self.capGap, y: body.midY - 2, width: Self.capWidth, height: 4)
        // The outline is 1 pt wide, with 1 pt of space inside it before the charge (iPhone 14:
        // 3 px of outline, 3 px of gap, a 56 × 24 px fill in a 68 × 36 px body).
        batteryFill = body.insetBy(EdgeInsets(all: 2))
        batteryCornerRadius = battery.height / 3
    }

    static let capWidth = 1.33
    static let capGap = 1.0

    static func withCap(_ body: Size) -> Size { Size(width: body.width + capGap + capWidth, height: body.height) }

    static func span(_ sizes: [Size], gap: Double) -> Double {
        sizes.reduce(0) { $0 + $1.width } + gap * Double(max(0, sizes.count - 1))
    }

    /// The battery's body and cap together.
    public var batteryWithCap: Rect { battery.union(batteryCap) }

    /// The parts by name, in drawing order, for `keyline layout` and `check`.
    public var parts: [(name: String, frame: Rect)] {
        [("time", time), ("cellular", cellular), ("wifi", wifi), ("battery", batteryWithCap)]
    }
}

/// Where the home indicator lies: a 5-pt capsule 8 pt above the bottom edge, centred, its
/// width about 35.6 % of the screen's (measured: 139 pt on the iPhone 14, 140 pt on the
/// iPhone 15 Pro; apparata/Bezeler measures 134 pt at 375 pt wide and 153 pt at 428). A
/// device with a Home button (iPhone SE) has none: an empty frame at the bottom centre.
public struct HomeIndicatorLayout: Hashable, Sendable {
    public var frame: Rect

    public static let height = 5.0
    public static let bottomGap = 8.0
    public static let widthRatio = 0.3564

    public init(device: Device) {
        let size = device.size
        guard device.safeArea.bottom > 0 else {
            frame = Rect(x: size.width / 2, y: size.height, width: 0, height: 0)
            return
        }
        let width = (size.width * Self.widthRatio).rounded()
        frame = Rect(x: (size.width - width) / 2, y: size.height - Self.bottomGap - Self.height, width: width, height: Self.height)
    }
}
