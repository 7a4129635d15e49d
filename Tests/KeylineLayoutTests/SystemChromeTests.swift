import KeylineCore
import KeylineLayout
import Testing

/// The status bar and home indicator, laid out per device. The expected numbers are the
/// measurements of real iOS 17 Simulator screenshots (Tests/References/status-bar/SOURCES.md),
/// not Keyline's output.
@Suite struct SystemChromeTests {
    /// A clock 30 pt wide on a line 1.2 em tall with its baseline 0.95 em down: what a font would say.
    static func clock(_ device: Device) -> TextMetrics {
        let em = StatusBarLayout.timeFont(for: device).size
        return TextMetrics(size: Size(width: 30, height: 1.2 * em), firstBaseline: 0.95 * em, lastBaseline: 0.95 * em, lineCount: 1)
    }

    static func bar(_ device: Device) -> StatusBarLayout { StatusBarLayout(device: device, timeText: clock(device)) }

    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 0.02) -> Bool { abs(a - b) <= tolerance }

    /// `rect` spans x0…x1 × y0…y1.
    static func spans(_ rect: Rect, _ x0: Double, _ x1: Double, _ y0: Double, _ y1: Double) -> Bool {
        close(rect.minX, x0) && close(rect.maxX, x1) && close(rect.minY, y0) && close(rect.maxY, y1)
    }

    /// Where the clock's ink is centred: its frame's centre across, its cap height's middle down.
    static func inkCentre(_ layout: StatusBarLayout) -> Point {
        let cap = StatusBarLayout.capHeightRatio * layout.timeFont.size
        return Point(x: layout.time.midX, y: layout.time.minY + 0.95 * layout.timeFont.size - cap / 2)
    }

    @Test("the bar is as wide as the screen and as tall as its top safe area, on every device")
    func heightIsTheTopSafeArea() {
        for device in Device.all {
            let bar = Self.bar(device)
            #expect(bar.frame == Rect(x: 0, y: 0, width: device.size.width, height: device.safeArea.top), "\(device.name)")
        }
    }

    @Test("iPhone 14: every glyph where the screenshot has it")
    func iphone14() {
        let bar = Self.bar(.iphone14)
        #expect(Self.spans(bar.wifi, 324.67, 341.33, 18.33, 30.33), "\(bar.wifi)")
        #expect(Self.spans(bar.batteryWithCap, 346.67, 371.67, 18.67, 30.67), "\(bar.batteryWithCap)")
        // The screenshot has no service: its four dots span the bars' width.
        #expect(Self.close(bar.cellular.minX, 302.33) && Self.close(bar.cellular.maxX, 319.33), "\(bar.cellular)")
        #expect(Self.close(bar.cellular.midY, bar.batteryWithCap.midY))
        let ink = Self.inkCentre(bar)
        #expect(Self.close(ink.x, 52.17) && Self.close(ink.y, 24.83), "\(ink)")
        #expect(bar.timeFont.weight == .semibold && bar.timeFont.size == 16.5)
    }

    @Test("iPhone 15 Pro: every glyph where the screenshot has it, around the Dynamic Island")
    func iphone15pro() {
        let bar = Self.bar(.iphone15pro)
        #expect(Self.close(bar.cellular.minX, 282) && Self.close(bar.cellular.maxX, 301.33), "\(bar.cellular)")
        #expect(Self.spans(bar.wifi, 309, 325.33, 23, 35.33), "\(bar.wifi)")
        #expect(Self.spans(bar.batteryWithCap, 333, 360.33, 22.67, 35.67), "\(bar.batteryWithCap)")
        let ink = Self.inkCentre(bar)
        #expect(Self.close(ink.x, 71.17) && Self.close(ink.y, 29.33), "\(ink)")
    }

    @Test("iPhone SE: the clock centred, the battery at the right edge of the 20-pt bar")
    func iphoneSE() {
        let bar = Self.bar(.iphoneSE)
        let ink = Self.inkCentre(bar)
        #expect(Self.close(ink.x, 187) && Self.close(ink.y, 10.25), "\(ink)")
        // The measured charge is 347.5–365.5 × 6–13.5.
        #expect(Self.spans(bar.batteryFill, 347.5, 365.5, 6, 13.5), "\(bar.batteryFill)")
        #expect(bar.cellular.maxX < bar.wifi.minX && bar.wifi.maxX < bar.time.minX)
    }

    @Test("the battery: a 1 pt outline, 1 pt of space, the charge; the cap 1 pt after the body")
    func battery() {
        for device in Device.all {
            let bar = Self.bar(device)
            #expect(bar.batteryFill == bar.battery.insetBy(EdgeInsets(all: 2)))
            #expect(Self.close(bar.batteryCap.minX - bar.battery.maxX, 1) && Self.close(bar.batteryCap.width, 1.33))
            #expect(Self.close(bar.batteryCap.midY, bar.battery.midY))
        }
    }

    @Test("on every device the glyphs stay in the bar, off the cut-out and apart")
    func glyphsFit() {
        for device in Device.all {
            let bar = Self.bar(device)
            let parts = bar.parts.map(\.frame)
            for (i, part) in parts.enumerated() {
                #expect(part.minX >= 0 && part.maxX <= device.size.width && part.minY >= 0 && part.maxY <= bar.frame.maxY,
                        "\(device.name) \(bar.parts[i].name) \(part)")
                if let cut = device.cutout.rect {
                    #expect(part.intersection(cut).isEmpty, "\(device.name) \(bar.parts[i].name) overlaps the cut-out")
                }
                for other in parts[(i + 1)...] { #expect(part.intersection(other).isEmpty, "\(device.name)") }
            }
        }
    }

    @Test("the home indicator: 5 pt tall, 8 pt above the bottom, 139 pt on the 14 and 140 on the 15 Pro; none on the SE")
    func homeIndicator() {
        #expect(HomeIndicatorLayout(device: .iphone14).frame == Rect(x: 125.5, y: 831, width: 139, height: 5))
        #expect(HomeIndicatorLayout(device: .iphone15pro).frame == Rect(x: 126.5, y: 839, width: 140, height: 5))
        // apparata/Bezeler's measurements: 134 pt at 375 wide, 153 at 428.
        #expect(HomeIndicatorLayout(device: .iphone13mini).frame.width == 134)
        #expect(HomeIndicatorLayout(device: .iphone14plus).frame.width == 153)
        #expect(HomeIndicatorLayout(device: .iphoneSE).frame.isEmpty)
    }

    @Test("the chrome is laid over the screen: its views are where the device puts them and the screen's views do not move")
    func chromeDoesNotMoveTheScreen() throws {
        let body = "vstack:\n  - text: Title\n    id: title\n  - spacer\n  - text: Go\n    id: go"
        let without = try solve(screen(body))
        let with = try solve("statusBar: true\nhomeIndicator: true\n" + screen(body))
        #expect(with["title"] == without["title"] && with["go"] == without["go"])
        #expect(with["statusBar"] == Rect(x: 0, y: 0, width: 390, height: 47))
        #expect(with["homeIndicator"] == Rect(x: 125.5, y: 831, width: 139, height: 5))
        // A small root (one text, centred in the safe area) does not drag the chrome along.
        let small = try solve("statusBar: true\n" + screen("text: Hi\nid: hi"), device: .iphone15pro)
        #expect(small["statusBar"] == Rect(x: 0, y: 0, width: 393, height: 59))
        #expect(try solve(screen("text: Hi\nid: hi"), device: .iphone15pro)["hi"] == small["hi"])
    }
}
