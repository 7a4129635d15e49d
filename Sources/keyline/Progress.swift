import Foundation
import Synchronization

/// A progress bar on a terminal, silence otherwise (CI logs stay clean), and a one-line
/// summary at the end either way.
final class Progress: Sendable {
    private let total: Int
    private let label: String
    private let interactive: Bool
    private let start = Date()

    init(total: Int, label: String) {
        self.total = total
        self.label = label
        self.interactive = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["CI"] == nil
    }

    func update(_ done: Int) {
        guard interactive else { return }
        let width = 30
        let filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(Data("\r\(bar) \(done)/\(total) \(label)".utf8))
    }

    func finish(_ summary: String) {
        if interactive { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        let seconds = Date().timeIntervalSince(start)
        Console.error("\(summary) in \(String(format: "%.2f", seconds)) s")
    }
}
