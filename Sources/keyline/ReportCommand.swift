import ArgumentParser
import Foundation
import KeylineSnapshot

/// `keyline report`: work on report folders (`.keyline/report/`) after the run that wrote them.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Merge shard reports, or redraw a report's index.html.",
        discussion: """
        A report folder (.keyline/report) holds report.json, the images it names (expected, \
        actual and diff from keyline test; redlines from check --report; outlined renders \
        from lint --report) and index.html, which opens from the file system.

        Exit status: 0 on success; 1 when a report cannot be read (or names an image it \
        does not hold) or the output cannot be written; 64 for a malformed command line.
        """,
        subcommands: [Merge.self, HTML.self])

    struct Merge: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "merge",
            abstract: "Merge the report folders of several shards into one.",
            discussion: """
            Cards are sorted by scene, snapshot, variant and kind, whatever order the folders \
            are given in; images are copied to <scene>/<snapshot>/<variant>.<role>.png under \
            the output folder and the cards' paths rewritten; counts are summed. A report \
            already in the output folder is replaced, and the images only it named deleted.
              keyline report merge shard-1/.keyline/report shard-2/.keyline/report --out .keyline/report
            """)

        @Argument(help: ArgumentHelp("Report folders, each with a report.json.", valueName: "DIR"))
        var folders: [String]

        @Option(help: ArgumentHelp("The merged report's folder (created if needed).", valueName: "DIR"))
        var out: String

        func validate() throws {
            if folders.isEmpty { throw ValidationError("name at least one report folder to merge") }
        }

        func run() throws {
            let output = URL(fileURLWithPath: out)
            let merged: SnapshotReport
            do throws(ReportError) {
                merged = try ReportMerge.merge(folders: folders.map { URL(fileURLWithPath: $0) }, into: output)
            } catch {
                Console.error("error: \(error)")
                throw ExitCode(1)
            }
            print("\(merged.summary.line); \(merged.cards.count) card\(merged.cards.count == 1 ? "" : "s") in \(output.appendingPathComponent(SnapshotReport.htmlFileName).path)")
        }
    }

    struct HTML: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "html",
            abstract: "Write a report folder's index.html again from its report.json.")

        @Argument(help: ArgumentHelp("A report folder.", valueName: "DIR"))
        var folder: String

        func run() throws {
            let url = URL(fileURLWithPath: folder)
            do throws(ReportError) {
                let report = try SnapshotReport.read(folder: url)
                try report.writeHTML(folder: url)
            } catch {
                Console.error("error: \(error)")
                throw ExitCode(1)
            }
            print(url.appendingPathComponent(SnapshotReport.htmlFileName).path)
        }
    }
}
