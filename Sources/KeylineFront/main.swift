import ArgumentParser
import KeylineDiffCommand
#if canImport(Glibc)
import Glibc
#endif

// The `keyline` binary. `keyline diff` runs here; every other command (and help, version,
// a bare `keyline`) is handed to `keyline-engine` next to this file, by exec: same
// process, same arguments, same exit status.
//
// Why two binaries: the engine links Cairo, Pango, librsvg and through them about 45
// shared libraries, which the dynamic loader maps and relocates before `main`, whether a
// command draws or not. Measured here (hyperfine, release): an empty C program linked
// with them takes 16.7 ms to run against 1.9 ms unlinked, more than a whole @3x
// comparison. This binary links only libdeflate and the Swift runtime (statically, in
// release), so `keyline diff` starts in a few milliseconds.

/// The root for `keyline diff` alone: named `keyline` so that usage and help read as the
/// engine's do.
struct KeylineFront: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyline", version: KeylineVersion.current, subcommands: [DiffCommand.self])
}

let arguments = CommandLine.arguments
if arguments.count > 1, arguments[1] == DiffCommand.configuration.commandName {
    // The plain forms skip ArgumentParser's reflection (DiffRequest.plain); everything
    // else, help and errors included, goes through it.
    if let request = DiffRequest.plain(arguments.dropFirst(2)) { exit(request.run()) }
    KeylineFront.main(Array(arguments.dropFirst()))  // exits by itself only on failure
    exit(0)
}
Engine.exec(arguments)

/// Finds `keyline-engine` beside this executable and replaces this process with it.
enum Engine {
    static let name = "keyline-engine"

    static func exec(_ arguments: [String]) -> Never {
        let path = directoryOfThisExecutable(fallback: arguments.first ?? ".") + "/" + name
        let argv = arguments.map { strdup($0) } + [nil]
        execv(path, argv)
        // Only reached when exec failed.
        let reason = String(cString: strerror(errno))
        let message = "error: cannot run \(path): \(reason). keyline runs every command but diff through \(name), "
            + "which must sit in the same directory (install both files from .build/release).\n"
        _ = Array(message.utf8).withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        exit(1)
    }

    /// The directory of the running executable, symbolic links resolved (`/proc/self/exe`),
    /// so that a `keyline` linked from a bin directory still finds its engine.
    static func directoryOfThisExecutable(fallback: String) -> String {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX))
        let count = buffer.withUnsafeMutableBytes { readlink("/proc/self/exe", $0.baseAddress!, $0.count) }
        let path = count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : fallback
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "" : String(path[..<slash])
    }
}
