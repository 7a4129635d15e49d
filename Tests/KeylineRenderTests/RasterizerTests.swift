import KeylineCore
import KeylineRender
import Testing

@Suite struct RasterizerTests {
    @Test func outputSizeFollowsTheScale() throws {
        for scale in [1.0, 2, 3] {
            let image = try render(screen("text: Hi"), scale: scale)
            #expect(image.width == Int(390 * scale) && image.height == Int(844 * scale))
        }
    }

    @Test func backgroundIsTheSystemBackgroundOfTheAppearance() throws {
        let light = try render(screen("empty"))
        let dark = try render(screen("empty"), appearance: .dark)
        #expect(light.pixel(x: 5, y: 5) == (255, 255, 255, 255))
        #expect(dark.pixel(x: 5, y: 5) == (0, 0, 0, 255))
    }

    @Test func fillsLandWhereLayoutPutsThem() throws {
        // A 100x100 red square centred in the safe area: x 145…245, y 47 + 331.5…
        let image = try render(screen("rect:\nfill: \"#FF0000\"\nframe: { width: 100, height: 100 }"))
        #expect(image.pixel(x: 195, y: 428) == (255, 0, 0, 255))
        #expect(image.pixel(x: 144, y: 428) == (255, 255, 255, 255))
        #expect(image.pixel(x: 246, y: 428) == (255, 255, 255, 255))
    }

    /// Opacity applies to a view as a whole: where two opaque children overlap inside a
    /// half-transparent group, the result is the same as where only one of them is.
    @Test func opacityCompositesTheGroup() throws {
        let image = try render(screen("""
        zstack:
          - rect:
            fill: "#0000FF"
            frame: { width: 100, height: 100 }
            offset: { x: -25, y: 0 }
          - rect:
            fill: "#0000FF"
            frame: { width: 100, height: 100 }
            offset: { x: 25, y: 0 }
        opacity: 0.5
        """))
        let overlap = image.pixel(x: 195, y: 428), single = image.pixel(x: 130, y: 428)
        #expect(overlap == single)
        // Blue at 50 % over white: red and green halfway (255 / 2, rounded either way).
        #expect(single.blue == 255 && (single.red == 127 || single.red == 128) && single.green == single.red)
    }

    @Test func shadowDarkensBelowAndFadesAway() throws {
        let image = try render(screen("""
        rect:
        fill: "#FFFFFF"
        frame: { width: 100, height: 40 }
        shadow: { color: "#000000", radius: 4, y: 6 }
        """), scale: 2)
        // The rect spans y 47 + 361.5 … 401.5 at @1x; just below it the shadow shows.
        let below = image.pixel(x: 390, y: Int((47 + 361.5 + 40 + 4) * 2))
        let far = image.pixel(x: 390, y: Int((47 + 361.5 + 40 + 40) * 2))
        let inside = image.pixel(x: 390, y: Int((47 + 381.5) * 2))
        #expect(below.red < 250)
        #expect(far == (255, 255, 255, 255))
        #expect(inside == (255, 255, 255, 255))
    }

    @Test func dashedStrokeLeavesGaps() throws {
        let image = try render(screen("""
        rect:
        stroke: { color: "#000000", width: 2, dash: [10, 10] }
        frame: { width: 200, height: 100 }
        """))
        // Along the top edge (y = 378.5 ± 1) the dash alternates every 10 pt.
        let y = 379
        let onOff = (95..<295).map { image.pixel(x: $0, y: y).red < 128 }
        #expect(onOff.contains(true) && onOff.contains(false))
        #expect(onOff.filter { $0 }.count > 70 && onOff.filter { $0 }.count < 130)
    }

    @Test func templateIconsAreTintedThroughTheirAlpha() throws {
        let image = try render(screen("""
        image: { systemName: circle }
        resizable: true
        frame: { width: 96, height: 96 }
        tint: "#00FF00"
        """))
        // `circle` is a 2 px ring in a 24 box (radius ~9): at 96 pt the ring is ~8 pt
        // thick near x = 195 ± 36.
        var greens = 0
        for x in 147..<243 {
            let p = image.pixel(x: x, y: 428)
            if p.green > 200 && p.red < 60 { greens += 1 }
            #expect(!(p.red < 200 && p.green < 200), "no black from the icon itself at x \(x)")
        }
        #expect(greens > 5)
    }

    @Test func missingImagesDrawALabelledPlaceholder() throws {
        let image = try render(screen("""
        image: assets/not-there.svg
        resizable: true
        frame: { width: 200, height: 150 }
        """))
        let corner = image.pixel(x: 100, y: 360)
        #expect(corner.red < 255 && corner.red == corner.green, "a grey box")
    }

    /// The same frame on one thread or several, run after run, is the same pixels.
    @Test func renderingIsDeterministicAcrossRendererInstances() throws {
        let yaml = try String(contentsOfFile: scenesDirectory + "/urbannest-onboarding.yaml", encoding: .utf8)
        let a = try render(yaml, scale: 2, renderer: Renderer())
        let b = try render(yaml, scale: 2, renderer: Renderer())
        let renderer = Renderer()
        _ = try render(yaml, scale: 3, appearance: .dark, renderer: renderer)  // warm caches differently
        let c = try render(yaml, scale: 2, renderer: renderer)
        #expect(pixels(a) == pixels(b))
        #expect(pixels(a) == pixels(c))
    }
}
