import Foundation
import KeylineCore
import Testing
@testable import KeylineStudio

/// A project may start with no scene: the studio starts on an empty folder, and picks up a
/// scene file saved there later (appended, so every index stays the scene it was), never a
/// link that leads out of the project, never past the limit. And a screen's presentations
/// are offered as one "Presented" choice.
@Suite struct NewScenesTests {
    @Test func anEmptyFolderStartsAndPicksUpWhatIsSavedInIt() throws {
        let folder = try ConfinementTests.Folder()
        let files = try ProjectFiles(root: folder.project, arguments: ["Scenes"])
        #expect(files.scenes.isEmpty && files.folders == ["Scenes"])
        #expect(files.newScenes(excluding: [], limit: 10).isEmpty)
        try folder.write("project/Scenes/b.yaml")
        try folder.write("project/Scenes/a.yml")
        try folder.write("project/Scenes/notes.txt")
        try folder.write("project/Scenes/.hidden.yaml")
        try folder.write("outside/evil.yaml")
        try FileManager.default.createSymbolicLink(atPath: folder.project + "/Scenes/link.yaml", withDestinationPath: folder.url.path + "/outside/evil.yaml")
        #expect(files.newScenes(excluding: [], limit: 10) == ["Scenes/a.yml", "Scenes/b.yaml"])
        #expect(files.newScenes(excluding: ["Scenes/a.yml"], limit: 10) == ["Scenes/b.yaml"])
        #expect(files.newScenes(excluding: [], limit: 1) == ["Scenes/a.yml"])
        #expect(files.newScenes(excluding: [], limit: 0).isEmpty)
    }

    @Test func presentationsBoundToStateAreOneChoice() throws {
        let document = try SceneLoader.load(text: """
            screens:
              library:
                state: { showFilters: false, confirmDelete: false, askSignOut: false, count: 2 }
                body:
                  vstack:
                    - text: Library
                      alert:
                        title: Delete?
                        isPresented: $confirmDelete
                        actions: [ { button: Delete, role: destructive } ]
                    - spacer
                  sheet:
                    isPresented: $showFilters
                    content:
                      - text: Filters
                  confirmationDialog:
                    title: Sign out?
                    isPresented: $askSignOut
                    actions: [ { button: Sign Out, role: destructive } ]
            """, file: "p.yaml", directory: "/nonexistent")
        let found = ScreenControls.presentations(of: document.screens[0])
        #expect(Set(found.map { $0.joined(separator: " ") }) == ["sheet showFilters", "alert confirmDelete", "confirmationDialog askSignOut"])
        #expect(found.count == 3)
    }
}
