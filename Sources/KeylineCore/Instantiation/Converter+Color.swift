import Foundation

extension Converter {
    /// A colour: `#RRGGBB`, a token or system colour name, either with `.opacity(x)`
    /// (`primary.opacity(0.1)`), or `{ light: …, dark: … }` inline.
    public func color(_ node: ValueNode, _ what: String) throws(SceneError) -> Color {
        if node.entries != nil {
            let pair = try self.entries(node, what, allowed: ["light", "dark"])
            guard let light = pair["light"], let dark = pair["dark"] else {
                throw SceneError(.missingKey, "an inline colour pair needs both 'light' and 'dark'", at: node.location)
            }
            return try color(appearance == .light ? light : dark, what)
        }
        guard case .string(let text) = node.scalar else { throw mismatch(node, "a colour", for: what, hint: "'#0D7377' or a token name") }
        switch ColorReference.parse(text) {
        case .failure(let error):
            throw SceneError(.invalidValue, "'\(text)' is not a colour: \(error.message)", at: node.location, hint: "'#RRGGBB', a token name, or name.opacity(0.5)")
        case .success(let reference):
            guard let resolved = reference.resolve(tokens, appearance) else {
                throw SceneError(.unknownToken, "unknown colour '\(reference.base)'", at: node.location,
                                 suggesting: reference.base, in: tokens.colorNames, otherwise: "declare it under tokens: colors:")
            }
            return resolved
        }
    }

    /// A fill: a colour, a gradient token's name, or an inline gradient:
    /// `{ linearGradient: { colors: [a, b], start: top, end: bottom } }` (or `stops:` with
    /// `{ color, location }`), `{ radialGradient: { colors, center, startRadius, endRadius } }`.
    public func paint(_ node: ValueNode, _ what: String) throws(SceneError) -> Paint {
        if case .string(let name) = node.scalar, let gradient = tokens.gradients[name] {
            return gradient.paint(appearance)
        }
        guard let entries = node.entries, entries.count == 1,
              entries[0].key == "linearGradient" || entries[0].key == "radialGradient" else {
            return .color(try color(node, what))
        }
        let kind = entries[0].key
        let spec = try self.entries(entries[0].value, kind, allowed: kind == "linearGradient"
            ? ["colors", "stops", "start", "end"] : ["colors", "stops", "center", "startRadius", "endRadius"])
        let gradient = try self.gradient(spec, in: entries[0].value, kind)
        if kind == "linearGradient" {
            return .linearGradient(gradient,
                                   start: try spec["start"].map { n throws(SceneError) in try unitPoint(n, "start") } ?? .top,
                                   end: try spec["end"].map { n throws(SceneError) in try unitPoint(n, "end") } ?? .bottom)
        }
        return .radialGradient(gradient,
                               center: try spec["center"].map { n throws(SceneError) in try unitPoint(n, "center") } ?? .center,
                               startRadius: try spec["startRadius"].map { n throws(SceneError) in try number(n, "startRadius", minimum: 0) } ?? 0,
                               endRadius: try spec["endRadius"].map { n throws(SceneError) in try number(n, "endRadius", minimum: 0) } ?? 100)
    }

    private func gradient(_ spec: [String: ValueNode], in node: ValueNode, _ what: String) throws(SceneError) -> Gradient {
        if let colors = spec["colors"] {
            guard let items = colors.items, items.count >= 2 else {
                throw SceneError(.invalidValue, "a gradient needs at least two colours", at: colors.location)
            }
            var result: [Color] = []
            for item in items { result.append(try color(item, "colors")) }
            return Gradient(colors: result)
        }
        guard let stops = spec["stops"], let items = stops.items, items.count >= 2 else {
            throw SceneError(.missingKey, "'\(what)' needs 'colors:' (two or more) or 'stops:'", at: node.location)
        }
        var result: [Gradient.Stop] = []
        for item in items {
            let stop = try entries(item, "stops", allowed: ["color", "location"])
            guard let c = stop["color"], let l = stop["location"] else {
                throw SceneError(.missingKey, "each stop needs 'color' and 'location'", at: item.location)
            }
            let location = try number(l, "location", minimum: 0)
            guard location <= 1 else { throw SceneError(.invalidValue, "a stop's location is between 0 and 1", at: l.location) }
            result.append(.init(color: try color(c, "color"), location: location))
        }
        return Gradient(stops: result)
    }

    /// `top`, `bottomTrailing`, … or `[x, y]` in unit coordinates.
    public func unitPoint(_ node: ValueNode, _ what: String) throws(SceneError) -> UnitPoint {
        if let items = node.items, items.count == 2 {
            return UnitPoint(x: try number(items[0], what), y: try number(items[1], what))
        }
        return try choice(node, what, UnitPoint.named)
    }
}

/// `name`, `#hex`, either followed by `.opacity(x)`.
struct ColorReference {
    var base: String
    var opacity: Double?

    static func parse(_ text: String) -> Result<ColorReference, ColorReferenceError> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var base = trimmed
        var opacity: Double?
        if let range = trimmed.range(of: ".opacity(") {
            guard trimmed.hasSuffix(")") else { return .failure(.init("'.opacity(' has no closing ')'")) }
            let argument = trimmed[range.upperBound..<trimmed.index(before: trimmed.endIndex)]
            guard let value = Double(argument.trimmingCharacters(in: .whitespaces)), value >= 0, value <= 1 else {
                return .failure(.init("opacity must be a number from 0 to 1"))
            }
            opacity = value
            base = String(trimmed[..<range.lowerBound])
        }
        if base.hasPrefix("#"), Color(hex: base) == nil {
            return .failure(.init("a hex colour has 3, 6 or 8 hex digits after '#'"))
        }
        return .success(ColorReference(base: base, opacity: opacity))
    }

    func resolve(_ tokens: Tokens, _ appearance: Appearance) -> Color? {
        guard let color = Color(hex: base) ?? tokens.color(base, appearance) else { return nil }
        return opacity.map { color.opacity($0) } ?? color
    }
}

struct ColorReferenceError: Error { let message: String; init(_ m: String) { message = m } }

extension Result where Failure == ColorReferenceError {
    static func failure(_ message: String) -> Self { .failure(ColorReferenceError(message)) }
}
