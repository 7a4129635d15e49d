import KeylineCore
import KeylineLayout

/// What an expectation can measure of an element in one solved screen: its frames, the
/// text it shows, its paints, whether it can be seen. A measurement that cannot be made
/// (the element is not on the screen, a number asked of a view without one) is a
/// `MeasurementFailure`, which makes the expectation fail with that reason.
struct ElementMeasurement {
    let tree: LayoutTree

    /// The element's view: the first with this id in tree order. Ids are unique per screen,
    /// and a pager at rest names only the page it shows.
    func node(_ element: ElementReference) -> LayoutNode? { tree.node(id: element.id) }

    func frame(_ element: ElementReference) throws(MeasurementFailure) -> Rect {
        let node = try require(element)
        switch element.part {
        case .frame: return node.frame
        case .content: return node.contentFrame
        case .modifier(let name):
            guard let frame = node.frame(after: name) else { throw MeasurementFailure("'\(element.id)' has no '\(name)' modifier") }
            return frame
        }
    }

    func number(_ element: ElementReference, _ attribute: NumericAttribute) throws(MeasurementFailure) -> Double {
        switch attribute {
        case .top, .bottom, .leading, .trailing, .centerX, .centerY, .width, .height:
            return Self.edge(attribute, of: try frame(element))
        case .fontSize:
            return try text(element, "font size").font.size
        case .lineHeight:
            return try text(element, "line height").lineHeight
        case .lines:
            return Double(try text(element, "lines").lineCount)
        case .cornerRadius:
            return try cornerRadius(element)
        case .opacity:
            return opacity(of: try require(element))
        }
    }

    /// `top`, `centerX`, `width`… of a rectangle.
    static func edge(_ attribute: NumericAttribute, of r: Rect) -> Double {
        switch attribute {
        case .top: r.minY
        case .bottom: r.maxY
        case .leading: r.minX
        case .trailing: r.maxX
        case .centerX: r.midX
        case .centerY: r.midY
        case .width: r.width
        case .height: r.height
        default: .nan
        }
    }

    // MARK: - Text

    /// The element's text, or the one text inside it (a button's label).
    func text(_ element: ElementReference, _ what: String) throws(MeasurementFailure) -> ResolvedText {
        let texts = self.texts(in: try require(element))
        guard let first = texts.first else { throw MeasurementFailure("'\(element.id)' shows no text, so it has no \(what)") }
        guard texts.count == 1 else {
            throw MeasurementFailure("'\(element.id)' holds \(texts.count) texts; give the one you mean an id")
        }
        return first
    }

    /// Every text the element shows, in tree order (reading order for a stack), joined.
    func string(_ element: ElementReference) throws(MeasurementFailure) -> String {
        let texts = self.texts(in: try require(element))
        guard !texts.isEmpty else { throw MeasurementFailure("'\(element.id)' shows no text") }
        return texts.map(\.string).joined(separator: " ")
    }

    private func texts(in node: LayoutNode) -> [ResolvedText] {
        subtree(of: node).compactMap { visibleEnough($0) ? $0.text : nil }
    }

    /// A view and every view inside it, decorations included, in tree order (a view's
    /// subtree is contiguous in `LayoutTree.nodes`).
    private func subtree(of node: LayoutNode) -> [LayoutNode] {
        var result = [node]
        var index = node.index + 1
        while index < tree.nodes.count, isInside(tree[index], node) { result.append(tree[index]); index += 1 }
        return result
    }

    private func isInside(_ node: LayoutNode, _ ancestor: LayoutNode) -> Bool {
        var parent = node.parent
        while let p = parent {
            if p == ancestor.index { return true }
            parent = tree[p].parent
        }
        return false
    }

    /// Texts inside hidden views (a hidden placeholder holding a button's place) are not
    /// what the element shows.
    private func visibleEnough(_ node: LayoutNode) -> Bool { !isHidden(node) }

    // MARK: - Paint

    /// A text's colour; an image's tint; the one colour of the texts inside a container.
    func color(_ element: ElementReference) throws(MeasurementFailure) -> Paint {
        let node = try require(element)
        if case .image(let image) = node.content {
            guard let tint = image.tint else { throw MeasurementFailure("'\(element.id)' is an image drawn in its own colours (no tint)") }
            return .color(tint)
        }
        let paints = Set(texts(in: node).map(\.color))
        guard let first = paints.first else { throw MeasurementFailure("'\(element.id)' shows no text, so it has no colour; for a shape, use fill") }
        guard paints.count == 1 else { throw MeasurementFailure("the texts in '\(element.id)' have \(paints.count) colours; give the one you mean an id") }
        return first
    }

    /// A shape's fill (a divider's colour, a progress bar's tint), else its background's.
    func fill(_ element: ElementReference) throws(MeasurementFailure) -> Paint {
        let node = try require(element)
        if let fill = node.fill { return fill }
        if let fill = decorations(of: node, backgrounds: true).lazy.compactMap(\.fill).first { return fill }
        throw MeasurementFailure("'\(element.id)' has no fill and no background")
    }

    /// A shape's outline, else its overlay's or its background's.
    func stroke(_ element: ElementReference) throws(MeasurementFailure) -> Paint {
        let node = try require(element)
        if let stroke = node.stroke { return stroke.paint }
        let decorated = decorations(of: node, backgrounds: false) + decorations(of: node, backgrounds: true)
        if let stroke = decorated.lazy.compactMap(\.stroke).first { return stroke.paint }
        throw MeasurementFailure("'\(element.id)' has no stroke")
    }

    /// The views the element's backgrounds (or overlays) add, outermost first: the one a
    /// reader sees as "the button's background" covers the whole element.
    private func decorations(of node: LayoutNode, backgrounds: Bool) -> [LayoutNode] {
        node.steps.reversed().compactMap { step in
            step.decoration.flatMap { $0.isBackground == backgrounds ? tree[$0.node] : nil }
        }
    }

    // MARK: - Shape

    /// A rounded rectangle's radius: the element's own shape, else its background's, else
    /// the shape it is clipped to. A capsule's or circle's is half the shorter side.
    private func cornerRadius(_ element: ElementReference) throws(MeasurementFailure) -> Double {
        let node = try require(element)
        func radius(_ shape: ShapeKind, _ frame: Rect) -> Double? {
            switch shape {
            case .roundedRectangle(let r, _): min(r, min(frame.width, frame.height) / 2)
            case .capsule, .circle: min(frame.width, frame.height) / 2
            case .rectangle: 0
            case .ellipse: nil
            }
        }
        if case .shape(let s) = node.content, let r = radius(s.shape, node.contentFrame) { return r }
        for background in decorations(of: node, backgrounds: true) {
            if case .shape(let s) = background.content, let r = radius(s.shape, background.contentFrame) { return r }
        }
        for step in node.steps.reversed() {
            if case .clip(let shape) = step.effect, let r = radius(shape, step.frame) { return r }
        }
        throw MeasurementFailure("'\(element.id)' has no rounded shape, background or clip to measure a corner radius on")
    }

    // MARK: - Visibility

    /// Hidden: `hidden`, or an opacity of 0, on the view or on a view it is inside.
    func isHidden(_ node: LayoutNode) -> Bool {
        effects(applyingTo: node).contains { effect in
            switch effect {
            case .hidden: true
            case .opacity(let o): o <= 0
            default: false
            }
        }
    }

    /// The view's opacity times that of every view it is inside.
    func opacity(of node: LayoutNode) -> Double {
        effects(applyingTo: node).reduce(1) { product, effect in
            if case .opacity(let o) = effect { return product * o }
            return product
        }
    }

    /// The drawing effects that reach a view: its own modifiers', then its containers'. A
    /// decoration is inside only the modifiers applied after the one that adds it.
    private func effects(applyingTo node: LayoutNode) -> [DrawingEffect] {
        var effects = node.steps.compactMap(\.effect)
        var child = node
        while let p = child.parent {
            let parent = tree[p]
            var steps = parent.steps[...]
            if let k = parent.steps.firstIndex(where: { $0.decoration?.node == child.index }) {
                steps = parent.steps[(k + 1)...]
            }
            effects += steps.compactMap(\.effect)
            child = parent
        }
        return effects
    }

    private func require(_ element: ElementReference) throws(MeasurementFailure) -> LayoutNode {
        guard let node = node(element) else { throw MeasurementFailure("'\(element.id)' is not on this screen", absent: true) }
        return node
    }
}

/// Why a measurement could not be made.
struct MeasurementFailure: Error {
    var reason: String
    /// The element is not in the screen at all.
    var absent: Bool
    init(_ reason: String, absent: Bool = false) { self.reason = reason; self.absent = absent }
}
