import KeylineCore
import KeylineLayout
import KeylineRender
import KeylineTimeline
import Testing

let scenesDirectory: String = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/") + "/Scenes"

func document(_ yaml: String) throws -> SceneDocument {
    try SceneLoader.load(text: yaml, file: "test.yaml", directory: scenesDirectory)
}

func urbanNest() throws -> SceneDocument {
    try SceneLoader.load(contentsOf: scenesDirectory + "/urbannest-onboarding.yaml")
}

/// A screen's appear sequence, or a storyboard, in a variant.
func timeline(_ doc: SceneDocument, screen: String? = nil, storyboard: String? = nil,
              motion: MotionPreference = .full) throws -> TimelinePipeline {
    let variant = Variant(motion: motion, device: doc.device)
    if let storyboard { return try TimelinePipeline(document: doc, storyboard: doc.storyboard(storyboard)!, variant: variant) }
    return try TimelinePipeline(document: doc, screen: doc.screen(screen ?? doc.screens[0].id)!, variant: variant)
}

/// Finds the first view with `id` in a tree.
func node(_ id: String, in tree: ViewNode) -> ViewNode? {
    var found: ViewNode?
    tree.forEachNode { if found == nil, $0.id == id { found = $0 } }
    return found
}

func opacity(of node: ViewNode) -> Double {
    node.modifiers.reduce(1) { if case .opacity(let o) = $1 { return $0 * o } else { return $0 } }
}

func offsetY(of node: ViewNode) -> Double {
    node.modifiers.reduce(0) { if case .offset(_, let y) = $1 { return $0 + y } else { return $0 } }
}

func scaleX(of node: ViewNode) -> Double {
    node.modifiers.reduce(1) { if case .scale(let x, _, _) = $1 { return $0 * x } else { return $0 } }
}
