import KeylineCore
import Testing

/// SwiftUI's ViewThatFits on cases worked by hand (FixedMeasurer: 10 pt per character,
/// body lines 22 pt; default stack spacing 8). The two alternatives below:
/// - hstack "Hello" "World": ideal 50 + 8 + 50 = 108 wide, 22 tall;
/// - vstack "Hello" "World": ideal 50 wide, 22 + 8 + 22 = 52 tall.
/// The same ids appear in both: only one is shown.
@Suite struct ViewThatFitsTests {
    func twoLayouts(width: Double, height: Double? = nil, axes: String? = nil) throws -> [String: Rect] {
        let frame = height.map { "{ width: \(Int(width)), height: \(Int($0)) }" } ?? "{ width: \(Int(width)) }"
        return try solve(screen("""
        vstack:
          - viewThatFits:
              - hstack:
                  - text: Hello
                    id: a
                  - text: World
                    id: b
                id: row
              - vstack:
                  - text: Hello
                    id: a
                  - text: World
                    id: b
                id: column
        \(axes.map { "    in: \($0)" } ?? "")
            id: fits
        frame: \(frame)
        """))
    }

    @Test func firstChildThatFitsIsShown() throws {
        let f = try twoLayouts(width: 120)
        #expect(f["row"] != nil && f["column"] == nil)
        #expect(f["a"]!.minY == f["b"]!.minY)
        #expect(f["b"]!.minX - f["a"]!.maxX == 8)
        // As big as the child it shows.
        #expect(f["fits"]!.size == Size(width: 108, height: 22))
    }

    @Test func tooNarrowFallsToTheNext() throws {
        let f = try twoLayouts(width: 100)
        #expect(f["row"] == nil && f["column"] != nil)
        #expect(f["b"]!.minY - f["a"]!.maxY == 8)
        #expect(f["fits"]!.size == Size(width: 50, height: 52))
    }

    /// 108 wide and 22 tall fit 108 exactly.
    @Test func anExactFitFits() throws {
        #expect(try twoLayouts(width: 108)["row"] != nil)
    }

    /// In a 200x40 frame the column (52 tall) does not fit both axes; constrained only
    /// horizontally it does (50 ≤ 200), and it comes first.
    @Test func onlyTheGivenAxesAreChecked() throws {
        let yaml = { (axes: String) in screen("""
        viewThatFits:
          - vstack:
              - text: Hello
              - text: World
            id: column
          - text: Hi
            id: short
        in: \(axes)
        frame: { width: 200, height: 40 }
        """) }
        let both = try solve(yaml("both"))
        #expect(both["column"] == nil && both["short"] != nil)
        let horizontal = try solve(yaml("horizontal"))
        #expect(horizontal["column"] != nil && horizontal["short"] == nil)
        let vertical = try solve(yaml("vertical"))
        #expect(vertical["column"] == nil && vertical["short"] != nil)
    }

    /// When nothing fits, the last child is shown, offered the real proposal: "Hello
    /// world" in 10 pt wraps to two lines, 50 x 44.
    @Test func nothingFitsShowsTheLast() throws {
        let f = try solve(screen("""
        viewThatFits:
          - text: Helloworld
            id: long
          - text: Hi
            id: short
          - text: Hello world
            id: last
        frame: { width: 10 }
        """))
        #expect(f["long"] == nil && f["short"] == nil)
        #expect(f["last"]!.size == Size(width: 50, height: 44))
    }

    @Test func idsMayRepeatAcrossAlternativesButNotElsewhere() throws {
        // Within one alternative an id is still unique…
        let inside = sceneLoadErrors(screen("""
        viewThatFits:
          - hstack:
              - text: A
                id: a
              - text: B
                id: a
        """))
        #expect(inside.first?.message.contains("id 'a' names two views") == true)
        // …and an alternative's id cannot name a view outside the viewThatFits.
        let outside = sceneLoadErrors(screen("""
        vstack:
          - text: Title
            id: a
          - viewThatFits:
              - text: A
                id: a
        """))
        #expect(outside.first?.message.contains("id 'a' names two views") == true)
    }

    @Test func unknownAxisSuggests() {
        let errors = sceneLoadErrors(screen("viewThatFits:\n  - text: A\nin: horizontl"))
        #expect(errors.first?.hint == "did you mean 'horizontal'?")
    }

    private func sceneLoadErrors(_ yaml: String) -> [SceneError] {
        do {
            _ = try SceneLoader.load(text: yaml, file: "test.yaml", directory: "/nonexistent")
            return []
        } catch {
            return error.errors
        }
    }
}
