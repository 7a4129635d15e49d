import Foundation
import KeylineCompare
import KeylineCore
import KeylineLayout
import KeylinePixels
import KeylineRender
import Testing

private let screenshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Screenshots")

/// Issue 15's controls in a form, against real screenshots of open-source SwiftUI apps on a
/// 393-pt iPhone (Screenshots/SOURCES.md): RSSReader's Add Feed sheet (a NavigationStack in a
/// sheet, `.cancellationAction` and `.confirmationAction` toolbar items, a Form section with a
/// header, a TextField and a footer); TelegramDesign's Settings tab (a List's margins) is measured
/// in RealScreenshotTests+ListSections.swift.
extension RealScreenshotTests {
    @Test func rssReaderAddFeedSheet() throws {
        let folder = screenshots.appendingPathComponent("RSSReader")
        let shot = try Screenshot(contentsOf: folder.appendingPathComponent("add-feed.png").path, device: nil, scale: nil)
        #expect(shot.device.size.width == 393 && shot.scale == 3, "1179 x 2556 is a 393 x 852-pt phone at @3x")
        let document = try SceneLoader.load(contentsOf: folder.appendingPathComponent("add-feed.yaml").path)
        let result = try ScreenComparer().compare(shot, document: document, screen: document.screens[0],
                                                  variant: Variant(device: shot.device, scale: 3), masks: [], renderer: Renderer())
        let found = Dictionary(uniqueKeysWithValues: result.comparison.elements.map { ($0.id, $0) })
        // What a person measures (measure.py, SOURCES.md): the boxes compare finds are these.
        Self.expectFoundAsMeasured(found, [
            "navigationBar.title": Rect(x: 159.67, y: 90.33, width: 73.67, height: 13),
            "navigationBar.leading0": Rect(x: 17, y: 90.67, width: 50.67, height: 13),
            "navigationBar.trailing0": Rect(x: 345.67, y: 90.67, width: 30.33, height: 13),
            "url": Rect(x: 41.33, y: 179.33, width: 72.33, height: 13),
            "homeIndicator": Rect(x: 126.67, y: 839, width: 140, height: 5),
        ])
        Self.expectWithinOnePoint(found, [
            // The 56-pt bar at the sheet's top: the title centred 28 pt down, Cancel before it,
            // 16 pt from the edge, and the disabled, semibold Add after it.
            "navigationBar.title": .centredText, "navigationBar.leading0": .leadingText,
            "navigationBar.trailing0": .centredText,
            "homeIndicator": .box,
        ])
        // Cancel in the accent colour, the disabled Add in tertiaryLabel over the grouped grey.
        for id in ["navigationBar.leading0", "navigationBar.trailing0"] {
            #expect((found[id]?.colour?.deltaE ?? 99) < 3, "\(found[id]?.json ?? id)")
        }
        // The TextField's row: its placeholder 20 pt inside the card (20 pt in), one line as
        // tall as the screenshot's, where the section's header puts it: its capitals 20 pt under
        // the bar, 18.67 above the card, as on iOS 17.5 (ListMetrics; with iOS 15/16's spacing
        // Keyline drew the section 3.67 pt higher).
        let url = try #require(found["url"])
        #expect(abs(url.dx) <= 1.001 && abs(url.dheight) <= 1.001, "\(url.json)")
        #expect(abs(url.dy) <= 0.34, "\(url.json)")
    }

    /// The first pixel column, from the left on row `y` (points), whose colour is within
    /// `tolerance` of `rgb`: where a white card starts on the grouped grey (#F2F2F7, 34 away).
    static func leadingEdge(of rgb: (Int, Int, Int), in image: PixelImage, y: Double, tolerance: Int = 12) -> Double? {
        let row = Int(y * 3)
        for x in 0..<image.width {
            let p = image.straightRGBA(x: x, y: row)
            if abs(Int(p.red) - rgb.0) + abs(Int(p.green) - rgb.1) + abs(Int(p.blue) - rgb.2) <= tolerance { return Double(x) / 3 }
        }
        return nil
    }

    /// The height of the fill run down pixel column `x` from row `from` (pixels): the rows
    /// within `tolerance` of `rgb`, in points at @3x.
    static func fillRun(of rgb: (Int, Int, Int), in image: PixelImage, x: Int, from: Int, tolerance: Int = 3) -> (top: Double, height: Double)? {
        func inside(_ y: Int) -> Bool {
            let p = image.straightRGBA(x: x, y: y)
            return abs(Int(p.red) - rgb.0) + abs(Int(p.green) - rgb.1) + abs(Int(p.blue) - rgb.2) <= tolerance
        }
        guard let top = (from..<image.height).first(where: inside) else { return nil }
        var bottom = top
        while bottom < image.height && inside(bottom) { bottom += 1 }
        return (Double(top) / 3, Double(bottom - top) / 3)
    }

    /// RSSReader's own snapshots of a plain TextField with a URL typed in, padded 16 on
    /// systemGray6, over a body Text padded 16 on grey (SOURCES.md): the field is 1.67 pt
    /// taller than the Text in both configurations, 22 pt around a 20.33-pt line on the iPhone 16
    /// one and 21 around a 19.33-pt line on the iPhone 8 one (whose body text is a point smaller),
    /// the whole-point line plus 1 (PlainFieldMetrics). Keyline drew the field as tall as its
    /// line, 20.29: its fill 1.71 pt short and everything under it that much high.
    @Test func rssReaderPlainTextFieldHeight() throws {
        let folder = screenshots.appendingPathComponent("RSSReader")
        let grey6 = (242, 242, 247), grey = (142, 142, 147)
        for (png, fieldFill, textFill, bodySize) in [("add-feed-url-iphone16.png", 54.0, 52.33, 17.0),
                                                     ("add-feed-url-iphone8.png", 53.0, 51.33, 16.0)] {
            let shot = try Screenshot(contentsOf: folder.appendingPathComponent(png).path, device: nil, scale: nil)
            let x = shot.image.width - 100
            let field = try #require(Self.fillRun(of: grey6, in: shot.image, x: x, from: 0), "\(png): the field's fill")
            let fieldRows = Int((field.top + field.height) * 3)
            let text = try #require(Self.fillRun(of: grey, in: shot.image, x: x, from: fieldRows), "\(png): the button's fill")
            #expect(abs(field.height - fieldFill) <= 0.01 && abs(text.height - textFill) <= 0.01, "\(png): fills \(field), \(text)")
            // 16 pt between them (spacing 8 + padding 8): the two runs are the right fills.
            #expect(abs(text.top - field.top - field.height - 16) <= 0.01, "\(png): \(field), \(text)")
            // The field, 32 pt of padding off its fill, is the body line rounded up, plus 1.
            #expect(abs(field.height - 32 - PlainFieldMetrics.height(systemFontSize: bodySize)) <= 0.01, "\(png): \(field)")
        }

        // Keyline's layout of the scene rebuilt from the source: the field's fill 54 pt, the
        // button's 52.33, as on the iPhone 16 snapshot.
        let shot = try Screenshot(contentsOf: folder.appendingPathComponent("add-feed-url-iphone16.png").path, device: nil, scale: nil)
        #expect(shot.device.size.width == 393 && shot.scale == 3, "1179 x 2556 is a 393 x 852-pt phone at @3x")
        let document = try SceneLoader.load(contentsOf: folder.appendingPathComponent("add-feed-url.yaml").path)
        let root = try Instantiator(document: document, variant: Variant(device: shot.device)).instantiate(document.screens[0])
        let nodes = SolvedLayout.solve(root, device: shot.device, measurer: Renderer()).nodes
        let url = try #require(nodes.first { $0.id == "url" }, "the field")
        let fill = try #require(nodes.first { $0.id == "addFill" }, "the button's fill")
        #expect(abs(url.frame.height - 54) <= 0.01 && abs(fill.frame.height - 52.29) <= 0.01, "fills: \(url.frame), \(fill.frame)")

        // The comparison: the bar sits 4.33 pt higher in Keyline (it hangs it under a status bar
        // the snapshot does not draw), so the content is held from the header: the field's text
        // and the button under it within 1 pt of where the header puts them.
        let result = try ScreenComparer().compare(shot, document: document, screen: document.screens[0],
                                                  variant: Variant(device: shot.device, scale: 3), masks: [], renderer: Renderer())
        let found = Dictionary(uniqueKeysWithValues: result.comparison.elements.map { ($0.id, $0) })
        let header = try #require(found["header"])
        for id in ["url", "addFill", "addTitle", "suggested"] {
            let e = try #require(found[id])
            #expect(e.found != nil && abs(e.dy - header.dy) <= 1.001 && abs(e.dheight) <= 1.001, "\(id) from the header: \(e.json), header \(header.json)")
        }
        #expect(abs((found["addFill"]?.dy ?? 99) - header.dy) <= 0.5, "the button's fill under the 54-pt field: \(found["addFill"]?.json ?? "")")
    }
}
