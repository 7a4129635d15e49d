import KeylineCore
import KeylineMotion

/// A view tree flattened by identity: each view with its parent, its place among its
/// siblings, and the animation scope it sits in. Two trees of the same screen in two
/// states are compared view by view through their indexes.
struct TreeIndex {
    struct Entry {
        let node: ViewNode
        let parent: String?
        /// Position among the parent's children (decorations count after the children).
        let position: Int
        /// The `animation` modifier in force here, if any: `.some(nil)` means "none".
        let scopedAnimation: Animation??
        /// The page index, for the pages of a pager.
        let pageIndex: Int?
        var isPagerPage: Bool { pageIndex != nil }
    }

    private(set) var entries: [String: Entry] = [:]
    /// Identities in tree order (parents before children).
    private(set) var order: [String] = []

    init(_ root: ViewNode) {
        add(root, parent: nil, position: 0, scope: nil, pageIndex: nil)
    }

    subscript(identity: String) -> Entry? { entries[identity] }

    private mutating func add(_ node: ViewNode, parent: String?, position: Int, scope: Animation??, pageIndex: Int?) {
        var scope = scope
        for modifier in node.modifiers { if case .animation(let a) = modifier { scope = .some(a) } }
        entries[node.identity] = Entry(node: node, parent: parent, position: position, scopedAnimation: scope, pageIndex: pageIndex)
        order.append(node.identity)
        let children = node.kind.children
        let pages: [Int]? = if case .pager(let spec, _) = node.kind { spec.pageIndices } else { nil }
        for (i, child) in children.enumerated() {
            add(child, parent: node.identity, position: i, scope: scope, pageIndex: pages?[i])
        }
        var decoration = children.count
        for modifier in node.modifiers {
            switch modifier {
            case .background(let v, _), .overlay(let v, _):
                add(v, parent: node.identity, position: decoration, scope: scope, pageIndex: nil)
                decoration += 1
            default: break
            }
        }
    }
}
