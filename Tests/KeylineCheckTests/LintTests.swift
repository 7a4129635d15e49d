import KeylineCheck
import KeylineCore
import Testing

/// Each lint on a scene where it holds and one where it is broken on purpose, with the
/// message checked. Expected ratios are worked by hand (WCAGContrastTests).
@Suite struct LintTests {
    // MARK: contrast

    @Test func contrastAgainstTheWindowBackground() throws {
        let report = try lint(scene("""
        vstack:
          - text: Passes
            font: body
            color: "#666666"
            id: passes
          - text: Fails
            font: body
            color: "#777777"
            id: fails
          - text: Large
            font: { size: 28 }
            color: "#777777"
            id: large
          - text: Eighteen
            font: { size: 18 }
            color: "#949494"
            id: eighteen
          - text: Seventeen
            font: { size: 17 }
            color: "#949494"
            id: seventeen
        """))
        // #949494 on white is 3.03:1: enough at 18 pt (large text), not at 17.
        let findings = report.findings(.lintContrast)
        #expect(findings.map(\.element) == ["fails", "seventeen"])
        #expect(findings.last?.message.hasPrefix("'seventeen' has contrast 3.03:1") == true)
        #expect(findings.first?.message == "'fails' has contrast 4.48:1, #777777 on #FFFFFF; text under 18 pt (14 pt bold) needs 4.5:1 (WCAG 1.4.3)")
        #expect(findings.first?.location == SourceLocation(file: "test.yaml", line: 9, column: 11))
    }

    @Test func contrastIsCheckedInDarkModeToo() throws {
        // #595959 on black is 2.998:1, printed 3.00:1: fails body text in dark; black on white is 21:1.
        let report = try lint(scene("""
        text: Hello
        font: body
        color: { light: "#000000", dark: "#595959" }
        id: hello
        """), appearances: [.light, .dark])
        let findings = report.findings(.lintContrast)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("3.00:1, #595959 on #000000") == true)
        #expect(findings.first?.occurrences == [.init(screen: "main", variants: ["dark"])])
    }

    @Test func contrastOverAGradientIsItsWorstPixel() throws {
        // White text over black → #333333 is at least 12.6:1 everywhere; over black → white
        // it falls to nearly 1:1 where the gradient is lightest.
        let report = try lint(scene("""
        vstack:
          - text: Readable everywhere
            font: body
            color: white
            padding: 8
            background: { linearGradient: { colors: ["#000000", "#333333"], start: leading, end: trailing } }
            id: dark
          - text: Washed out at the end
            font: body
            color: white
            padding: 8
            background: { linearGradient: { colors: ["#000000", "#FFFFFF"], start: leading, end: trailing } }
            id: washed
        """))
        let findings = report.findings(.lintContrast)
        #expect(findings.map(\.element) == ["washed"])
        let ratio = try #require(findings.first?.message.split(separator: " ").first { $0.hasSuffix(":1,") })
        #expect(try #require(Double(ratio.dropLast(3))) < 1.5)
    }

    @Test func translucentTextIsComparedAsItIsDrawn() throws {
        // Black at alpha 0x80 (128/255) over white draws 255 × 127/255 = #7F7F7F
        // (0.49804 → 0.21223): 1.05 / 0.26223 = 4.00:1.
        let report = try lint(scene("""
        text: Faint
        font: body
        color: "#00000080"
        """))
        #expect(report.findings(.lintContrast).first?.message.contains("4.00:1, #7F7F7F on #FFFFFF") == true)
    }

    @Test func textInItsBackgroundsColourIsFoundButCoveredTextIsNot() throws {
        let report = try lint(scene("""
        vstack:
          - text: Invisible
            font: body
            color: white
            id: invisible
          - zstack:
              - text: Covered
                font: body
                color: "#0060DF"
                id: covered
              - rect:
                fill: "#0060DF"
                frame: { width: 200, height: 40 }
        """))
        #expect(report.findings(.lintContrast).map(\.message) == [
            "'invisible' has contrast 1.00:1, #FFFFFF on #FFFFFF; text under 18 pt (14 pt bold) needs 4.5:1 (WCAG 1.4.3)",
        ])
    }

    @Test func disabledControlsHaveNoMinimum() throws {
        // WCAG 1.4.3: no requirement for "text … part of an inactive user interface component".
        let report = try lint(scene("""
        vstack:
          - text: Verify
            font: body
            color: "#C7C7CC"
            padding: 12
            accessibility: { traits: [button, notEnabled] }
          - text: Send
            font: body
            color: "#C7C7CC"
            padding: 12
            accessibility: { traits: [button] }
            id: send
        """))
        #expect(report.findings(.lintContrast).map(\.element) == ["send"])
    }

    // MARK: hit-target

    @Test func interactiveElementsAreAtLeast44Points() throws {
        let report = try lint(scene("""
        vstack:
          - Dot:
            id: small
            accessibility: { label: Small }
          - text: Padded
            padding: 12
            frame: { minWidth: 44, minHeight: 44 }
            accessibility: { traits: [button] }
            id: padded
        """, top: """
        components:
          Dot:
            role: button
            body:
              circle:
              frame: { width: 30, height: 44 }
        """))
        #expect(report.findings(.lintHitTarget).map(\.message) == ["'small' is interactive but 30x44 pt; tappable areas need at least 44x44 pt (Apple HIG)"])
    }

    // MARK: text-clipped

    @Test func truncatedAndClippedTextButNotBelowTheFold() throws {
        let report = try lint(scene("""
        vstack:
          - text: A line far too long to fit in sixty points
            lineLimit: 1
            frame: { width: 60 }
            id: truncated
          - text: Too tall
            font: body
            frame: { height: 10 }
            id: squeezed
          - text: Hidden and squeezed
            frame: { height: 10 }
            hidden: true
          - scroll:
              - rect:
                frame: { height: 2000 }
              - text: Below the fold
                id: below
            frame: { height: 300 }
        """))
        let messages = report.findings(.lintTextClipped).map(\.message)
        #expect(messages.count == 2)
        #expect(messages.contains("'truncated' is truncated by its line limit of 1 line"))
        // One line of body is SF Pro's 20.287 pt at Large (as on iOS, docs/text.md); the
        // frame keeps the text's width and cuts it to 10.
        #expect(messages.contains { $0.hasPrefix("'squeezed' is clipped: it needs ") && $0.contains("x20.287 pt but its frame is ") && $0.hasSuffix("x10 pt") })
    }

    @Test func textClippedOnlyAtALargerDynamicTypeSize() throws {
        let yaml = scene("""
        text: Continue
        font: body
        frame: { height: 24 }
        id: label
        """)
        #expect(try lint(yaml, sizes: [.large]).findings(.lintTextClipped).isEmpty)
        let report = try lint(yaml, sizes: [.large, .accessibility3])
        #expect(report.findings(.lintTextClipped).map(\.occurrences) == [[.init(screen: "main", variants: ["light-AX3"])]])
    }

    // MARK: dynamic-type

    @Test func fixedSizesDoNotScale() throws {
        let report = try lint(scene("""
        vstack:
          - text: Fixed
            font: { family: Inter, size: 17 }
            id: fixed
          - text: Style
            font: body
          - text: Relative
            font: { family: Inter, size: 16, relativeTo: body }
        """))
        #expect(report.findings(.lintDynamicType).map(\.message)
                == ["'fixed' has a fixed size (17 pt) that does not follow Dynamic Type; use a text style or relativeTo:"])
    }

    // MARK: label

    @Test func buttonsAndImagesNeedLabels() throws {
        let report = try lint(scene("""
        vstack:
          - Button:
              content: [{ text: Continue }]
            id: labelled
          - Button:
              content: [{ image: { systemName: xmark } }]
            id: iconOnly
          - Button:
              content: [{ image: { systemName: xmark } }]
            accessibility: { label: Close }
          - image: { systemName: star }
            id: picture
          - image: { systemName: star }
            accessibility: { hidden: true }
          - image: { systemName: star }
            accessibility: { label: Favourite }
        """, top: """
        components:
          Button:
            role: button
            params: { content: views }
            body:
              hstack: [{ slot: content }]
              frame: { minWidth: 44, minHeight: 44 }
        """))
        #expect(report.findings(.lintLabel).map(\.message) == [
            "'iconOnly' is a button without an accessibility label: VoiceOver reads nothing for it; add accessibility: { label: … }",
            "image 'picture' has no accessibility label; add accessibility: { label: … }, or { hidden: true } if it is decorative",
        ])
    }

    // MARK: safe-area

    @Test func elementsStayOnTheScreenAndOutOfTheInsets() throws {
        let report = try lint(scene("""
        zstack:
          - rect:
            fill: blue
            ignoresSafeArea: true
          - vstack:
              - text: Into the status bar
                padding: { top: -20 }
                id: high
              - zstack:
                  - rect:
                    frame: { width: 500, height: 10 }
                    id: wide
                frame: { width: 390, height: 10 }
              - text: Fine
            frame: { maxWidth: infinity, maxHeight: infinity, alignment: top }
          - rect:
            fill: red
            frame: { maxWidth: infinity, maxHeight: infinity }
            ignoresSafeArea: true
        """))
        let messages = report.findings(.lintSafeArea).map(\.message)
        // 500 pt centred on a 390-pt canvas starts at -55.
        #expect(messages.contains { $0.hasPrefix("'wide' reaches outside the screen (its frame is -55, ") && $0.hasSuffix(", 500x10 on a 390x844 pt canvas)") })
        #expect(messages.contains("'high' reaches into the safe area's top (47 pt) inset; keep it inside, or give it ignoresSafeArea"))
        #expect(messages.count == 2)
    }

    @Test func interactiveElementsSideBySideDoNotOverlap() throws {
        let report = try lint(scene("""
        vstack:
          - hstack:
              - rect:
                frame: { width: 60, height: 60 }
                accessibility: { label: Back, traits: [button] }
                id: back
              - rect:
                frame: { width: 50, height: 50 }
                accessibility: { label: Close, traits: [button] }
                padding: { leading: -20 }
                id: close
            spacing: 0
          - zstack:
              - rect:
                frame: { width: 60, height: 60 }
                accessibility: { label: Under, traits: [button] }
              - rect:
                frame: { width: 50, height: 50 }
                accessibility: { label: Over, traits: [button] }
        """))
        // close's element is its 50x50 rect (its accessibility comes before the padding),
        // pulled 20 pt over back: they share 20x50 pt. The zstack's two are layered on
        // purpose: the one on top takes the taps.
        #expect(report.findings(.lintSafeArea).map(\.message) == ["interactive 'close' overlaps interactive 'back' by 20x50 pt: a tap there could hit either"])
    }

    // MARK: grid

    @Test func writtenValuesOnTheGridOnlyWhereTheSceneAsks() throws {
        let body = """
        vstack:
          - rect:
            frame: { width: 48, height: 31 }
            padding: { horizontal: 16, top: 12 }
            id: card
        spacing: 8
        """
        #expect(try lint(scene(body)).findings(.lintGrid).isEmpty)
        let report = try lint(scene(body, top: "lint: { grid: 8 }"))
        #expect(report.findings(.lintGrid).map(\.message) == ["'card' is off the 8-pt grid: frame height 31, padding top 12"])
        #expect(try lint(scene(body, top: "lint: { grid: 4 }")).findings(.lintGrid).map(\.message) == ["'card' is off the 4-pt grid: frame height 31"])
    }

    // MARK: suppression

    @Test func aSuppressionWithAReasonHidesTheFindingsOfItsView() throws {
        let report = try lint(scene("""
        vstack:
          - text: Fails
            font: body
            color: "#777777"
            lint: { ignore: [contrast], reason: "the spec's gray600 on white, approved by design" }
          - vstack:
              - text: Fixed
                font: { family: Inter, size: 12 }
            lint: { ignore: [dynamic-type, hit-target], reason: "legal footer, fixed by the spec" }
        """))
        #expect(report.findings(.lintContrast).isEmpty)
        #expect(report.findings(.lintDynamicType).isEmpty)
        // hit-target suppressed nothing: it is reported where the suppression is written.
        let unused = report.findings(.lintUnusedSuppression)
        #expect(unused.count == 1)
        #expect(unused.first?.location == SourceLocation(file: "test.yaml", line: 12, column: 11))
        #expect(unused.first?.message.hasPrefix("'lint' ignores hit-target here, but there is no hit-target finding on this view or inside it") == true)
        #expect(report.findings.count == 1)
    }

    @Test func aSuppressionNeedsAReasonAndKnownLints() throws {
        func errors(_ modifier: String) -> [SceneError] {
            do {
                _ = try SceneLoader.load(text: scene("text: Hi\n" + modifier), file: "test.yaml", directory: "/nonexistent")
                return []
            } catch { return error.errors }
        }
        let missing = errors("lint: { ignore: [contrast] }")
        #expect(missing.map(\.code) == [.missingKey])
        #expect(missing.first?.message == "a lint suppression needs 'reason:', saying why the lint does not apply here")
        #expect(missing.first?.location == SourceLocation(file: "test.yaml", line: 5, column: 7))
        let empty = errors("lint: { ignore: [contrast], reason: \"\" }")
        #expect(empty.map(\.code) == [.invalidValue])
        let misspelt = errors("lint: { ignore: [contrst], reason: spec }")
        #expect(misspelt.map(\.code) == [.invalidValue])
        #expect(misspelt.first?.fixIt?.replacement == "contrast")
    }

    // MARK: report

    @Test func findingsAreGroupedAcrossVariantsAndPrintedOnePerLine() throws {
        let report = try lint(scene("""
        text: Fixed
        font: { family: Inter, size: 17 }
        color: "#888888"
        """), appearances: [.light, .dark])
        // The fixed size is one finding in both appearances; #888888 fails on white only.
        #expect(report.findings.map(\.code) == [.lintContrast, .lintDynamicType])
        let lines = report.text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[1] == "test.yaml:4:7: warning: text \"Fixed\" has a fixed size (17 pt) that does not follow Dynamic Type; use a text style or relativeTo: (main in light, dark) [lint.dynamic-type]")
        #expect(lines[2] == "2 findings in 1 screen (light, dark)")
    }
}
