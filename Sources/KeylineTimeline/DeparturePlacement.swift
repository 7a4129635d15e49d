import KeylineCore

/// Where a view that is leaving is drawn. In SwiftUI a removed view stays among its
/// container's children until its removal transition ends, drawn in the container's
/// zIndex order: below the siblings of its own zIndex (removed views come first in a
/// container's display order), above those of a lower one. So the usual way to keep an
/// outgoing view on top is a higher zIndex on it; an incoming view is on top by default.
extension TimelineFrame {
    /// The frame's tree with each departure put back among its former siblings: the view
    /// as it was shown, with its modifiers, marked `departed` at `lastFrames[key]` (its
    /// frame when it left, in canvas points), then its removal effect. A departure that
    /// was not a child of a stack, zstack or scroll (a background, an overlay, a pager's
    /// page), or whose container has gone since, is returned in `unplaced`: it is drawn
    /// over everything, as before zIndex existed.
    public func tree(placingDepartures lastFrames: [String: Rect]) -> (tree: ViewNode, unplaced: [Departure]) {
        var ghosts: [String: [ViewNode]] = [:]
        var unplaced: [Departure] = []
        for departure in departures {
            guard let frame = lastFrames[departure.key],
                  let ghost = Self.ghost(of: departure, at: frame) else { unplaced.append(departure); continue }
            ghosts[departure.parent, default: []].append(ghost)
        }
        guard !ghosts.isEmpty else { return (tree, unplaced) }
        var pending = ghosts
        let placed = Self.inserting(&pending, into: tree)
        // Containers that are no longer in the tree (or no longer hold children).
        for departure in departures where pending[departure.parent]?.contains(where: { $0.identity == departure.identity }) == true {
            unplaced.append(departure)
        }
        return (placed, unplaced)
    }

    /// The departed view as it was shown, if it was one of its parent's children.
    private static func ghost(of departure: Departure, at frame: Rect) -> ViewNode? {
        var parent: ViewNode?
        departure.tree.forEachNode { if parent == nil, $0.identity == departure.parent { parent = $0 } }
        guard let parent, !isPager(parent.kind),
              var node = parent.kind.children.first(where: { $0.identity == departure.identity }) else { return nil }
        node.modifiers += [.departed(frame: frame)] + departure.effect
        return node
    }

    private static func isPager(_ kind: ViewKind) -> Bool {
        if case .pager = kind { return true }
        return false
    }

    /// Puts each container's ghosts before its children (drawing order then puts them
    /// below the siblings of their zIndex), removing them from `pending` as it goes.
    private static func inserting(_ pending: inout [String: [ViewNode]], into node: ViewNode) -> ViewNode {
        var node = node
        if let ghosts = pending[node.identity] {
            switch node.kind {
            case .stack(let s, let c): node.kind = .stack(s, ghosts + c); pending[node.identity] = nil
            case .zstack(let a, let c): node.kind = .zstack(a, ghosts + c); pending[node.identity] = nil
            case .scroll(let s, let c): node.kind = .scroll(s, ghosts + c); pending[node.identity] = nil
            default: break
            }
        }
        guard !pending.isEmpty else { return node }
        node.kind = node.kind.mapChildren { child in
            // Ghosts just inserted are not searched: they hold no containers of the frame.
            pending.isEmpty || child.modifiers.contains(where: { if case .departed = $0 { true } else { false } })
                ? child : inserting(&pending, into: child)
        }
        node.modifiers = node.modifiers.map { modifier in
            switch modifier {
            case .background(let v, let a) where !pending.isEmpty: .background(inserting(&pending, into: v), a)
            case .overlay(let v, let a) where !pending.isEmpty: .overlay(inserting(&pending, into: v), a)
            default: modifier
            }
        }
        return node
    }
}
