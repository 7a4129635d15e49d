import ArgumentParser
import Foundation
import KeylineSnapshot
import KeylineStudio

struct StudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "Serve a local web app: live preview, frame-exact scrubbing, overlays and snapshot review.",
        discussion: """
        Prints its address (http://127.0.0.1:PORT/) as the first line of standard output, then \
        serves until interrupted. Scene files, or folders of them, must lie inside the folder it \
        is started in (the project); default: Scenes/. Every image is Keyline's own render, the \
        bytes `keyline render` writes for the same variant. Saving a scene updates the page.

        It listens on 127.0.0.1 only and answers only requests addressed to it by that name \
        or localhost (Host), and changes files only for its own page (Origin). Accepting a \
        failure re-records its golden as `keyline test --record=failed` does; under CI=true it \
        writes nothing. See docs/studio.md.
        """)

    @Argument(help: "Scene files or folders of them, inside the project. Default: Scenes/.", completion: .file(extensions: SceneFiles.extensions))
    var scenes: [String] = []

    @Option(parsing: .unconditional, help: "The port to listen on (0: a free one). Default: 7420.")
    var port: Int = 7420

    @Flag(help: "Open the page in the default browser (xdg-open).")
    var open = false

    @Option(help: ArgumentHelp("The goldens folder, as for keyline test.", valueName: "dir"))
    var goldens: String = "Goldens"

    @Option(help: ArgumentHelp("The report folder to review, as for keyline test. Default: .keyline/report.", valueName: "dir"))
    var report: String = ReportOption.defaultFolder

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port \(port) is out of range: 0 (a free port) to 65535") }
        if goldens.isEmpty { throw ValidationError("--goldens '' names no folder; name one, e.g. --goldens Goldens") }
        try OutputPath.checkFolder(report, option: "--report")
    }

    func run() throws {
        let files: ProjectFiles
        do { files = try ProjectFiles(root: FileManager.default.currentDirectoryPath, arguments: scenes) } catch {
            Console.error("error: \(error)")
            throw ExitCode(2)
        }
        let app = StudioApp(project: StudioProject(files: files),
                            settings: .init(goldens: goldens, report: report))
        let server: StudioServer
        do { server = try StudioServer.start(app: app, port: port) } catch {
            Console.error("error: cannot listen on 127.0.0.1:\(port): \(error)" + (port == 0 ? "" : "; give another --port, or --port 0 for a free one"))
            throw ExitCode.failure
        }
        let url = "http://127.0.0.1:\(server.port)/"
        // Written at once (not buffered): a script reads this line while the studio runs.
        FileHandle.standardOutput.write(Data((url + "\n").utf8))
        Console.error("keyline studio: \(files.scenes.count) scene file\(files.scenes.count == 1 ? "" : "s") at \(url) (Ctrl-C stops it)"
                      + (app.settings.readOnly ? "; CI=true: review is read-only" : ""))
        app.watch()
        if open { _ = try? Process.run(URL(fileURLWithPath: "/usr/bin/env"), arguments: ["xdg-open", url]) }
        try server.wait()
    }
}
