import Foundation
import KeylineCore
import Testing

/// `image: { systemName: … }` resolves in Keyline's own symbols wherever the scene lives.
@Suite struct SystemSymbolTests {
    /// A scene in a folder that has no assets at all.
    private func image(_ yaml: String, state: [String: Value] = [:], appearance: Appearance = .light) throws -> ImageSpec {
        let document = try SceneLoader.load(text: scene(body: yaml), file: "elsewhere.yaml", directory: "/nonexistent")
        let root = try Instantiator(document: document, variant: Variant(appearance: appearance))
            .instantiate(document.screens[0], state: state)
        guard case .image(let spec) = root.kind else { throw SceneError(.typeMismatch, "not an image", at: root.location) }
        return spec
    }

    private func errors(_ yaml: String) -> [SceneError] {
        do {
            _ = try SceneLoader.load(text: yaml, file: "test.yaml", directory: "/nonexistent")
            Issue.record("expected the scene to be rejected")
            return []
        } catch {
            return error.errors
        }
    }

    @Test func aSymbolResolvesOutsideTheScenesFolder() throws {
        let spec = try image("image: { systemName: star.fill }\ntint: \"#FF9500\"")
        #expect(spec.systemName == "star.fill")
        #expect(spec.resolvedPath == nil)
        #expect(spec.tint == Color(rgb8: 255, 149, 0))
    }

    /// Like SwiftUI's symbol images, a symbol without a tint takes the foreground colour:
    /// `label`, black in light mode and white in dark.
    @Test func anUntintedSymbolIsDrawnInTheLabelColour() throws {
        #expect(try image("image: { systemName: checkmark }").tint == Color(rgb8: 0, 0, 0))
        #expect(try image("image: { systemName: checkmark }", appearance: .dark).tint == Color(rgb8: 255, 255, 255))
    }

    @Test func aSymbolNameCanComeFromState() throws {
        let yaml = """
        screens:
          main:
            state: { done: false }
            body:
              image: { systemName: "${done ? 'checkmark.circle.fill' : 'circle'}" }
        """
        let document = try SceneLoader.load(text: yaml, file: "elsewhere.yaml", directory: "/nonexistent")
        let root = try Instantiator(document: document, variant: Variant()).instantiate(document.screens[0], state: ["done": .bool(true)])
        guard case .image(let spec) = root.kind else { Issue.record("an image expected"); return }
        #expect(spec.systemName == "checkmark.circle.fill")
    }

    @Test func aMisspeltSymbolIsAnErrorAtItsNameWithTheNearestName() throws {
        let error = try #require(errors(scene(body: "image: { systemName: star.fil }")).first)
        #expect(error.message == "unknown symbol 'star.fil'")
        #expect(error.hint == "did you mean 'star.fill'?")
        #expect(error.location?.line == 4)
        #expect(error.location?.column == 28)
    }

    /// Checked as the file is read, even inside a component no screen uses.
    @Test func aMisspeltSymbolInAnUnusedComponentIsStillAnError() throws {
        let yaml = "components:\n  Badge:\n    body:\n      image: { systemName: chevron.rihgt }\n" + scene(body: "empty")
        let error = try #require(errors(yaml).first)
        #expect(error.hint == "did you mean 'chevron.right'?")
        #expect(error.location?.line == 4)
    }

    /// A real SF Symbol Keyline has no glyph for is a warning whose hint lists the symbols
    /// of the same family.
    @Test func aMissingSymbolOfAKnownFamilyListsTheFamily() throws {
        let document = try SceneLoader.load(text: scene(body: "image: { systemName: chevron.forward.circle }"), file: "test.yaml", directory: "/nonexistent")
        let warning = try #require(document.warnings.first)
        #expect(warning.code == .symbolMissing)
        #expect(warning.hint?.hasPrefix("Keyline has chevron.backward, chevron.compact.right, chevron.down") == true)
    }

    @Test func aComputedUnknownNameIsAnErrorWhenTheScreenIsBuilt() throws {
        let yaml = """
        screens:
          main:
            state: { name: "bel" }
            body:
              image: { systemName: $name }
        """
        let error = try #require(errors(yaml).first)
        #expect(error.message == "unknown symbol 'bel'")
        #expect(error.hint == "did you mean 'bell'?")
        #expect(error.location?.line == 5)
    }

    @Test func aMisspeltKeyInTheMappingSuggestsSystemName() throws {
        let error = try #require(errors(scene(body: "image: { sytemName: star.fill }")).first)
        #expect(error.message == "unknown key 'sytemName' in an image's value")
        #expect(error.hint == "did you mean 'systemName'?")
    }

    @Test func aSymbolHasNoDarkFile() throws {
        let error = try #require(errors(scene(body: "image: { systemName: star.fill }\ndark: star-dark.svg")).first)
        #expect(error.message.contains("'dark'"))
        #expect(error.location?.line == 5)
    }

    /// The symbols the seed specs and common onboarding screens need are all there.
    @Test func theCommonSymbolsExist() {
        let needed = ["icloud.and.arrow.up", "arrow.up", "arrow.down", "arrow.left", "arrow.right",
                      "chevron.left", "chevron.right", "chevron.up", "chevron.down", "person.crop.circle",
                      "person.crop.circle.fill", "camera.fill", "checkmark", "checkmark.circle.fill", "xmark",
                      "star.fill", "bell", "magnifyingglass", "lock.fill", "sparkles", "plus"]
        for name in needed { #expect(SystemSymbols.svg(named: name) != nil, "\(name)") }
    }

    /// The compiled-in documents are exactly the drawings in Symbols/SVG: run
    /// Scripts/generate-symbols after changing one.
    @Test func compiledSymbolsMatchTheirDrawings() throws {
        let symbols = "/" + #filePath.split(separator: "/").dropLast(3).joined(separator: "/") + "/Sources/KeylineCore/Symbols/"
        var all: Set<String> = []
        for folder in ["SVG", "MaterialDesign"] {
            let files = try FileManager.default.contentsOfDirectory(atPath: symbols + folder).filter { $0.hasSuffix(".svg") }
            for file in files {
                var drawing = try String(contentsOfFile: symbols + folder + "/" + file, encoding: .utf8)
                if drawing.hasSuffix("\n") { drawing.removeLast() }
                #expect(SystemSymbols.svg(named: String(file.dropLast(4))) == drawing, "\(folder)/\(file) differs: run Scripts/generate-symbols")
                #expect(all.insert(String(file.dropLast(4))).inserted, "\(file) is in both folders")
            }
        }
        #expect(all.sorted() == SystemSymbols.names)
    }

    /// Each drawing is a 24-unit template: a 24×24 viewBox, black ink only.
    @Test func everySymbolIsA24UnitBlackTemplate() throws {
        for name in SystemSymbols.names {
            let svg = try #require(SystemSymbols.svg(named: name))
            #expect(svg.contains("viewBox=\"0 0 24 24\""), "\(name)")
            let colours = Set(svg.matches(of: /#[0-9A-Fa-f]{6}/).map { String($0.output).lowercased() })
            #expect(colours.isSubset(of: ["#000000", "#ffffff"]), "\(name): \(colours)")   // white only inside masks
        }
    }
}
