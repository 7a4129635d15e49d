/// The metrics of SwiftUI's label, progress view, slider and stepper as iOS 17 draws them
/// (docs/controls.md). Each says where its number comes from; where it is Keyline's reading
/// of iOS's drawing rather than a published or measured number, the comment says so and
/// docs/controls.md lists it.

/// SwiftUI's `LabelStyle` values (`.labelStyle(.iconOnly)`).
public enum LabelStyleChoice: String, CaseIterable, Sendable {
    /// Outside a list and a toolbar, iOS's automatic style is `titleAndIcon` (Apple's
    /// documentation of `LabelStyle.automatic`: the style "based on the label's context";
    /// a label in a plain stack shows both).
    case automatic, titleAndIcon, titleOnly, iconOnly
}

/// `label: <title>` with `systemImage:`.
public enum LabelMetrics {
    /// Between the icon and the title: SwiftUI's standard spacing between adjacent views
    /// (`StackSpec.defaultSpacing`). Keyline's reading: the label's stack is SwiftUI's
    /// HStack with its default spacing; iOS 18's `labelIconToTitleSpacing(_:)` exists to
    /// change it and Apple publishes no number for it.
    public static let iconSpacing = StackSpec.defaultSpacing
}

/// SwiftUI's `ProgressViewStyle` values.
public enum ProgressViewStyleChoice: String, CaseIterable, Sendable {
    /// A progress view with a value is linear, one without is the circular spinner (Apple's
    /// documentation of `ProgressView`: "indeterminate progress … a spinning indicator").
    case automatic, linear, circular
}

/// `progressView`: UIProgressView (linear) and UIActivityIndicatorView (circular), which
/// SwiftUI's progress views draw on iOS.
public enum ProgressViewMetrics {
    /// The linear bar: 4 pt tall, a capsule, the tint over a grey track (the `progress`
    /// kind's bar, UIProgressView's default style since iOS 13).
    public static let barThickness = 4.0
    /// UIActivityIndicatorView's `.medium` style, SwiftUI's circular progress view on
    /// iPhone: a 20 × 20 pt spinner of 8 spokes that keeps its size at every Dynamic Type
    /// size (Apple's UIActivityIndicatorView documentation lists `.medium` as the default
    /// style; 20 pt is its intrinsic size, as `UIActivityIndicatorView(style: .medium)
    /// .intrinsicContentSize` reports).
    public static let spinnerDiameter = 20.0
    public static let spokeCount = 8
    /// Keyline's reading of the spoke's shape (not published): a capsule 2.5 × 6 pt from the
    /// rim inwards, in `secondaryLabel`, fading from full strength to a quarter around the
    /// circle as a still frame of the spinning indicator shows.
    public static let spokeWidth = 2.5
    public static let spokeLength = 6.0
    public static let faintestSpoke = 0.25
}

/// `slider`: UISlider, which SwiftUI's Slider draws on iOS.
public enum SliderMetrics {
    /// UISlider's height on iOS 17 and 18: 34 pt at every Dynamic Type size. Measured on
    /// AccessibilitySnapshot's reference images of a UISlider (cashapp, Apache-2.0; iOS 17.5
    /// on an iPhone 15 Pro, iOS 18.5 on an iPhone 16 Pro, @3x; SOURCES.md): the slider's
    /// `sizeThatFits` height is 34 pt in both (its accessibility frame 102 pixels tall, the
    /// view around it 20 pt taller), the track centred in it. Keyline drew 31 before (the
    /// height Interface Builder gave a UISlider up to iOS 14), unmeasured.
    public static let height = 34.0
    /// The track's ends are 3 pt inside the slider's frame (the same images: 9 pixels at
    /// each end on both phones).
    public static let trackInset = 3.0
    /// The thumb: a 28-pt white circle with a soft shadow (UISlider's default thumb image,
    /// 28 × 28 pt since iOS 7; its white disc measures 27 pt on the images above, within
    /// 1 pt).
    public static let thumbDiameter = 28.0
    /// Where the thumb's centre is at the ends of the range: 15 pt inside the frame's ends.
    /// The images above put the centre of a thumb at 75 % at 272.5 pt into a 373-pt slider
    /// and 278.5 into a 382-pt one (iOS rounds the thumb to whole points): 14.5 and 16 from
    /// the ends. Keyline drew it 14 pt in (half the thumb) before.
    public static let thumbTravelInset = 15.0
    /// The track: a 4-pt capsule, the tint up to the thumb and a grey fill after it.
    /// Keyline's reading of iOS 17's track (not a published number): as thick as the
    /// linear progress view's bar.
    public static let trackThickness = 4.0
    /// The thumb's shadow, as the switch's thumb (Keyline's reading, `SwitchMetrics`).
    public static let thumbShadow = SwitchMetrics.thumbShadow
}

/// `stepper`: UIStepper, which SwiftUI's Stepper draws on iOS.
public enum StepperMetrics {
    /// UIStepper's size since iOS 13: 94 × 32 pt at every Dynamic Type size (its intrinsic
    /// content size; iOS 7 to 12 drew it 94 × 29).
    public static let width = 94.0
    public static let height = 32.0
    /// Keyline's reading of iOS 17's stepper (not published): corner radius 8 continuous,
    /// filled with `tertiarySystemFill`, a 1-pt `separator` line 18 pt tall between the
    /// halves, the − and + symbols at the body size in `label` (`tertiaryLabel` when the
    /// value is at the end of its range: that half is disabled).
    public static let cornerRadius = 8.0
    public static let dividerHeight = 18.0
    public static let dividerWidth = 1.0
    /// The glyph of a disabled half (at the end of the range) is the label's colour at half
    /// strength. Measured on AccessibilitySnapshot's reference images of a UIStepper at its
    /// minimum and between its ends (iOS 17.5, @3x, drawn in grey levels; SOURCES.md): the −
    /// glyph's core is level 119 over the stepper's fill (237), black at 50 %, where Keyline
    /// drew `tertiaryLabel` (level 186). The same images hold the stepper at 94 × 32 pt and
    /// the divider 18 pt tall, 7 pt under the top, as above.
    public static let disabledGlyphOpacity = 0.5
}

/// SwiftUI's `PickerStyle` values on iOS.
public enum PickerStyleChoice: String, CaseIterable, Sendable {
    /// On iOS 17 `.automatic` is `.menu` (Apple's documentation of `PickerStyle.automatic`
    /// and of `MenuPickerStyle`: the default style of a picker outside a form since iOS 16).
    /// `wheel` is UIPickerView's drum (`WheelPickerMetrics`); `inline` lists the options as
    /// rows in a list or form and is the wheel elsewhere (`InlinePickerMetrics`).
    /// `.navigationLink` (`NavigationLinkPickerStyle`, iOS 16) is what `.automatic` drew in a
    /// Form inside a NavigationView up to iOS 15: a row that pushes the list of choices.
    case automatic, menu, segmented, wheel, inline, navigationLink
}

/// `pickerStyle: segmented`: UISegmentedControl, which SwiftUI's segmented picker draws.
/// Sources, as tagged:
/// - [shot] Measured on real screenshots (Tests/KeylineCompareTests/Screenshots/SOURCES.md;
///   RealScreenshotTests.goCyclingSegmentedPickerShape): the track 32 pt tall (GoCycling's
///   Settings tab, iOS 16; RSSReader's Explore tab, iOS 18; TelegramDesign's Calls tab), its
///   corner row by row the same on iOS 16 and 18: Keyline's continuous corner of 8.1 pt
///   follows GoCycling's within 0.06 pt on every row from 0.5 to 7 pt down; the selected
///   segment 2 pt inside the track at the top, the bottom and the end.
/// - [design] Flutter's reproduction, "extracted from https://developer.apple.com/design/resources/
///   ... updated to match iOS 17 figma file" (flutter/flutter, BSD-3-Clause,
///   `packages/flutter/lib/src/cupertino/sliding_segmented_control.dart`): the selected
///   segment's corner radius 7, the titles 13 pt ("inspected from iOS 17.5 simulator"), the
///   thumb's shadow black at 12 %, 3 pt down, blurred 8 (its design tool's blur, a 4-pt
///   radius here), over a sharper one at 4 %. Its track radius, 9, is the design file's;
///   the screenshots measure 8.1.
/// - [est] Keyline's reading: regular unselected titles (Flutter inspected medium, not yet
///   checked here), semibold selected ones; 1-pt dividers 16 pt tall between unselected
///   segments; the track `tertiarySystemFill`, the selected segment white in light and
///   `systemGray2`'s dark value (#636366) in dark.
public enum SegmentedControlMetrics {
    /// [shot] 32 pt at every Dynamic Type size.
    public static let height = 32.0
    /// [shot] The track's continuous corner.
    public static let cornerRadius = 8.1
    /// [shot] The selected segment's inset; [design] its radius (the screenshot's corner rows
    /// come out smaller, about 6 pt, not applied until measured apart from the shadow).
    public static let selectionInset = 2.0
    public static let selectionCornerRadius = 7.0
    /// [design] The titles' size.
    public static let fontSize = 13.0
    /// [est]
    public static let dividerHeight = 16.0
    /// [design] The selected segment's shadow in light: a 4-pt radius, 3 pt down, black at 12 %.
    public static let selectionShadow = (radius: 4.0, y: 3.0, opacity: 0.12)
}

/// `pickerStyle: menu` (iOS 17's default) and a closed `menu`: the selection (or title)
/// in the tint beside `chevron.up.chevron.down`, drawn at the small image scale.
/// Keyline's reading of iOS 17's menu button (4 pt between the two; not published).
public enum MenuPickerMetrics {
    public static let chevronSpacing = 4.0
}
