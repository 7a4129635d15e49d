import Foundation

/// `pickerStyle: wheel` (and `inline` outside a list): UIPickerView's drum, which SwiftUI's
/// wheel picker draws. The options sit on a cylinder seen from the front: the selected one
/// in the band at the middle, the others turned away from it by one row's arc each, so
/// that they are drawn shorter (the cosine of their angle) and closer together towards the
/// top and bottom edges, and fainter.
public enum WheelPickerMetrics {
    /// UIPickerView is 216 pt tall in portrait ("its height is 216 pixels (or pixel pairs) in
    /// portrait orientation", the UIKit course notes at http://45.79.140.111/INFO1-CE9236/src/picker,
    /// whose log shows UIKit's own "-[UIPickerView setFrame:]: invalid height value 0.0 pinned
    /// to 216.0"); SwiftUI's wheel picker keeps UIKit's height.
    public static let height = 216.0
    /// A row is 32 pt, the height of the selection band iOS 14 and later draw: "values derived
    /// from https://developer.apple.com/design/resources/ and on iOS simulators with 'Debug
    /// View Hierarchy'" (Flutter's reproduction of UIDatePicker, flutter/flutter, BSD-3-Clause,
    /// `packages/flutter/lib/src/cupertino/date_picker.dart`, `_kItemExtent = 32.0`, beside
    /// the same 216-pt height). Not yet measured on a screenshot.
    public static let rowHeight = 32.0
    /// Keyline's estimate: the cylinder's radius is half the picker's height, so a row a
    /// quarter turn away would sit on the top or bottom edge; each row turns by
    /// rowHeight / radius radians (17° at 32 pt). Rows a quarter turn or more away are not
    /// drawn (they face away), which leaves five rows and two slivers visible, close to the
    /// HIG's "roughly the height of five rows".
    public static let radius = height / 2
    /// iOS 14's band: a rounded rectangle of `tertiarySystemFill` behind the selected row,
    /// corner radius 8 (the colour and the radius are Flutter's
    /// `CupertinoPickerDefaultSelectionOverlay`, "to match the picker visuals introduced in
    /// iOS 14", `cupertino/picker.dart`); 8 pt in from each side is Keyline's estimate (Flutter
    /// insets it 9, unsourced).
    public static let bandInset = 8.0
    public static let bandCornerRadius = 8.0
    /// Keyline's estimate: the options at 20 pt regular (25-pt lines), in `label`, at every
    /// Dynamic Type size (UIPickerView's rows do not follow Dynamic Type).
    public static let fontSize = 20.0
    public static let lineHeight = 25.0
    /// Keyline's estimate: a row `angle` radians away fades as cos(angle) (the drum's shading;
    /// Flutter dims every row off the band to 0.447, "eyeballed", `_kOverAndUnderCenterOpacity`).
    public static func opacity(atAngle angle: Double) -> Double { max(0, cos(angle)) }
    /// At most this many rows either side of the selected one are drawn: 5 × 17° is 85°,
    /// the last before a quarter turn.
    public static let rowsEachSide = 5

    /// Where the row `step` rows from the selected one (negative: above) is drawn: its
    /// angle on the drum, its centre's distance from the picker's middle and its vertical
    /// scale; nil when it faces away.
    public static func placement(step: Int) -> (angle: Double, offset: Double, scale: Double)? {
        let angle = Double(step) * rowHeight / radius
        guard abs(angle) < .pi / 2 else { return nil }
        return (angle, radius * sin(angle), cos(angle))
    }
}

/// `pickerStyle: inline` inside a `list` or `form`: SwiftUI's InlinePickerStyle puts the
/// options "inline with other views in the current container" (Apple's documentation of
/// InlinePickerStyle): one list row each, the selected one with a checkmark on its trailing
/// edge in the tint, as UITableViewCell's `.checkmark` accessory; the picker's title is a
/// row of its own above them (Keyline's reading of iOS 17, to be checked against a
/// screenshot). Outside a list SwiftUI draws an inline picker as the wheel on iOS.
public enum InlinePickerMetrics {
    /// The checkmark is SF Symbols' `checkmark` at the body size, semibold (Keyline's reading).
    public static let checkmarkWeight = FontWeight.semibold
}
