import KeylineCore
import Testing

/// Bad arguments to grids and lists are errors at the line and column of the value, saying
/// what to write instead (docs/containers.md).
@Suite struct ContainerErrorTests {
    /// `body` under `screens: main: body:`: its first line is line 4, indented 6.
    func error(_ body: String) throws -> SceneError {
        try #require(sceneErrors(scene(body: body)).first)
    }

    @Test func aMisspelledGridItemSizeSuggestsTheRightOne() throws {
        let e = try error("lazyVGrid:\n  - text: a\ncolumns: [fixd(70)]")
        #expect(e.code == .invalidValue)
        #expect(e.message == "'fixd(70)' is no GridItem size")
        #expect(e.location?.line == 6 && e.location?.column == 17)
        #expect(e.fixIt?.replacement == "fixed")
    }

    @Test func aLazyGridNeedsItsColumns() throws {
        let e = try error("vstack:\n  - lazyVGrid:\n      - text: a")
        #expect(e.code == .missingKey)
        #expect(e.message == "'lazyVGrid' needs 'columns:', its columns as SwiftUI's GridItems")
        #expect(e.location?.line == 5)
        let h = try error("lazyHGrid:\n  - text: a\ncolumns: 2")
        #expect(h.message.contains("unknown key 'columns'"))
    }

    @Test func gridItemArgumentsAreChecked() throws {
        let inverted = try error("lazyVGrid:\n  - text: a\ncolumns: [\"flexible(minimum: 50, maximum: 10)\"]")
        #expect(inverted.message == "'flexible(minimum: 50, maximum: 10)': the maximum is smaller than the minimum")
        #expect(inverted.location?.line == 6)
        let unlabeled = try error("lazyVGrid:\n  - text: a\ncolumns: [adaptive(80)]")
        #expect(unlabeled.message == "'adaptive(80)': adaptive takes labelled arguments, adaptive(minimum: 80)")
        let fixedLabel = try error("lazyVGrid:\n  - text: a\ncolumns: [\"fixed(minimum: 3)\"]")
        #expect(fixedLabel.message.hasPrefix("'fixed(minimum: 3)': fixed takes one length"))
        let notNumber = try error("lazyVGrid:\n  - text: a\ncolumns: [fixed(wide)]")
        #expect(notNumber.message == "'wide' in 'fixed(wide)' is not a number")
        let unknownKey = try error("lazyVGrid:\n  - text: a\ncolumns: [{ size: flexible, spacng: 4 }]")
        #expect(unknownKey.message == "unknown key 'spacng' in 'GridItem'")
        #expect(unknownKey.location?.line == 6 && unknownKey.location?.column == 35)
    }

    /// Counts are bounded before anything is laid out.
    @Test func columnCountsAreBounded() throws {
        let many = try error("lazyVGrid:\n  - text: a\ncolumns: 101")
        #expect(many.code == .limitExceeded)
        let zero = try error("lazyVGrid:\n  - text: a\ncolumns: 0")
        #expect(zero.message == "'columns' must be at least 1, found 0")
        let span = try error("grid:\n  - gridRow:\n      - text: a\n        gridCellColumns: 0")
        #expect(span.message == "'gridCellColumns' must be at least 1, found 0")
        #expect(span.location?.line == 7)
        let wide = try error("grid:\n  - gridRow:\n      - text: a\n        gridCellColumns: 100\n      - text: b")
        #expect(wide.code == .limitExceeded)
        #expect(wide.message == "this grid row spans 101 columns; a grid is limited to 100")
    }

    @Test func anUnknownListStyleListsTheStyles() throws {
        let e = try error("list:\n  - text: a\nlistStyle: sidebar")
        #expect(e.code == .invalidValue)
        #expect(e.location?.line == 6 && e.location?.column == 18)
        #expect(e.hint == "one of: automatic, grouped, insetGrouped, plain")
        let form = try error("form:\n  - text: a\nlistStyle: plain")
        #expect(form.message.contains("unknown key 'listStyle'"))
    }

    /// The SwiftUI names are accepted and make the same views.
    @Test func swiftUINamesAreAccepted() throws {
        let document = try loadScene(scene(body: "List:\n  - Section:\n      - NavigationLink: Wi-Fi\n    header: Network"))
        let root = try Instantiator(document: document, variant: Variant()).instantiate(document.screens[0])
        #expect(root.kind.word == .list)
        #expect(SwiftUIVocabulary.viewsNotImplemented.isDisjoint(with: ["List", "Form", "Section", "Grid", "GridRow", "LazyVGrid", "LazyHGrid", "NavigationLink"]))
    }
}
