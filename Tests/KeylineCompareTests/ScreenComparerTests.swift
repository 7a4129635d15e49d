import KeylineCompare
import KeylineCore
import Testing

/// Pairs whose answer is known exactly: the scene as written against the same scene with
/// one thing changed by a known amount (issue 17, "How well"). Every delta must be within
/// one pixel (1/scale pt) of the change, and every element left alone must match.
@Suite struct ScreenComparerTests {
    static let ids: Set<String> = ["title", "body", "card", "star", "cta"]

    func expectUntouched(_ found: [String: ElementComparison], except changed: Set<String>) {
        for id in Self.ids.subtracting(changed) {
            guard let e = found[id] else { Issue.record("\(id) was not measured"); continue }
            #expect(e.status == .match, "\(id): \(e.json)")
            #expect(max(abs(e.dx), abs(e.dy), abs(e.dwidth), abs(e.dheight)) == 0, "\(id) untouched: \(e.json)")
        }
    }

    @Test("the scene against itself matches everywhere", arguments: [2, 3])
    func itself(scale: Int) throws {
        let found = try CompareFixture.compare(.init(), scale: scale)
        #expect(Set(found.keys) == Self.ids)
        expectUntouched(found, except: [])
        #expect(found["body"]?.text?.same == true)
        // The token's colour is what the render draws: ΔE under 1 for solid fills and text.
        for id in ["card", "body", "title"] { #expect((found[id]?.colour?.deltaE ?? 99) < 1, "\(id): \(found[id]?.json ?? "")") }
    }

    @Test("an element moved by (+6, −4) pt is found there", arguments: [2, 3])
    func moved(scale: Int) throws {
        var c = CompareFixture.Changes()
        c.titleOffset = (6, -4)
        let found = try CompareFixture.compare(c, scale: scale)
        let title = try #require(found["title"])
        let pixel = 1 / Double(scale)
        #expect(abs(title.dx - 6) <= pixel && abs(title.dy + 4) <= pixel, "\(title.json)")
        #expect(abs(title.dwidth) <= pixel && abs(title.dheight) <= pixel)
        #expect(title.status == .drift)
        expectUntouched(found, except: ["title"])
    }

    @Test("an element 10 pt wider is measured 10 pt wider", arguments: [2, 3])
    func resized(scale: Int) throws {
        var c = CompareFixture.Changes()
        c.cardWidth = 130
        let found = try CompareFixture.compare(c, scale: scale)
        let card = try #require(found["card"])
        let pixel = 1 / Double(scale)
        #expect(abs(card.dwidth - 10) <= pixel && abs(card.dx) <= pixel && abs(card.dy) <= pixel && abs(card.dheight) <= pixel, "\(card.json)")
        #expect(card.status == .drift)
        expectUntouched(found, except: ["card"])
    }

    @Test("a recoloured element is where it was, its colour ΔE far from the token's", arguments: [2, 3])
    func recoloured(scale: Int) throws {
        var c = CompareFixture.Changes()
        c.cardFill = "coral"
        let found = try CompareFixture.compare(c, scale: scale)
        let card = try #require(found["card"])
        #expect(card.status == .match, "\(card.json)")
        let colour = try #require(card.colour)
        #expect(colour.found.hexString == "#D1495B")
        #expect(colour.token.hexString == "#0D7377")
        // CIEDE2000 of #0D7377 and #D1495B, by the formula (ColorDifferenceTests checks it): far above 10.
        #expect(colour.deltaE > 30)
        expectUntouched(found, except: ["card"])
    }

    @Test("changed text is another text, and its new width is measured", arguments: [2, 3])
    func textChanged(scale: Int) throws {
        var c = CompareFixture.Changes()
        c.body = "Your spending is over"
        let found = try CompareFixture.compare(c, scale: scale)
        let body = try #require(found["body"])
        #expect(body.text?.same == false, "\(body.json)")
        #expect(body.status == .drift)
        // The truth: the changed scene's own ink box for the text, measured in its own render.
        let truth = try CompareFixture.compareSelf(c, scale: scale)["body"]!.expected
        let pixel = 1 / Double(scale)
        let f = try #require(body.found)
        #expect(abs(f.minX - truth.minX) <= pixel && abs(f.width - truth.width) <= pixel && abs(f.minY - truth.minY) <= pixel
                && abs(f.height - truth.height) <= pixel, "found \(f), truth \(truth)")
        expectUntouched(found, except: ["body"])
    }

    @Test("with another font, each text's found box is that font's ink box", arguments: [2, 3])
    func fontSwapped(scale: Int) throws {
        var c = CompareFixture.Changes()
        c.family = "DejaVu Sans"
        let found = try CompareFixture.compare(c, scale: scale)
        let truth = try CompareFixture.compareSelf(c, scale: scale)
        let pixel = 1 / Double(scale)
        // Every element, the texts and those they push (DejaVu Sans's lines are taller).
        for id in Self.ids {
            let f = try #require(found[id]?.found, "\(id) missing")
            let t = truth[id]!.expected
            #expect(abs(f.minX - t.minX) <= pixel && abs(f.minY - t.minY) <= pixel && abs(f.width - t.width) <= pixel
                    && abs(f.height - t.height) <= pixel, "\(id): found \(f), truth \(t)")
        }
        // Inter and DejaVu Sans differ in width: the texts drift.
        #expect(found["title"]?.status == .drift)
        #expect(found["body"]?.text?.same == true, "the same words in another font: \(found["body"]?.json ?? "")")
    }

    @Test("everything 12 pt lower (a taller bar above) drifts by exactly 12 pt", arguments: [2, 3])
    func allMoved(scale: Int) throws {
        var c = CompareFixture.Changes()
        c.top = 12
        let found = try CompareFixture.compare(c, scale: scale)
        let pixel = 1 / Double(scale)
        for id in Self.ids.subtracting(["cta"]) {  // the button sits at the bottom, pushed by the spacer: it stays
            let e = try #require(found[id])
            #expect(abs(e.dy - 12) <= pixel && abs(e.dx) <= pixel && abs(e.dwidth) <= pixel && abs(e.dheight) <= pixel, "\(id): \(e.json)")
        }
        #expect(found["cta"]?.status == .match)
    }

    @Test func anElementThatIsNotThereIsMissing() throws {
        let spec = try CompareFixture.render(scale: 2)
        // A blank screenshot: the page colour only.
        let blank = spec.image.pixels.map { _ in UInt32(0xFFFF_FFFF) }
        let result = ScreenComparer().compare(screenshot: .init(width: spec.image.width, height: spec.image.height, pixels: blank),
                                              render: spec.image, layout: spec.layout, scale: 2, masks: [])
        #expect(result.elements.allSatisfy { $0.status == .missing && $0.found == nil })
        #expect(Set(result.elements.map(\.id)) == Self.ids)
    }

    @Test func theTableIsSortedByDrift() throws {
        var c = CompareFixture.Changes()
        c.titleOffset = (0, 9)
        c.cardWidth = 125
        let spec = try CompareFixture.render(scale: 2), app = try CompareFixture.render(c, scale: 2)
        let elements = ScreenComparer().compare(screenshot: app.image, render: spec.image, layout: spec.layout, scale: 2, masks: []).elements
        #expect(elements.prefix(2).map(\.id) == ["title", "card"])
        #expect(zip(elements, elements.dropFirst()).allSatisfy { $0.drift >= $1.drift })
    }
}

extension CompareFixture {
    /// A scene measured against its own render: its expected boxes are its true ink boxes.
    static func compareSelf(_ c: Changes, scale: Int) throws -> [String: ElementComparison] {
        let r = try render(c, scale: scale)
        let result = ScreenComparer(searchRadius: 16).compare(screenshot: r.image, render: r.image, layout: r.layout, scale: scale, masks: [])
        return Dictionary(uniqueKeysWithValues: result.elements.map { ($0.id, $0) })
    }
}
