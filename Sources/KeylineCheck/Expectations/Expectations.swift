import KeylineCore
import KeylineLayout

/// Measures expectations in one solved screen: a pure function of the layout tree, the
/// variant it was solved in and the scene's tokens (for colour names and spacing).
public enum Expectations {
    /// The results of the expectations that apply to `screen` in `variant`, in the order
    /// given. One applies when its qualifiers include the variant (`in`, `at`, `device`)
    /// and either it names the screen (`on`) or, naming none, the screen has every element
    /// it measures (`hidden` and `visible` apply to every screen).
    public static func evaluate(_ expectations: [Expectation], tree: LayoutTree, screen: String, variant: Variant,
                                tokens: Tokens, sceneDevice: Device) -> [ExpectationResult] {
        let context = Context(measure: ElementMeasurement(tree: tree), tokens: tokens, variant: variant)
        let key = variant.key(sceneDevice: sceneDevice)
        return expectations.compactMap { expectation in
            guard applies(expectation, screen: screen, variant: variant, tree: tree) else { return nil }
            let outcome = context.evaluate(expectation)
            return ExpectationResult(expectation: expectation, screen: screen, variant: variant, variantKey: key,
                                     expected: outcome.expected, measured: outcome.measured,
                                     verdict: outcome.reason == nil ? .pass : .fail, reason: outcome.reason)
        }
    }

    /// Whether `expectation` is about `screen` in `variant` (see `evaluate`).
    public static func applies(_ expectation: Expectation, screen: String, variant: Variant, tree: LayoutTree) -> Bool {
        guard expectation.scope.includes(variant) else { return false }
        if let screens = expectation.scope.screens { return screens.contains(screen) }
        if case .visibility = expectation.assertion { return true }
        return expectation.elements.allSatisfy { tree.node(id: $0.id) != nil }
    }

    /// Numbers as `keyline layout` prints them: to 1/1000, integers without ".0".
    static func format(_ value: Double) -> String { LayoutJSON.number(value) }
}

/// What one expectation measured: expected and measured as shown, and why it failed.
private struct Outcome {
    var expected: String
    var measured: String
    var reason: String?
}

private struct Context {
    let measure: ElementMeasurement
    let tokens: Tokens
    let variant: Variant

    func evaluate(_ e: Expectation) -> Outcome {
        switch e.assertion {
        case .compare(let left, let op, let right): compare(left, op, right, e)
        case .color(let element, let attribute, let equal, let literal): color(element, attribute, equal, literal, e)
        case .text(let element, let equal, let string): text(element, equal, string)
        case .font(let element, let equal, let pattern): font(element, equal, pattern, e)
        case .visibility(let element, let hidden): visibility(element, hidden)
        }
    }

    private func tolerance(_ e: Expectation) -> Double { max(e.tolerance ?? 0, Expectation.defaultTolerance) }

    private func toleranceSuffix(_ e: Expectation) -> String {
        e.tolerance.map { " ± " + Expectations.format($0) } ?? ""
    }

    // MARK: Numbers

    private func compare(_ left: Quantity, _ op: Comparison, _ right: Quantity, _ e: Expectation) -> Outcome {
        let r: Double, l: Double
        do { r = try value(right) } catch {
            return Outcome(expected: op.rawValue + " ?", measured: "–", reason: error.reason)
        }
        let expected = op.rawValue + " " + Expectations.format(r) + toleranceSuffix(e)
        do { l = try value(left) } catch {
            return Outcome(expected: expected, measured: error.absent ? "absent" : "–", reason: error.reason)
        }
        let d = l - r, t = tolerance(e), ε = Expectation.defaultTolerance
        let holds: Bool
        let miss: String
        switch op {
        case .equal: holds = abs(d) <= t; miss = "off by " + signed(d)
        case .notEqual: holds = abs(d) > t; miss = "equal"
        case .greaterOrEqual: holds = d >= -t; miss = Expectations.format(-d) + " below"
        case .lessOrEqual: holds = d <= t; miss = Expectations.format(d) + " above"
        case .greater: holds = d > ε; miss = d < -ε ? Expectations.format(-d) + " below" : "equal"
        case .less: holds = d < -ε; miss = d > ε ? Expectations.format(d) + " above" : "equal"
        }
        return Outcome(expected: expected, measured: Expectations.format(l), reason: holds ? nil : miss)
    }

    private func signed(_ d: Double) -> String { (d > 0 ? "+" : "") + Expectations.format(d) }

    private func value(_ q: Quantity) throws(MeasurementFailure) -> Double {
        var sum = 0.0
        for term in q.terms { sum += term.sign * (try value(term.value)) }
        return sum
    }

    private func value(_ v: Quantity.Term.Value) throws(MeasurementFailure) -> Double {
        let device = variant.device
        let canvas = Rect(origin: .zero, size: device.size)
        switch v {
        case .number(let n): return n
        case .spacing(let name):
            guard let n = tokens.spacing[name] else { throw MeasurementFailure("no spacing token '\(name)'") }
            return n
        case .canvas(let a): return ElementMeasurement.edge(a, of: canvas)
        case .safeArea(let a): return ElementMeasurement.edge(a, of: canvas.insetBy(device.safeArea))
        case .element(let element, let a): return try measure.number(element, a)
        }
    }

    // MARK: Colours

    private func color(_ element: ElementReference, _ attribute: ColorAttribute, _ equal: Bool, _ literal: ColorLiteral,
                       _ e: Expectation) -> Outcome {
        let op = equal ? "== " : "!= "
        guard let wanted = literal.resolved(tokens, variant.appearance) else {
            return Outcome(expected: op + literal.description, measured: "–", reason: "no colour '\(literal.description)'")
        }
        let named = if case .hex = literal.base { "" } else { literal.description + " " }
        let expected = op + named + wanted.hexString + (e.tolerance.map { " ± " + Expectations.format($0) } ?? "")
        let paint: Paint
        do {
            switch attribute {
            case .color: paint = try measure.color(element)
            case .fill: paint = try measure.fill(element)
            case .stroke: paint = try measure.stroke(element)
            }
        } catch {
            return Outcome(expected: expected, measured: error.absent ? "absent" : "–", reason: error.reason)
        }
        guard case .color(let got) = paint else {
            return Outcome(expected: expected, measured: "gradient", reason: "'\(element.id)' is filled with a gradient, not one colour")
        }
        let difference = Self.channelDifference(got, wanted)
        let same = difference <= (e.tolerance ?? 0)
        let reason: String? = same == equal ? nil : (equal ? "a different colour" : "the same colour")
        return Outcome(expected: expected, measured: got.hexString, reason: reason)
    }

    /// The largest difference between two colours' 8-bit channels (alpha included): 0 when
    /// they print as the same `#RRGGBBAA`.
    static func channelDifference(_ a: Color, _ b: Color) -> Double {
        func byte(_ v: Double) -> Double { (min(max(v, 0), 1) * 255).rounded() }
        return [abs(byte(a.red) - byte(b.red)), abs(byte(a.green) - byte(b.green)),
                abs(byte(a.blue) - byte(b.blue)), abs(byte(a.alpha) - byte(b.alpha))].max() ?? 0
    }

    // MARK: Text and fonts

    private func text(_ element: ElementReference, _ equal: Bool, _ wanted: String) -> Outcome {
        let expected = (equal ? "== " : "!= ") + quoted(wanted)
        do {
            let got = try measure.string(element)
            return Outcome(expected: expected, measured: quoted(got), reason: (got == wanted) == equal ? nil : (equal ? "a different text" : "the same text"))
        } catch {
            return Outcome(expected: expected, measured: error.absent ? "absent" : "–", reason: error.reason)
        }
    }

    private func quoted(_ s: String) -> String { "\"" + s + "\"" }

    private func font(_ element: ElementReference, _ equal: Bool, _ wanted: FontPattern, _ e: Expectation) -> Outcome {
        let expected = (equal ? "== " : "!= ") + wanted.description + toleranceSuffix(e)
        let text: ResolvedText
        do { text = try measure.text(element, "font") } catch {
            return Outcome(expected: expected, measured: error.absent ? "absent" : "–", reason: error.reason)
        }
        let font = text.font
        let got = FontPattern(family: font.family, weight: font.weight, size: font.size, lineHeight: text.lineHeight)
        let t = tolerance(e)
        var differences: [String] = []
        if let family = wanted.family, family.lowercased() != font.family.lowercased() { differences.append("family") }
        if let weight = wanted.weight, weight != font.weight { differences.append("weight") }
        if let size = wanted.size, abs(size - font.size) > t { differences.append("size") }
        if let lineHeight = wanted.lineHeight, abs(lineHeight - text.lineHeight) > t { differences.append("line height") }
        let same = differences.isEmpty
        let reason: String? = same == equal ? nil : (equal ? "a different " + differences.joined(separator: ", ") : "the same font")
        // The measured font with the rounded numbers `keyline layout` prints.
        let measured = [got.family, got.weight?.rawValue, Expectations.format(font.size) + "/" + Expectations.format(text.lineHeight)]
            .compactMap { $0 }.joined(separator: " ")
        return Outcome(expected: expected, measured: measured, reason: reason)
    }

    // MARK: Visibility

    private func visibility(_ element: ElementReference, _ hidden: Bool) -> Outcome {
        let state: String
        if let node = measure.node(element) {
            state = measure.isHidden(node) ? (measure.opacity(of: node) <= 0 ? "opacity 0" : "hidden") : "visible"
        } else {
            state = "absent"
        }
        let isHidden = state != "visible"
        return Outcome(expected: hidden ? "hidden" : "visible", measured: state,
                       reason: isHidden == hidden ? nil : (hidden ? "'\(element.id)' can be seen" : "'\(element.id)' cannot be seen"))
    }
}
