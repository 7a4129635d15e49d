import KeylineCore
import KeylineLayout
import KeylineRender
import Testing

/// Keyline's symbols draw from inside the binary, tinted, in their own box.
@Suite struct SymbolRenderingTests {
    /// A scene in a folder with no assets draws `star.fill` in its tint, not a placeholder.
    @Test func aSymbolDrawsWhereverTheSceneLives() throws {
        let yaml = screen("image: { systemName: star.fill }\nresizable: true\nframe: { width: 96, height: 96 }\ntint: \"#00FF00\"")
        let document = try SceneLoader.load(text: yaml, file: "elsewhere.yaml", directory: "/nonexistent")
        let image = try ScenePipeline(document: document).render(document.screens[0], Variant(), scale: 1, renderer: Renderer())
        // The star's centre, at the centre of the safe area (195, 428.5), is solid ink.
        #expect(image.pixel(x: 195, y: 430) == (0, 255, 0, 255))
        // Its top-left corner of the frame is outside the star: background.
        #expect(image.pixel(x: 195 - 46, y: 428 - 46) == (255, 255, 255, 255))
    }

    /// Every symbol leaves ink, and all of it inside its 24-unit box.
    @Test func everySymbolHasInkAndStaysInItsBox() throws {
        let renderer = Renderer()
        let scale = 4.0, box = Rect(x: 8, y: 8, width: 24, height: 24)
        for name in SystemSymbols.names {
            let spec = ImageSpec(source: name, resolvedPath: nil, resizable: true, contentMode: nil, tint: .black,
                                 placeholderLabel: "[\(name)]", systemName: name)
            let list = DisplayList(canvas: Size(width: 40, height: 40), background: .white, items: [.image(spec, box)])
            let image = renderer.rasterize(list, scale: scale)
            var inside = 0, outside = 0
            let range = Int(8 * scale)..<Int(32 * scale)
            for y in 0..<image.height {
                for x in 0..<image.width where image.pixel(x: x, y: y).red < 250 {
                    if range.contains(x) && range.contains(y) { inside += 1 } else { outside += 1 }
                }
            }
            // A 2-pt ring of radius 9.5 alone covers 2π·9.5·2 ≈ 119 pt², 1900 pixels at @4x.
            #expect(inside > 300, "\(name) draws too little ink: \(inside) px")
            #expect(outside == 0, "\(name) draws outside its box")
        }
    }

    /// Dark pixels of a symbol drawn at its natural size for a weight, at @4x.
    private func ink(_ name: String, weight: FontWeight) -> Int {
        let style = SymbolStyle(pointSize: 20, weight: weight)
        let spec = ImageSpec(source: name, resolvedPath: nil, resizable: false, contentMode: nil, tint: .black,
                             placeholderLabel: "[\(name)]", systemName: name, symbol: style)
        let size = SymbolMetrics.size(of: name, style: style)
        let list = DisplayList(canvas: Size(width: 40, height: 40), background: .white,
                               items: [.image(spec, Rect(origin: Point(x: 20 - size.width / 2, y: 20 - size.height / 2), size: size))])
        let image = Renderer().rasterize(list, scale: 4)
        var count = 0
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y).red < 128 { count += 1 } }
        return count
    }

    /// A heavier weight draws thicker strokes, a lighter one thinner, for Keyline's own
    /// drawings (stroke widths scaled) and for stand-ins (outline stroked or eroded).
    @Test func weightThickensAndThinsTheInk() {
        for name in ["xmark", "chevron.right", "gear", "trash"] {
            let light = ink(name, weight: .light), regular = ink(name, weight: .regular), bold = ink(name, weight: .bold)
            #expect(light < regular && regular < bold, "\(name): light \(light), regular \(regular), bold \(bold)")
            // Inter's Bold stem is 1.8 × Regular's: the ink grows by far more than rounding.
            #expect(Double(bold) > Double(regular) * 1.3, "\(name): regular \(regular), bold \(bold)")
        }
    }

    /// A name Keyline has no glyph for draws the dashed placeholder in its frame, not nothing.
    @Test func aMissingSymbolDrawsThePlaceholder() throws {
        let yaml = screen("image: { systemName: infinity }\nfont: { size: 40 }\ntint: \"#00FF00\"")
        let document = try SceneLoader.load(text: yaml, file: "elsewhere.yaml", directory: "/nonexistent")
        let image = try ScenePipeline(document: document).render(document.screens[0], Variant(), scale: 1, renderer: Renderer())
        // The placeholder's light grey fill at the centre of the safe area, never the tint.
        let centre = image.pixel(x: 195, y: 428)
        #expect(centre.red < 255 && centre.red > 200 && centre.red == centre.green, "\(centre)")
    }
}
