import KeylineCore
import KeylineLayout
import Testing

/// The large title collapsing as the content under it scrolls (NavigationBarCollapse): the
/// 52-pt large-title area under the 44-pt bar ([Bars]: 96 = 44 + 52) shrinks point for point
/// with the scroll offset, the content scrolling under the bar only past 52; the inline title
/// fades in over the last 12 pt, the background over the first 8 pt past the collapse.
/// Worked by hand on an iPhone 15 Pro: a navigationStack's bar hangs directly under the status
/// bar, at 54.33 pt (4.67 pt into the 59-pt top safe area; docs/real-screens.md).
@Suite struct NavigationBarCollapseTests {
    /// Where the bar starts on the iPhone 15 Pro (NavigationBarMetrics.raise).
    let barTop = 54.33

    static func close(_ a: Double?, _ b: Double, _ tolerance: Double = 0.001) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= tolerance
    }

    static func inbox(offset: Double, mode: String = "large") -> String {
        screen("""
        navigationStack:
          - scroll:
              - rect:
                frame: { height: 100 }
                id: first
              - rect:
                frame: { height: 2000 }
            spacing: 0
            contentOffset: \(offset)
            navigationTitle: Inbox
            navigationBarTitleDisplayMode: \(mode)
        """)
    }

    func root(_ yaml: String) throws -> ViewNode {
        let document = try SceneLoader.load(text: yaml, file: "test.yaml", directory: "/nonexistent")
        return try Instantiator(document: document, variant: Variant(device: .iphone15pro)).instantiate(document.screens[0])
    }

    /// The opacity a named view is drawn with (1 without an opacity modifier), nil if absent.
    func opacity(_ id: String, in root: ViewNode) -> Double? {
        var result: Double?
        root.forEachNode { node in
            guard node.id == id, result == nil else { return }
            result = 1
            for case .opacity(let o) in node.modifiers { result = o }
        }
        return result
    }

    @Test("at rest: the 96-pt bar, the content under it, no inline title, no background")
    func atRest() throws {
        let f = try solve(Self.inbox(offset: 0), device: .iphone15pro)
        #expect(Self.close(f["navigationBar"]?.height, 96) && Self.close(f["first"]?.minY, barTop + 96))
        #expect(f["navigationBar.inlineTitle"] == nil && f["navigationBar.background"] == nil)
    }

    @Test("scrolled 20 pt: the large-title area is 32 pt, the title 8 pt above its bottom, the content moved up with it, not under the bar")
    func partlyCollapsed() throws {
        let f = try solve(Self.inbox(offset: 20), device: .iphone15pro)
        let bar = try #require(f["navigationBar"])
        #expect(Self.close(bar.height, 76) && Self.close(f["navigationBar.title"]?.maxY, bar.maxY - 8), "\(bar)")
        #expect(Self.close(f["first"]?.minY, barTop + 76))
        #expect(f["navigationBar.inlineTitle"] == nil)
    }

    @Test("the crossfade: at 46 pt the inline and large titles are both at half opacity; at 52 the inline title alone")
    func crossfade() throws {
        let half = try root(Self.inbox(offset: 46))
        #expect(Self.close(opacity("navigationBar.inlineTitle", in: half), 0.5) && Self.close(opacity("navigationBar.title", in: half), 0.5))
        let done = try root(Self.inbox(offset: 52))
        #expect(Self.close(opacity("navigationBar.inlineTitle", in: done), 1) && Self.close(opacity("navigationBar.title", in: done), 0))
        let f = try solve(Self.inbox(offset: 52), device: .iphone15pro)
        #expect(Self.close(f["navigationBar"]?.height, 44) && Self.close(f["navigationBar.inlineTitle"]?.midX, 393 / 2))
        #expect(Self.close(f["first"]?.minY, barTop + 44) && f["navigationBar.background"] == nil)
    }

    @Test("past 52 pt the content scrolls under the 44-pt bar and the background fades in over 8 pt")
    func contentUnderTheBar() throws {
        let f = try solve(Self.inbox(offset: 100), device: .iphone15pro)
        #expect(Self.close(f["navigationBar"]?.height, 44) && Self.close(f["first"]?.minY, barTop + 44 - 48))
        #expect(f["navigationBar.background"] != nil)
        #expect(Self.close(opacity("navigationBar.background", in: try root(Self.inbox(offset: 100))), 1))
        #expect(Self.close(opacity("navigationBar.background", in: try root(Self.inbox(offset: 56))), 0.5))
    }

    @Test("an inline bar: the content scrolls under it at once and the background follows")
    func inline() throws {
        let f = try solve(Self.inbox(offset: 4, mode: "inline"), device: .iphone15pro)
        #expect(Self.close(f["navigationBar"]?.height, 44) && Self.close(f["first"]?.minY, barTop + 44 - 4))
        #expect(Self.close(opacity("navigationBar.background", in: try root(Self.inbox(offset: 4, mode: "inline"))), 0.5))
    }

    @Test("a written toolbarBackground holds whatever the offset; a bar written as a view collapses with its own contentOffset")
    func writtenBackgroundAndBareBar() throws {
        let hidden = try root(screen("""
        navigationStack:
          - scroll:
              - rect:
            contentOffset: 200
            navigationTitle: Inbox
            toolbarBackground: hidden
        """))
        #expect(opacity("navigationBar.background", in: hidden) == nil)
        let f = try solve(screen("navigationBar: Inbox\ncontentOffset: 30"), device: .iphone15pro)
        #expect(Self.close(f["navigationBar"]?.height, 66))
        let error = (try? solve(screen("navigationBar: Inbox\ncontentOffset: -3"))) == nil
        #expect(error)
    }
}
