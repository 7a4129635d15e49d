import Foundation
import Testing

/// The command line's documentation cannot drift from the command definitions: every
/// subcommand and long option that `keyline-engine --experimental-dump-help` (the tool's
/// own description of itself) lists is in the man page, `docs/man/keyline.1`, and in its
/// command's synopsis at the top of `docs/command-line.md`.
@Suite struct CommandDocumentationTests {
    struct Command { let path: [String]; let options: [String] }

    /// Every command with its long options (not `--help` and `--version`, which all have).
    static func commands() throws -> [Command] {
        let binary = try #require(KeylineProcess.binary, "no keyline binary")
        let engine = URL(fileURLWithPath: binary).deletingLastPathComponent().appendingPathComponent("keyline-engine").path
        let dir = try TemporaryDirectory()
        let run = try KeylineProcess.run(["--experimental-dump-help"], in: dir.url, executable: engine)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        var found: [Command] = []
        func walk(_ command: [String: Any], _ path: [String]) {
            let arguments = command["arguments"] as? [[String: Any]] ?? []
            let options = arguments.flatMap { ($0["names"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "long" } }
                .compactMap { $0["name"] as? String }.filter { $0 != "help" && $0 != "version" }.map { "--" + $0 }
            found.append(Command(path: path, options: options))
            for sub in command["subcommands"] as? [[String: Any]] ?? [] {
                if let name = sub["commandName"] as? String, name != "help" { walk(sub, path + [name]) }
            }
        }
        walk(try #require(json["command"] as? [String: Any]), ["keyline"])
        return found
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOf: KeylineProcess.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theManPageListsEveryCommandAndOption() throws {
        let man = try Self.read("docs/man/keyline.1")
        let commands = try Self.commands()
        #expect(commands.count >= 10)
        for command in commands {
            if command.path.count > 1 {
                #expect(man.contains(".It Em \(command.path.last!)\n"),
                        "docs/man/keyline.1 lacks `\(command.path.joined(separator: " "))`: run Scripts/generate-docs")
            }
            for option in command.options {
                #expect(man.contains("Fl -\(option.dropFirst(2))"),
                        "docs/man/keyline.1 lacks \(command.path.joined(separator: " ")) \(option): run Scripts/generate-docs")
            }
        }
    }

    /// The synopsis: a line that starts with `keyline <command>` and the lines indented
    /// under it.
    @Test func theSynopsisListsEveryOptionOfItsCommand() throws {
        let page = try Self.read("docs/command-line.md")
        let start = try #require(page.range(of: "```\nkeyline "))
        let end = try #require(page.range(of: "\n```", range: start.upperBound..<page.endIndex))
        let lines = page[page.index(start.lowerBound, offsetBy: 4)..<end.lowerBound].split(separator: "\n")
        var synopsis: [String: String] = [:]
        var current = ""
        for line in lines {
            if line.hasPrefix("keyline ") {
                let words = line.split(separator: " ")
                current = words[1] == "report" ? "report " + words[2] : String(words[1])
            }
            synopsis[current, default: ""] += line + "\n"
        }
        for command in try Self.commands() where command.path.count > 1 && !(command.path.count == 2 && command.path[1] == "report") {
            let name = command.path.dropFirst().joined(separator: " ")
            let text = try #require(synopsis[name], "docs/command-line.md: no synopsis line for keyline \(name)")
            for option in command.options {
                #expect(text.contains(option), "docs/command-line.md: keyline \(name)'s synopsis lacks \(option)")
            }
        }
    }
}
