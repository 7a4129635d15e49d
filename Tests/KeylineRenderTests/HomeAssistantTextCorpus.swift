import KeylineCore
import Testing

/// One text of the Home Assistant references (Resources/SwiftUIText/HomeAssistant-*.png,
/// their source in SOURCES.md there): a crop of a swift-snapshot-testing image of a real
/// SwiftUI view on an iPhone 13 simulator (iOS 18, @3x, Dynamic Type size Medium, the
/// size swift-snapshot-testing's `.iPhone13` configuration sets), and what the code drew.
struct CorpusText: Sendable, CustomTestStringConvertible {
    /// The crop's file name in Resources/SwiftUIText.
    let file: String
    let style: TextStyle
    let weight: FontWeight
    /// The lines as iOS broke them.
    let lines: [String]
    /// The width SwiftUI offered the text, where the view's code fixes it; nil where it
    /// depends on a List's insets that the source does not state.
    let wrapWidth: Double?
    let alignment: TextAlignment
    /// Why Keyline does not yet break this text as iOS does, if it does not.
    var knownBreakIssue: String? = nil

    var testDescription: String { "\(style) \(weight.rawValue) (\(lines.count) lines)" }

    /// The swift-snapshot-testing `.iPhone13` configuration's Dynamic Type size.
    static let dynamicType = DynamicTypeSize.medium
    /// The snapshots' pixels per point (iPhone 13).
    static let scale = 3.0

    /// BaseOnboardingView's title and descriptions are 390 − 2 × 16 pt wide (padding 16 on
    /// each side in a 390-pt screen; its 600-pt maximum does not bite).
    static let onboardingWidth = 358.0

    static let all: [CorpusText] = [
        // BaseOnboardingView: `Text(title).font(.largeTitle.bold()).multilineTextAlignment(.center)`.
        CorpusText(file: "HomeAssistant-largeTitle-bold-3lines.png", style: .largeTitle, weight: .bold,
                   lines: ["Use this device's", "location for", "automations"], wrapWidth: onboardingWidth, alignment: .center),
        CorpusText(file: "HomeAssistant-largeTitle-bold-2lines.png", style: .largeTitle, weight: .bold,
                   lines: ["Welcome to", "Home Assistant"], wrapWidth: onboardingWidth, alignment: .center,
                   knownBreakIssue: "iOS's standard line-break strategy (NSParagraphStyle.LineBreakStrategy.pushOut) "
                       + "moves \"Home\" down rather than leave \"Assistant\" alone on the last line; Keyline breaks "
                       + "greedily (\"Welcome to Home\" fits in 358 pt)"),
        // BaseOnboardingView: `Text(description).font(.body).foregroundStyle(.secondary)`, centred.
        CorpusText(file: "HomeAssistant-body-secondary-4lines.png", style: .body, weight: .regular,
                   lines: ["Location sharing enables powerful automations,", "such as turning off the heating when you leave",
                           "home. This option shares the device's location", "only with your Home Assistant system."],
                   wrapWidth: onboardingWidth, alignment: .center),
        CorpusText(file: "HomeAssistant-body-secondary-3lines.png", style: .body, weight: .regular,
                   lines: ["This data stays in your home and is never sent to", "third parties. It also helps strengthen the security",
                           "of your connection to Home Assistant."],
                   wrapWidth: onboardingWidth, alignment: .center),
        // ServerSwitchingHowItWorksView: the intro, `.font(.body)`, black on the grouped background.
        CorpusText(file: "HomeAssistant-body-4lines.png", style: .body, weight: .regular,
                   lines: ["With multiple homes, the app can figure out", "which server matters right now and switch to",
                           "it for you. Walk into your second home and", "its dashboard is already there."],
                   wrapWidth: nil, alignment: .leading),
        // OnboardingScanningInstanceRow: `Text(name).font(.headline)`.
        CorpusText(file: "HomeAssistant-headline-2lines.png", style: .headline, weight: .semibold,
                   lines: ["My Very Long Home Assistant", "Instance Name That Should Wrap"], wrapWidth: nil, alignment: .leading),
        // ServerSwitchingHowItWorksView's rows: `.font(.headline)` over `.font(.subheadline)`, secondary.
        CorpusText(file: "HomeAssistant-headline.png", style: .headline, weight: .semibold,
                   lines: ["Home network first"], wrapWidth: nil, alignment: .leading),
        CorpusText(file: "HomeAssistant-subheadline-4lines.png", style: .subheadline, weight: .regular,
                   lines: ["If this device is connected to a Wi-Fi", "network that belongs to one of your",
                           "servers, that server is considered closest.", "No location check is needed."],
                   wrapWidth: nil, alignment: .leading),
        // BaseOnboardingView's preview content: `.font(.footnote).foregroundStyle(.secondary)`.
        CorpusText(file: "HomeAssistant-footnote.png", style: .footnote, weight: .regular,
                   lines: ["You can change this later in Settings."], wrapWidth: nil, alignment: .leading),
        // SelectionOptionView: title `.font(.caption)`, subtitle `.font(.caption2)`, secondary.
        CorpusText(file: "HomeAssistant-caption-4lines.png", style: .caption, weight: .regular,
                   lines: ["This is a very long title that should", "wrap to multiple lines and test how",
                           "the layout handles extensive text", "content in the selection option view"],
                   wrapWidth: nil, alignment: .leading),
        CorpusText(file: "HomeAssistant-caption2-6lines.png", style: .caption2, weight: .regular,
                   lines: ["This is also a very long subtitle that", "provides additional context and",
                           "information about the selection", "option, testing how subtitles handle",
                           "multiline text and proper spacing", "within the component layout"],
                   wrapWidth: nil, alignment: .leading),
    ]
}
