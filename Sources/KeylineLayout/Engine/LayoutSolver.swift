import KeylineCore

/// A solved screen: every layout step placed, in canvas points.
public struct SolvedLayout {
    public let device: Device
    /// The root view's outermost step.
    public let root: LayoutElement

    /// Lays out `root` on the device: the root view is offered the safe area and centred in
    /// it, as SwiftUI places a window's root view.
    public static func solve(_ root: ViewNode, device: Device, measurer: ContentMeasurer) -> SolvedLayout {
        let context = LayoutContext(measurer: measurer, device: device)
        let element = LayoutBuilder(context: context).build(root)
        let safe = device.safeRect
        let proposal = ProposedSize(safe.size)
        let size = element.sizeThatFits(proposal)
        element.place(Rect(origin: alignedOrigin(of: size, in: safe, .center), size: size), proposal: proposal)
        return SolvedLayout(device: device, root: element)
    }

    /// Every named view with its frame (the frame of its outermost modifier), in tree order.
    public var namedFrames: [NamedFrame] {
        var result: [NamedFrame] = []
        visitOutermost(root) { element in
            if let id = element.node.id { result.append(NamedFrame(id: id, kind: element.node.kindName, frame: element.frame)) }
        }
        return result
    }

    public func frame(of id: String) -> Rect? { namedFrames.first { $0.id == id }?.frame }

    /// Calls `body` once per view with that view's outermost step.
    private func visitOutermost(_ element: LayoutElement, _ body: (LayoutElement) -> Void) {
        body(element)
        var current: LayoutElement? = element
        // Walk down this view's own chain of modifiers to its content, visiting the other
        // views met on the way (decorations, children).
        while let step = current {
            for child in step.children where child.node.identity != element.node.identity {
                visitOutermost(child, body)
            }
            current = step.children.first { $0.node.identity == element.node.identity }
        }
    }
}

public struct NamedFrame: Sendable, Hashable {
    public let id: String
    public let kind: String
    public let frame: Rect
}
