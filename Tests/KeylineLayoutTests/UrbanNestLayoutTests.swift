import KeylineCore
import KeylineLayout
import KeylineRender
import Testing

/// The UrbanNest spec's "Layout Specifications", read as frames (x, y, width, height in
/// points, iPhone 14), asserted on the solved layout of Scenes/urbannest-onboarding.yaml.
/// Every number below comes from the spec's prose, not from Keyline's output:
/// - skip: 16 from the right edge (390 − 16 = 374) and 16 below the 47 pt safe area (63),
///   at least 44x44;
/// - illustration: centred 280x240 ((390 − 280)/2 = 55), 48 below a 60 pt header (47 + 60 + 48 = 155);
/// - title: content section at 47 + 60 + 320 = 427, plus 24 padding = 451; 32 margins → 326 wide; one 31 pt line;
/// - description: 12 below the title (451 + 31 + 12 = 494), minimum height 72;
/// - page indicator: 20 + 8 + 8 + 8 + 8 = 52 wide, centred (169), 24 above the CTA;
/// - CTA: 48 tall, 32 above the safe area's bottom (844 − 34 − 32 − 48 = 730), 326 wide.
@Suite struct UrbanNestLayoutTests {
    static let scene = scenesDirectory + "/urbannest-onboarding.yaml"

    func frames(_ screen: String, device: Device = .iphone14) throws -> [String: Rect] {
        let document = try SceneLoader.load(contentsOf: Self.scene)
        let variant = Variant(device: device)
        let root = try Instantiator(document: document, variant: variant).instantiate(document.screen(screen)!)
        let layout = SolvedLayout.solve(root, device: device, measurer: Renderer())
        return Dictionary(uniqueKeysWithValues: layout.namedFrames.map { ($0.id, $0.frame) })
    }

    func expectFrame(_ actual: Rect?, _ x: Double, _ y: Double, _ w: Double, _ h: Double, tolerance: Double = 0,
                     sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let actual else { Issue.record("missing frame", sourceLocation: sourceLocation); return }
        for (a, e, name) in [(actual.minX, x, "x"), (actual.minY, y, "y"), (actual.width, w, "width"), (actual.height, h, "height")] {
            #expect(abs(a - e) <= tolerance, "\(name): \(a) vs \(e)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: ["slide1", "slide2", "slide3"])
    func slidesMatchTheSpecTable(screen: String) throws {
        let f = try frames(screen)
        expectFrame(f["illustration"], 55, 155, 280, 240)
        expectFrame(f["title"], 32, 451, 326, 31, tolerance: 0.5)
        expectFrame(f["description"], 32, 494, 326, 72, tolerance: 0.5)
        expectFrame(f["pageIndicator"], 169, 698, 52, 8)
        expectFrame(f["cta"], 32, 730, 326, 48)
    }

    @Test(arguments: ["slide1", "slide2"])
    func skipSitsTopRightWithATouchTarget(screen: String) throws {
        let skip = try #require(try frames(screen)["skip"])
        #expect(abs(skip.maxX - 374) <= 0.5)
        #expect(skip.minY == 63)
        #expect(skip.width >= 44 && skip.height >= 44)
        // Its text plus 16/12 padding: "Skip" is well over 12 pt wide at 16 pt.
        #expect(skip.width > 44 && skip.height == 44)
    }

    @Test func skipIsHiddenOnTheLastSlideButTheHeaderKeepsItsHeight() throws {
        let last = try frames("slide3"), first = try frames("slide1")
        #expect(last["skip"] == nil)
        #expect(last["illustration"] == first["illustration"])
    }

    @Test func iPhoneSELaysOutFromTheSameStructure() throws {
        // 375x667, safe area 20/0: the rules, not the numbers, carry over.
        let f = try frames("slide1", device: .iphoneSE)
        let skip = try #require(f["skip"]), illustration = try #require(f["illustration"])
        let title = try #require(f["title"]), description = try #require(f["description"])
        let indicator = try #require(f["pageIndicator"]), cta = try #require(f["cta"])
        #expect(abs(skip.maxX - (375 - 16)) <= 0.5 && skip.minY == 20 + 16)
        #expect(illustration.size == Size(width: 280, height: 240) && illustration.midX == 187.5)
        #expect(illustration.minY == 20 + 60 + 48)
        #expect(title.minX == 32 && title.width == 375 - 64)
        #expect(abs(description.minY - (title.maxY + 12)) <= 0.5)
        #expect(indicator.midX == 187.5 && cta.minY - indicator.maxY == 24)
        #expect(cta.maxY == 667 - 32 && cta.width == 375 - 64)
        // Nothing overlaps: the illustration area gave up its spare space.
        #expect(title.minY >= illustration.maxY + 24)
        #expect(description.maxY <= indicator.minY - 24)
    }
}

let scenesDirectory: String = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/") + "/Scenes"
