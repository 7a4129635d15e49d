import Foundation

/// Debian's `chromium`, headless, for the tests that open a generated report from
/// `file://` as a person would (`Scripts/test` installs it). Shared by the snapshot
/// report's test and the combined report's.
public enum HeadlessChromium {
    /// Where `chromium` is on the PATH; nil when it is not installed.
    public static let binary: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/chromium" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// CI=true (or 1, yes): the browser tests run, and fail if Chromium is missing, rather
    /// than being skipped.
    public static var underCI: Bool {
        let value = ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? ""
        return !["", "0", "false", "no"].contains(value)
    }

    /// Chromium on `address` could not be run, did not finish or failed.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs Chromium headless on `address` with `arguments` and returns its standard output
    /// (the DOM with `--dump-dom`); `scratch` holds its profile and output.
    public static func run(_ arguments: [String], address: String, scratch: URL) throws -> String {
        guard let binary else { throw Failure(description: "chromium is not installed: Scripts/test installs it (apt-get install chromium)") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        // No sandbox: CI containers run as root, where Chromium's sandbox cannot start; the
        // page is our own file. Virtual time lets the load event and the page's self-test
        // finish before the DOM is printed.
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-dev-shm-usage",
                             "--user-data-dir=\(scratch.appendingPathComponent("profile").path)", "--virtual-time-budget=5000"]
            + arguments + [address]
        let out = scratch.appendingPathComponent("chromium.out"), err = scratch.appendingPathComponent("chromium.err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        try process.run()
        let errors = { (try? String(contentsOf: err, encoding: .utf8)) ?? "" }
        if done.wait(timeout: .now() + 90) == .timedOut {
            process.terminate()
            throw Failure(description: "chromium did not finish in 90 s: \(errors())")
        }
        guard process.terminationStatus == 0 else { throw Failure(description: "chromium exited \(process.terminationStatus): \(errors())") }
        return try String(contentsOf: out, encoding: .utf8)
    }

    /// The value of `attribute` in each opening tag that starts with `tagStart` ("" where
    /// a tag has none), in the order of the page.
    public static func attribute(_ attribute: String, ofTagsStarting tagStart: String, in dom: String) -> [String] {
        dom.components(separatedBy: tagStart).dropFirst().map { rest in
            let tag = rest.prefix { $0 != ">" }
            guard let start = tag.range(of: " \(attribute)=\"") else { return "" }
            return String(tag[start.upperBound...].prefix { $0 != "\"" })
        }
    }
}
