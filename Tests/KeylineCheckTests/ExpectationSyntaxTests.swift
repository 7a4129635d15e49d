import KeylineCheck
import KeylineCore
import Testing

/// Expectations are read when the scene loads: what each one says, and mistakes located at
/// the line and column they concern (inside the expectation's text), with the nearest
/// valid name suggested.
@Suite struct ExpectationSyntaxTests {
    let line = firstExpectationLine

    @Test func whatTheReaderMakesOfEachKind() throws {
        let document = try load(fixture([
            "box.height == 48",
            "\"title.color == #E0E0E0 in dark\"",
            "title.text == \"Hello\" on main",
            "title.font == Inter semibold 24/31",
            "skip.hidden on other",
            "{ expect: \"box.top - title.bottom >= -12 ± 0.5\", note: \"Margin: 12pt\" }",
            "box.width ≥ 44pt at AX1...AX3 device iphoneSE with pressed=true",
        ]))
        let e = document.expectations
        try #require(e.count == 7)
        #expect(e[0].assertion == .compare(Quantity(terms: [.init(sign: 1, value: .element(ElementReference(id: "box", offset: 0), .height), offset: 0)]),
                                           .equal, Quantity(terms: [.init(sign: 1, value: .number(48), offset: 14)])))
        #expect(e[0].location == SourceLocation(file: "test.yaml", line: line, column: 5))
        #expect(e[0].scope == Expectation.Scope())
        #expect(e[1].assertion == .color(ElementReference(id: "title", offset: 0), .color, equal: true,
                                         ColorLiteral(base: .hex(Color(rgb8: 0xE0, 0xE0, 0xE0)), offset: 15)))
        #expect(e[1].scope.appearances == [.dark])
        #expect(e[1].location.column == 6)    // after the opening quote
        #expect(e[2].assertion == .text(ElementReference(id: "title", offset: 0), equal: true, "Hello"))
        #expect(e[2].scope.screens == ["main"])
        #expect(e[3].assertion == .font(ElementReference(id: "title", offset: 0), equal: true,
                                        FontPattern(family: "Inter", weight: .semibold, size: 24, lineHeight: 31)))
        #expect(e[4].assertion == .visibility(ElementReference(id: "skip", offset: 0), hidden: true))
        #expect(e[5].note == "Margin: 12pt")
        #expect(e[5].tolerance == 0.5)
        if case .compare(let left, .greaterOrEqual, let right) = e[5].assertion {
            #expect(left.terms.map(\.sign) == [1, -1])
            #expect(right.constant == -12)
        } else {
            Issue.record("not a comparison: \(e[5].assertion)")
        }
        #expect(e[6].scope.sizes == [.accessibility1, .accessibility2, .accessibility3])
        #expect(e[6].scope.devices == ["iphoneSE"])
        #expect(e[6].scope.state == ["pressed": .bool(true)])
    }

    @Test func dottedIdsContentAndModifierParts() throws {
        let document = try load(fixture(["go.content.height == 22", "go.padding.height == 50", "go.height == 50"]))
        #expect(document.expectations.map(\.elements) == [
            [ElementReference(id: "go", part: .content, offset: 0)],
            [ElementReference(id: "go", part: .modifier("padding"), offset: 0)],
            [ElementReference(id: "go", part: .frame, offset: 0)],
        ])
    }

    // MARK: Mistakes, located

    @Test func unknownAttributeSuggestsTheNearest() {
        #expect(expectationError("box.heigth == 48") == "\(line):9: unknown attribute 'heigth' (did you mean 'height'?)")
    }

    @Test func unknownElementSuggestsTheNearestIdOfTheScreensItIsAbout() {
        #expect(expectationError("title.top - bx.bottom == 12") == "\(line):17: no element with id 'bx' on any screen (did you mean 'box'?)")
        // `skip` is only on `main`.
        #expect(expectationError("skip.height == 22 on other").hasPrefix("\(line):5: no element with id 'skip' on other"))
        // hidden/visible: an element may be absent where it is hidden, but must exist somewhere.
        #expect(expectationError("skpi.hidden on other") == "\(line):5: no element with id 'skpi' on any screen (did you mean 'skip'?)")
    }

    @Test func aPlainHexColourIsAYAMLComment() {
        // YAML reads ` #E0E0E0 in dark` as a comment: the expectation ends after `==`.
        #expect(expectationError("title.color == #E0E0E0 in dark")
                == "\(line):19: expected a colour (#RRGGBB or a colour's name) after the comparison, found the end (in a plain YAML value ' #' starts a comment: quote the expectation)")
    }

    @Test func syntaxMistakes() {
        #expect(expectationError("box.height = 48") == "\(line):16: '=' is not a comparison; write '=='")
        #expect(expectationError("box.height 48") == "\(line):16: expected a comparison (== != >= <= > <) after the measurement, found '48'")
        #expect(expectationError("box.height == ") == "\(line):18: expected a number or a measurement like cta.height, found the end")
        #expect(expectationError("\"title.text == Hello\"") == "\(line):20: expected a quoted text after the comparison, found 'Hello' (quote it: cta.text == \"Get Started\")")
        #expect(expectationError("\"title.color >= #E0E0E0\"") == "\(line):18: a colour is compared with == or !=, not '>='")
        #expect(expectationError("box.height == 48 on") == "\(line):24: expected a screen after 'on'")
        #expect(expectationError("box.height == 48 in dark in light").hasPrefix("\(line):30: 'in' is given twice"))
        #expect(expectationError("box.height == 48 on main ± 1").hasPrefix("\(line):30: the tolerance goes right after the value"))
        #expect(expectationError("box.height == 48 whenever") == "\(line):22: unexpected 'whenever'; expected the end, or 'on', 'in', 'at', 'device' or 'with'")
        #expect(expectationError("height == 48") == "\(line):5: 'height' is neither a spacing token nor a measurement (measure an element as id.attribute (cta.height), or declare 'height' under tokens: spacing:)")
        #expect(expectationError("1 + box.text == 2") == "\(line):13: 'text' is not a number; it can only be compared on its own (box.text == …)")
        #expect(expectationError("canvas.middle == 2") == "\(line):12: 'canvas' has no edge 'middle' ('canvas' has top, bottom, leading, trailing, centerX, centerY, width, height)")
    }

    @Test func unknownNamesInQualifiersSuggestTheNearest() {
        #expect(expectationError("box.height == 48 on mian") == "\(line):25: no screen 'mian' in this scene (did you mean 'main'?)")
        #expect(expectationError("box.height == 48 in drak") == "\(line):25: unknown appearance 'drak' (did you mean 'dark'?)")
        #expect(expectationError("box.height == 48 at AX9") == "\(line):25: unknown Dynamic Type size 'AX9' — the largest is accessibility5 (AX5)")
        #expect(expectationError("box.height == 48 at xLarge...large") == "\(line):25: 'xLarge...large' is an empty range: the smaller size goes first")
        #expect(expectationError("box.height == 48 device iphone14pr") == "\(line):29: unknown device 'iphone14pr' (did you mean 'iphone14pro'?)")
        #expect(expectationError("box.height == 48 with presed=true") == "\(line):27: screen 'main' has no state variable 'presed' (did you mean 'pressed'?)")
        #expect(expectationError("box.height == 48 with pressed") == "\(line):27: expected name=value after 'with', found 'pressed'")
    }

    @Test func unknownTokens() {
        #expect(expectationError("box.fill == primery") == "\(line):17: unknown colour 'primery' (did you mean 'primary'?)")
        #expect(expectationError("box.top == gapp") == "\(line):16: 'gapp' is neither a spacing token nor a measurement (did you mean 'gap'?)")
    }

    @Test func theMappingForm() {
        #expect(expectationError("{ note: Height }") == "\(line):5: this expectation has no 'expect:' (expect: cta.height == 48)")
        #expect(expectationError("{ expect: box.height == 48, notes: x }") == "\(line):33: unknown key 'notes' in an expectation (did you mean 'note'?)")
        #expect(expectationError("{ expect: \"box.height == 48 ± 1\", tolerance: 2 }") == "\(line):33: the tolerance is given twice, here and in 'tolerance:'")
        #expect(expectationError("{ expect: box.height == 48, tolerance: -1 }") == "\(line):44: 'tolerance' is a number of points, 0 or more")
        #expect(expectationError("[box.height == 48]") == "\(line):5: an expectation is a string or a mapping with 'expect:', found a list")
    }

    @Test func expectIsAList() {
        let errors = loadErrors(fixtureScene + "\nexpect: box.height == 48\n")
        #expect(errors.map(\.message) == ["'expect' is a list of expectations, found a value"])
    }

    @Test func aLongRunOfMinusSignsIsReadWithoutRecursion() throws {
        let document = try load(fixture(["box.height == " + String(repeating: "- ", count: 100_000) + "48"]))
        if case .compare(_, _, let right) = document.expectations.first?.assertion {
            #expect(right.constant == 48)
        } else {
            Issue.record("not a comparison")
        }
    }

    @Test func everyIndependentMistakeIsReported() {
        let errors = loadErrors(fixture(["box.heigth == 48", "box.height == 48 on mian", "box.height == 48"]))
        #expect(errors.map { $0.location?.line ?? 0 } == [line, line + 1])
    }
}
