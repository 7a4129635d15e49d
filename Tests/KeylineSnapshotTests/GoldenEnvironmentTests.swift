import Foundation
import KeylineCore
import KeylineRender
import KeylineSnapshot
import Testing

/// `Goldens/ENVIRONMENT.json`: what this machine reports, the comparison's notes, the file.
@Suite struct GoldenEnvironmentTests {
    static let recorded = RenderEnvironment(components: [
        "Cairo": "1.16.0", "Pango": "1.50.12", "font Inter": "Inter-Regular.otf, 310252 bytes, CRC-32 0badf00d",
    ])

    func temporaryFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("keyline-env-\(UUID().uuidString)").path
    }

    @Test func thisMachineReportsEveryLibraryAndFont() {
        let components = RenderEnvironment.current.components
        #expect(Set(components.keys) == [
            "Cairo", "Pango", "HarfBuzz", "FreeType", "fontconfig", "libdeflate", "librsvg",
            "font Inter", "font Inter Display", "font DejaVu Sans", "font DejaVu Sans Mono", "font DejaVu Serif",
        ])
        // Libraries: dotted version numbers such as "1.16.0" (libdeflate has two parts).
        for name in ["Cairo", "Pango", "HarfBuzz", "FreeType", "fontconfig", "libdeflate", "librsvg"] {
            let parts = components[name]?.split(separator: ".") ?? []
            #expect(parts.count >= 2 && parts.allSatisfy { Int($0) != nil }, "\(name): \(components[name] ?? "nil")")
        }
        // Scripts/setup installs fonts-inter and fonts-dejavu-core, so these are their files.
        #expect(components["font Inter"]?.hasPrefix("Inter-Regular.otf, ") == true, "\(components["font Inter"] ?? "")")
        #expect(components["font Inter Display"]?.hasPrefix("InterDisplay-Regular.otf, ") == true)
        #expect(components["font DejaVu Sans"]?.hasPrefix("DejaVuSans.ttf, ") == true)
        #expect(components["font DejaVu Sans"]?.contains("CRC-32 ") == true)
    }

    @Test func sameEnvironmentHasNoNotes() {
        #expect(GoldenEnvironment.notes(recorded: .recorded(Self.recorded), current: Self.recorded, path: "Goldens/ENVIRONMENT.json").isEmpty)
    }

    @Test func oneLibraryDifferingIsOneNoteNamingItAndBothVersions() {
        var now = Self.recorded
        now.components["Cairo"] = "1.18.0"
        let notes = GoldenEnvironment.notes(recorded: .recorded(Self.recorded), current: now, path: "Goldens/ENVIRONMENT.json")
        #expect(notes == ["goldens were recorded with Cairo 1.16.0, this run has 1.18.0: a pixel difference may come from that, not from your change"])
    }

    @Test func aComponentOnOneSideOnlyIsSaid() {
        var now = Self.recorded
        now.components["font Inter"] = nil
        now.components["HarfBuzz"] = "6.0.0"
        let notes = GoldenEnvironment.notes(recorded: .recorded(Self.recorded), current: now, path: "E.json")
        #expect(notes.count == 2)
        #expect(notes[0].hasPrefix("goldens were recorded with HarfBuzz (not recorded), this run has 6.0.0"))
        #expect(notes[1].hasPrefix("goldens were recorded with font Inter Inter-Regular.otf, 310252 bytes, CRC-32 0badf00d, this run has none"))
    }

    @Test func missingOrUnreadableFileIsOneNote() throws {
        let store = GoldenStore(root: temporaryFolder())
        let missing = store.environmentNotes(current: Self.recorded)
        #expect(missing.count == 1)
        #expect(missing.first?.hasPrefix(store.environmentPath + " is missing") == true)
        try AtomicFile.write(Array("[1, 2]".utf8), to: store.environmentPath)
        let unreadable = store.environmentNotes(current: Self.recorded)
        #expect(unreadable.count == 1)
        #expect(unreadable.first?.hasPrefix(store.environmentPath + " cannot be read") == true)
    }

    @Test func fileRoundTripsWithSortedKeysAndIsWrittenOnlyWhenItChanges() throws {
        let store = GoldenStore(root: temporaryFolder())
        #expect(try store.recordEnvironment(Self.recorded))
        #expect(store.recordedEnvironment() == .recorded(Self.recorded))
        let text = try String(contentsOfFile: store.environmentPath, encoding: .utf8)
        // Sorted by code point: capitals first; one key per line.
        #expect(text == """
            {
              "Cairo" : "1.16.0",
              "Pango" : "1.50.12",
              "font Inter" : "Inter-Regular.otf, 310252 bytes, CRC-32 0badf00d"
            }

            """)
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: store.environmentPath)
        #expect(try !store.recordEnvironment(Self.recorded))
        #expect(try FileManager.default.attributesOfItem(atPath: store.environmentPath)[.modificationDate] as? Date == old)
        var now = Self.recorded
        now.components["Cairo"] = "1.18.0"
        #expect(try store.recordEnvironment(now))
        #expect(store.recordedEnvironment() == .recorded(now))
    }

    @Test func expectGoldenFailureCarriesTheNote() throws {
        let folder = temporaryFolder()
        let scene = """
            screens:
              main:
                body:
                  rect: {}
                  fill: "#0D7377"
                  frame: { width: 100, height: 50 }
            """
        func load(_ text: String) throws -> SceneDocument { try SceneLoader.load(text: text, file: "env.yaml", directory: ".") }
        #expect(throws: GoldenMismatch.self) { try expectGolden(try load(scene), screen: "main", scale: 1, goldens: folder, record: .missing) }
        // Recording wrote this machine's environment; doctor it, then change a colour.
        let store = GoldenStore(root: folder)
        #expect(store.recordedEnvironment() == .recorded(.current))
        var then = RenderEnvironment.current
        then.components["Cairo"] = "0.9.1"
        try store.recordEnvironment(then)
        try expectGolden(try load(scene), screen: "main", scale: 1, goldens: folder)  // pixels match: no failure
        let error = try #require(throws: GoldenMismatch.self) {
            try expectGolden(try load(scene.replacingOccurrences(of: "#0D7377", with: "#0D7378")), screen: "main", scale: 1, goldens: folder)
        }
        #expect(error.environmentNotes.count == 1)
        #expect(error.description.hasPrefix("note: goldens were recorded with Cairo 0.9.1, this run has \(RenderEnvironment.current.components["Cairo"] ?? "")"))
    }
}
