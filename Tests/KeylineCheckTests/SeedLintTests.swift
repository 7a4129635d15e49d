import Foundation
import KeylineCheck
import KeylineCore
import Testing

/// The seed scenes pass `keyline lint` (docs/checks-and-lints.md, "Accessibility and `keyline lint`"): nothing
/// is found in light and dark at the default size and at the largest accessibility size,
/// where clipped text shows first. The CLI checks every size; this keeps CI quick.
@Suite struct SeedLintTests {
    static let scenes: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: scenesDirectory)) ?? [])
        .filter { $0.hasSuffix(".yaml") }.sorted()

    @Test(arguments: scenes)
    func aSeedSceneHasNoLintFindings(file: String) throws {
        let document = try SceneLoader.load(contentsOf: scenesDirectory + "/" + file)
        let variants = [Appearance.light, .dark].flatMap { appearance in
            [DynamicTypeSize.large, .accessibility5].map { Variant(appearance: appearance, device: document.device, dynamicTypeSize: $0) }
        }
        let report = try Linter(document: document).run(screens: document.screens, variants: variants, threads: 2)
        #expect(report.findings.map(\.message) == [])
    }

    /// ABC's secondary text grey, worked by hand (WCAG 2.x relative luminance): #67 = 103/255
    /// → ((0.40392 + 0.055) / 1.055)^2.4 = 0.13563, #6D = 109/255 → 0.15293, so
    /// L = 0.9278 × 0.13563 + 0.0722 × 0.15293 = 0.13688. On white 1.05 / 0.18688 = 5.62; on
    /// the create-goal tint #E1E6F7 (L = 0.7932) 0.8432 / 0.18688 = 4.51, the surface that
    /// sets it (#68686E, one step lighter, is 4.44 there). The sketches' .secondary over
    /// white, #8A8A8E, is 3.44:1, which fails 4.5:1.
    @Test func abcSecondaryTextPassesOnEverySurfaceItSitsOn() throws {
        let document = try SceneLoader.load(contentsOf: scenesDirectory + "/abc-budgeting-onboarding.yaml")
        let grey = try #require(document.tokens.colors["secondaryText"]).light
        #expect(grey == Color(rgb8: 0x67, 0x67, 0x6D))
        #expect(abs(WCAGContrast.ratio(grey, .white) - 5.62) < 0.005)
        #expect(abs(WCAGContrast.ratio(grey, try #require(Color(hex: "#E1E6F7"))) - 4.51) < 0.005)
        for surface in ["#FFFFFF", "#F2F2F7", "#EFEFF0", "#E1E6F7"] {
            #expect(WCAGContrast.ratio(grey, try #require(Color(hex: surface))) >= 4.5, "\(surface)")
        }
        #expect(abs(WCAGContrast.ratio(try #require(Color(hex: "#8A8A8E")), .white) - 3.44) < 0.005)
        // One step lighter along secondaryLabel's alpha would not do on the tint.
        #expect(WCAGContrast.ratio(Color(rgb8: 0x68, 0x68, 0x6E), try #require(Color(hex: "#E1E6F7"))) < 4.5)
    }
}
