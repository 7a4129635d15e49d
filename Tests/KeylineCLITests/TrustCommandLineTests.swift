import Foundation
import Testing

/// Scene files, report folders and the files around them are untrusted input: each test
/// here is an attack through the built binary (as CI runs it, with CI=1), checking the
/// refusal and that nothing outside the output, golden and report folders changed (a
/// "victim" folder beside them, and the rest of the test folder).
@Suite struct TrustCommandLineTests {
    static let body = "    body:\n      rect: {}\n      fill: \"#0D7377\"\n      frame: { width: 20, height: 10 }\n"

    /// A test folder with a victim folder holding one file.
    static func sandbox() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("victim"), withIntermediateDirectories: true)
        try dir.write("victim/keep.png", "precious")
        return dir
    }

    /// Every file under the folder (outside `except`) with its bytes and kind.
    static func state(_ dir: TemporaryDirectory, except: [String] = []) -> [String: String] {
        var result: [String: String] = [:]
        let root = dir.url.path
        for name in FileManager.default.enumerator(atPath: root)?.compactMap({ $0 as? String }) ?? [] {
            if except.contains(where: { name == $0 || name.hasPrefix($0 + "/") }) || name.hasPrefix(".std") { continue }
            var info = stat()
            lstat(root + "/" + name, &info)
            let bytes = info.st_mode & S_IFMT == S_IFREG ? (FileManager.default.contents(atPath: root + "/" + name).map { String(decoding: $0, as: UTF8.self) } ?? "?") : "mode \(info.st_mode & S_IFMT)"
            result[name] = bytes
        }
        return result
    }

    @Test("a screen id with ../ (and a NUL) is refused where it is read; test --record writes nothing anywhere")
    func climbingScreenID() throws {
        let dir = try Self.sandbox()
        for id in ["../../victim/keep", "../victim\\0/x", "..", "."] {
            let scene = try dir.write("s.yaml", "screens:\n  \"\(id)\":\n\(Self.body)snapshots: [ all ]\n")
            let before = Self.state(dir)
            for arguments in [["test", scene, "--record=all"], ["test", scene], ["render", scene, "--out", "out"]] {
                let run = try KeylineProcess.run(arguments, in: dir.url)
                #expect(run.status == 2, "\(id) \(arguments): \(run.stdout)\(run.stderr)")
                #expect(run.stderr.contains("s.yaml:2:3"), "\(run.stderr)")
                #expect(run.stderr.contains("cannot name a file"))
            }
            #expect(Self.state(dir) == before)
        }
    }

    @Test("scenes named ..yaml or .yaml are refused before --prune can list anything as stale")
    func dotSceneNames() throws {
        let dir = try Self.sandbox()
        let good = try dir.write("good.yaml", "screens:\n  main:\n\(Self.body)snapshots: [ all ]\n")
        #expect(try KeylineProcess.run(["test", good, "--record"], in: dir.url).status == 1)
        #expect(dir.files(under: "Goldens/good").contains { $0.hasSuffix(".png") })
        for name in ["..yaml", ".yaml"] {
            let scene = try dir.write(name, "screens:\n  main:\n\(Self.body)snapshots: [ all ]\n")
            let before = Self.state(dir)
            let run = try KeylineProcess.run(["test", scene, "--prune", "--record"], in: dir.url)
            #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
            #expect(run.stderr.contains("the scene's name"))
            #expect(Self.state(dir) == before)
            try FileManager.default.removeItem(at: dir.url.appendingPathComponent(name))
        }
    }

    @Test("recording through a goldens folder that is a symbolic link is refused; the target is untouched")
    func linkedGoldens() throws {
        let dir = try Self.sandbox()
        let scene = try dir.write("s.yaml", "screens:\n  main:\n\(Self.body)snapshots: [ all ]\n")
        try FileManager.default.createSymbolicLink(atPath: dir.url.appendingPathComponent("Goldens").path, withDestinationPath: "victim")
        let before = Self.state(dir)
        let run = try KeylineProcess.run(["test", scene, "--record=all"], in: dir.url)
        #expect(run.status != 0)
        #expect((run.stdout + run.stderr).contains("symbolic link"), "\(run.stdout)\(run.stderr)")
        #expect(Self.state(dir, except: [".keyline"]) == before)
        // A link one level down (the scene's folder) is refused the same.
        try FileManager.default.removeItem(at: dir.url.appendingPathComponent("Goldens"))
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("Goldens"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir.url.appendingPathComponent("Goldens/s").path, withDestinationPath: "../victim")
        let again = Self.state(dir, except: [".keyline", "Goldens/ENVIRONMENT.json"])
        #expect(try KeylineProcess.run(["test", scene, "--record=all", "--prune"], in: dir.url).status != 0)
        #expect(Self.state(dir, except: [".keyline", "Goldens/ENVIRONMENT.json"]) == again)
    }

    @Test("--goldens '' (the filesystem's root) writes nothing")
    func emptyGoldens() throws {
        let dir = try Self.sandbox()
        let scene = try dir.write("trustemptygoldens.yaml", "screens:\n  main:\n\(Self.body)snapshots: [ all ]\n")
        let run = try KeylineProcess.run(["test", scene, "--goldens", "", "--record"], in: dir.url)
        #expect(run.status != 0)
        #expect(!FileManager.default.fileExists(atPath: "/trustemptygoldens"))
        try? FileManager.default.removeItem(atPath: "/trustemptygoldens")
    }

    @Test("render --out: a symbolic link inside the output folder, a FIFO or a device at the output path are refused")
    func renderOutputs() throws {
        let dir = try Self.sandbox()
        let scene = try dir.write("s.yaml", "screens:\n  main:\n\(Self.body)")
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir.url.appendingPathComponent("out/main").path, withDestinationPath: "../victim")
        let before = Self.state(dir)
        let linked = try KeylineProcess.run(["render", scene, "--out", "out"], in: dir.url)
        #expect(linked.status == 1)
        #expect(linked.stderr.contains("symbolic link"), "\(linked.stderr)")
        #expect(Self.state(dir) == before)

        // A FIFO where the still goes: refused, not replaced, and the run does not block.
        try FileManager.default.removeItem(at: dir.url.appendingPathComponent("out/main"))
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("out/main"), withIntermediateDirectories: true)
        #expect(mkfifo(dir.url.appendingPathComponent("out/main/light@3x.png").path, 0o644) == 0)
        let fifo = try KeylineProcess.run(["render", scene, "--out", "out"], in: dir.url)
        #expect(fifo.status == 1)
        #expect(fifo.stderr.contains("FIFO"), "\(fifo.stderr)")
        #expect(Self.state(dir)["out/main/light@3x.png"] == "mode \(S_IFIFO)")

        // curve --out and redline --out at a FIFO or a device node.
        #expect(mkfifo(dir.url.appendingPathComponent("plot.png").path, 0o644) == 0)
        let curve = try KeylineProcess.run(["curve", "easeOut(duration: 0.3)", "--out", "plot.png"], in: dir.url)
        #expect(curve.status == 1 && curve.stderr.contains("not a regular file"), "\(curve.stderr)")
        let device = try KeylineProcess.run(["redline", scene, "--screen", "main", "--out", "/dev/null"], in: dir.url)
        #expect(device.status == 1 && device.stderr.contains("character device"), "\(device.stderr)")
        var info = stat()
        #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }

    @Test("render never writes over one of its inputs: an image the scene draws, or the scene itself")
    func inputsNotOverwritten() throws {
        let dir = try Self.sandbox()
        // The scene draws main/light@3x.png, exactly where `render --out .` puts main's still
        // (a PNG rendered first, elsewhere).
        let plain = try dir.write("plain.yaml", "screens:\n  main:\n\(Self.body)")
        #expect(try KeylineProcess.run(["render", plain, "--out", "gen"], in: dir.url).status == 0)
        try FileManager.default.moveItem(at: dir.url.appendingPathComponent("gen/main"), to: dir.url.appendingPathComponent("main"))
        let scene = try dir.write("s.yaml", "screens:\n  main:\n    body:\n      image: main/light@3x.png\n      frame: { width: 20, height: 20 }\n")
        let before = Self.state(dir)
        let run = try KeylineProcess.run(["render", scene, "--out", "."], in: dir.url)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("one of this run's inputs"), "\(run.stderr)")
        #expect(Self.state(dir) == before)
    }

    @Test("--junit naming the scene file, a FIFO or a folder is refused; the scene is intact")
    func junitTargets() throws {
        let dir = try Self.sandbox()
        let scene = try dir.write("s.yaml", "screens:\n  main:\n\(Self.body)snapshots: [ all ]\n")
        _ = try KeylineProcess.run(["test", scene, "--record"], in: dir.url)
        #expect(mkfifo(dir.url.appendingPathComponent("junit.xml").path, 0o644) == 0)
        let before = Self.state(dir, except: [".keyline"])
        for target in ["s.yaml", "junit.xml", "victim"] {
            let run = try KeylineProcess.run(["test", scene, "--junit", target], in: dir.url)
            #expect(run.status != 0, "\(target): \(run.stdout)\(run.stderr)")
            #expect(Self.state(dir, except: [".keyline"]) == before)
        }
    }

    @Test("updating a report never deletes through a link: report.json naming images behind a linked folder")
    func reportUpdateThroughLink() throws {
        let dir = try Self.sandbox()
        let scene = try dir.write("s.yaml", "screens:\n  main:\n\(Self.body)expect:\n  - { expect: canvas.width == 391 }\n")
        let report = dir.url.appendingPathComponent(".keyline/report")
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: report.appendingPathComponent("images").path, withDestinationPath: "../../victim")
        // A report whose card names the victim's file through the link, and directly.
        try dir.write(".keyline/report/report.json", """
            {"formatVersion":1,"summary":{"passed":0,"failed":1,"skipped":0},"environmentNotes":[],"tallies":[],
             "cards":[{"kind":"expectationFailures","scene":"s","snapshot":"gone","variant":"light@2x","message":"m",
                       "images":{"redline":"images/keep.png","actual":"../../victim/keep.png"}}]}
            """)
        let before = Self.state(dir, except: [".keyline"])
        let run = try KeylineProcess.run(["check", scene, "--report"], in: dir.url)
        #expect(run.status != 0)
        #expect(Self.state(dir, except: [".keyline"]) == before)
        #expect(dir.exists("victim/keep.png"))
    }

    @Test("merging reports never copies through a link, nor a FIFO, and never deletes outside the output")
    func reportMergeThroughLink() throws {
        let dir = try Self.sandbox()
        let shard = dir.url.appendingPathComponent("shard")
        try FileManager.default.createDirectory(at: shard, withIntermediateDirectories: true)
        func card(_ image: String) -> String {
            """
            {"formatVersion":1,"summary":{"passed":0,"failed":1,"skipped":0},"environmentNotes":[],
             "cards":[{"kind":"snapshotFailure","scene":"s","snapshot":"main","variant":"light@1x","message":"m","images":{"actual":"\(image)"}}]}
            """
        }
        // An image that is a link to a file outside (it would be copied into the merged report).
        try FileManager.default.createSymbolicLink(atPath: shard.appendingPathComponent("leak.png").path, withDestinationPath: "../victim/keep.png")
        try dir.write("shard/report.json", card("leak.png"))
        let before = Self.state(dir)
        let linked = try KeylineProcess.run(["report", "merge", "shard", "--out", "merged"], in: dir.url)
        #expect(linked.status != 0)
        #expect(linked.stderr.contains("symbolic link"), "\(linked.stderr)")
        #expect(Self.state(dir, except: ["merged"]) == before)
        #expect(!dir.exists("merged/s/main/light@1x.actual.png"))

        // A folder on the image's way that is a link.
        try FileManager.default.createSymbolicLink(atPath: shard.appendingPathComponent("images").path, withDestinationPath: "../victim")
        try dir.write("shard/report.json", card("images/keep.png"))
        let viaFolder = try KeylineProcess.run(["report", "merge", "shard", "--out", "merged"], in: dir.url)
        #expect(viaFolder.status != 0)
        #expect(viaFolder.stderr.contains("symbolic link"), "\(viaFolder.stderr)")

        // A FIFO as the image: refused before it is opened (the run does not block).
        #expect(mkfifo(shard.appendingPathComponent("pipe.png").path, 0o644) == 0)
        try dir.write("shard/report.json", card("pipe.png"))
        let fifo = try KeylineProcess.run(["report", "merge", "shard", "--out", "merged"], in: dir.url)
        #expect(fifo.status != 0)
        #expect(fifo.stderr.contains("FIFO"), "\(fifo.stderr)")

        // The output's old report naming files outside: merging over it deletes none of them.
        try dir.write("shard/report.json", "{\"formatVersion\":1,\"summary\":{\"passed\":1,\"failed\":0,\"skipped\":0},\"environmentNotes\":[],\"cards\":[]}")
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("merged"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir.url.appendingPathComponent("merged/images").path, withDestinationPath: "../victim")
        try dir.write("merged/report.json", card("images/keep.png"))
        let over = try KeylineProcess.run(["report", "merge", "shard", "--out", "merged"], in: dir.url)
        #expect(over.status == 0, "\(over.stderr)")
        #expect(dir.exists("victim/keep.png"))
        #expect(Self.state(dir)["victim/keep.png"] == "precious")
    }
}
