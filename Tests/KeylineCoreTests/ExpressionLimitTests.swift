import Foundation
import KeylineCore
import Testing

/// Hostile expressions get an error at the offset where they cross a limit
/// instead of overflowing the stack, trapping on a conversion or building a huge value.
@Suite struct ExpressionLimitTests {
    func eval(_ text: String, _ variables: [String: Value] = [:]) throws -> Value {
        try ExpressionParser.parse(text).evaluate(in: Scope(variables))
    }

    /// The error `body` throws (failing the test when it throws none).
    func error(_ body: () throws -> Value, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ExpressionError? {
        do {
            let value = try body()
            Issue.record("evaluated to \(value.description.prefix(80))", sourceLocation: sourceLocation)
        } catch let error as ExpressionError {
            return error
        } catch {
            Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
        }
        return nil
    }

    // The whole expression is level 1 and the '(' at offset k opens level k + 2, so the
    // 33rd level, one too many, is opened at offset 31.
    @Test func tenThousandNestedParenthesesAreRefusedAtTheThirtyThirdLevel() throws {
        let text = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        let e = try #require(error { try eval(text) })
        #expect(e.message == "this expression nests more than 32 levels deep")
        #expect(e.offset == 31)
        #expect(e.hint?.contains("simplify it") == true)
    }

    @Test func thirtyTwoLevelsAreAllowed() throws {
        let text = String(repeating: "(", count: 31) + "1" + String(repeating: ")", count: 31)
        #expect(try eval(text) == .number(1))
    }

    @Test func aHundredThousandNegationsAreRefusedAtTheThirtyThirdLevel() throws {
        let e = try #require(error { try eval(String(repeating: "!", count: 100_000) + "true") })
        #expect(e.message == "this expression nests more than 32 levels deep")
        #expect(e.offset == 31)
        #expect(try eval(String(repeating: "!", count: 31) + "true") == .bool(false))
    }

    // ".first" is 6 characters; the k-th (from 0) starts at offset 1 + 6k and opens level k + 2.
    @Test func longPostfixChainsNestToo() throws {
        let e = try #require(error { try eval("x" + String(repeating: ".first", count: 100_000), ["x": .list([])]) })
        #expect(e.offset == 1 + 6 * 31)
    }

    // Flat: a recursive evaluator would overflow the stack here. How fast is measured by
    // Scripts/bench-hostile, not here.
    @Test func aSumOfTwentyThousandTermsIsFlat() throws {
        let text = Array(repeating: "1", count: 20_000).joined(separator: " + ")
        #expect(try eval(text) == .number(20_000))
        let mixed = Array(repeating: "2 * 3 - 1", count: 20_000).joined(separator: " + ")
        #expect(try eval(mixed) == .number(100_000))
    }

    @Test func longLogicalChainsStillShortCircuit() throws {
        // `missing` would be an unknown name if it were evaluated.
        #expect(try eval(Array(repeating: "false", count: 20_000).joined(separator: " && ") + " && missing") == .bool(false))
        #expect(try eval(Array(repeating: "true", count: 20_000).joined(separator: " || ") + " || missing") == .bool(true))
    }

    @Test func padRefusesToBuildAHundredMegabytes() throws {
        let e = try #require(error { try eval("pad(1, 100000000)") })
        #expect(e.message == "this would build a text of 100000000 characters; an expression may build at most 10000")
        #expect(e.offset == 0)
        #expect(try eval("pad(1, 10000)") == .string(String(repeating: "0", count: 9_999) + "1"))
    }

    @Test func padChecksItsNumbersBeforeConvertingThem() throws {
        for value in [1e300, -1e19, Double.infinity, Double.nan] {
            let e = try #require(error { try eval("'0:' + pad(n, 2)", ["n": .number(value)]) })
            #expect(e.offset == 7, "\(value)")
            #expect(e.message.contains("'pad' takes numbers within"), "\(value)")
        }
        #expect(try eval("pad(7.9, 2.5)") == .string("07"))  // truncated, as before
    }

    @Test func hugeIndicesAreOutOfRangeNotATrap() throws {
        let titles: Value = .list([.string("a"), .string("b"), .string("c")])
        for value in [1e308, 1e19, -1e19, 9.3e18, Double.infinity, Double.nan, -1, 3] {
            let e = try #require(error { try eval("titles[i]", ["titles": titles, "i": .number(value)]) })
            #expect(e.offset == 6, "\(value)")
            #expect(e.message.hasPrefix("index "), "\(value)")
            #expect(e.message.hasSuffix(" is outside the list of 3"), "\(value)")
        }
        let rounded = try #require(error { try eval("titles[round(x)]", ["titles": titles, "x": .number(1e300)]) })
        #expect(rounded.offset == 6)
        #expect(try eval("titles[round(x)]", ["titles": titles, "x": .number(1.6)]) == .string("c"))
    }

    @Test func hugeNumbersReadAsThemselvesInText() throws {
        // Rounding to thousandths multiplied 1e308 by 1000 and printed "inf".
        #expect(try eval("'' + n", ["n": .number(1e308)]) == .string("1e+308"))
        #expect(try eval("'' + n", ["n": .number(-2.5e20)]) == .string("-2.5e+20"))
        #expect(try eval("'' + n", ["n": .number(0.12345)]) == .string("0.123"))
    }

    @Test func rangeBoundsAreCheckedBeforeConversion() throws {
        let literal = try #require(error { try eval("0..<10000000000000000000") })
        #expect(literal.offset == 1)
        #expect(literal.message == "a range's bounds must lie within ±9007199254740992")
        for value in [1e19, 1e308, -1e308] {
            let e = try #require(error { try eval("0..<n", ["n": .number(value)]) })
            #expect(e.offset == 1, "\(value)")
        }
        let long = try #require(error { try eval("0..<20000") })
        #expect(long.message == "a range of 20000 items; a range may have at most 10000")
        #expect(try eval("0...2") == .list([.number(0), .number(1), .number(2)]))
        #expect(try eval("3..<1") == .list([]))
    }

    @Test func rangesDoNotChain() throws {
        let e = try #require(error { try eval("0..<1..<2") })
        #expect(e.offset == 5)
        #expect(e.message == "a range cannot be the bound of another range")
    }

    // Each term is 12 characters and each " + " 3: the j-th '+' is at offset 15j − 2; the
    // 1000th makes 1001 × 10 = 10010 characters, past the 10000 limit.
    @Test func concatenationStopsAtTheTextLimit() throws {
        let text = Array(repeating: "'aaaaaaaaaa'", count: 2_000).joined(separator: " + ")
        let e = try #require(error { try eval(text) })
        #expect(e.offset == 15 * 1_000 - 2)
        #expect(e.message == "this would build a text of 10010 characters; an expression may build at most 10000")
        #expect(try eval("'a' + 1 + 'b'") == .string("a1b"))
        #expect(try eval("1 + 2 + 'b'") == .string("3b"))
    }

    // "(0..<10000).count + " is 20 characters; the 11th range's "..<" (at 2 + 20·10)
    // brings the items built to 110000, past 100000.
    @Test func listItemsBuiltByOneEvaluationAreBudgeted() throws {
        let text = Array(repeating: "(0..<10000).count", count: 20_000).joined(separator: " + ")
        let e = try #require(error { try eval(text) })
        #expect(e.offset == 2 + 20 * 10)
        #expect(e.message == "this expression builds more than 100000 list items")
    }

    @Test func numbersTooLargeToReadAreRefused() throws {
        let e = try #require(error { try eval("1 + 1" + String(repeating: "0", count: 400)) })
        #expect(e.offset == 4)
        #expect(e.message.contains("is too large"))
    }

    /// The deepest tree a parsed expression can have: at every level but the last a
    /// conditional over all six binary precedences and a call, 8 nodes per level of nesting.
    static func deepestExpression(levels: Int) -> String {
        var text = "1"
        for _ in 1..<levels {
            text = "false || true && 1 == 0 ..< 0 + 1 * max(\(text)) ? 1 : 1"
        }
        return text
    }

    @Test func theDeepestParsedExpressionEvaluatesWithinAQuarterOfAWorkersStack() throws {
        #expect(throws: ExpressionError.self) { try ExpressionParser.parse(Self.deepestExpression(levels: 33)) }
        let expression = try ExpressionParser.parse(Self.deepestExpression(levels: 32))
        // Render jobs instantiate on Dispatch's workers (8 MiB of stack on Linux): the deepest
        // expression must take a small part of that, even unoptimised: a quarter, 2 MiB
        // (a located error, which every level's typed throw makes room for, is about
        // 100 bytes).
        final class Outcome: @unchecked Sendable { var value: Value?; var error: ExpressionError? }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            do { outcome.value = try expression.evaluate(in: Scope()) } catch { outcome.error = error as? ExpressionError }
            done.signal()
        }
        thread.stackSize = 2 * 1024 * 1024
        thread.start()
        done.wait()  // the semaphore orders the thread's writes before these reads
        #expect(outcome.error == nil)
        #expect(outcome.value == .number(1))
    }

    @Test func treesBuiltInCodeAreBoundedToo() throws {
        var expression = Expression.literal(.number(1), offset: 0)
        for _ in 0..<2_000 { expression = .unary(.negate, expression, offset: 0) }
        let e = try #require(error { try expression.evaluate(in: Scope()) })
        #expect(e.message == "this expression is more than 257 levels deep")
    }
}
