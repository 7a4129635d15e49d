import Foundation
import Testing
@testable import KeylineStudio

/// The studio reads only the scene files it was given, inside the project, and report
/// images inside the report folder, never through a link or a `..`.
@Suite struct ConfinementTests {
    final class Folder {
        let url: URL
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("keyline-studio-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url.appendingPathComponent("project/Scenes"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: url.appendingPathComponent("outside"), withIntermediateDirectories: true)
        }
        var project: String { url.appendingPathComponent("project").path }
        func write(_ relative: String, _ text: String = "screens: {}\n") throws {
            try Data(text.utf8).write(to: url.appendingPathComponent(relative))
        }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    @Test func scenesOutsideTheProjectAreRefused() throws {
        let folder = try Folder()
        try folder.write("outside/b.yaml")
        try folder.write("project/Scenes/a.yaml")
        #expect(throws: ProjectFiles.Problem.outsideProject("../outside/b.yaml")) {
            try ProjectFiles(root: folder.project, arguments: ["../outside/b.yaml"])
        }
        let absolute = folder.url.appendingPathComponent("outside/b.yaml").path
        #expect(throws: ProjectFiles.Problem.outsideProject(absolute)) { try ProjectFiles(root: folder.project, arguments: [absolute]) }
        #expect(throws: ProjectFiles.Problem.outsideProject("/etc")) { try ProjectFiles(root: folder.project, arguments: ["/etc"]) }
        #expect(try ProjectFiles(root: folder.project, arguments: ["Scenes/../Scenes/a.yaml"]).scenes == ["Scenes/a.yaml"])
    }

    @Test func aLinkOutOfTheProjectIsRefusedAndAFolderListsOnlyScenesInIt() throws {
        let folder = try Folder()
        try folder.write("outside/b.yaml")
        try folder.write("project/Scenes/a.yaml")
        try folder.write("project/Scenes/notes.txt")
        try FileManager.default.createSymbolicLink(atPath: folder.project + "/Scenes/linked.yaml",
                                                   withDestinationPath: folder.url.appendingPathComponent("outside/b.yaml").path)
        #expect(throws: ProjectFiles.Problem.outsideProject("Scenes/linked.yaml")) {
            try ProjectFiles(root: folder.project, arguments: ["Scenes/linked.yaml"])
        }
        // The folder's link out is left out; the text file is not a scene.
        #expect(try ProjectFiles(root: folder.project, arguments: []).scenes == ["Scenes/a.yaml"])
        #expect(throws: ProjectFiles.Problem.notFound("Scenes/none.yaml")) { try ProjectFiles(root: folder.project, arguments: ["Scenes/none.yaml"]) }
    }

    @Test func reportImagesAreReadOnlyInsideTheReportFolder() throws {
        let folder = try Folder()
        try folder.write("project/Scenes/a.yaml", "screens:\n  main:\n    body: { text: Hi }\n")
        let report = folder.project + "/report"
        try FileManager.default.createDirectory(atPath: report + "/images", withIntermediateDirectories: true)
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        try Data(png).write(to: URL(fileURLWithPath: report + "/images/ok.png"))
        try Data(png).write(to: folder.url.appendingPathComponent("outside/secret.png"))
        try FileManager.default.createSymbolicLink(atPath: report + "/images/link.png", withDestinationPath: folder.url.appendingPathComponent("outside/secret.png").path)
        // An absolute report folder: tests share the working directory, so none changes it.
        let app = StudioApp(project: StudioProject(files: try ProjectFiles(root: folder.project, arguments: [])),
                            settings: .init(goldens: folder.project + "/Goldens", report: report, readOnly: false))
        let ok = app.handle(StudioRequest(method: "GET", target: "/report/images/ok.png"))
        #expect(ok.status == 200 && ok.body == png)
        for target in ["/report/images/link.png", "/report/../outside/secret.png", "/report/%2e%2e/%2e%2e/outside/secret.png",
                       "/report//etc/passwd", "/report/images/ok.txt"] {
            #expect(app.handle(StudioRequest(method: "GET", target: target)).status == 404, "\(target)")
        }
        // Scenes are named by index, never by path.
        #expect(app.handle(StudioRequest(method: "GET", target: "/api/render?scene=1&screen=main")).status == 404)
        #expect(app.handle(StudioRequest(method: "GET", target: "/api/render?scene=../x&screen=main")).status == 400)
    }
}
