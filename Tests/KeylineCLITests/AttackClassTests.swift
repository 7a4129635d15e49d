import Foundation
import Testing

/// The classes behind ATTACKS.md's findings, beyond the one example each regression test
/// (AttackRegressionTests) reproduces: image assets confined and bounded (A2, A6), messages
/// printable (A5), reports read with bounded counts and safe image paths (A3, A9), scene
/// names and variant keys that cannot squat or collide (A7, A8), and writes through an
/// absolute report folder (A1).
@Suite struct AttackClassTests {
    static func imageScene(_ path: String) -> String {
        "screens:\n  main:\n    body:\n      image: \"\(path)\"\n      frame: { width: 20, height: 10 }\n"
    }

    @Test("image paths that leave the scene's folder are refused at the image: line, before anything is read",
          arguments: ["/etc/hosts.png", "../outside.png", "assets/../../outside.png", "~/x.png", "linked/outside.png", "link.png"])
    func imagePathsConfined(_ path: String) throws {
        let dir = try TemporaryDirectory()
        let png = try AttackRegressionTests.compressedPNG(width: 2, height: 2)
        try png.write(to: dir.url.appendingPathComponent("outside.png"))
        let sceneFolder = dir.url.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: sceneFolder, withIntermediateDirectories: true)
        // Links inside the scene's folder that lead out of it: to a folder, to a file.
        try FileManager.default.createSymbolicLink(atPath: sceneFolder.appendingPathComponent("linked").path, withDestinationPath: dir.url.path)
        try FileManager.default.createSymbolicLink(atPath: sceneFolder.appendingPathComponent("link.png").path,
                                                   withDestinationPath: dir.url.appendingPathComponent("outside.png").path)
        let scene = try dir.write("scenes/s.yaml", Self.imageScene(path))
        let run = try KeylineProcess.run(["render", scene, "--out", "out"], in: dir.url)
        #expect(run.status == 2, "\(path): \(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("s.yaml:4:"), "\(run.stderr)")
        #expect(run.stderr.contains("scene's folder"), "says where images may live: \(run.stderr)")
        #expect(!dir.exists("out"))
    }

    @Test("an image in an assets folder beside the scene renders; a missing one is a placeholder with a warning")
    func imageInAssetsFolder() throws {
        let dir = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try AttackRegressionTests.compressedPNG(width: 40, height: 20).write(to: dir.url.appendingPathComponent("assets/logo.png"))
        let good = try dir.write("s.yaml", Self.imageScene("assets/logo.png"))
        let run = try KeylineProcess.run(["render", good, "--out", "out"], in: dir.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(!run.stderr.contains("warning"), "\(run.stderr)")
        let missing = try dir.write("m.yaml", Self.imageScene("assets/none.png"))
        let placeholder = try KeylineProcess.run(["render", missing, "--out", "out2"], in: dir.url)
        #expect(placeholder.status == 0)
        #expect(placeholder.stderr.contains("not found"), "\(placeholder.stderr)")
        #expect(!placeholder.stderr.contains(dir.url.path), "the warning does not print where it looked on the runner: \(placeholder.stderr)")
    }

    @Test("PNGs too wide or too tall, and SVG or PNG files too large, are refused with the size and the limit",
          arguments: [("wide.png", "20000"), ("tall.png", "20000"), ("big.svg", "bytes"), ("big.png", "bytes")])
    func imageAssetsBounded(_ name: String, _ said: String) throws {
        let dir = try TemporaryDirectory()
        let url = dir.url.appendingPathComponent(name)
        switch name {
        case "wide.png": try AttackRegressionTests.compressedPNG(width: 20_000, height: 1).write(to: url)
        case "tall.png": try AttackRegressionTests.compressedPNG(width: 1, height: 20_000).write(to: url)
        case "big.svg":
            let padding = String(repeating: "<!-- padding -->\n", count: 140_000)  // 2.4 MB
            try ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">" + padding + "</svg>").write(to: url, atomically: true, encoding: .utf8)
        default:
            var png = try AttackRegressionTests.compressedPNG(width: 2, height: 2)
            png.append(Data(count: 17 << 20))  // past the file limit, whatever it declares
            try png.write(to: url)
        }
        let scene = try dir.write("s.yaml", Self.imageScene(name))
        let run = try KeylineProcess.run(["check", scene], in: dir.url)
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("s.yaml:4:") && run.stderr.contains(said) && run.stderr.contains("limited"), "\(run.stderr)")
    }

    @Test("control characters from a scene never reach the output raw; long quoted strings are cut",
          arguments: ["image: \"nope\\r::error::x\"", "image: \"nope\\e[31m::warning::x\"", "\"bad\\nkey\\n::error::x\": 1", "image: \"a\\u2028::error::x\""])
    func messagesPrintable(_ line: String) throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("s.yaml", "screens:\n  main:\n    body:\n      \(line)\n      frame: { width: 20, height: 10 }\n")
        let run = try KeylineProcess.run(["check", scene], in: dir.url)
        let output = run.stdout + run.stderr
        for separator in ["\n", "\r", "\u{2028}"] {
            #expect(!output.components(separatedBy: separator).contains { $0.hasPrefix("::") }, "\(output)")
        }
        #expect(!output.contains("\u{1B}"), "\(output)")
    }

    @Test("a very long unknown key is quoted cut short, not printed whole")
    func longStringsCut() throws {
        let dir = try TemporaryDirectory()
        let key = String(repeating: "q", count: 20_000)
        let scene = try dir.write("s.yaml", "screens:\n  main:\n    body:\n      rect: {}\n      \(key): 1\n")
        let run = try KeylineProcess.run(["check", scene], in: dir.url)
        #expect(run.status == 2)
        // The source line under the message is the file's own; the message itself is short.
        let messages = run.stderr.split(separator: "\n").filter { $0.contains("error:") }
        #expect(!messages.isEmpty && messages.allSatisfy { $0.count < 1_000 }, "\(run.stderr.prefix(500))")
    }

    @Test("scene names of Keyline's own goldens files are refused whatever their case")
    func reservedSceneNames() throws {
        let dir = try TemporaryDirectory()
        for name in ["environment.JSON.yaml", "Environment.Json.yml"] {
            let scene = try dir.write(name, "screens:\n  main:\n\(AttackRegressionTests.body)snapshots: [ all ]\n")
            let run = try KeylineProcess.run(["test", scene, "--record"], in: dir.url)
            #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
            #expect(run.stderr.contains(name + ":1:1") && run.stderr.contains("ENVIRONMENT.json"), "\(run.stderr)")
        }
        #expect(!dir.exists("Goldens"))
    }

    @Test("state values differing in case: refused for one folder (redlines too), allowed for two screens")
    func caseTwinsPerFolder() throws {
        let dir = try TemporaryDirectory()
        let screens = "screens:\n  main:\n    state: { tab: a }\n" + AttackRegressionTests.body + "  other:\n    state: { tab: a }\n" + AttackRegressionTests.body
        let redlines = try dir.write("r.yaml", screens + "snapshots:\n  - { redline: main, state: { tab: X } }\n  - { redline: main, state: { tab: x } }\n")
        let run = try KeylineProcess.run(["check", redlines], in: dir.url)
        #expect(run.status == 2 && run.stderr.contains("r.yaml:16:"), "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("only in case"), "\(run.stderr)")
        let apart = try dir.write("a.yaml", screens + "snapshots:\n  - { screen: main, state: { tab: X } }\n  - { screen: other, state: { tab: x } }\n  - { screen: main, state: { tab: X } }\n")
        let fine = try KeylineProcess.run(["check", apart], in: dir.url)
        #expect(fine.status == 0, "\(fine.stdout)\(fine.stderr)")
    }

    @Test("test --report=ABSOLUTE never writes through a link at any depth inside the report folder")
    func absoluteReportDeepLink() throws {
        let dir = try TrustCommandLineTests.sandbox()
        let scene = try dir.write("s.yaml", "screens:\n  main:\n\(AttackRegressionTests.body)snapshots: [ all ]\n")
        #expect(try KeylineProcess.run(["test", scene, "--record"], in: dir.url).status == 1)
        try dir.write(scene, "screens:\n  main:\n\(AttackRegressionTests.body.replacingOccurrences(of: "0D7377", with: "FF0000"))snapshots: [ all ]\n")
        let report = dir.url.appendingPathComponent("rep")
        try FileManager.default.createDirectory(at: report.appendingPathComponent("images"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: report.appendingPathComponent("images/s").path, withDestinationPath: dir.url.appendingPathComponent("victim").path)
        let before = TrustCommandLineTests.state(dir, except: ["rep", ".keyline"])
        let run = try KeylineProcess.run(["test", scene, "--report=" + report.path], in: dir.url)
        #expect(run.status != 0)
        #expect(TrustCommandLineTests.state(dir, except: ["rep", ".keyline"]) == before, "\(dir.files(under: "victim"))")
    }
}

/// Report folders are input (shards, artifacts): what `report html` and `report merge` read.
@Suite struct HostileReportTests {
    static func report(cards: String = "", summary: String = "\"passed\":1,\"failed\":0,\"skipped\":0", tallies: String = "") -> String {
        "{\"formatVersion\":1,\"summary\":{\(summary)},\"environmentNotes\":[],\"cards\":[\(cards)]\(tallies.isEmpty ? "" : ",\"tallies\":[\(tallies)]")}"
    }

    static func card(_ actual: String) -> String {
        "{\"kind\":\"snapshot-failure\",\"scene\":\"s\",\"snapshot\":\"m\",\"variant\":\"light@2x\",\"message\":\"x\",\"images\":{\"actual\":\"\(actual)\"}}"
    }

    @Test("report html refuses image paths that leave the folder or name another host",
          arguments: ["//attacker.example/t.png", "/etc/passwd", "../x.png", "images/../../x.png", "https://attacker.example/t.png", "javascript:alert(1)", "a//b.png"])
    func htmlImagePaths(_ path: String) throws {
        let dir = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("r"), withIntermediateDirectories: true)
        try dir.write("r/report.json", Self.report(cards: Self.card(path)))
        for arguments in [["report", "html", "r"], ["report", "merge", "r", "--out", "o"]] {
            let run = try KeylineProcess.run(arguments, in: dir.url)
            #expect(run.status == 1, "\(arguments) \(path): \(run.stdout)\(run.stderr)")
            #expect(run.stderr.contains("report.json"), "\(run.stderr)")
        }
        #expect(!dir.exists("r/index.html"))
    }

    @Test("report html of a report whose tallies overflow when added shows them, without a crash")
    func htmlCountsSaturate() throws {
        let dir = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("r"), withIntermediateDirectories: true)
        let tally = "{\"kind\":\"snapshot-failure\",\"scene\":\"s\",\"snapshot\":\"m\",\"variant\":\"VARIANT\",\"passed\":9223372036854775807,\"failed\":0}"
        try dir.write("r/report.json", Self.report(summary: "\"passed\":9223372036854775807,\"failed\":9223372036854775807,\"skipped\":9223372036854775807",
                                                   tallies: tally.replacingOccurrences(of: "VARIANT", with: "a") + "," + tally.replacingOccurrences(of: "VARIANT", with: "b")))
        let run = try KeylineProcess.run(["report", "html", "r"], in: dir.url)
        #expect(run.status == 0, "\(run.stderr.prefix(300))")
        #expect(dir.exists("r/index.html"))
    }

    @Test("negative counts are refused with the report's path")
    func negativeCounts() throws {
        let dir = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("r"), withIntermediateDirectories: true)
        try dir.write("r/report.json", Self.report(summary: "\"passed\":-1,\"failed\":0,\"skipped\":0"))
        let run = try KeylineProcess.run(["report", "merge", "r", "--out", "o"], in: dir.url)
        #expect(run.status == 1 && run.stderr.contains("r/report.json") && run.stderr.contains("negative"), "\(run.stderr)")
    }

    @Test("many cards with the same names merge into distinct images, numbered in order")
    func manySameNamedCards() throws {
        let dir = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("r/images"), withIntermediateDirectories: true)
        try dir.write("r/images/a.png", "png")
        try dir.write("r/report.json", Self.report(cards: Array(repeating: Self.card("images/a.png"), count: 12).joined(separator: ",")))
        let run = try KeylineProcess.run(["report", "merge", "r", "--out", "o"], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        let images = Set(dir.files(under: "o").filter { $0.hasSuffix(".png") }.map { ($0 as NSString).lastPathComponent })
        #expect(images.count == 12, "\(images.sorted())")
        #expect(images.contains("light@2x.actual.png") && images.contains("light@2x~12.actual.png"), "\(images.sorted())")
    }
}
