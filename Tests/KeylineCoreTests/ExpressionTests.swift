import KeylineCore
import Testing

@Suite struct ExpressionTests {
    func eval(_ text: String, _ variables: [String: Value] = [:]) throws -> Value {
        try ExpressionParser.parse(text).evaluate(in: Scope(variables))
    }

    @Test func arithmeticFollowsPrecedence() throws {
        #expect(try eval("1 + 2 * 3") == .number(7))
        #expect(try eval("(1 + 2) * 3") == .number(9))
        #expect(try eval("-2 * -3") == .number(6))
        #expect(try eval("7 % 3") == .number(1))
    }

    @Test func ternaryAndComparisons() throws {
        #expect(try eval("page == 2 ? 'Get Started' : 'Next'", ["page": .number(2)]) == .string("Get Started"))
        #expect(try eval("page == 2 ? 'Get Started' : 'Next'", ["page": .number(0)]) == .string("Next"))
        #expect(try eval("a < b && !(b >= 3)", ["a": .number(1), "b": .number(2)]) == .bool(true))
    }

    @Test func logicalOperatorsShortCircuit() throws {
        // The right side would fail (unknown name) if it were evaluated.
        #expect(try eval("false && missing") == .bool(false))
        #expect(try eval("true || missing") == .bool(true))
    }

    @Test func stringsConcatenateWithNumbers() throws {
        #expect(try eval("'Page ' + (page + 1)", ["page": .number(0)]) == .string("Page 1"))
    }

    @Test func listsRangesIndexingAndMembers() throws {
        #expect(try eval("0..<3") == .list([.number(0), .number(1), .number(2)]))
        #expect(try eval("1...2") == .list([.number(1), .number(2)]))
        #expect(try eval("['a', 'b', 'c'][i]", ["i": .number(1)]) == .string("b"))
        #expect(try eval("items.count", ["items": .list([.null, .null])]) == .number(2))
    }

    @Test func functions() throws {
        #expect(try eval("max(1, 5, 3)") == .number(5))
        #expect(try eval("clamp(1.5, 0, 1)") == .number(1))
        #expect(try eval("pad(7, 2)") == .string("07"))
        #expect(try eval("'0:' + pad(seconds, 2)", ["seconds": .number(5)]) == .string("0:05"))
    }

    @Test func errorsCarryTheOffsetAndASuggestion() {
        #expect(throws: ExpressionError(.expressionUnknownName, "unknown name 'pgae'", offset: 4, fixIt: .init(replacing: "pgae", with: "page"))) {
            try eval("1 + pgae", ["page": .number(1)])
        }
        #expect(throws: ExpressionError(.expressionUnknownName, "unknown function 'maxx'", offset: 0, fixIt: .init(replacing: "maxx", with: "max"))) {
            try eval("maxx(1, 2)")
        }
    }

    @Test func syntaxErrorsSayWhatWasExpected() {
        #expect(throws: ExpressionError.self) { try ExpressionParser.parse("a ? b") }
        #expect(throws: ExpressionError(.expressionSyntax, "this string has no closing '", offset: 0)) { try ExpressionParser.parse("'open") }
        #expect(throws: ExpressionError(.expressionInvalid, "division by zero", offset: 2)) { try eval("1 / 0") }
    }

    @Test func typeErrorsNameBothTypes() {
        #expect(throws: ExpressionError(.expressionInvalid, "'-' cannot combine a string and a number", offset: 4)) { try eval("'a' - 1") }
    }
}
