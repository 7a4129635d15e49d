import Foundation

/// The fuzz targets' `main` outside a fuzzing build: runs each file named on the command
/// line through `body` and prints how it ended, so that a crashing input can be replayed
/// in an ordinary debug build, with a full Swift backtrace.
public enum Replay {
    public static func run(_ arguments: [String], _ body: (UnsafeRawBufferPointer) -> String) -> Int32 {
        guard !arguments.isEmpty else {
            FileHandle.standardError.write(Data("usage: \(CommandLine.arguments.first ?? "fuzz") FILE...\n".utf8))
            return 64
        }
        for path in arguments {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("\(path): cannot be read\n".utf8))
                return 1
            }
            // A checked-in regression case may be written as a template (`RegressionInput`).
            let text = RegressionInput.expand(String(decoding: data, as: UTF8.self))
            let outcome = Array(text.utf8).withUnsafeBytes { body($0) }
            print("\(path): \(outcome)")
        }
        return 0
    }
}

extension FuzzPipeline.SceneOutcome: CustomStringConvertible {
    public var description: String {
        switch self {
        case .drawn(let screens, let items): "drawn: \(screens) screen(s), \(items) display items"
        case .refused(let errors): "refused: \(errors.first.map(String.init(describing:)) ?? "?")"
            + (errors.count > 1 ? " (and \(errors.count - 1) more)" : "")
        }
    }
}

extension FuzzPipeline.AnimationOutcome: CustomStringConvertible {
    public var description: String {
        switch self {
        case .parsed(let duration, let text): "parsed: \(text), lasting \(duration.map { "\($0) s" } ?? "forever")"
        case .refused(let error): "refused: \(error)"
        }
    }
}
