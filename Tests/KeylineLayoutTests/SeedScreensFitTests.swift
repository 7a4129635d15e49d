import Foundation
import KeylineCore
import KeylineLayout
import KeylineRender
import Testing

/// Issue 6: "at accessibility5 the seed screens must still lay out without overlapping
/// (scroll or wrap where a real app would)". Checked on the solved layout of every seed
/// screen at the smallest, the default and the largest Dynamic Type size:
/// - no two texts overlap (a label running into its neighbour);
/// - no text is taller or wider than a frame its own modifiers give it (a label outgrowing
///   a fixed-height button);
/// - no text reaches off the screen, unless a scroll view holds it (content below the fold
///   is what a scroll view is for).
@Suite struct SeedScreensFitTests {
    static let sizes: [DynamicTypeSize] = [.xSmall, .large, .accessibility5]

    /// Every seed scene, read once: reading a scene again for each of its screens and sizes
    /// cost most of this suite's time.
    static let documents: [(file: String, document: SceneDocument)] = {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: scenesDirectory)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.sorted()
        return files.compactMap { file in
            (try? SceneLoader.load(contentsOf: scenesDirectory + "/" + file)).map { (file, $0) }
        }
    }()

    static var screenCount: Int { documents.reduce(0) { $0 + $1.document.screens.count } }

    /// Texts may touch: line boxes of adjacent texts meet exactly, and glyph metrics are
    /// fractional.
    static let slack = 0.5

    @Test(arguments: sizes)
    func seedScreensLayOutWithoutOverlap(size: DynamicTypeSize) throws {
        #expect(Self.screenCount >= 30, "the four seed scenes have dozens of screens")
        var problems: [String] = []
        let measurer = Renderer()
        for (file, document) in Self.documents {
            let variant = Variant(device: document.device, dynamicTypeSize: size)
            for screen in document.screens {
                let root = try Instantiator(document: document, variant: variant).instantiate(screen)
                let tree = SolvedLayout.solve(root, device: document.device, measurer: measurer)
                problems += Self.problems(in: tree).map { "\(file) \(screen.id) @\(size.name): \($0)" }
            }
        }
        #expect(problems.isEmpty, Comment(rawValue: "\(problems.count) layout problems:\n" + problems.joined(separator: "\n")))
    }

    static func problems(in tree: LayoutTree) -> [String] {
        let texts = tree.nodes.filter { $0.text.map { !$0.string.isEmpty } ?? false }
        // Each text's visible frame once, not once per pair.
        let visible = texts.map { visibleFrame($0, in: tree) }
        var found: [String] = []
        let canvas = Rect(origin: .zero, size: tree.device.size)
        for (i, a) in texts.enumerated() {
            let name = describe(a)
            for step in a.steps where step.decoration == nil && step.effect == nil {
                if a.contentFrame.height > step.frame.height + slack || a.contentFrame.width > step.frame.width + slack {
                    found.append("\(name) (\(a.contentFrame)) does not fit its \(step.modifier) (\(step.frame))")
                    break
                }
            }
            if !isScrolled(a, in: tree), !contains(canvas, a.contentFrame) {
                found.append("\(name) reaches off the screen at \(a.contentFrame)")
            }
            for j in texts.indices.dropFirst(i + 1) where overlap(visible[i], visible[j]) && areLaidOutSideBySide(a, texts[j], in: tree) {
                found.append("\(name) overlaps \(describe(texts[j]))")
            }
        }
        return found
    }

    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - slack && inner.minY >= outer.minY - slack
            && inner.maxX <= outer.maxX + slack && inner.maxY <= outer.maxY + slack
    }

    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        min(a.maxX, b.maxX) - max(a.minX, b.minX) > slack && min(a.maxY, b.maxY) - max(a.minY, b.minY) > slack
    }

    /// Views in a zstack, or a background and what it is behind, are layered on purpose (a
    /// sheet over a page, two labels crossfading); views in a stack are not.
    static func areLaidOutSideBySide(_ a: LayoutNode, _ b: LayoutNode, in tree: LayoutTree) -> Bool {
        let ancestorsOfA = ancestors(a, in: tree)
        guard let common = ancestors(b, in: tree).first(where: { ancestorsOfA.contains($0) }) else { return false }
        return ["vstack", "hstack", "scroll"].contains(tree[common].kind)
    }

    /// Indices from the parent up to the root.
    static func ancestors(_ node: LayoutNode, in tree: LayoutTree) -> [Int] {
        var result: [Int] = []
        var current = node.parent
        while let index = current { result.append(index); current = tree[index].parent }
        return result
    }

    /// The part of a text its scroll views show: a scroll view cuts what lies past its
    /// edge, so a long text scrolled under a pinned button does not overlap the button.
    static func visibleFrame(_ node: LayoutNode, in tree: LayoutTree) -> Rect {
        ancestors(node, in: tree).reduce(node.contentFrame) { frame, index in
            if case .scroll = tree[index].content { return frame.intersection(tree[index].frame) }
            return frame
        }
    }

    static func isScrolled(_ node: LayoutNode, in tree: LayoutTree) -> Bool {
        var current = node.parent
        while let index = current {
            if case .scroll = tree[index].content { return true }
            current = tree[index].parent
        }
        return false
    }

    static func describe(_ node: LayoutNode) -> String {
        let text = node.text.map { String($0.string.prefix(24)) } ?? ""
        return "'\(text)' (line \(node.location.line))"
    }
}
