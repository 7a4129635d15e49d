import Foundation

/// How a run tells its user to record, in the terms of the way it was started: a
/// `keyline test` command for the command line, the `record:` parameter for the Swift API
/// (a package that calls `expectGolden` may not have the `keyline` binary at all).
public enum RecordAdvice: Sendable {
    /// `keyline test`: commands to copy, quoted for a POSIX shell.
    case commandLine(CommandLineRun)
    /// `expectGolden` and `expectGoldens`: the parameter to pass, naming the function.
    case swiftAPI(function: String)

    /// How `keyline test` was started, so that a command it prints runs the same goldens.
    public struct CommandLineRun: Sendable {
        /// The scene file of each scene name.
        public var sceneFiles: [String: String]
        /// The scene files as given; nil when the run found them itself (`Scenes/`), so that
        /// a group's command does too.
        public var givenScenes: [String]?
        /// The goldens folder, nil for the default `Goldens`.
        public var goldens: String?

        public init(sceneFiles: [String: String], givenScenes: [String]?, goldens: String?) {
            self.sceneFiles = sceneFiles; self.givenScenes = givenScenes; self.goldens = goldens
        }

        var goldensOption: String { goldens.map { " --goldens " + ShellQuoting.quoted($0) } ?? "" }

        func one(_ item: GoldenCase, record: String) -> String {
            let file = sceneFiles[item.scene] ?? item.scene
            return "keyline test \(ShellQuoting.quoted(file)) --filter \(ShellQuoting.quoted(item.name))\(goldensOption) --record=\(record)"
        }
    }

    /// Says how to write a missing golden.
    public func recordMissing(_ item: GoldenCase) -> String {
        switch self {
        case .commandLine(let run): run.one(item, record: "missing")
        case .swiftAPI(let function): "call \(function) with `record: .missing` once"
        }
    }

    /// Says how to take the new pixels of a golden that fails.
    public func rerecord(_ item: GoldenCase) -> String {
        switch self {
        case .commandLine(let run): run.one(item, record: "failed")
        case .swiftAPI(let function): "call \(function) with `record: .failed` once"
        }
    }

    /// The command that re-records every failure of one group (`keyline test --group`); nil
    /// for the Swift API, whose caller records the goldens its own test names.
    public func rerecordGroup(_ id: String) -> String? {
        guard case .commandLine(let run) = self else { return nil }
        let scenes = run.givenScenes.map { $0.map { " " + ShellQuoting.quoted($0) }.joined() } ?? ""
        return "keyline test\(scenes)\(run.goldensOption) --group \(id) --record=failed"
    }

    /// How to record the goldens' environment (`ENVIRONMENT.json`).
    public var recordEnvironment: String {
        switch self {
        case .commandLine: "`keyline test --record=failed` over every scene"
        case .swiftAPI(let function): "\(function) with `record: .failed` over every golden of the folder"
        }
    }
}

/// Quoting for a POSIX shell, for the commands a run prints.
public enum ShellQuoting {
    /// As it is when it has nothing a shell treats specially, else in single quotes (a
    /// single quote inside written `'\''`).
    public static func quoted(_ s: String) -> String {
        let plain = !s.isEmpty && s.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "/", ".", "_", "-", "@", "+", ",", "=": true
            default: false
            }
        }
        return plain ? s : "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
