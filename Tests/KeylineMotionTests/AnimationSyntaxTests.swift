import Testing
@testable import KeylineMotion

@Suite("Animation text: parsing and printing")
struct AnimationSyntaxTests {
    /// Text as someone might write it, and its canonical form.
    static let canonicalForms: [(String, String)] = [
        ("spring(response: 0.6, dampingFraction: 0.7)", "spring(response: 0.6, dampingFraction: 0.7)"),
        ("easeOut(duration: 0.4).delay(0.2)", "easeOut(duration: 0.4).delay(0.2)"),
        ("easeInOut", "easeInOut"),
        ("linear(duration: 1).repeatForever(autoreverses: false)", "linear(duration: 1).repeatForever(autoreverses: false)"),
        ("cubicBezier(0.25, 0.1, 0.25, 1)", "cubicBezier(0.25, 0.1, 0.25, 1)"),
        (".spring(duration: 0.5, bounce: 0.3)", "spring(duration: 0.5, bounce: 0.3)"),
        ("bouncy", "bouncy"),
        ("snappy(duration: 0.3)", "snappy(duration: 0.3)"),
        ("interpolatingSpring(stiffness: 170, damping: 15)", "interpolatingSpring(stiffness: 170, damping: 15)"),
        // Defaults fold away; the form-defining arguments stay.
        ("spring()", "spring"),
        ("spring(duration: 0.5, bounce: 0)", "spring"),
        ("spring(duration: 0.3)", "spring(duration: 0.3, bounce: 0)"),
        ("spring(blendDuration: 0.1)", "spring(duration: 0.5, bounce: 0, blendDuration: 0.1)"),
        ("spring(response: 0.5)", "spring(response: 0.5, dampingFraction: 0.825)"),
        ("easeInOut(duration: 0.35)", "easeInOut"),
        ("timingCurve(0.1, 0.2, 0.3, 0.4, duration: 0.35)", "timingCurve(0.1, 0.2, 0.3, 0.4)"),
        ("timingCurve(0.1, 0.2, 0.3, 0.4, duration: 2)", "timingCurve(0.1, 0.2, 0.3, 0.4, duration: 2)"),
        ("cubicBezier(0.25, 0.1, 0.25, 1.0, duration: 1.5)", "cubicBezier(0.25, 0.1, 0.25, 1, duration: 1.5)"),
        ("interactiveSpring()", "interactiveSpring"),
        ("interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)",
         "interactiveSpring(response: 0.15, dampingFraction: 0.86)"),
        ("interactiveSpring(duration: 0.2, extraBounce: 0.1)", "interactiveSpring(duration: 0.2, extraBounce: 0.1)"),
        ("interpolatingSpring()", "interpolatingSpring"),
        ("interpolatingSpring(duration: 0.4, bounce: 0.2, initialVelocity: 2)",
         "interpolatingSpring(duration: 0.4, bounce: 0.2, initialVelocity: 2)"),
        ("interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: -1)",
         "interpolatingSpring(mass: 2, stiffness: 100, damping: 10, initialVelocity: -1)"),
        ("interpolatingSpring(mass: 1.0, stiffness: 100, damping: 10, initialVelocity: 0)",
         "interpolatingSpring(stiffness: 100, damping: 10)"),
        ("snappy(extraBounce: 0.1)", "snappy(duration: 0.5, extraBounce: 0.1)"),
        ("smooth(duration: 0.5, extraBounce: 0)", "smooth"),
        ("spring(duration: 0.5, bounce: -0.2)", "spring(duration: 0.5, bounce: -0.2)"),
        ("ease", "ease"),
        ("ease(duration: 2)", "ease(duration: 2)"),
        ("linear.repeatCount(3, autoreverses: true)", "linear.repeatCount(3)"),
        ("linear.repeatCount(3, autoreverses: false)", "linear.repeatCount(3, autoreverses: false)"),
        ("linear.repeatForever(autoreverses: true)", "linear.repeatForever()"),
        ("easeIn.speed(2.0).delay(1e-3)", "easeIn.speed(2).delay(0.001)"),
        ("easeIn.delay(0).delay(0.5)", "easeIn.delay(0).delay(0.5)"),
        ("easeIn(duration: 1E2)", "easeIn(duration: 100)"),
        ("bouncy(duration: 0.4).speed(0.5).repeatCount(2, autoreverses: false).delay(0.1)",
         "bouncy(duration: 0.4).speed(0.5).repeatCount(2, autoreverses: false).delay(0.1)"),
    ]

    @Test("text prints back in canonical form, which reads back to the same animation")
    func canonicalRoundTrip() throws {
        for (text, canonical) in Self.canonicalForms {
            let animation = try Animation(parsing: text)
            #expect(animation.description == canonical, "\(text)")
            let reread = try Animation(parsing: canonical)
            #expect(reread == animation, "\(text)")
            #expect(reread.description == canonical, "\(text)")
        }
    }

    @Test("parse(print(x)) == x for animations built in code, awkward numbers included")
    func printThenParse() throws {
        let animations: [Animation] = [
            .linear, .easeIn, .easeOut, .easeInOut, .ease, .spring, .interactiveSpring, .interpolatingSpring,
            .smooth, .snappy, .bouncy,
            try .easeOut(duration: 0.1 + 0.2),
            try .linear(duration: 0.001 + 1e-12),
            try .easeInOut(duration: 3599.999999999),
            try .timingCurve(1.0 / 3, -0.5, 2.0 / 3, 1.7, duration: 0.9),
            try .cubicBezier(0, 0, 1, 1),
            try .spring(response: 0.55, dampingFraction: 1.0 / 3, blendDuration: 0.7),
            try .spring(duration: 0.42, bounce: -0.99),
            try .interactiveSpring(response: 0.2, dampingFraction: 0.5, blendDuration: 0),
            try .interactiveSpring(duration: 0.3, extraBounce: -0.1, blendDuration: 1),
            try .interpolatingSpring(mass: 0.25, stiffness: 321.5, damping: 7.75, initialVelocity: -0.125),
            try .interpolatingSpring(duration: 2, bounce: 0.9, initialVelocity: 3),
            try .smooth(duration: 0.8, extraBounce: 0.05),
            try .bouncy(duration: 1, extraBounce: -1.2),
            try Animation.easeIn.delay(0.1 + 0.2).speed(1.0 / 3).repeatCount(4, autoreverses: false),
            try Animation.snappy.repeatForever().delay(2).speed(3),
        ]
        for animation in animations {
            let text = animation.description
            #expect(try Animation(parsing: text) == animation, "\(text)")
        }
    }

    @Test("text means what the same call in code means")
    func textMatchesCode() throws {
        let pairs: [(String, Animation)] = [
            ("spring(response: 0.6, dampingFraction: 0.7)", try .spring(response: 0.6, dampingFraction: 0.7)),
            ("easeOut(duration: 0.4).delay(0.2)", try Animation.easeOut(duration: 0.4).delay(0.2)),
            ("linear(duration: 1).repeatForever(autoreverses: false)",
             try Animation.linear(duration: 1).repeatForever(autoreverses: false)),
            ("cubicBezier(0.25, 0.1, 0.25, 1)", try .cubicBezier(0.25, 0.1, 0.25, 1)),
            (".spring(duration: 0.5, bounce: 0.3)", try .spring(duration: 0.5, bounce: 0.3)),
            ("bouncy", .bouncy),
            ("snappy(duration: 0.3)", try .snappy(duration: 0.3)),
            ("interpolatingSpring(stiffness: 170, damping: 15)", try .interpolatingSpring(stiffness: 170, damping: 15)),
            ("spring", .spring),
            ("interactiveSpring", .interactiveSpring),
            ("easeInOut.repeatCount(2)", try Animation.easeInOut.repeatCount(2, autoreverses: true)),
        ]
        for (text, animation) in pairs {
            let parsed = try Animation(parsing: text)
            #expect(parsed == animation, "\(text)")
            #expect(parsed.duration == animation.duration, "\(text)")
            #expect(parsed.progress(at: 0.123) == animation.progress(at: 0.123), "\(text)")
        }
    }

    @Test("whitespace between tokens, newlines included, is ignored")
    func whitespace() throws {
        let expected = try Animation.spring(response: 0.6, dampingFraction: 0.7).delay(0.2)
        for text in [
            "  .spring (\n response :0.6 ,dampingFraction:\t0.7 )  . delay ( 0.2 ) ",
            "spring(response:0.6,dampingFraction:0.7).delay(0.2)",
            "\tspring(\n  response: 0.6,\n  dampingFraction: 0.7\n)\n.delay(0.2)\n",
        ] {
            #expect(try Animation(parsing: text) == expected, "\(text)")
        }
    }

    @Test("curves and modifiers describe themselves too")
    func partsDescribe() throws {
        #expect(AnimationCurve.spring(.bouncy(duration: 0.5, extraBounce: 0)).description == "bouncy")
        #expect(AnimationModifier.repeatCount(2, autoreverses: false).description == "repeatCount(2, autoreverses: false)")
        #expect(AnimationModifier.delay(0.25).description == "delay(0.25)")
    }
}
