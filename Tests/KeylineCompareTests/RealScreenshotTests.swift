import Foundation
import KeylineCompare
import KeylineCore
import KeylineRender
import Testing

private let screenshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Screenshots")

/// A real iOS screenshot of an open-source SwiftUI app (Screenshots/SOURCES.md) against the
/// scene rebuilt from its source: the boxes `keyline compare` finds are the ones a person
/// measures in the screenshot (SOURCES.md's table, made with ImageMagick), within 1 pt.
@Suite struct RealScreenshotTests {
    // The two lines of the empty-state text are set 20.29 pt apart (the merged text metrics):
    // closer than the quarter em each line's box once reached into its neighbour's, so the
    // expected ink and the found box of each line took in the other's descenders or
    // ascenders. The pad and the growth now stop at a neighbour's frame (InkLocator).
    @Test func telegramDesignsCallsTab() throws {
        let folder = screenshots.appendingPathComponent("TelegramDesign")
        let shot = try Screenshot(contentsOf: folder.appendingPathComponent("calls.png").path, device: nil, scale: nil)
        #expect(shot.device.name == "iphone15pro" && shot.scale == 3, "1179 x 2556 is an iPhone 15 Pro at @3x")
        #expect(shot.colorSpace == .sRGB)
        let document = try SceneLoader.load(contentsOf: folder.appendingPathComponent("calls.yaml").path)
        let variant = Variant(device: shot.device, scale: 3)
        let result = try ScreenComparer().compare(shot, document: document, screen: document.screens[0], variant: variant,
                                                  masks: [], renderer: Renderer())
        let found = Dictionary(uniqueKeysWithValues: result.comparison.elements.map { ($0.id, $0) })
        // What a person measures (SOURCES.md), in points.
        let measured: [String: Rect] = [
            "edit": Rect(x: 52.0 / 3, y: 208.0 / 3, width: 82.0 / 3, height: 13),
            "picker": Rect(x: 365.0 / 3, y: 181.0 / 3, width: 150, height: 32),
            "line1": Rect(x: 92, y: 1328.0 / 3, width: 628.0 / 3, height: 13),
            "line2": Rect(x: 116, y: 463, width: 161, height: 47.0 / 3),
        ]
        for (id, truth) in measured {
            let f = try #require(found[id]?.found, "\(id) not found: \(found[id]?.json ?? "not measured")")
            #expect(abs(f.minX - truth.minX) <= 1 && abs(f.minY - truth.minY) <= 1 && abs(f.width - truth.width) <= 1
                    && abs(f.height - truth.height) <= 1, "\(id): found \(f), measured \(truth)")
        }
        // The findings: the picker is as large as the scene says (150 x 32) but 4.67 pt higher
        // than Keyline centres it in a 44-pt bar under the status bar; the empty-state text sits
        // 24 pt lower than a VStack centred between the bars puts it, in the same words (SF Pro
        // drawn by a stand-in: narrower in the app); the colours are the tokens'.
        let picker = try #require(found["picker"])
        #expect(picker.status == .drift && abs(picker.dy + 14.0 / 3) <= 1 && abs(picker.dwidth) <= 1 && abs(picker.dheight) <= 1, "\(picker.json)")
        let line1 = try #require(found["line1"])
        #expect(abs(line1.dy - 24) <= 1 && line1.text?.same == true, "\(line1.json)")
        let line2 = try #require(found["line2"])
        #expect(abs(line2.dy - 24) <= 1 && line2.text?.same == true, "\(line2.json)")
        for id in ["picker", "line1", "line2", "edit"] {
            #expect((found[id]?.colour?.deltaE ?? 99) < 3, "\(found[id]?.json ?? "")")
        }
    }
}
