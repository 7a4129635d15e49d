import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `keyline studio` as a user starts it: its address on the first line, its images the
/// bytes `keyline render` writes, and requests from anywhere but its own page refused.
@Suite struct StudioCommandTests {
    static let scene = """
    screens:
      main:
        state: { label: Hello }
        body:
          vstack:
            - rect: {}
              fill: "#0D7377"
              frame: { width: 120, height: 60 }
              appear: { from: { opacity: 0, offset: [0, 40] }, animation: "easeOut(duration: 0.5)" }
            - text: "${label}"
    storyboards:
      flow:
        screen: main
        events:
          - { at: 0.6, set: { label: Bye }, animation: "easeInOut(duration: 0.3)" }
    snapshots: [ { screen: main, scale: 1 } ]
    """

    /// A running studio, stopped when the test ends.
    final class Studio {
        let process = Process()
        let address: String
        let port: UInt16

        init(in directory: URL, arguments: [String] = [], environment: [String: String] = [:]) throws {
            let binary = try #require(KeylineProcess.binary)
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["studio", "--port", "0"] + arguments
            process.currentDirectoryURL = directory
            var env = ProcessInfo.processInfo.environment
            env["CI"] = nil
            env.merge(environment) { _, new in new }
            process.environment = env
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            // The first line is the address; a studio that cannot start exits, ending the pipe.
            var line = Data()
            while !line.contains(0x0A) {
                let chunk = out.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                line += chunk
            }
            address = String(decoding: line, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
            port = UInt16(address.split(separator: ":").last?.dropLast() ?? "") ?? 0
        }

        // SIGKILL: a child of a test process may inherit a mask that blocks SIGTERM.
        deinit { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }

        /// One request over a plain socket, so that Host and Origin are exactly as given.
        func request(_ method: String = "GET", _ target: String, host: String? = nil, origin: String? = nil, body: String = "",
                     bytes: [UInt8]? = nil) throws -> (status: Int, body: [UInt8]) {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            try #require(fd >= 0)
            defer { close(fd) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            try #require(connected == 0)
            var head = "\(method) \(target) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n"
            if let origin { head += "Origin: \(origin)\r\n" }
            let payload = bytes ?? Array(body.utf8)
            head += "Content-Length: \(payload.count)\r\n\r\n"
            // A large body (a screenshot) may take several sends.
            let message = Array(head.utf8) + payload
            var sent = 0
            while sent < message.count {
                let n = message.withUnsafeBytes { send(fd, $0.baseAddress! + sent, $0.count - sent, 0) }
                if n <= 0 { break }
                sent += n
            }
            var response: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = recv(fd, &buffer, buffer.count, 0)
                if n <= 0 { break }
                response += buffer[0..<n]
            }
            let separator: [UInt8] = [13, 10, 13, 10]
            guard let end = (0..<max(0, response.count - 3)).first(where: { Array(response[$0..<$0 + 4]) == separator }) else { return (0, []) }
            let status = Int(String(decoding: response[9..<12], as: UTF8.self)) ?? 0
            return (status, Array(response[(end + 4)...]))
        }
    }

    @Test func itPrintsItsAddressAndServesTheBytesKeylineRenderWrites() throws {
        let dir = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("Scenes"), withIntermediateDirectories: true)
        _ = try dir.write("Scenes/s.yaml", Self.scene)
        let still = try KeylineProcess.run(["render", "Scenes/s.yaml", "--out", "out", "--scale", "2", "--appearance", "dark",
                                            "--dynamic-type", "AX2", "--state", "label=Yo"], in: dir.url)
        #expect(still.status == 0, "\(still.stderr)")
        let motion = try KeylineProcess.run(["render", "Scenes/s.yaml", "--out", "out", "--scale", "1", "--storyboard", "flow", "--at", "0.7"], in: dir.url)
        #expect(motion.status == 0, "\(motion.stderr)")

        let studio = try Studio(in: dir.url)
        #expect(studio.address.wholeMatch(of: /http:\/\/127\.0\.0\.1:[0-9]+\//) != nil, "\(studio.address)")
        let rendered = try studio.request("GET", "/api/render?scene=0&screen=main&appearance=dark&scale=2&dynamicType=AX2&state=label%3DYo")
        #expect(rendered.status == 200)
        let expected = try [UInt8](Data(contentsOf: dir.url.appendingPathComponent("out/main/dark-AX2-label=Yo@2x.png")))
        #expect(rendered.body == expected)
        let frame = try studio.request("GET", "/api/render?scene=0&storyboard=flow&scale=1&at=0.7")
        #expect(frame.status == 200)
        #expect(frame.body == (try [UInt8](Data(contentsOf: dir.url.appendingPathComponent("out/flow/light@1x/at-0.700.png")))))
        // Another instant is another image.
        #expect(try studio.request("GET", "/api/render?scene=0&storyboard=flow&scale=1&at=0.1").body != frame.body)
    }

    @Test func requestsFromAnywhereButItsOwnPageAreRefused() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write("s.yaml", Self.scene)
        let studio = try Studio(in: dir.url, arguments: ["s.yaml"])
        let own = "http://127.0.0.1:\(studio.port)"
        #expect(try studio.request("GET", "/").status == 200)
        #expect(try studio.request("GET", "/", host: "localhost:\(studio.port)").status == 200)
        #expect(try studio.request("GET", "/", host: "evil.example:\(studio.port)").status == 403)
        #expect(try studio.request("GET", "/api/project", host: "evil.example").status == 403)
        #expect(try studio.request("GET", "/api/project", origin: "http://evil.example").status == 403)
        let accept = #"{"golden": "s/main/light@1x"}"#
        #expect(try studio.request("POST", "/api/accept", body: accept).status == 403)
        #expect(try studio.request("POST", "/api/accept", origin: "http://evil.example", body: accept).status == 403)
        #expect(try studio.request("POST", "/api/test", host: "evil.example:\(studio.port)", origin: own).status == 403)
        #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("Goldens").path))
        // Its own page may: the missing golden is recorded, as keyline test --record=failed would.
        #expect(try studio.request("POST", "/api/accept", origin: own, body: accept).status == 200)
        #expect(FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("Goldens/s/main/light@1x.png").path))
    }

    @Test func underCINothingIsWritten() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write("s.yaml", Self.scene)
        let studio = try Studio(in: dir.url, arguments: ["s.yaml"], environment: ["CI": "true"])
        let own = "http://127.0.0.1:\(studio.port)"
        let accept = try studio.request("POST", "/api/accept", origin: own, body: #"{"golden": "s/main/light@1x"}"#)
        #expect(accept.status == 403)
        #expect(String(decoding: accept.body, as: UTF8.self).contains("CI=true"))
        #expect(try studio.request("POST", "/api/test", origin: own).status == 403)
        #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("Goldens").path))
        #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent(".keyline").path))
    }

    @Test func aSceneOutsideTheProjectIsRefused() throws {
        let dir = try TemporaryDirectory()
        let run = try KeylineProcess.run(["studio", "--port", "0", "/etc"], in: dir.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("/etc is outside the project folder"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }
}
