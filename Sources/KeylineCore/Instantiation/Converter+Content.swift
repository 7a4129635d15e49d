import Foundation

extension Converter {
    /// A typography token or iOS text style by name, or a mapping with an optional base
    /// `style` and overrides: `{ style: body, weight: semibold }`, `{ family: Inter, size: 24 }`.
    public func font(_ node: ValueNode, _ what: String) throws(SceneError) -> FontSpec {
        if case .string(let name) = node.scalar {
            guard let font = tokens.font(name) else {
                throw SceneError(.unknownToken, "unknown typography style '\(name)'", at: node.location,
                                 suggesting: name, in: tokens.fontNames, otherwise: "declare it under tokens: typography:")
            }
            return font
        }
        let e = try entries(node, what, allowed: Vocabulary.fontKeys)
        var font: FontSpec
        if let style = e["style"] {
            font = try self.font(style, "\(what).style")
        } else {
            guard let size = e["size"] else {
                throw SceneError(.missingKey, "a font needs 'size' (or a base 'style')", at: node.location, hint: "{ family: Inter, weight: semibold, size: 24 }")
            }
            font = FontSpec(size: try number(size, "\(what).size", minimum: 1, limit: SceneLimits.fontSize))
        }
        try applyFontOverrides(e, to: &font, what)
        return font
    }

    /// Font keys written on a text view or inside a font mapping override the base font.
    /// A size or line height written over a text style keeps following that style, scaled
    /// by its ratio (as `relativeTo:` the style would); `relativeTo: <style>` makes any
    /// size follow a style (SwiftUI's `Font.custom(_:size:relativeTo:)`). Other fixed
    /// sizes stay fixed.
    public func applyFontOverrides(_ e: [String: ValueNode], to font: inout FontSpec, _ what: String) throws(SceneError) {
        if let n = e["family"] { font.family = try string(n, "family") }
        if let n = e["weight"] { font.weight = try choice(n, "weight", FontWeight.self) }
        if let n = e["size"] {
            font.size = try number(n, "size", minimum: 1, limit: SceneLimits.fontSize)
            font.dynamicType = font.dynamicType.map { .relative(to: $0.style) }
        }
        if let n = e["lineHeight"] {
            font.lineHeight = try number(n, "lineHeight", minimum: 0)
            font.lineHeightRule = .exact  // a designer's line height, even over a text style
            font.dynamicType = font.dynamicType.map { .relative(to: $0.style) }
        }
        if let n = e["relativeTo"] { font.dynamicType = .relative(to: try textStyle(n, "relativeTo")) }
        if let n = e["letterSpacing"] { font.letterSpacing = try number(n, "letterSpacing") }
        if let n = e["italic"] { font.italic = try bool(n, "italic") }
        if let n = e["design"] { font.design = try choice(n, "design", FontDesign.self) }
    }

    /// One of iOS's text styles by name (`body`, `title2`, …).
    public func textStyle(_ node: ValueNode, _ what: String) throws(SceneError) -> TextStyle {
        try choice(node, what, Dictionary(uniqueKeysWithValues: TextStyle.allNames.map { ($0, TextStyle.named($0)!) }))
    }

    /// `dynamicTypeSize: large` (one size), `small...xxxLarge`, `...xxxLarge`, `small...`
    /// (SwiftUI's ranges), or `{ min: small, max: xxxLarge }`.
    public func dynamicTypeRange(_ node: ValueNode, _ what: String) throws(SceneError) -> ClosedRange<DynamicTypeSize> {
        func size(_ text: String, _ node: ValueNode) throws(SceneError) -> DynamicTypeSize {
            guard let size = DynamicTypeSize.named(text) else {
                throw SceneError(.unknownName, "unknown Dynamic Type size '\(text)' in '\(what)'", at: node.location,
                                 fixIt: Suggestions.fixIt(for: text, in: DynamicTypeSize.allNames),
                                 hint: Suggestions.fixIt(for: text, in: DynamicTypeSize.allNames) == nil ? DynamicTypeSize.hint(for: text) : nil)
            }
            return size
        }
        var lower = DynamicTypeSize.xSmall, upper = DynamicTypeSize.accessibility5
        if case .string(let text) = node.scalar {
            if let dots = text.range(of: "...") {
                let from = text[..<dots.lowerBound].trimmingCharacters(in: .whitespaces)
                let to = text[dots.upperBound...].trimmingCharacters(in: .whitespaces)
                guard !(from.isEmpty && to.isEmpty) else { throw mismatch(node, "a size or a range of sizes", for: what, hint: "small...xxxLarge") }
                if !from.isEmpty { lower = try size(from, node) }
                if !to.isEmpty { upper = try size(to, node) }
            } else {
                lower = try size(text, node)
                upper = lower
            }
        } else if node.entries != nil {
            let e = try entries(node, what, allowed: ["min", "max"])
            if let n = e["min"] { lower = try size(try string(n, "\(what).min"), n) }
            if let n = e["max"] { upper = try size(try string(n, "\(what).max"), n) }
        } else {
            throw mismatch(node, "a Dynamic Type size or a range of sizes", for: what, hint: "small...xxxLarge, or { min: small, max: xxxLarge }")
        }
        guard lower <= upper else {
            throw SceneError(.invalidValue, "'\(what)': \(lower.name) is larger than \(upper.name)", at: node.location, hint: "write the smaller size first")
        }
        return lower...upper
    }

    /// `stroke: primary` (1 pt), or `{ color, width, dash: [4, 2], dashPhase, cap, join, inside }`.
    public func stroke(_ node: ValueNode) throws(SceneError) -> StrokeSpec {
        if node.scalar != nil { return StrokeSpec(paint: try paint(node, "stroke"), width: 1) }
        let e = try entries(node, "stroke", allowed: ["color", "width", "dash", "dashPhase", "cap", "join", "inside"])
        guard let color = e["color"] else { throw SceneError(.missingKey, "'stroke' needs 'color'", at: node.location) }
        var dash: [Double] = []
        if let d = e["dash"] {
            guard let items = d.items else { throw mismatch(d, "a list of lengths", for: "stroke.dash", hint: "dash: [4, 2]") }
            for item in items { dash.append(try number(item, "stroke.dash", minimum: 0)) }
            if !dash.isEmpty, dash.allSatisfy({ $0 == 0 }) {
                throw SceneError(.invalidValue, "a dash pattern needs a length above 0", at: d.location)
            }
        }
        return StrokeSpec(
            paint: try paint(color, "stroke.color"),
            width: try e["width"].map { n throws(SceneError) in try number(n, "stroke.width", minimum: 0) } ?? 1,
            dash: dash,
            dashPhase: try e["dashPhase"].map { n throws(SceneError) in try number(n, "stroke.dashPhase") } ?? 0,
            lineCap: try e["cap"].map { n throws(SceneError) in try choice(n, "stroke.cap", LineCap.self) } ?? .butt,
            lineJoin: try e["join"].map { n throws(SceneError) in try choice(n, "stroke.join", LineJoin.self) } ?? .miter,
            inside: try e["inside"].map { n throws(SceneError) in try bool(n, "stroke.inside") } ?? false)
    }

    /// `trim: 0.75` (from 0 to 0.75) or `{ from: 0.1, to: 0.6 }`.
    public func trim(_ node: ValueNode) throws(SceneError) -> (from: Double, to: Double) {
        if node.scalar != nil { return (0, try opacityLike(node, "trim")) }
        let e = try entries(node, "trim", allowed: ["from", "to"])
        return (try e["from"].map { n throws(SceneError) in try opacityLike(n, "trim.from") } ?? 0,
                try e["to"].map { n throws(SceneError) in try opacityLike(n, "trim.to") } ?? 1)
    }

    func opacityLike(_ node: ValueNode, _ what: String) throws(SceneError) -> Double {
        let v = try number(node, what, minimum: 0)
        guard v <= 1 else { throw SceneError(.invalidValue, "'\(what)' is a fraction from 0 to 1", at: node.location) }
        return v
    }
}
