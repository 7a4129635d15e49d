import Foundation
import Testing

/// Attacks found by the red-team pass over the trust branch (ATTACKS.md), each through the
/// built binary as CI runs it. Tests marked "FAILS on the attack branch" fail on the tree
/// they were written against: they state what should happen once the class is fixed.
@Suite struct AttackRegressionTests {
    static let body = "    body:\n      rect: {}\n      fill: \"#0D7377\"\n      frame: { width: 20, height: 10 }\n"

    /// FAILS on the attack branch (A1). `keyline test --report=<absolute path>`: the failure
    /// images are written with `AtomicFile.write(reportDirectory + "/images/…")`, whose
    /// folders above the last one are followed as the system resolves them, so an `images`
    /// link committed inside the report folder sends the PNGs anywhere.
    @Test("test --report=ABSOLUTE never writes failure images through a link inside the report folder")
    func absoluteReportFolderWithLinkedImages() throws {
        let dir = try TrustCommandLineTests.sandbox()
        let scene = try dir.write("s.yaml", "screens:\n  main:\n\(Self.body)snapshots: [ all ]\n")
        #expect(try KeylineProcess.run(["test", scene, "--record"], in: dir.url).status == 1)
        try dir.write(scene, "screens:\n  main:\n\(Self.body.replacingOccurrences(of: "0D7377", with: "FF0000"))snapshots: [ all ]\n")
        let report = dir.url.appendingPathComponent("rep")
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: report.appendingPathComponent("images").path, withDestinationPath: dir.url.appendingPathComponent("victim").path)
        let before = TrustCommandLineTests.state(dir, except: ["rep", ".keyline"])
        let run = try KeylineProcess.run(["test", scene, "--report=" + report.path], in: dir.url)
        #expect(run.status != 0)
        #expect(TrustCommandLineTests.state(dir, except: ["rep", ".keyline"]) == before, "images written through rep/images: \(dir.files(under: "victim"))")
    }

    /// FAILS on the attack branch (A3): the summary counts of the merged reports are summed
    /// with `+=`, which traps on overflow: the binary dies with a Swift runtime failure.
    @Test("report merge of reports whose counts overflow fails with a message, not a crash")
    func mergeCountOverflow() throws {
        let dir = try TemporaryDirectory()
        for shard in ["a", "b"] {
            try FileManager.default.createDirectory(at: dir.url.appendingPathComponent(shard), withIntermediateDirectories: true)
            try dir.write(shard + "/report.json", """
                {"formatVersion":1,"summary":{"passed":9223372036854775807,"failed":0,"skipped":0},"environmentNotes":[],"cards":[],
                 "tallies":[{"kind":"snapshot-failure","scene":"s","snapshot":"m","variant":"light@2x","passed":9223372036854775807,"failed":0}]}
                """)
        }
        let run = try KeylineProcess.run(["report", "merge", "a", "b", "--out", "merged"], in: dir.url)
        #expect(run.status == 1 || run.status == 2, "status \(run.status): \(run.stderr.prefix(300))")
        #expect(!run.stderr.contains("runtime failure"), "\(run.stderr.prefix(300))")
        #expect(run.stderr.contains("report.json"), "the error names the report: \(run.stderr.prefix(300))")
    }

    /// FAILS on the attack branch (A5): a string from the scene (here an image path) is
    /// printed with its newline, so a scene can start a line of CI output of its choosing,
    /// e.g. a GitHub Actions workflow command (`::error …`, `::add-mask::`, `::stop-commands::`).
    @Test("no scene string starts a line of output: control characters in messages are escaped")
    func newlineInMessages() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("s.yaml", "screens:\n  main:\n    body:\n      image: \"nope\\n::error file=x.yaml,line=1::PWNED\"\n      frame: { width: 20, height: 10 }\n")
        let run = try KeylineProcess.run(["check", scene], in: dir.url)
        let lines = (run.stdout + run.stderr).split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("::") }, "\(run.stderr)")
    }

    /// FAILS on the attack branch (A7): a scene named `ENVIRONMENT.json.yaml` has the name
    /// `ENVIRONMENT.json`, and its goldens' folder takes the path of the goldens folder's
    /// own `ENVIRONMENT.json` (which then cannot be written; with it present the scene
    /// cannot record).
    @Test("a scene whose name is ENVIRONMENT.json is refused: its folder would be the environment file's path")
    func sceneNamedLikeEnvironmentFile() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("ENVIRONMENT.json.yaml", "screens:\n  main:\n\(Self.body)snapshots: [ all ]\n")
        let run = try KeylineProcess.run(["test", scene, "--record"], in: dir.url)
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("ENVIRONMENT.json.yaml:1:1"), "\(run.stderr)")
        #expect(!dir.exists("Goldens/ENVIRONMENT.json/main"))
    }

    /// FAILS on the attack branch (A8): state values that differ only in case make two
    /// goldens whose names differ only in case (`light-tab=Home@2x.png`,
    /// `light-tab=home@2x.png`): one file on macOS's and Windows' file systems, so one
    /// passes on the other's render. Screen and storyboard folders are compared without
    /// case (`PathNameCollisions`); variant keys are not.
    @Test("two variant keys of one snapshot folder that differ only in case are refused")
    func stateValuesDifferingInCase() throws {
        let dir = try TemporaryDirectory()
        let scene = try dir.write("s.yaml", "screens:\n  main:\n    state: { tab: a }\n" + Self.body
                                  + "snapshots:\n  - { screen: main, state: { tab: Home } }\n  - { screen: main, state: { tab: home } }\n")
        let run = try KeylineProcess.run(["test", scene, "--record"], in: dir.url)
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("s.yaml:"), "\(run.stderr)")
        #expect(dir.files(under: "Goldens").filter { $0.hasSuffix(".png") }.count < 2)
    }

    /// FAILS on the attack branch (A2): an image asset is decoded whole by Cairo, so a
    /// 0.4 MB PNG declaring 10,000 × 10,000 pixels costs 400 MB (16,000² from 1 MB: 1 GB and
    /// 94 s in a debug build; Cairo accepts 32,767²: 4.3 GB). The scene should get a located
    /// error (or a placeholder and a warning) naming the image's size and the limit.
    @Test("an image asset whose declared size is huge is refused before it is decoded")
    func imageAssetBomb() throws {
        let dir = try TemporaryDirectory()
        try Self.compressedPNG(width: 10_000, height: 10_000).write(to: dir.url.appendingPathComponent("bomb.png"))
        let scene = try dir.write("s.yaml", "screens:\n  main:\n    body:\n      image: bomb.png\n      frame: { width: 20, height: 10 }\n")
        let run = try KeylineProcess.run(["render", scene, "--out", "out"], in: dir.url)
        #expect((run.stdout + run.stderr).contains("10000"), "the message names the image's size: \(run.stdout)\(run.stderr)")
        #expect((run.stdout + run.stderr).contains("s.yaml:4:"), "\(run.stderr)")
    }

    /// A PNG of transparent RGBA pixels, `width` × `height`: every byte of its rows is 0,
    /// written as one fixed-Huffman deflate block of 258-byte matches (13 bits each), so
    /// 10,000² pixels take 2.5 MB. (The test target has no zlib.)
    static func compressedPNG(width: Int, height: Int) throws -> Data {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        // Table-driven: the IDAT is 2.5 MB, and a bit-by-bit CRC of it took most of a minute
        // in a debug build.
        let table: [UInt32] = (0..<256).map { n in
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            return c
        }
        func crc32(_ bytes: [UInt8]) -> UInt32 {
            var c: UInt32 = 0xFFFF_FFFF
            for b in bytes { c = table[Int((c ^ UInt32(b)) & 255)] ^ (c >> 8) }
            return ~c
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be(UInt32(data.count)) + body + be(crc32(body))
        }
        var out: [UInt8] = [0x78, 0x01]
        var bits: UInt32 = 0, count = 0
        func put(_ value: UInt32, _ n: Int) {  // LSB first
            bits |= value << UInt32(count); count += n
            while count >= 8 { out.append(UInt8(bits & 255)); bits >>= 8; count -= 8 }
        }
        func code(_ value: UInt32, _ n: Int) {  // Huffman codes go MSB first
            for i in stride(from: n - 1, through: 0, by: -1) { put(value >> UInt32(i) & 1, 1) }
        }
        let total = (width * 4 + 1) * height
        put(1, 1); put(1, 2)  // last block, fixed Huffman
        code(0x30, 8)  // literal 0
        var left = total - 1
        // Length 258 (code 285: 0xC5 in 8 bits) then distance 1 (code 0 in 5 bits), written at
        // once as their 13 bits in LSB-first order: 0xC5 reversed is 0xA3.
        out.reserveCapacity(total / 258 * 13 / 8 + 64)
        while left >= 258 + 3 { put(0xA3, 13); left -= 258 }
        for _ in 0..<left { code(0x30, 8) }
        code(0, 7)  // end of block
        if count > 0 { out.append(UInt8(bits & 255)) }
        out += be(UInt32(total % 65521) << 16 | 1)  // Adler-32 of zeros
        let header = be(UInt32(width)) + be(UInt32(height)) + [8, 6, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", out) + chunk("IEND", []))
    }
}
