import KeylineCore

/// The status bar in layout: placed by the device, not by its parent. It takes no room
/// where it is written (its size is zero whatever is proposed, so the zstack that lays it
/// over a screen is exactly the screen's size) and its frame is the bar's place on the screen.
final class StatusBarElement: LayoutElement {
    let spec: StatusBarSpec
    private(set) var layout: StatusBarLayout?

    init(node: ViewNode, spec: StatusBarSpec, context: LayoutContext) {
        self.spec = spec
        super.init(node: node, role: .content, context: context)
    }

    /// The clock as text: SF Pro Semibold in the content colour, never wrapped.
    var timeText: TextSpec {
        TextSpec(content: spec.time, font: StatusBarLayout.timeFont(for: context.device), color: .color(ChromeColors.content(spec.style)))
    }

    override func computeSize(_ proposal: ProposedSize) -> Size { .zero }

    override func placeChildren(in frame: Rect, proposal: ProposedSize) {
        let layout = StatusBarLayout(device: context.device, timeText: context.measurer.measure(timeText, width: nil))
        self.layout = layout
        self.frame = layout.frame
    }
}

/// The home indicator in layout: placed by the device, like the status bar.
final class HomeIndicatorElement: LayoutElement {
    let spec: HomeIndicatorSpec

    init(node: ViewNode, spec: HomeIndicatorSpec, context: LayoutContext) {
        self.spec = spec
        super.init(node: node, role: .content, context: context)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size { .zero }

    override func placeChildren(in frame: Rect, proposal: ProposedSize) {
        self.frame = HomeIndicatorLayout(device: context.device).frame
    }
}

/// The chrome's colours, per the appearance it is drawn for.
public enum ChromeColors {
    /// The clock and glyphs: black on a light screen, white on a dark one (measured #000000 on
    /// the iPhone 14's light screenshot, #FFFFFF on the iPhone 15 Pro's dark one).
    public static func content(_ style: Appearance) -> Color { style == .light ? .black : .white }

    /// The battery's outline is the content colour at 40 % (the iPhone 14's outline reads
    /// #999999 on white) and its cap at 50 % (#777777–#787878).
    public static let batteryOutlineOpacity = 0.4
    public static let batteryCapOpacity = 0.5

    /// The home indicator: black on a light screen (#000000 on the iPhone 14); on a dark one
    /// white at 19 %: iOS tints it to the content under it, and over the iPhone 15 Pro
    /// reference's #02122B it reads #333B46, which white at 19 % reproduces within 5 levels
    /// in red and green (#323F4B).
    public static func homeIndicator(_ style: Appearance) -> Color {
        style == .light ? .black : Color(red: 1, green: 1, blue: 1, alpha: 0.19)
    }
}
