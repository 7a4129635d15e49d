extension Instantiator {
    /// `contexts[i]` is the context modifier `i` is expanded in (see `modifierEnvironments`).
    func modifiers(_ templates: [ModifierTemplate], identity: String, in contexts: [ExpansionContext]) throws(SceneError) -> [ViewModifier] {
        var result: [ViewModifier] = []
        for (i, template) in templates.enumerated() {
            if let modifier = try modifier(template, identity: "\(identity)~\(i)", in: contexts[i]) { result.append(modifier) }
        }
        return result
    }

    /// The contexts a view's parts are expanded in. SwiftUI's `.dynamicTypeSize(_:)` sets
    /// the environment of everything it wraps: the view's content and the modifiers written
    /// before it, not those after it (which wrap it). Nested ranges clamp in turn, the
    /// outermost first.
    func modifierEnvironments(_ templates: [ModifierTemplate], in context: ExpansionContext) throws(SceneError)
        -> (content: ExpansionContext, modifiers: [ExpansionContext]) {
        guard templates.contains(where: { $0.word == .dynamicTypeSize }) else {
            return (context, Array(repeating: context, count: templates.count))
        }
        var current = context
        var contexts = Array(repeating: context, count: templates.count)
        for i in templates.indices.reversed() {
            contexts[i] = current
            guard templates[i].word == .dynamicTypeSize, case .value(let v) = templates[i].argument else { continue }
            current = current.clampingDynamicType(to: try converter.dynamicTypeRange(v.evaluate(in: current.scope), "dynamicTypeSize"))
        }
        return (current, contexts)
    }

    private func modifier(_ template: ModifierTemplate, identity: String, in context: ExpansionContext) throws(SceneError) -> ViewModifier? {
        let c = converter
        let value: ValueNode
        switch template.argument {
        case .view(let view, let alignmentTemplate):
            let alignment = try alignmentTemplate.map { t throws(SceneError) in try c.alignment(t.evaluate(in: context.scope), "alignment") } ?? .center
            let nodes = try expand(view, index: 0, in: context.with(identity: identity))
            guard !nodes.isEmpty else { return nil }
            if nodes.count > 1 { try context.budget.spend(at: view.location) }
            let node = nodes.count == 1 ? nodes[0]
                : ViewNode(kind: .zstack(alignment, nodes), identity: identity, location: view.location)
            return template.word == .background ? .background(node, alignment) : .overlay(node, alignment)
        case .value(let v):
            value = try v.evaluate(in: context.scope)
        }

        // One case per word of the vocabulary: a new `ModifierWord` does not compile until
        // it is read here.
        let name = template.written
        switch template.word {
        case .padding: return .padding(try c.insets(value, name))
        case .frame: return .frame(try c.frame(value))
        case .fixedSize:
            let axes = try c.axes(value, name)
            return .fixedSize(horizontal: axes.horizontal, vertical: axes.vertical)
        case .layoutPriority: return .layoutPriority(try c.number(value, name))
        case .aspectRatio:
            let (ratio, mode) = try c.aspectRatio(value)
            return .aspectRatio(ratio, mode)
        case .ignoresSafeArea: return .ignoresSafeArea(try c.edges(value, name))
        case .position:
            let p = try c.offset(value, name)
            return .position(x: p.x, y: p.y)
        case .offset:
            let o = try c.offset(value, name)
            return .offset(x: o.x, y: o.y)
        case .opacity: return .opacity(try c.opacity(value, name))
        case .scale:
            let s = try c.scale(value)
            return .scale(x: s.x, y: s.y, anchor: s.anchor)
        case .rotation:
            let r = try c.rotation(value)
            return .rotation(degrees: r.degrees, anchor: r.anchor)
        case .background, .overlay:
            // A colour or gradient fills the view's bounds. Like SwiftUI's
            // `background(_ style:ignoresSafeAreaEdges: .all)` (iOS 15), it extends into the
            // safe area where the view touches it.
            try context.budget.spend(at: value.location)
            let isBackground = template.word == .background
            let fill = ViewNode(kind: .shape(ShapeSpec(shape: .rectangle, fill: try c.paint(value, name), stroke: nil)),
                                modifiers: isBackground ? [.ignoresSafeArea(.all)] : [],
                                identity: identity, location: value.location)
            return isBackground ? .background(fill, .center) : .overlay(fill, .center)
        case .clip: return .clip(try c.clipShape(value))
        case .cornerRadius:
            return .clip(.roundedRectangle(cornerRadius: try c.number(value, name, minimum: 0), style: .circular))
        case .shadow: return .shadow(try c.shadow(value))
        case .hidden: return try c.bool(value, name) ? .hidden : nil
        case .appear: return .appear(try c.appear(value))
        case .transition: return .transition(try c.transition(value))
        case .animation: return .animation(try c.animation(value, name))
        case .parallax: return .parallax(try c.number(value, name))
        case .dynamicTypeSize: return nil // an environment: applied to what it wraps (modifierEnvironments)
        case .zIndex: return .zIndex(try c.number(value, name))
        case .gridCellColumns:
            return .gridCellColumns(try c.integer(value, name, minimum: 1, maximum: SceneLimits.gridColumns,
                                                  limitHint: "a grid has at most \(SceneLimits.gridColumns) columns"))
        case .accessibility: return .accessibility(try c.accessibility(value))
        case .lint: return .lintSuppression(try c.lintSuppression(value, at: template.location))
        }
    }
}
