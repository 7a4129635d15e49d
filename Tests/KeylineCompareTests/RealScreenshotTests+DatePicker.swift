import Foundation
import KeylineCore
import KeylinePixels
import KeylineRender
import Testing

private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Screenshots/DatePicker")

/// UIKit's action sheet (`UIAlertController`, `.actionSheet`), as react-native-date-picker's
/// README shows its iOS modal (henninghall/react-native-date-picker, MIT; Screenshots/SOURCES.md):
/// a frame of the README's GIF, 600 x 1298 pixels for a 390 x 844-pt iPhone (1.54 pixels a
/// point), iOS 14 or 15. Its header holds a date wheel SwiftUI cannot put in a
/// confirmationDialog, so the test compares what does not depend on the header, measured with
/// the same rules in the frame and in Keyline's render of `action-sheet.yaml` (measure.py):
/// the hairline over the Confirm row, the group's bottom, the Cancel button, its sides.
extension RealScreenshotTests {
    struct ActionSheetMeasure {
        var hairline = 0.0, groupBottom = 0.0, cancelTop = 0.0, cancelBottom = 0.0, left = 0.0, right = 0.0
    }

    /// Measures the action sheet at the bottom of `image`, drawn at `scale` pixels a point.
    static func measureActionSheet(_ image: PixelImage, scale s: Double) -> ActionSheetMeasure {
        func green(_ x: Int, _ y: Int) -> Int { Int(image.straightRGBA(x: x, y: y).green) }
        func px(_ points: Double) -> Int { Int((points * s).rounded()) }
        let column = px(60)
        // The dimming, left of the sheet 700 pt down; the sheet's white is 20 levels lighter.
        let dim = green(1, px(700))
        func light(_ y: Int) -> Bool { green(column, y) > dim + 20 }
        var y = image.height - px(20)
        while y > 0, !light(y) { y -= 1 }
        let cancelBottom = y + 1
        while y > 0, light(y) { y -= 1 }
        let cancelTop = y + 1
        while y > 0, !light(y) { y -= 1 }
        let groupBottom = y + 1
        // The hairline: up from 3 pt inside the group, the first row 8 levels darker.
        let fill = green(column, groupBottom - px(3))
        y = groupBottom - px(3)
        while y > 0, green(column, y) > fill - 8 { y -= 1 }
        let hairline = y
        let middle = (cancelTop + cancelBottom) / 2
        var left = 0
        while left < image.width - 1, green(left, middle) <= dim + 20 { left += 1 }
        var right = image.width - 1
        while right > 0, green(right, middle) <= dim + 20 { right -= 1 }
        func points(_ pixels: Int) -> Double { Double(pixels) / s }
        return ActionSheetMeasure(hairline: points(hairline), groupBottom: points(groupBottom), cancelTop: points(cancelTop),
                                  cancelBottom: points(cancelBottom), left: points(left), right: points(right + 1))
    }

    @Test func datePickersActionSheet() throws {
        let decoded = try PNGDecoder().decodeTagged(contentsOf: folder.appendingPathComponent("action-sheet.png").path)
        let shot = decoded.image.convertedToSRGB(from: decoded.colorSpace)
        #expect(shot.width == 600 && shot.height == 1298)
        let real = Self.measureActionSheet(shot, scale: 600.0 / 390)
        // What a person measures (SOURCES.md, measure.py): the hairline over Confirm at 687.7,
        // the group's bottom at 744.9, Cancel from 752.7 to 809.9, its sides at 7.8 and 382.2.
        #expect(abs(real.hairline - 687.7) < 0.05 && abs(real.groupBottom - 744.9) < 0.05, "\(real)")
        #expect(abs(real.cancelTop - 752.7) < 0.05 && abs(real.cancelBottom - 809.9) < 0.05, "\(real)")
        #expect(abs(real.left - 7.8) < 0.05 && abs(real.right - 382.2) < 0.05, "\(real)")

        let document = try SceneLoader.load(contentsOf: folder.appendingPathComponent("action-sheet.yaml").path)
        let variant = Variant(device: document.device, scale: 2)
        let pipeline = ScenePipeline(document: document)
        let renderer = Renderer()
        let layout = pipeline.layout(try pipeline.viewTree(document.screens[0], variant), variant, renderer: renderer)
        let render = PixelImage(copyingRender: renderer.rasterize(pipeline.displayList(layout, variant), scale: 2))
        let drawn = Self.measureActionSheet(render, scale: 2)

        // Each within 1 pt: the 57-pt Confirm row (hairline to the group's bottom), the 8-pt
        // gap, the 57-pt Cancel button at the bottom of the safe area, the 8-pt side insets.
        for (name, d, r) in [("hairline over Confirm", drawn.hairline, real.hairline), ("group's bottom", drawn.groupBottom, real.groupBottom),
                             ("Cancel's top", drawn.cancelTop, real.cancelTop), ("Cancel's bottom", drawn.cancelBottom, real.cancelBottom),
                             ("left side", drawn.left, real.left), ("right side", drawn.right, real.right)] {
            #expect(abs(d - r) <= 1, "\(name): drawn \(d), iOS \(r)")
        }
        #expect(abs((drawn.groupBottom - drawn.hairline) - (real.groupBottom - real.hairline)) <= 1, "Confirm row: \(drawn), iOS \(real)")
        #expect(abs((drawn.cancelTop - drawn.groupBottom) - (real.cancelTop - real.groupBottom)) <= 1, "gap: \(drawn), iOS \(real)")
    }
}
