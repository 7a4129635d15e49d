import Testing
@testable import KeylineMotion

@Suite("Cubic Bézier easing")
struct CubicBezierTests {
    static let named: [(String, CubicBezier, (Double, Double, Double, Double))] = [
        ("linear", .linear, (0, 0, 1, 1)),
        ("easeIn", .easeIn, (0.42, 0, 1, 1)),
        ("easeOut", .easeOut, (0, 0, 0.58, 1)),
        ("easeInOut", .easeInOut, (0.42, 0, 0.58, 1)),
        ("ease", .ease, (0.25, 0.1, 0.25, 1)),
    ]

    @Test("named curves have the CSS control points")
    func namedControlPoints() {
        for (name, curve, points) in Self.named {
            #expect(curve.x1 == points.0 && curve.y1 == points.1, "\(name)")
            #expect(curve.x2 == points.2 && curve.y2 == points.3, "\(name)")
        }
    }

    /// The solver stops at |x(s) − x| < 1e-7, so its y must equal the exact y at
    /// some input within 1e-7 of x: it may differ from y(x) by at most how much
    /// y changes over that window.
    static func expectMatchesReference(_ curve: CubicBezier, at x: Double, _ comment: String) {
        let exact = ReferenceBezier.y(atX: x, curve.x1, curve.y1, curve.x2, curve.y2)
        let window = 1e-7
        let below = ReferenceBezier.y(atX: max(x - window, 0), curve.x1, curve.y1, curve.x2, curve.y2)
        let above = ReferenceBezier.y(atX: min(x + window, 1), curve.x1, curve.y1, curve.x2, curve.y2)
        let allowed = max(abs(below - exact), abs(above - exact)) + 1e-11
        let solved = curve.progress(at: x)
        #expect(abs(solved - exact) <= allowed, "\(comment) at x = \(x): \(solved) vs exact \(exact)")
    }

    @Test("named curves match bisection to 1e-12 across [0, 1]")
    func namedCurvesMatchReference() {
        for (name, curve, _) in Self.named {
            for i in 0...1000 {
                Self.expectMatchesReference(curve, at: Double(i) / 1000, name)
            }
        }
    }

    @Test("random curves, overshooting ones included, match bisection")
    func randomCurvesMatchReference() throws {
        var generator = SeededGenerator(seed: 0x6B65_796C_696E_65)
        for _ in 0..<200 {
            let x1 = Double.random(in: 0...1, using: &generator)
            let y1 = Double.random(in: -1...2, using: &generator)
            let x2 = Double.random(in: 0...1, using: &generator)
            let y2 = Double.random(in: -1...2, using: &generator)
            let curve = try CubicBezier(x1, y1, x2, y2)
            for _ in 0..<50 {
                Self.expectMatchesReference(curve, at: Double.random(in: 0...1, using: &generator), "\(curve)")
            }
        }
    }

    @Test("degenerate control points on the ends still solve (Newton's flat tangents)")
    func flatTangents() throws {
        for points in [(0.0, 0.0, 1.0, 1.0), (0, 1, 1, 0), (1, 0, 0, 1), (0, 0, 0, 1), (1, 0, 1, 1), (0.5, -1, 0.5, 2)] {
            let curve = try CubicBezier(points.0, points.1, points.2, points.3)
            for i in 0...400 {
                Self.expectMatchesReference(curve, at: Double(i) / 400, "\(points)")
            }
        }
    }

    @Test("the ends are exact: 0 → 0, 1 → 1, and inputs outside [0, 1] clamp")
    func boundaries() throws {
        let curves = Self.named.map(\.1) + [try CubicBezier(0.3, -0.8, 0.7, 1.9)]
        for curve in curves {
            #expect(curve.progress(at: 0) == 0)
            #expect(curve.progress(at: 1) == 1)
            #expect(curve.progress(at: -0.5) == 0)
            #expect(curve.progress(at: 1.5) == 1)
        }
    }

    @Test("named curves are strictly increasing")
    func monotonic() {
        for (name, curve, _) in Self.named {
            var previous = curve.progress(at: 0)
            for i in 1...2000 {
                let value = curve.progress(at: Double(i) / 2000)
                #expect(value > previous, "\(name) at \(Double(i) / 2000)")
                previous = value
            }
        }
    }

    @Test("values derived by hand")
    func handDerivedValues() throws {
        // x1 = 1/3, x2 = 2/3 make x(s) = s exactly, so y(x) = 3x²(1 − x)·y2 + … :
        // with y1 = 0, y2 = 1, y = 3x² − 2x³ (smoothstep).
        let smoothstep = try CubicBezier(1.0 / 3, 0, 2.0 / 3, 1)
        for x in [0.1, 0.25, 0.5, 0.75, 0.9] {
            #expect(abs(smoothstep.progress(at: x) - (3 * x * x - 2 * x * x * x)) < 1e-9)
        }
        #expect(abs(smoothstep.progress(at: 0.25) - 0.15625) < 1e-9)
        // easeInOut is symmetric about (0.5, 0.5): y(0.5) = 0.5, y(1 − x) = 1 − y(x).
        #expect(abs(CubicBezier.easeInOut.progress(at: 0.5) - 0.5) < 1e-7)
        for x in [0.1, 0.2, 0.3, 0.4] {
            #expect(abs(CubicBezier.easeInOut.progress(at: 1 - x) - (1 - CubicBezier.easeInOut.progress(at: x))) < 1e-6)
        }
        // Control points on the diagonal give the identity, exactly.
        let diagonal = try CubicBezier(0.2, 0.2, 0.7, 0.7)
        #expect(diagonal.progress(at: 0.123) == 0.123)
        #expect(CubicBezier.linear.progress(at: 0.3) == 0.3)
    }

    @Test("slope matches the derivative of the exact curve")
    func slope() throws {
        let curves = Self.named.map(\.1) + [try CubicBezier(0.3, -0.8, 0.7, 1.9)]
        for curve in curves {
            for i in 1..<100 {
                let x = Double(i) / 100
                let h = 1e-5
                let numeric = (ReferenceBezier.y(atX: x + h, curve.x1, curve.y1, curve.x2, curve.y2)
                    - ReferenceBezier.y(atX: x - h, curve.x1, curve.y1, curve.x2, curve.y2)) / (2 * h)
                #expect(abs(curve.slope(at: x) - numeric) < 1e-4, "\(curve) at \(x)")
            }
        }
        // easeOut starts with x'(0) = y'(0) = 0; its slope there is the limit y2/x2.
        #expect(abs(CubicBezier.easeOut.slope(at: 0) - 1 / 0.58) < 1e-3)
        // easeIn ends with x'(1) = y'(1) = 0; slope → (1 − y1)/(1 − x1) = 1/0.58.
        #expect(abs(CubicBezier.easeIn.slope(at: 1) - 1 / 0.58) < 1e-3)
        // A vertical tangent: x ≈ 3·x2·s², y ≈ 3·y1·s near s = 0, so y ~ √x.
        #expect(try CubicBezier(0, 0.5, 0.5, 1).slope(at: 0) == .infinity)
        // x1 = 1, x2 = 0: x′(1/2) = 0 while y′(1/2) = 1.5, at x = 1/2.
        #expect(try CubicBezier(1, 0, 0, 1).slope(at: 0.5) == .infinity)
    }

    @Test("x1 and x2 must lie in [0, 1]; every value must be finite")
    func validation() {
        #expect(throws: AnimationParameterError.self) { try CubicBezier(-0.1, 0, 0.5, 1) }
        #expect(throws: AnimationParameterError.self) { try CubicBezier(0.1, 0, 1.0001, 1) }
        #expect(throws: AnimationParameterError.self) { try CubicBezier(.nan, 0, 0.5, 1) }
        #expect(throws: AnimationParameterError.self) { try CubicBezier(0.1, .infinity, 0.5, 1) }
        #expect(throws: AnimationParameterError.self) { try CubicBezier(0.1, 0, 0.5, -.infinity) }
        do {
            _ = try CubicBezier(0.5, 0, 1.5, 1)
            Issue.record("accepted x2 = 1.5")
        } catch {
            #expect(error.parameter == "x2")
            #expect(error.message.contains("[0, 1]"))
        }
        #expect((try? CubicBezier(0, -5, 1, 5)) != nil)  // y may overshoot
    }
}
