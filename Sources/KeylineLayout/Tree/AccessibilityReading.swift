import KeylineCore

/// One thing VoiceOver focuses on (or, for a `contain` group, announces as it enters).
public struct AccessibilityElement: Hashable, Sendable {
    /// The view that is the element, in `LayoutTree.nodes`.
    public let node: Int
    public let label: String?
    public let value: String?
    public let hint: String?
    public let traits: [AccessibilityTrait]
    /// In canvas points: the view as modified up to its outermost `accessibility`
    /// modifier, or with all its modifiers when it has none (`accessibilityFrame`).
    public let frame: Rect
    /// The view's `id`, if it has one.
    public let id: String?
    /// The label of a `contain` group, said before the group's elements.
    public let isGroup: Bool

    public var isInteractive: Bool { traits.contains { $0.isInteractive } }
}

/// What VoiceOver reads on a solved screen, and in which order, following SwiftUI's rules
/// as far as a scene can state them:
///
/// - A text is an element read as its string (trait `staticText`); an image is an element
///   with the `image` trait, unlabelled unless its `accessibility` gives a label. A text
///   or image that is itself a control has the control's traits instead.
/// - `accessibility: { hidden: true }`, `hidden`, and `opacity: 0` (SwiftUI drops views it
///   does not draw from the accessibility tree) remove a view and everything inside it.
/// - An interactive view (a button, link, toggle or adjustable control, by trait or by its
///   component's `role`) is one element whose label, unless it gives its own, is the
///   labels of the views inside it joined with ", " — SwiftUI's `Button` combines its
///   label's views (`accessibilityElement(children: .combine)`); `children: ignore` keeps
///   only its own label; `children: contain` keeps the views inside it separate.
/// - Any other view with accessibility and readable views inside it is a group
///   (`contain`): its label, if any, is said as VoiceOver enters, then its elements; a
///   view with nothing readable inside it (a shape, a row of dots) is an element itself.
/// - Order: within the screen and within each group, top to bottom, then leading to
///   trailing: elements sorted by their top edge are cut into rows (an element whose top
///   is above the middle of a row's first element joins that row), each row read by
///   leading edge. `sortPriority` then reorders (higher first; 0 by default; a stable
///   sort, so equal priorities keep the geometric order). A group takes its place in its
///   parent's order by its own frame.
public struct AccessibilityReading: Sendable {
    /// In reading order.
    public let elements: [AccessibilityElement]

    public init(_ tree: LayoutTree) {
        var reader = Reader(tree: tree)
        elements = reader.items(of: tree.root, inheritedPriority: 0).ordered.flatMap(\.flattened)
    }

    /// The position in `elements` of the element that is the view at `node`, if it is read
    /// on its own.
    public func index(ofNode node: Int) -> Int? { elements.firstIndex { $0.node == node && !$0.isGroup } }
}

extension LayoutTree {
    /// Whether the view is drawn at all: not `hidden`, not at opacity 0, nor inside a view
    /// that is. VoiceOver does not read what is not drawn.
    public func isDrawn(_ node: LayoutNode) -> Bool {
        var current: LayoutNode? = node
        while let n = current {
            for step in n.steps {
                switch step.effect {
                case .hidden?: return false
                case .opacity(let o)? where o <= 0: return false
                default: break
                }
            }
            current = n.parent.map { self[$0] }
        }
        return true
    }

    /// The view's decorations and children, in tree order.
    func contained(_ node: LayoutNode) -> [LayoutNode] {
        node.steps.compactMap { $0.decoration.map { self[$0.node] } } + children(of: node)
    }
}

/// An element or a group of them, as ordered among its siblings.
private indirect enum ReadingItem {
    case element(AccessibilityElement, priority: Double)
    case group(AccessibilityElement?, frame: Rect, priority: Double, items: [ReadingItem])

    var frame: Rect {
        switch self {
        case .element(let e, _): e.frame
        case .group(_, let frame, _, _): frame
        }
    }

    var priority: Double {
        switch self {
        case .element(_, let p), .group(_, _, let p, _): p
        }
    }

    var flattened: [AccessibilityElement] {
        switch self {
        case .element(let e, _): [e]
        case .group(let label, _, _, let items): (label.map { [$0] } ?? []) + items.ordered.flatMap(\.flattened)
        }
    }
}

extension Array where Element == ReadingItem {
    /// Top to bottom in rows, leading to trailing within a row, then by sort priority.
    fileprivate var ordered: [ReadingItem] {
        let byTop = enumerated().sorted { a, b in
            a.element.frame.minY != b.element.frame.minY ? a.element.frame.minY < b.element.frame.minY : a.offset < b.offset
        }
        var rows: [[(offset: Int, element: ReadingItem)]] = []
        for item in byTop {
            if let first = rows.last?.first, item.element.frame.minY < first.element.frame.midY {
                rows[rows.count - 1].append(item)
            } else {
                rows.append([item])
            }
        }
        let geometric = rows.flatMap { row in
            row.sorted { a, b in
                a.element.frame.minX != b.element.frame.minX ? a.element.frame.minX < b.element.frame.minX
                    : a.element.frame.minY != b.element.frame.minY ? a.element.frame.minY < b.element.frame.minY : a.offset < b.offset
            }.map(\.element)
        }
        // Swift's sort is not stable: sort by (priority, geometric position).
        return geometric.enumerated().sorted { a, b in
            a.element.priority != b.element.priority ? a.element.priority > b.element.priority : a.offset < b.offset
        }.map(\.element)
    }
}

private struct Reader {
    let tree: LayoutTree

    /// The reading items of a view: nothing if VoiceOver skips it, one element, a group,
    /// or the items of the views inside it.
    mutating func items(of node: LayoutNode, inheritedPriority: Double) -> [ReadingItem] {
        guard tree.isDrawn(node), node.accessibility?.hidden != true else { return [] }
        let spec = node.accessibility
        let priority = spec?.sortPriority ?? inheritedPriority
        let inner = tree.contained(node).flatMap { items(of: $0, inheritedPriority: spec?.sortPriority ?? inheritedPriority) }

        // Texts and images are elements of their own.
        if let text = node.text {
            let label = spec?.label ?? (text.string.isEmpty ? nil : text.string)
            guard label != nil || spec != nil else { return [] }
            return [.element(element(node, spec, label: label, baseTraits: [.staticText]), priority: priority)]
        }
        if case .image = node.content {
            return [.element(element(node, spec, label: spec?.label, baseTraits: [.image]), priority: priority)]
        }
        guard let spec, spec.label != nil || spec.value != nil || spec.hint != nil || !spec.traits.isEmpty || spec.children != nil else {
            return inner
        }
        let children = spec.children ?? (spec.isInteractive ? .combine : .contain)
        switch children {
        case .combine, .ignore:
            let combined = children == .combine ? inner.ordered.flatMap(\.flattened).filter { !$0.isGroup } : []
            let label = spec.label ?? Self.joined(combined.compactMap(\.label))
            let value = spec.value ?? Self.joined(combined.compactMap(\.value))
            // A combined element is not static text or an image; its children's other
            // traits (header, selected) carry over.
            let carried = combined.flatMap(\.traits).filter { $0 != .staticText && $0 != .image }
            var traits = spec.traits
            for t in carried where !traits.contains(t) { traits.append(t) }
            let e = AccessibilityElement(node: node.index, label: label, value: value, hint: spec.hint ?? combined.lazy.compactMap(\.hint).first,
                                         traits: Self.canonical(traits), frame: node.accessibilityFrame ?? node.frame, id: node.id, isGroup: false)
            return [.element(e, priority: priority)]
        case .contain:
            if inner.isEmpty {
                // Nothing readable inside (a shape, a row of dots): the view is the element.
                return [.element(element(node, spec, label: spec.label, baseTraits: []), priority: priority)]
            }
            let heading = spec.label == nil && spec.value == nil ? nil : element(node, spec, label: spec.label, baseTraits: [], isGroup: true)
            return [.group(heading, frame: node.accessibilityFrame ?? node.frame, priority: priority, items: inner)]
        }
    }

    private func element(_ node: LayoutNode, _ spec: AccessibilitySpec?, label: String?, baseTraits: [AccessibilityTrait],
                         isGroup: Bool = false) -> AccessibilityElement {
        // A text or image that is a control reads as the control (SwiftUI's
        // `Button("Next")` is a button, not static text).
        var traits = spec?.isInteractive == true ? [] : baseTraits
        for t in spec?.traits ?? [] where !traits.contains(t) { traits.append(t) }
        return AccessibilityElement(node: node.index, label: label, value: spec?.value, hint: spec?.hint,
                                    traits: Self.canonical(traits), frame: node.accessibilityFrame ?? node.frame, id: node.id, isGroup: isGroup)
    }

    /// Traits in one order (`AccessibilityTrait`'s), whichever modifier gave them.
    private static func canonical(_ traits: [AccessibilityTrait]) -> [AccessibilityTrait] {
        AccessibilityTrait.allCases.filter(traits.contains)
    }

    private static func joined(_ parts: [String]) -> String? {
        parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
