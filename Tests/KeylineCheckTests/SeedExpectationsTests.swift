import Foundation
import KeylineCheck
import KeylineCore
import KeylineRender
import Testing

/// The seed scenes state their specs' numbers as expectations; every one must hold in every
/// variant it is about, so that a change to a scene (or to Keyline) that breaks a spec
/// number fails CI.
@Suite struct SeedExpectationsTests {
    static let scenes: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: scenesDirectory)) ?? [])
        .filter { $0.hasSuffix(".yaml") }.sorted()

    @Test(arguments: scenes)
    func everyExpectationOfASeedSceneHolds(file: String) throws {
        let document = try SceneLoader.load(contentsOf: scenesDirectory + "/" + file)
        let report = try ExpectationCheck.run(document, variants: ExpectationCheck.variants(for: document), measurer: Renderer())
        let failures = report.results.filter { !$0.passed }.map { r in
            "\(r.expectation.location) \(r.expectation.text) [\(r.screen ?? "-") \(r.variantKey)]: spec \(r.expected), measured \(r.measured)"
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        // Each expectation is measured somewhere: none is about no screen at all.
        let measured = Set(report.results.map(\.expectation.location))
        #expect(document.expectations.filter { !measured.contains($0.location) }.map(\.text) == [])
    }

    /// "Scenes/urbannest-onboarding.yaml states every number in its spec's 'Layout
    /// Specifications', 'States' and 'Dark Mode' sections (well over 30 expectations)",
    /// each with the spec's sentence.
    @Test func urbanNestStatesItsSpec() throws {
        let document = try SceneLoader.load(contentsOf: scenesDirectory + "/urbannest-onboarding.yaml")
        #expect(document.expectations.count > 60)
        #expect(document.expectations.allSatisfy { $0.note != nil })
        let notes = document.expectations.compactMap(\.note).joined(separator: "\n")
        for sentence in ["Height: 48pt", "Touch Target: 44x44pt minimum", "Gap: 8pt between dots", "Min Height: 72pt (3 lines)",
                         "Title: #E0E0E0 (light gray)", "Inactive: #3A3A3A (dark gray)", "Page Indicator: Dot 3 active"] {
            #expect(notes.contains(sentence), "no expectation quotes \"\(sentence)\"")
        }
    }

    /// The ABC spec's numbers are in its SwiftUI sketches (WelcomeStepView,
    /// CurrencySelectionStepView, OnboardingData) and its sections; each is stated, with the
    /// spec's words.
    @Test func abcStatesItsSpec() throws {
        let document = try SceneLoader.load(contentsOf: scenesDirectory + "/abc-budgeting-onboarding.yaml")
        #expect(document.expectations.count > 100)
        #expect(document.expectations.allSatisfy { $0.note != nil })
        let notes = document.expectations.compactMap(\.note).joined(separator: "\n")
        for sentence in [".frame(width: 120, height: 120)", "VStack(spacing: 32)", "VStack(spacing: 16)",
                         "VStack(alignment: .leading, spacing: 12)", "VStack(alignment: .leading, spacing: 8)",
                         "VStack(alignment: .leading, spacing: 24)", ".padding(.horizontal, 24)", ".padding(.vertical, 32)",
                         "App brand colors (blue #0a38c3, green #07e95e)", "Help text: \"Enter your current account balance\"",
                         "Placeholder: \"Enter your name\"", "var notificationsEnabled: Bool = false",
                         "Touch Targets: Minimum 44pt touch targets", "Scalable Text: All text scales with system settings",
                         "Color(.systemBackground).ignoresSafeArea()", "Meet WCAG AA standards"] {
            #expect(notes.contains(sentence), "no expectation quotes \"\(sentence)\"")
        }
    }
}

/// The example expectations in docs/checks-and-lints.md are UrbanNest's numbers: they must read, and hold.
@Suite struct ReadmeExpectationsTests {
    @Test func theReadmeExampleHoldsOnUrbanNest() throws {
        let readme = try String(contentsOfFile: scenesDirectory + "/../docs/checks-and-lints.md", encoding: .utf8)
        let section = try #require(readme.range(of: "## Expectations and `keyline check`"))
        let start = try #require(readme.range(of: "```yaml\n", range: section.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let scene = try String(contentsOfFile: scenesDirectory + "/urbannest-onboarding.yaml", encoding: .utf8)
        let body = try #require(scene.range(of: "\nexpect:\n"))
        let text = String(scene[..<body.lowerBound]) + "\n" + readme[start.upperBound..<end.lowerBound]
        let document = try SceneLoader.load(text: text, file: "readme.yaml", directory: scenesDirectory)
        #expect(document.expectations.count == 13)
        let report = try ExpectationCheck.run(document, variants: ExpectationCheck.variants(for: document), measurer: Renderer())
        #expect(report.failed == 0, "\(report.table())")
    }
}
