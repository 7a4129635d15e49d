import Foundation
import Testing

/// The `keyline` binary, run as a user runs it.
///
/// `swift build --build-tests` (and so `swift test` and `Scripts/test`) builds every product
/// into the directory the test bundle is built into, so the binary is looked for there;
/// `KEYLINE_BINARY` points the tests at another build.
enum KeylineProcess {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static let binary: String? = {
        let fm = FileManager.default
        func executable(in directory: URL) -> String? {
            let path = directory.appendingPathComponent("keyline").path
            var isDirectory: ObjCBool = false
            return fm.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
                && fm.isExecutableFile(atPath: path) ? path : nil
        }
        if let path = ProcessInfo.processInfo.environment["KEYLINE_BINARY"] { return path }
        // The test bundle's directory, or one above it (on macOS the bundle's executable
        // is inside KeylinePackageTests.xctest/Contents/MacOS).
        let starts = [Bundle.main.executableURL, Bundle.main.bundleURL] + Bundle.allBundles.map(\.bundleURL)
        for start in starts.compactMap({ $0?.resolvingSymlinksInPath() }) {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<4 {
                if let found = executable(in: directory) { return found }
                directory = directory.deletingLastPathComponent()
            }
        }
        return executable(in: packageRoot.appendingPathComponent(".build/debug"))
    }()

    /// The repository, for its `Scenes/`.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `keyline` (or `executable`) with `arguments` in `directory` and waits for it.
    /// `environment` replaces variables of this process's environment.
    static func run(_ arguments: [String], in directory: URL, executable: String? = nil, environment overrides: [String: String] = [:]) throws -> Result {
        let binary = try executable ?? #require(binary, "no keyline binary: build it with `swift build --build-tests`, or set KEYLINE_BINARY")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = "1"  // no progress bar, whatever the terminal
        environment.merge(overrides) { _, new in new }
        process.environment = environment
        // Files rather than pipes: nothing blocks however much either stream says.
        let out = directory.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let err = directory.appendingPathComponent(".stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: out); try? FileManager.default.removeItem(at: err) }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: try String(contentsOf: out, encoding: .utf8),
                      stderr: try String(contentsOf: err, encoding: .utf8))
    }
}

/// A fresh directory for one test, removed afterwards.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("keyline-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` to `name` inside the directory; returns the name.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        return name
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path) }

    /// Every regular file under `name`, relative to it, sorted.
    func files(under name: String) -> [String] {
        let root = url.appendingPathComponent(name)
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }.sorted()
    }
}
