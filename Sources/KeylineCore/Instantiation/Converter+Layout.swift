extension Converter {
    /// `padding: 16`, or `{ horizontal: 32, top: 48 }` with any of all, horizontal,
    /// vertical, top, leading, bottom, trailing (the more specific key wins). Negative
    /// padding is allowed, as in SwiftUI, to pull a view outwards.
    public func insets(_ node: ValueNode, _ what: String) throws(SceneError) -> EdgeInsets {
        if node.scalar != nil { return EdgeInsets(all: try number(node, what)) }
        let e = try entries(node, what, allowed: ["all", "horizontal", "vertical", "top", "leading", "bottom", "trailing"])
        func value(_ keys: String...) throws(SceneError) -> Double {
            for key in keys { if let n = e[key] { return try number(n, "\(what).\(key)") } }
            return 0
        }
        return EdgeInsets(top: try value("top", "vertical", "all"), leading: try value("leading", "horizontal", "all"),
                          bottom: try value("bottom", "vertical", "all"), trailing: try value("trailing", "horizontal", "all"))
    }

    /// SwiftUI's `frame(width:height:alignment:)` and
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    public func frame(_ node: ValueNode) throws(SceneError) -> FrameSpec {
        let e = try entries(node, "frame", allowed: ["width", "height", "minWidth", "idealWidth", "maxWidth",
                                                      "minHeight", "idealHeight", "maxHeight", "alignment"])
        func dimension(_ key: String, infinity: Bool) throws(SceneError) -> Double? {
            try e[key].map { n throws(SceneError) in try number(n, "frame.\(key)", minimum: 0, allowInfinity: infinity) }
        }
        var spec = FrameSpec(alignment: try e["alignment"].map { n throws(SceneError) in try alignment(n, "frame.alignment") } ?? .center)
        for (fixed, axis) in [("width", "Width"), ("height", "Height")] {
            let lower = try dimension("min" + axis, infinity: false), ideal = try dimension("ideal" + axis, infinity: false)
            let upper = try dimension("max" + axis, infinity: true)
            if let size = try dimension(fixed, infinity: false) {
                if lower != nil || upper != nil || ideal != nil {  // e[fixed] and e["min" + axis] below exist: they gave these
                    throw SceneError(.invalidValue, "'\(fixed)' fixes the \(fixed); it cannot be combined with 'min\(axis)', 'ideal\(axis)' or 'max\(axis)'",
                                     at: e[fixed]!.location, hint: "use either '\(fixed)' or the min/max form")
                }
                if axis == "Width" { spec.minWidth = size; spec.idealWidth = size; spec.maxWidth = size }
                else { spec.minHeight = size; spec.idealHeight = size; spec.maxHeight = size }
                continue
            }
            if let lower, let upper, lower > upper {
                throw SceneError(.invalidValue, "contradictory frame: min\(axis) \(lower.pointString) is larger than max\(axis) \(upper.pointString)",
                                 at: e["min" + axis]!.location)
            }
            if axis == "Width" { spec.minWidth = lower; spec.idealWidth = ideal; spec.maxWidth = upper }
            else { spec.minHeight = lower; spec.idealHeight = ideal; spec.maxHeight = upper }
        }
        return spec
    }

    /// `{ x: 0, y: 20 }` or `[0, 20]`.
    public func offset(_ node: ValueNode, _ what: String) throws(SceneError) -> (x: Double, y: Double) {
        if let items = node.items, items.count == 2 {
            return (try number(items[0], "\(what).x"), try number(items[1], "\(what).y"))
        }
        let e = try entries(node, what, allowed: ["x", "y"])
        return (try e["x"].map { n throws(SceneError) in try number(n, "\(what).x") } ?? 0,
                try e["y"].map { n throws(SceneError) in try number(n, "\(what).y") } ?? 0)
    }

    /// `scale: 0.98`, `{ amount: 0.9, anchor: bottom }` or `{ x: 1, y: 0.5, anchor: top }`.
    public func scale(_ node: ValueNode) throws(SceneError) -> (x: Double, y: Double, anchor: UnitPoint) {
        if node.scalar != nil { let s = try number(node, "scale"); return (s, s, .center) }
        let e = try entries(node, "scale", allowed: ["amount", "x", "y", "anchor"])
        let amount = try e["amount"].map { n throws(SceneError) in try number(n, "scale.amount") } ?? 1
        return (try e["x"].map { n throws(SceneError) in try number(n, "scale.x") } ?? amount,
                try e["y"].map { n throws(SceneError) in try number(n, "scale.y") } ?? amount,
                try e["anchor"].map { n throws(SceneError) in try unitPoint(n, "scale.anchor") } ?? .center)
    }

    /// `rotation: 45` (degrees, clockwise as on screen) or `{ degrees: 45, anchor: top }`.
    public func rotation(_ node: ValueNode) throws(SceneError) -> (degrees: Double, anchor: UnitPoint) {
        if node.scalar != nil { return (try number(node, "rotation"), .center) }
        let e = try entries(node, "rotation", allowed: ["degrees", "anchor"])
        guard let degrees = e["degrees"] else { throw SceneError(.missingKey, "'rotation' needs 'degrees'", at: node.location) }
        return (try number(degrees, "rotation.degrees"),
                try e["anchor"].map { n throws(SceneError) in try unitPoint(n, "rotation.anchor") } ?? .center)
    }

    public func opacity(_ node: ValueNode, _ what: String) throws(SceneError) -> Double {
        let value = try number(node, what, minimum: 0)
        guard value <= 1 else { throw SceneError(.invalidValue, "'\(what)' is between 0 and 1, found \(value.pointString)", at: node.location) }
        return value
    }

    /// A shadow token's name or `{ color, radius, x, y }`. SwiftUI's default shadow colour
    /// is black at 33 % opacity (`Color(.sRGBLinear, white: 0, opacity: 0.33)`).
    public func shadow(_ node: ValueNode) throws(SceneError) -> ShadowSpec {
        if case .string(let name) = node.scalar {
            guard let token = tokens.shadows[name] else {
                throw SceneError(.unknownToken, "unknown shadow '\(name)'", at: node.location,
                                 suggesting: name, in: tokens.shadows.keys, otherwise: "declare it under tokens: shadows:")
            }
            return token.shadow(appearance)
        }
        let e = try entries(node, "shadow", allowed: ["color", "radius", "x", "y"])
        guard let radius = e["radius"] else { throw SceneError(.missingKey, "'shadow' needs 'radius'", at: node.location) }
        return ShadowSpec(color: try e["color"].map { n throws(SceneError) in try color(n, "shadow.color") } ?? Color.black.withAlpha(0.33),
                          radius: try number(radius, "shadow.radius", minimum: 0, limit: SceneLimits.shadowRadius),
                          x: try e["x"].map { n throws(SceneError) in try number(n, "shadow.x") } ?? 0,
                          y: try e["y"].map { n throws(SceneError) in try number(n, "shadow.y") } ?? 0)
    }

    /// `clip: rect | capsule | circle` or `{ roundedRect: 12, style: continuous }`.
    public func clipShape(_ node: ValueNode) throws(SceneError) -> ClipShape {
        if node.scalar != nil {
            return try choice(node, "clip", ["rect": .rectangle, "capsule": .capsule, "circle": .circle])
        }
        let e = try entries(node, "clip", allowed: ["roundedRect", "style"])
        guard let radius = e["roundedRect"] else { throw SceneError(.missingKey, "'clip' needs 'roundedRect: <radius>'", at: node.location) }
        return .roundedRectangle(cornerRadius: try number(radius, "clip.roundedRect", minimum: 0),
                                 style: try e["style"].map { n throws(SceneError) in try choice(n, "clip.style", CornerStyle.self) } ?? .circular)
    }

    /// `true` / `all`, one edge name, or a list of them; or SwiftUI's label,
    /// `{ edges: top }` (`ignoresSafeArea(edges: .top)`).
    public func edges(_ node: ValueNode, _ what: String) throws(SceneError) -> EdgeSet {
        if node.entries != nil {
            let e = try entries(node, what, allowed: ["edges"])
            guard let edges = e["edges"] else { throw SceneError(.missingKey, "'\(what)' needs 'edges:'", at: node.location, hint: "\(what): { edges: top }") }
            return try self.edges(edges, "\(what).edges")
        }
        if case .bool(let b) = node.scalar { return b ? .all : [] }
        if let items = node.items {
            var set: EdgeSet = []
            for item in items { set.formUnion(try choice(item, what, EdgeSet.named)) }
            return set
        }
        return try choice(node, what, EdgeSet.named)
    }

    /// `true`, or `{ horizontal: true, vertical: false }`.
    public func axes(_ node: ValueNode, _ what: String) throws(SceneError) -> (horizontal: Bool, vertical: Bool) {
        if case .bool(let b) = node.scalar { return (b, b) }
        let e = try entries(node, what, allowed: ["horizontal", "vertical"])
        return (try e["horizontal"].map { n throws(SceneError) in try bool(n, "\(what).horizontal") } ?? false,
                try e["vertical"].map { n throws(SceneError) in try bool(n, "\(what).vertical") } ?? false)
    }

    /// `aspectRatio: fit`, `1.5`, or `{ ratio: 1.5, contentMode: fill }`.
    public func aspectRatio(_ node: ValueNode) throws(SceneError) -> (Double?, ContentMode) {
        if case .string = node.scalar { return (nil, try choice(node, "aspectRatio", ContentMode.self)) }
        if node.scalar != nil { return (try number(node, "aspectRatio", minimum: 0), .fit) }
        let e = try entries(node, "aspectRatio", allowed: ["ratio", "contentMode"])
        return (try e["ratio"].map { n throws(SceneError) in try number(n, "aspectRatio.ratio", minimum: 0) },
                try e["contentMode"].map { n throws(SceneError) in try choice(n, "aspectRatio.contentMode", ContentMode.self) } ?? .fit)
    }

    public func alignment(_ node: ValueNode, _ what: String) throws(SceneError) -> Alignment {
        try choice(node, what, Alignment.named)
    }
}
