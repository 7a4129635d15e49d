@testable import KeylineCore
import Testing

/// Hostile scenes (the classes fuzzing found, each with its example) end in a located
/// `scene.limit-exceeded` error that names the limit, found before the work is done: a
/// count is checked before anything is built, an expansion stops at its budget.
@Suite struct SceneLimitsTests {
    /// The one error loading `text` gives, which must be a limit's.
    func limitError(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Diagnostic {
        let errors = sceneErrors(text, sourceLocation: sourceLocation)
        let error = try #require(errors.first, sourceLocation: sourceLocation)
        #expect(error.code == .limitExceeded, "\(error)", sourceLocation: sourceLocation)
        #expect(error.hint?.contains("docs/limits.md") == true, sourceLocation: sourceLocation)
        return error
    }

    // MARK: Finite but huge numbers, checked before any conversion

    /// Body lines start on line 4, column 7 (see `scene(body:)`).
    @Test func aTextFrameWiderThanAnyScreenIsRefusedWhereItIsWritten() throws {
        let error = try limitError(scene(body: "text: Hello\nframe: { width: 3000000 }"))
        #expect(error.message == "'frame.width' is 3000000; it is limited to 100000")
        #expect(error.location?.line == 5)
        #expect(error.location?.column == 23)  // 6 spaces + "frame: { width: "
    }

    @Test func letterSpacingAndLineHeightAreLengthsToo() throws {
        let spacing = try limitError(scene(body: "text: Hello\nletterSpacing: 3000000"))
        #expect(spacing.message == "'letterSpacing' is 3000000; it is limited to ±100000")  // it may be negative
        #expect(spacing.location?.column == 22)
        let height = try limitError(scene(body: "text: Hello\nlineHeight: 3000000"))
        #expect(height.message == "'lineHeight' is 3000000; it is limited to 100000")
    }

    @Test func aLengthAtTheLimitIsAllowed() throws {
        _ = try loadScene(scene(body: "rect:\nframe: { width: 100000, height: 10 }\noffset: [-100000, 0]"))
    }

    @Test func aShadowRadiusHasItsOwnLimit() throws {
        let error = try limitError(scene(body: "rect:\nframe: { width: 100, height: 100 }\nshadow: { radius: 3e9 }"))
        #expect(error.message == "'shadow.radius' is 3000000000; it is limited to 200")
        #expect(error.location?.line == 6)
        #expect(error.location?.column == 25)
    }

    @Test func countsAreCheckedBeforeTheyBecomeIntegers() throws {
        let lines = try limitError(scene(body: "text: Hello\nlineLimit: 1e19"))
        #expect(lines.message == "'lineLimit' is 1e+19; it is limited to 1000")
        #expect(lines.location?.line == 5 && lines.location?.column == 18)
        let repeats = try limitError(scene(body: "vstack:\n  - foreach: 1e19\n    content: { text: x }"))
        #expect(repeats.message == "'foreach' is 1e+19; it is limited to 1000")
        #expect(repeats.location?.line == 5 && repeats.location?.column == 20)
        let page = try limitError(scene(body: "pager:\n  - text: a\n  - text: b\nselection: 1e308"))
        #expect(page.message == "'selection' is 1e+308; it is limited to 100000")
        #expect(page.location?.line == 7 && page.location?.column == 18)
    }

    @Test func aStateNumberPastTheIntegerRangeIsRefusedWhereItIsDeclared() throws {
        let error = try limitError("""
        screens:
          main:
            state: { page: 1e308 }
            body: { text: hi }
        """)
        #expect(error.message == "state variable 'page' would be 1e+308; state numbers are limited to ±1e15")
        #expect(error.location?.line == 3 && error.location?.column == 20)
    }

    // MARK: Expansion without a budget

    /// Nine levels of ten aliases: 10⁹ values once expanded, a few hundred bytes written.
    static func aliasBomb(indent: String) -> String {
        var lines = ["- &x0 { text: lol }"]
        for level in 1...9 {
            lines.append("- &x\(level) { vstack: [\(Array(repeating: "*x\(level - 1)", count: 10).joined(separator: ", "))] }")
        }
        return lines.map { indent + $0 }.joined(separator: "\n")
    }

    static func listBomb(indent: String) -> String {
        var lines = ["b0: &b0 [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]"]
        for level in 1...9 {
            lines.append("b\(level): &b\(level) [\(Array(repeating: "*b\(level - 1)", count: 10).joined(separator: ", "))]")
        }
        return lines.map { indent + $0 }.joined(separator: "\n")
    }

    @Test func anAliasBombIsRefusedAsItIsReadInBodyStateTokensOrComponents() throws {
        let inBody = "screens:\n  main:\n    body:\n      vstack:\n" + Self.aliasBomb(indent: "        ")
        let inState = "screens:\n  main:\n    state:\n" + Self.listBomb(indent: "      ") + "\n    body: { text: hi }"
        let inTokens = "tokens:\n  spacing:\n" + Self.listBomb(indent: "    ") + "\nscreens:\n  main:\n    body: { text: hi }"
        let inComponents = "components:\n  Bomb:\n    body:\n      vstack:\n" + Self.aliasBomb(indent: "        ")
            + "\nscreens:\n  main:\n    body: { Bomb: }"
        for text in [inBody, inState, inTokens, inComponents] {
            let error = try limitError(text)
            // The walk stops at the budget: the message gives the budget, not 10⁹.
            #expect(error.message == "the scene has more than 250000 YAML values once its aliases are expanded; a scene is limited to 250000")
        }
    }

    @Test func yamlNestedDeeperThanTheLimitIsRefused() throws {
        let nested = String(repeating: "[", count: 250) + String(repeating: "]", count: 250)
        let error = try limitError("screens:\n  main:\n    state: { x: \(nested) }\n    body: { text: hi }")
        #expect(error.message == "YAML nested more than 200 levels deep; a scene is limited to 200 levels")
        #expect(error.location?.line == 3)
    }

    @Test func aForeachOfAMillionIsRefusedBeforeAnythingIsBuilt() throws {
        let error = try limitError(scene(body: "vstack:\n  - foreach: 1000000\n    content: { text: x }"))
        #expect(error.message == "'foreach' is 1000000; it is limited to 1000")
    }

    /// C0 uses two C1s, each two C2s, … thirty levels: 2³⁰ leaves if it were built.
    static let fanOut: String = {
        var text = "components:\n"
        for level in 0..<30 { text += "  C\(level):\n    body:\n      vstack: [C\(level + 1), C\(level + 1)]\n" }
        return text + "  C30:\n    body: { text: leaf }\n"
    }()

    @Test func aComponentFanningOutStopsAtTheViewBudget() throws {
        let error = try limitError(Self.fanOut + "screens:\n  main:\n    body: { C0: }")
        #expect(error.message == "screen 'main' expands to more than 10000 views; a screen is limited to 10000 views")
    }

    /// The count, not a clock: expanding the same fan-out builds exactly the budget's
    /// worth of views and stops.
    @Test func theExpansionCountsViewsAsItGoesAndStopsAtTheBudget() throws {
        let document = try loadScene(Self.fanOut + """
        screens:
          main:
            state: { big: false }
            body:
              zstack:
                - C0:
                  if: $big
        """)
        let outer = ViewBudget(.sequence, limit: 1_000_000)
        #expect(throws: Diagnostic.self) {
            try Instantiator(document: document, variant: Variant()).instantiate(document.screens[0], state: ["big": .bool(true)], budget: outer)
        }
        // The zstack and the first 9,999 views of the fan-out; the 10,001st is refused
        // before it is made.
        #expect(outer.spent == SceneLimits.viewsPerScreen)
    }

    @Test func aChainOfTwoThousandComponentsIsRefusedAtTheNestingLimit() throws {
        var text = "components:\n"
        for i in 0..<2000 { text += "  C\(i):\n    body: { C\(i + 1): }\n" }
        text += "  C2000:\n    body: { text: leaf }\nscreens:\n  main:\n    body: { C0: }"
        let error = try limitError(text)
        #expect(error.message.hasPrefix("views nest more than 64 levels deep here"))
    }

    @Test func aChainOfComponentsThatLoopsIsStillACycle() {
        var text = "components:\n"
        for i in 0..<500 { text += "  C\(i):\n    body: { C\((i + 1) % 500): }\n" }
        let errors = sceneErrors(text + "screens:\n  main:\n    body: { C0: }")
        #expect(errors.contains { $0.code == .componentCycle })
    }

    @Test func stackedShadowsAreBoundedPerViewAndNested() throws {
        let stacked = try limitError(scene(body: "rect:\nmodifiers:\n" + String(repeating: "  - shadow: { radius: 2 }\n", count: 200)))
        #expect(stacked.message == "this view has 200 modifiers; a view is limited to 32")
        #expect(stacked.location?.line == 4)
        var nested = "text: core"
        for _ in 0..<9 { nested = "zstack:\n  - \(nested.replacingOccurrences(of: "\n", with: "\n    "))\nshadow: { radius: 1 }" }
        let deep = try limitError(scene(body: nested))
        #expect(deep.message == "9 shadows are drawn inside one another here; shadows are limited to 8 levels")
    }

    @Test func viewsNestedDeeperThanTheLimitAreRefusedWhileReading() throws {
        var body = "{ text: deep }"
        for _ in 0..<70 { body = "{ zstack: [\(body)] }" }
        let error = try limitError("screens:\n  main:\n    body: \(body)")
        #expect(error.message == "views nest more than 64 levels deep here; views are limited to 64 levels")
    }

    // MARK: Storyboards

    static func storyboard(_ events: String, extra: String = "") -> String {
        """
        screens:
          main:
            state: { n: 0 }
            body: { text: "${n}" }
        storyboards:
          flow:
            screen: main
        \(extra)    events:
        \(events)
        """
    }

    @Test func aStoryboardCannotLastLongerThanTheLimit() throws {
        let error = try limitError(Self.storyboard("      - { at: 1, set: { n: 1 } }", extra: "    duration: 1e9\n"))
        #expect(error.message == "'duration' is 1000000000 s; a storyboard is limited to 600 s")
        #expect(error.location?.line == 8)
    }

    @Test func repeatsAreCountedBeforeTheyArePlayed() throws {
        let times = try limitError(Self.storyboard("      - { at: 1, every: 0.000001, times: 1e9, set: { n: 1 } }"))
        #expect(times.message == "'times' is 1000000000; it is limited to 1000")
        let late = try limitError(Self.storyboard("      - { at: 1, every: 10, times: 100, set: { n: 1 } }"))
        #expect(late.message == "the last repeat of this event is at 991 s; a storyboard is limited to 600 s")
    }

    /// The issue's 50,000 events are more YAML values than a scene may have; 1,500 are
    /// within that and stop at the event limit, at the 1,001st.
    @Test func fiftyThousandEventsAreRefusedAndAThousandAndOneStopAtTheEventLimit() throws {
        func events(_ count: Int) -> String { (0..<count).map { "      - {at: 1, set: {n: \($0 % 10)}}" }.joined(separator: "\n") }
        _ = try limitError(Self.storyboard(events(50_000)))
        let error = try limitError(Self.storyboard(events(1_500)))
        #expect(error.message == "storyboard 'flow' has more than 1000 events here, counting each repeat; a storyboard is limited to 1000 events")
        #expect(error.location?.line == 9 + 1000)
    }

    // MARK: Text and files

    @Test func aTextLongerThanTheLimitIsRefused() throws {
        let error = try limitError(scene(body: "text: " + String(repeating: "a", count: 10_001)))
        #expect(error.message == "'text' is 10001 characters long; a text is limited to 10000 characters")
        #expect(error.location?.line == 4 && error.location?.column == 13)
    }

    @Test func aFileLargerThanTheLimitIsNotRead() throws {
        let error = try limitError(scene(body: "text: " + String(repeating: "a", count: 3 << 20)))
        #expect(error.message == "the scene file is larger than 2 MB; a scene file is limited to 2 MB")
        #expect(error.location?.line == 1)
    }

    @Test func colourTokensReferringInALongChainAreRefused() throws {
        let colors = (0..<100).map { "    c\($0): c\($0 + 1)" }.joined(separator: "\n") + "\n    c100: \"#FF0000\""
        let error = try limitError("tokens:\n  colors:\n" + colors + "\nscreens:\n  main:\n    body: { text: hi, color: c0 }")
        #expect(error.message.hasPrefix("colour tokens refer to one another more than 64 deep here"))
    }
}
