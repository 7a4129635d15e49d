import KeylineCheck
import KeylineCore
import Testing

/// Each kind of expectation, holding and broken on purpose, measured on the hand-worked
/// fixture (CheckTestSupport.swift); expected numbers come from that working.
@Suite struct ExpectationEvaluationTests {
    /// The results of one expectation, checked alone.
    func results(_ expectation: String, sizes: [DynamicTypeSize]? = nil, devices: [Device]? = nil) throws -> [ExpectationResult] {
        try check([expectation], sizes: sizes, devices: devices).results
    }

    /// The one result of `expectation` on `screen` in light mode.
    func result(_ expectation: String, on screen: String = "main", _ appearance: Appearance = .light) throws -> ExpectationResult {
        let all = try results(expectation).filter { $0.screen == screen && $0.variant.appearance == appearance }
        try #require(all.count == 1, "\(all)")
        return all[0]
    }

    // MARK: Sizes, positions, distances

    @Test func sizes() throws {
        let holds = try result("box.height == 48")
        #expect(holds.passed && holds.expected == "== 48" && holds.measured == "48" && holds.reason == nil)
        let broken = try result("box.height == 47")
        #expect(!broken.passed && broken.measured == "48" && broken.reason == "off by +1")
        #expect(try result("box.width >= 44").passed)
        let narrow = try result("box.width >= 120")
        #expect(!narrow.passed && narrow.reason == "20 below")
        #expect(try result("button.width <= 200").passed)
        #expect(try result("button.width <= 199").reason == "1 above")
        #expect(try result("button.width > 199").passed)
        #expect(try result("button.width > 200").reason == "equal")
        #expect(try result("button.width < 201").passed)
        #expect(try result("box.width != 48").passed)
        #expect(try result("box.width != 100").reason == "equal")
        #expect(try result("box.width == - -100").passed)
    }

    @Test func positionsAgainstTheCanvasAndTheSafeArea() throws {
        let top = try result("box.top == safeArea.top + 257")
        #expect(top.passed && top.expected == "== 304" && top.measured == "304")
        #expect(try result("box.centerX == canvas.centerX").passed)
        #expect(try result("box.leading == canvas.leading + 145").passed)
        #expect(try result("button.trailing == canvas.trailing - 95").passed)
        #expect(try result("go.bottom == safeArea.bottom - 257").passed)
        #expect(try result("canvas.bottom - safeArea.bottom == 34").passed)
        let off = try result("box.top == safeArea.top + 250")
        #expect(!off.passed && off.expected == "== 297" && off.reason == "off by +7")
        // Another screen, another position: `other` has no Skip, so its stack is 215 high.
        #expect(try result("box.top == 321", on: "other").passed)
    }

    @Test func distancesBetweenElementsAndSpacingTokens() throws {
        #expect(try result("title.top - box.bottom == 12").passed)
        #expect(try result("title.top - box.bottom == gap").passed)
        #expect(try result("button.top - title.bottom == gap + 22 + gap").passed)
        let broken = try result("title.top - box.bottom == 10")
        #expect(!broken.passed && broken.measured == "12" && broken.reason == "off by +2")
    }

    @Test func contentAndModifierFrames() throws {
        // `go`: its text (the content) and the frame after its padding.
        #expect(try result("go.content.height == 22").passed)
        #expect(try result("go.padding.height == 50").passed)
        #expect(try result("go.content.top - go.top == 14").passed)
        #expect(try result("box.padding.height == 48").reason == "'box' has no 'padding' modifier")
    }

    @Test func cornerRadiusOpacityAndText() throws {
        #expect(try result("button.cornerRadius == 12").passed)
        #expect(try result("go.cornerRadius == 25").passed)   // a capsule 50 high
        #expect(try result("button.cornerRadius == 16").reason == "off by -4")
        #expect(try result("box.cornerRadius == 0").passed)
        #expect(try result("title.fontSize == 24").passed)
        #expect(try result("title.lineHeight == 31").passed)
        #expect(try result("title.lines == 1").passed)
        #expect(try result("box.fontSize == 24").reason == "'box' shows no text, so it has no font size")
        #expect(try result("box.opacity == 1").passed)
    }

    // MARK: Colours

    @Test func colorsPerAppearance() throws {
        #expect(try result("\"title.color == #1E1E1E in light\"").passed)
        #expect(try result("\"title.color == #E0E0E0 in dark\"", .dark).passed)
        // A token resolves per appearance.
        let light = try result("title.color == ink"), dark = try result("title.color == ink", .dark)
        #expect(light.passed && light.expected == "== ink #1E1E1E" && light.measured == "#1E1E1E")
        #expect(dark.passed && dark.expected == "== ink #E0E0E0" && dark.measured == "#E0E0E0")
        let broken = try result("\"title.color == #E0E0E0 in light\"")
        #expect(!broken.passed && broken.measured == "#1E1E1E" && broken.reason == "a different colour")
        #expect(try result("\"title.color != #E0E0E0 in light\"").passed)
    }

    @Test func fillsOfShapesAndOfBackgrounds() throws {
        #expect(try result("box.fill == primary").passed)
        #expect(try result("go.fill == primary").passed)        // its background's
        #expect(try result("\"box.fill == #0D7377\"").passed)
        let broken = try result("\"box.fill == #000000\"")
        #expect(!broken.passed && broken.measured == "#0D7377")
        #expect(try result("title.fill == primary").reason == "'title' has no fill and no background")
        // One channel off by 1/255: only a tolerance lets it pass.
        #expect(!(try result("\"box.fill == #0D7378\"").passed))
        #expect(try result("\"box.fill == #0D7378 ± 1\"").passed)
        #expect(try result("box.fill == primary.opacity(0.5)").reason == "a different colour")
    }

    // MARK: Text and fonts

    @Test func text() throws {
        let holds = try result("title.text == \"Hello\"")
        #expect(holds.passed && holds.measured == "\"Hello\"")
        let broken = try result("title.text == \"Hi\"")
        #expect(!broken.passed && broken.expected == "== \"Hi\"" && broken.measured == "\"Hello\"" && broken.reason == "a different text")
        #expect(try result("title.text != \"Hi\"").passed)
    }

    @Test func fonts() throws {
        let holds = try result("title.font == Inter semibold 24/31")
        #expect(holds.passed && holds.measured == "Inter semibold 24/31")
        #expect(try result("title.font == semibold 24").passed)
        #expect(try result("title.font == Inter SemiBold 24pt").passed)
        #expect(try result("title.font == 24/31").passed)
        let broken = try result("title.font == Inter bold 24/30")
        #expect(!broken.passed && broken.reason == "a different weight, line height")
        #expect(try result("title.font == Inter semibold 24/30 ± 1").passed)
    }

    // MARK: Visibility

    @Test func visibility() throws {
        #expect(try result("skip.visible on main").passed)
        let absent = try result("skip.hidden on other", on: "other")
        #expect(absent.passed && absent.measured == "absent")
        let hidden = try result("go.hidden on other", on: "other")
        #expect(hidden.passed && hidden.measured == "hidden")
        let broken = try result("skip.hidden on main")
        #expect(!broken.passed && broken.measured == "visible" && broken.reason == "'skip' can be seen")
        #expect(try result("skip.visible on other", on: "other").reason == "'skip' cannot be seen")
        // Without `on`, hidden and visible are about every screen.
        #expect(try results("go.visible").map(\.passed) == [true, true, false, false])
    }

    // MARK: Tolerance

    @Test func tolerance() throws {
        #expect(try result("box.height == 47.6 ± 0.5").passed)
        #expect(try result("box.height == 47.6 +- 0.5").passed)
        let outside = try result("box.height == 47.4 ± 0.5")
        #expect(!outside.passed && outside.expected == "== 47.4 ± 0.5" && outside.reason == "off by +0.6")
        #expect(try result("{ expect: box.height == 47.6, tolerance: 0.5 }").passed)
        #expect(try result("box.width >= 100.4 ± 0.5").passed)
        // Without one, numbers agree to 1/1000 pt, as `keyline layout` prints them.
        #expect(try result("box.height == 48.0009").passed)
        #expect(!(try result("box.height == 48.002").passed))
    }

    // MARK: Qualifiers

    @Test func screensAppearancesSizesDevicesAndState() throws {
        // Default: every screen that has the elements, light and dark, Large.
        let all = try results("skip.height == 22")
        #expect(all.map { "\($0.screen ?? "-") \($0.variantKey)" } == ["main light@3x", "main dark@3x"])
        #expect(try results("box.height == 48 on other").map(\.screen) == ["other", "other"])
        #expect(try results("\"box.height == 48 on main, other in dark\"").map { "\($0.screen ?? "-") \($0.variantKey)" }
                == ["main dark@3x", "other dark@3x"])
        #expect(try results("box.height == 48 on main at AX5").map(\.variantKey) == ["light-AX5@3x", "dark-AX5@3x"])
        #expect(try results("box.height == 48 on main at large...xLarge in light").map(\.variantKey) == ["light@3x", "light-xLarge@3x"])
        #expect(try results("box.height == 48 on main at all in light").count == 12)
        let se = try results("box.top == safeArea.top + 257 on main device iphoneSE")
        #expect(se.map(\.variantKey) == ["light-iphoneSE@3x", "dark-iphoneSE@3x"])
        // The SE's safe area is 20…667: the 249-pt stack starts at 20 + (647 − 249) / 2 = 219.
        #expect(se.map(\.measured) == ["219", "219"])
        let pressed = try results("skip.color == primary on main with pressed=true")
        #expect(pressed.map(\.variantKey) == ["light-pressed=true@3x", "dark-pressed=true@3x"])
        #expect(pressed.allSatisfy { $0.passed })
    }

    @Test func variantsOnTheCommandLineNarrowWhatIsMeasured() throws {
        let report = try check(["box.height == 48", "box.height == 48 at AX5 in dark"], sizes: [.accessibility5], appearances: [.dark])
        #expect(report.results.map(\.expectation.text) == ["box.height == 48 at AX5 in dark", "box.height == 48 at AX5 in dark"])
        #expect(try check(["box.height == 48 device iphoneSE"], devices: [.iphone14]).results.isEmpty)
    }

    @Test func anElementMissingFromANamedScreenFails() throws {
        // `darkOnly` is on `main` in dark mode only: in light, the screen it names lacks it.
        let light = try result("darkOnly.width == 10 on main")
        #expect(!light.passed && light.measured == "absent" && light.reason == "'darkOnly' is not on this screen")
        #expect(try result("darkOnly.width == 10 on main", .dark).passed)
    }

    @Test func anElementNoScreenHasFailsRatherThanPassingUnseen() throws {
        let report = try check(["darkOnly.width == 10"])
        let light = report.results.filter { $0.variant.appearance == .light }
        #expect(light.count == 1 && light[0].screen == nil && !light[0].passed)
        #expect(light[0].reason == "no screen has 'darkOnly' in this variant")
        #expect(report.results.filter { $0.variant.appearance == .dark }.allSatisfy { $0.passed })
    }

    @Test func theSummaryCountsEveryResult() throws {
        let report = try check(["box.height == 48", "box.height == 47"])
        #expect(report.summary == "4 passed, 4 failed")
    }
}
