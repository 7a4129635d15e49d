import Testing
@testable import KeylineMotion

@Suite("Animation text: errors")
struct AnimationSyntaxErrorTests {
    struct Case: CustomStringConvertible, Sendable {
        var text: String
        /// The error's column is where this marker starts in the text (its last
        /// occurrence when `last`); nil means the end of the text.
        var at: String?
        var last = false
        /// The whole message, or a part of it when `exact` is false.
        var message: String
        var exact = false
        var suggestion: String?

        var description: String { text }

        var expectedColumn: Int {
            guard let at else { return text.count }
            let characters = Array(text)
            let marker = Array(at)
            let starts = (0...(characters.count - marker.count)).filter { Array(characters[$0..<($0 + marker.count)]) == marker }
            return last ? starts.last! : starts.first!
        }
    }

    static let cases: [Case] = [
        // Unknown names and labels, with the nearest valid one.
        Case(text: "easOut", at: "easOut", message: "unknown curve 'easOut' — did you mean 'easeOut'?", exact: true,
             suggestion: "easeOut"),
        Case(text: "spring(response: 0.5, dampingFactor: 0.7)", at: "dampingFactor",
             message: "unknown argument 'dampingFactor' — did you mean 'dampingFraction'?", exact: true,
             suggestion: "dampingFraction"),
        Case(text: "  easeIn.dely(1)", at: "dely", message: "unknown modifier 'dely' — did you mean 'delay'?", exact: true,
             suggestion: "delay"),
        Case(text: "EaseInOut", at: "EaseInOut", message: "did you mean 'easeInOut'?", suggestion: "easeInOut"),
        Case(text: "spring(respons: 0.5)", at: "respons", message: "did you mean 'response'?", suggestion: "response"),
        Case(text: "easeInOut(duration: 0.3).repeatCount(3, autoreverse: false)", at: "autoreverse",
             message: "unknown argument 'autoreverse' — did you mean 'autoreverses'?", exact: true, suggestion: "autoreverses"),
        Case(text: "linear.repeatforever()", at: "repeatforever", message: "did you mean 'repeatForever'?",
             suggestion: "repeatForever"),
        Case(text: "repeatforever", at: "repeatforever", message: "did you mean the modifier 'repeatForever'?",
             suggestion: "repeatForever"),
        Case(text: "wobble", at: "wobble", message: "unknown curve 'wobble'; expected one of 'linear', 'easeIn'"),
        Case(text: "snappy(bounce: 0.2)", at: "bounce", message: "unknown argument 'bounce'; snappy takes 'duration', 'extraBounce'"),
        Case(text: "delay(0.2)", at: "delay", message: "'delay' is a modifier, not a curve"),
        Case(text: "easeIn.spring()", at: "spring", message: "'spring' is a curve, not a modifier"),

        // Invalid parameters, pointed at their value.
        Case(text: "easeIn(duration: 0)", at: "0", message: "duration must be greater than 0, not 0", exact: true),
        Case(text: "easeIn(duration: -1)", at: "-1", message: "duration must be greater than 0, not -1", exact: true),
        Case(text: "easeIn(duration: 1e400)", at: "1e400", message: "duration must be a finite number, not infinity", exact: true),
        Case(text: "spring(response: 0)", at: "0", message: "response must be greater than 0"),
        Case(text: "spring(response: -0.5, dampingFraction: 0.5)", at: "-0.5", message: "response must be greater than 0"),
        Case(text: "spring(response: 0.5, dampingFraction: 0)", at: "0)", message: "never settles"),
        Case(text: "spring(duration: 0.5, bounce: 1)", at: "1)", message: "never settles"),
        Case(text: "spring(duration: 0, bounce: 0.2)", at: "0,", message: "duration must be greater than 0"),
        Case(text: "bouncy(extraBounce: 0.7)", at: "0.7", message: "0.3 + extraBounce = 1"),
        Case(text: "interpolatingSpring(stiffness: 100, damping: 0)", at: "0)", message: "damping must be greater than 0, not 0: a spring without damping oscillates forever and never settles", exact: true),
        Case(text: "interpolatingSpring(mass: 0, stiffness: 1, damping: 1)", at: "0", message: "mass must be greater than 0"),
        Case(text: "interpolatingSpring(stiffness: -5, damping: 1)", at: "-5", message: "stiffness must be greater than 0"),
        Case(text: "easeIn.speed(-1)", at: "-1", message: "speed must be greater than 0, not -1"),
        Case(text: "easeIn.speed(0)", at: "0", message: "speed must be greater than 0, not 0"),
        Case(text: "easeIn.delay(-0.1)", at: "-0.1", message: "delay must be 0 or more, not -0.1", exact: true),
        Case(text: "easeIn.repeatCount(0)", at: "0", message: "repeatCount must be 1 or more, not 0", exact: true),
        Case(text: "easeIn.repeatCount(2.5)", at: "2.5", message: "repeatCount must be a whole number, not 2.5", exact: true),
        Case(text: "cubicBezier(1.2, 0, 0.5, 1)", at: "1.2", message: "x1 must lie in [0, 1]"),
        Case(text: "cubicBezier(0.2, 0, 0.5, 1, duration: 0)", at: "0)", message: "duration must be greater than 0"),
        Case(text: "timingCurve(0.2, 0, -0.1, 1)", at: "-0.1", message: "p2x must lie in [0, 1]"),
        Case(text: "linear.repeatForever().repeatCount(2)", at: "repeatCount",
             message: "repeatCount needs an animation that ends, but this one already repeats forever", exact: true),
        Case(text: "linear.repeatForever().repeatForever()", at: "repeatForever", last: true, message: "already repeats forever"),

        // Arguments that do not fit the signature.
        Case(text: "spring(response: 0.5, bounce: 0.2)", at: "bounce",
             message: "'bounce' belongs to spring(duration:bounce:blendDuration:) and can't be mixed with the arguments of spring(response:dampingFraction:blendDuration:)", exact: true),
        Case(text: "spring(dampingFraction: 0.7, response: 0.6)", at: "response",
             message: "'response' must come before 'dampingFraction'"),
        Case(text: "spring(response: 0.5, response: 0.6)", at: "response", last: true, message: "'response' is given twice"),
        Case(text: "easeIn(0.3)", at: "0.3", message: "missing argument label 'duration:' in easeIn(duration:)", exact: true,
             suggestion: "duration"),
        Case(text: "easeIn.delay(seconds: 1)", at: "seconds", message: "extraneous argument label 'seconds:' in delay(_:)", exact: true),
        Case(text: "easeIn.delay(1, 2)", at: "2", message: "too many arguments"),
        Case(text: "easeIn.delay()", at: ")", message: "missing argument 'delay' in delay(_:)", exact: true),
        Case(text: "cubicBezier(0.1, 0.2, 0.3)", at: ")", message: "missing argument 'y2'"),
        Case(text: "interpolatingSpring(damping: 10)", at: "damping", message: "missing argument 'stiffness:'"),
        Case(text: "linear()", at: ")", message: "without parentheses, 'linear' means linear(duration: 0.35)"),
        Case(text: "easeIn.delay(true)", at: "true", message: "delay must be a number, not a Boolean", exact: true),
        Case(text: "easeIn.repeatCount(2, autoreverses: 1)", at: "1)", message: "autoreverses must be true or false", exact: true),

        // Shape of the text.
        Case(text: "", at: nil, message: "expected an animation"),
        Case(text: "   ", at: nil, message: "expected an animation"),
        Case(text: "1.5", at: "1.5", message: "expected an animation curve"),
        Case(text: "timingCurve", at: nil, message: "expected '(' after 'timingCurve'"),
        Case(text: "easeIn.repeatForever", at: nil, message: "expected '(' after 'repeatForever'"),
        Case(text: "easeIn.delay(.5)", at: ".5", message: "write 0.5"),
        Case(text: "easeIn.delay(0.2", at: nil, message: "expected ',' or ')'"),
        Case(text: "easeIn delay(0.2)", at: "delay", message: "unexpected 'delay' after the animation"),
        Case(text: "easeIn(duration: 1)(2)", at: "(2", message: "unexpected '(' after the animation"),
        Case(text: "easeIn.", at: nil, message: "expected a modifier after '.'"),
        Case(text: "easeIn..delay(1)", at: ".delay", message: "expected a modifier after '.'"),
        Case(text: "easeIn#", at: "#", message: "unexpected character '#'", exact: true),
        Case(text: "ëaseIn", at: "ëaseIn", message: "unexpected character 'ë'", exact: true),
        Case(text: "easeIn.delay(1e)", at: "e)", message: "expected the digits of an exponent"),
        Case(text: "easeIn.delay(- 1)", at: "-", message: "expected a digit after '-'"),
        Case(text: "easeIn.delay(2x)", at: "x", message: "unexpected 'x' in a number"),
        Case(text: "spring(response: nan)", at: "nan", message: "expected a number after 'response:', found 'nan'", exact: true),
        Case(text: "easeIn(duration 1)", at: "1", message: "expected ':' after the argument label 'duration'", exact: true),
        Case(text: "easeIn(duration: 1,,)", at: ",)", message: "expected a number"),
    ]

    @Test("each error says where, what was expected, and what was meant", arguments: cases)
    func error(_ expected: Case) {
        do {
            let animation = try Animation(parsing: expected.text)
            Issue.record("parsed as \(animation)")
        } catch {
            #expect(error.column == expected.expectedColumn, "\(error.message)")
            if expected.exact {
                #expect(error.message == expected.message)
            } else {
                #expect(error.message.contains(expected.message), "\(error.message)")
            }
            #expect(error.suggestion == expected.suggestion, "\(error.message)")
        }
    }

    @Test("an error can be shown under the text with a caret")
    func annotation() {
        do {
            _ = try Animation(parsing: "spring(response: 0.5, dampingFactor: 0.7)")
            Issue.record("parsed")
        } catch {
            #expect(error.annotating("spring(response: 0.5, dampingFactor: 0.7)") == """
                spring(response: 0.5, dampingFactor: 0.7)
                                      ^
                unknown argument 'dampingFactor' — did you mean 'dampingFraction'?
                """)
            #expect(error.description == "column 22: unknown argument 'dampingFactor' — did you mean 'dampingFraction'?")
        }
    }

    @Test("tolerant where Swift is: a trailing comma, a leading dot")
    func tolerated() throws {
        #expect(try Animation(parsing: "easeIn(duration: 1,)") == (try .easeIn(duration: 1)))
        #expect(try Animation(parsing: ".easeIn") == .easeIn)
    }

    @Test("nearest-name suggestions need a plausible typo")
    func nearestName() {
        #expect(NearestName.suggestion(for: "easOut", among: ["easeIn", "easeOut"]) == "easeOut")
        #expect(NearestName.suggestion(for: "xyz", among: ["easeIn", "easeOut"]) == nil)
        #expect(NearestName.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(NearestName.editDistance(Array(""), Array("abc")) == 3)
    }
}
