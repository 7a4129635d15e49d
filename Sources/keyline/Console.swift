import ArgumentParser
import Foundation
import KeylineCore
import KeylineRender

/// The one place where diagnostics become text on standard error and a run's end becomes
/// an exit status:
///
/// - 0: the command did what it was asked;
/// - 1: anything else went wrong (a file could not be written, a run would make more
///   frames than Keyline makes in one go);
/// - 2: the input is invalid — a scene file, a curve, or a screen, device or state named on
///   the command line (nothing is written for an invalid scene);
/// - 64: the command line itself is malformed (swift-argument-parser's usage errors, EX_USAGE).
enum Console {
    /// A line on standard error: progress summaries, and diagnostics once formatted.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Runs a command's work with a diagnostic log of its own, says what the log holds
    /// when the work ends, and turns a thrown diagnostic into its message and exit status.
    static func run(_ work: (RunDiagnostics) throws -> Void) throws {
        let run = RunDiagnostics()
        do {
            try work(run)
            run.say()
        } catch let failure as SceneErrors {
            run.log.report(contentsOf: failure.diagnostics)
            run.say()
            let count = failure.errors.count
            let file = failure.diagnostics.lazy.compactMap(\.location?.file).first ?? "the scene"
            error("\(count) error\(count == 1 ? "" : "s") in \(file); nothing was written")
            throw ExitCode(2)
        } catch let diagnostic as Diagnostic {
            run.log.report(diagnostic)
            run.say()
            throw ExitCode(status(of: diagnostic))
        } catch let failure as AtomicFileError {
            run.log.report(Diagnostic(.outputFailed, "cannot write \(failure.path): \(failure.reason)", at: nil, hint: failure.advice))
            run.say()
            throw ExitCode.failure
        } catch let parserError where parserError is ExitCode || parserError is ValidationError || parserError is CleanExit {
            run.say()
            throw parserError
        } catch {
            run.say()
            Console.error("error: \(error)")
            throw ExitCode.failure
        }
    }

    /// 1 for what went wrong writing, or a run too large to make; 2 for invalid input of
    /// any kind (a scene past one of its limits included).
    static func status(of diagnostic: Diagnostic) -> Int32 {
        switch diagnostic.code {
        case .outputFailed, .outputLimitExceeded: ExitCode.failure.rawValue
        default: 2
        }
    }
}

/// One run's diagnostics: the log every stage reports into, and the file texts the
/// formatter shows source lines from.
final class RunDiagnostics {
    let log = DiagnosticLog()
    private var sources: [String: String?] = [:]

    /// Text for a location that is not a file, such as `<argument>` for `keyline curve`.
    func register(source text: String, for name: String) { sources[name] = .some(text) }

    /// Says what was reported since the last time, in a deterministic order.
    func say() {
        let new = log.takeNew()
        guard !new.isEmpty else { return }
        Console.error(DiagnosticFormatter(source: source).format(new))
    }

    private func source(_ file: String) -> String? {
        if let cached = sources[file] { return cached }
        let text = try? String(contentsOfFile: file, encoding: .utf8)
        sources[file] = .some(text)
        return text
    }
}
