import Foundation
import KeylineCore
import KeylineLayout
import KeylineRender
import Testing

/// The solved layout as a value, on cases worked out by hand (FixedMeasurer: 10 pt per
/// character, 22 pt lines for `body`; iPhone 14, safe area 390x763 at y 47).
@Suite struct LayoutTreeTests {
    func tree(_ yaml: String, measurer: ContentMeasurer = FixedMeasurer()) throws -> LayoutTree {
        let document = try SceneLoader.load(text: yaml, file: "test.yaml", directory: "/nonexistent")
        let root = try Instantiator(document: document, variant: Variant()).instantiate(document.screens[0])
        return SolvedLayout.solve(root, device: .iphone14, measurer: measurer)
    }

    func node(_ tree: LayoutTree, _ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> LayoutNode {
        try #require(tree.node(id: id), "no view '\(id)'", sourceLocation: sourceLocation)
    }

    /// "Hello" is 50x22; padded by 16 it is 82x54, centred in the safe area:
    /// x = (390 − 82) / 2 = 154, y = 47 + (763 − 54) / 2 = 401.5.
    static let paddedText = screen("""
    text: Hello
    padding: 16
    background: "#FF0000"
    id: hello
    """)

    @Test func paddedTextWithBackgroundHasAFramePerModifier() throws {
        let t = try tree(Self.paddedText)
        let hello = try node(t, "hello")
        #expect(hello.kind == "text")
        #expect(hello.contentFrame == Rect(x: 170, y: 417.5, width: 50, height: 22))
        #expect(hello.steps.map(\.modifier) == ["padding", "background"])
        #expect(hello.frame(after: "padding") == Rect(x: 154, y: 401.5, width: 82, height: 54))
        // A background neither grows nor moves the view; its view fills the padded frame
        // (it reaches no safe-area edge, so it is not extended into the safe area).
        #expect(hello.steps[1].frame == Rect(x: 154, y: 401.5, width: 82, height: 54))
        let decoration = try #require(hello.steps[1].decoration)
        #expect(decoration.isBackground)
        let background = t[decoration.node]
        #expect(background.frame == Rect(x: 154, y: 401.5, width: 82, height: 54))
        #expect(background.fill == .color(Color(red: 1, green: 0, blue: 0)))
        #expect(background.parent == hello.index)
        #expect(hello.frame == t.frame(of: "hello"))
    }

    @Test func textIsResolved() throws {
        let t = try tree(screen("""
        text: Hello
        font: { size: 17, weight: semibold, lineHeight: 24 }
        color: "#336699"
        id: hello
        """))
        let text = try #require(try node(t, "hello").text)
        #expect(text.string == "Hello")
        #expect(text.font.size == 17)
        #expect(text.font.weight == .semibold)
        #expect(text.lineHeight == 24)
        #expect(text.color == .color(Color(rgb8: 0x33, 0x66, 0x99)))
        #expect(text.lineCount == 1)
        #expect(!text.isTruncated)
        #expect(!text.isClipped)
    }

    /// A line limit that cuts the text short marks it truncated: in a 100-pt frame this
    /// sentence needs several lines at 17 pt (Pango's real measurement).
    @Test func lineLimitTruncates() throws {
        func text(lineLimit: String) throws -> ResolvedText {
            let t = try tree(screen("""
            text: The quick brown fox jumps over the lazy dog
            \(lineLimit)
            frame: { width: 100 }
            id: sentence
            """), measurer: Renderer())
            return try #require(try node(t, "sentence").text)
        }
        let cut = try text(lineLimit: "lineLimit: 1")
        #expect(cut.isTruncated)
        #expect(cut.lineCount == 1)
        #expect(!cut.isClipped)
        let whole = try text(lineLimit: "")
        #expect(!whole.isTruncated)
        #expect(whole.lineCount > 1)
    }

    /// "Hello world" offered 50 wide wraps to two 22-pt lines: 44 pt in a 10-pt frame.
    @Test func textTallerThanItsFixedFrameIsClipped() throws {
        let t = try tree(screen("""
        text: Hello world
        frame: { width: 50, height: 10 }
        id: squeezed
        """))
        let squeezed = try node(t, "squeezed")
        #expect(squeezed.contentFrame.height == 44)
        #expect(squeezed.frame.height == 10)
        let text = try #require(squeezed.text)
        #expect(text.lineCount == 2)
        #expect(text.isClipped)
        #expect(!text.isTruncated)
    }

    /// A 30-pt scroll view shows its first text (0…22) but not its second (30…52).
    @Test func textOutsideAScrollViewIsClipped() throws {
        let t = try tree(screen("""
        scroll:
          - text: A
            id: a
          - text: B
            id: b
        frame: { height: 30 }
        """))
        #expect(try node(t, "a").text?.isClipped == false)
        #expect(try node(t, "b").text?.isClipped == true)
    }

    @Test func childrenAndDecorationsInDrawingOrder() throws {
        let t = try tree(screen("""
        zstack:
          - rect:
            fill: "#0000FF"
            id: under
          - text: Over
            id: over
        overlay: "#00FF0080"
        id: stack
        """))
        let stack = try node(t, "stack")
        #expect(t.children(of: stack).map(\.id) == ["under", "over"])
        let overlay = try #require(stack.steps.last?.decoration)
        #expect(!overlay.isBackground)
        #expect(t[overlay.node].fill == .color(Color(red: 0, green: 1, blue: 0, alpha: 128.0 / 255)))
        #expect(try node(t, "under").fill == .color(Color(red: 0, green: 0, blue: 1)))
        // Every node's index is its place, and its children point back at it.
        for n in t.nodes {
            #expect(t[n.index] == n)
            for c in n.children { #expect(t[c].parent == n.index) }
        }
    }

    @Test func treeIsASendableValueEqualAcrossSolves() throws {
        func solved() throws -> LayoutTree {
            let document = try SceneLoader.load(contentsOf: UrbanNestLayoutTests.scene)
            let root = try Instantiator(document: document, variant: Variant()).instantiate(document.screen("slide1")!)
            return SolvedLayout.solve(root, device: .iphone14, measurer: Renderer())
        }
        let first = try solved()
        let sent: any Sendable = first
        #expect(sent is LayoutTree)
        #expect(try solved() == first)
        #expect(first.namedFrames.count > 5)
    }

    @Test func layoutJSONNodeHasFramesPerModifierAndText() throws {
        let t = try tree(Self.paddedText)
        let json = LayoutJSON.node(try node(t, "hello"), in: t)
        // The keys that existed before come first, in their order.
        #expect(json.hasPrefix(#"{"id": "hello", "kind": "text", "frame": {"x": 154, "y": 401.5, "width": 82, "height": 54}, "#))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        func rect(_ value: Any?) -> Rect? {
            guard let r = value as? [String: Double], let x = r["x"], let y = r["y"], let w = r["width"], let h = r["height"] else { return nil }
            return Rect(x: x, y: y, width: w, height: h)
        }
        #expect(rect(object["content"]) == Rect(x: 170, y: 417.5, width: 50, height: 22))
        let modifiers = try #require(object["modifiers"] as? [[String: Any]])
        #expect(modifiers.map { $0["modifier"] as? String } == ["padding", "background"])
        #expect(rect(modifiers[0]["frame"]) == Rect(x: 154, y: 401.5, width: 82, height: 54))
        let background = try #require(modifiers[1]["view"] as? [String: Any])
        #expect(rect(background["frame"]) == Rect(x: 154, y: 401.5, width: 82, height: 54))
        #expect(background["fill"] as? String == "#FF0000")
        let text = try #require(object["text"] as? [String: Any])
        #expect(text["string"] as? String == "Hello")
        #expect(text["lines"] as? Int == 1)
        #expect(text["lineHeight"] as? Double == 22)
        #expect(text["truncated"] as? Bool == false)
        #expect(text["clipped"] as? Bool == false)
        #expect((text["font"] as? [String: Any])?["size"] != nil)
        #expect(object["identity"] is String)
        #expect((object["location"] as? String)?.hasPrefix("test.yaml:") == true)
    }
}
