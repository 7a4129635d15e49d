import Foundation
import KeylineCheck
import KeylineCore
import KeylineRender
import KeylineSnapshot
import Testing

/// One redline per seed scene at @2x, looked at and checked in under Goldens/redlines;
/// re-rendered here and compared pixel for pixel. To re-record after a change that is
/// meant: `keyline redline Scenes/<scene>.yaml --screen <screen> --out Goldens/redlines/<scene>-<screen>.png`,
/// then look at each before committing.
@Suite struct RedlineGoldenTests {
    static let goldens = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/") + "/Goldens/redlines"

    @Test(arguments: [("urbannest-onboarding", "slide1"), ("howto-onboarding", "1-welcome"),
                      ("rin-onboarding", "s04"), ("abc-budgeting-onboarding", "01-welcome")])
    func theSeedRedlinesMatchTheirGoldens(scene: String, screen: String) throws {
        let document = try SceneLoader.load(contentsOf: "\(scenesDirectory)/\(scene).yaml")
        let definition = try #require(document.screens.first { $0.id == screen })
        let image = try Redline.render(document, screen: definition, variant: Variant(device: document.device), scale: 2,
                                       renderer: Renderer())
        let bytes = try Data(contentsOf: URL(fileURLWithPath: "\(Self.goldens)/\(scene)-\(screen).png"))
        let golden = try bytes.withUnsafeBytes { try PNGDecoder().decode($0) }
        let comparison = ImageComparison.compare(golden, image)
        #expect(comparison.verdict == .identical, "\(scene)-\(screen): \(comparison.summary)")
    }
}
