import Foundation
import KeylineRender

/// `Goldens/ENVIRONMENT.json`: the `RenderEnvironment` the goldens were recorded with, and
/// the notes that say how this run's differs. A difference never fails a run: it explains one.
public enum GoldenEnvironment {
    public static let fileName = "ENVIRONMENT.json"

    /// What the goldens folder says about the environment it was recorded in.
    public enum Recorded: Equatable, Sendable {
        case missing
        case unreadable(String)
        case recorded(RenderEnvironment)
    }

    /// One key per component, sorted, two-space indented, ending in a newline: it diffs well.
    public static func encode(_ environment: RenderEnvironment) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = (try? encoder.encode(environment.components)) ?? Data("{}".utf8)
        data.append(0x0A)
        return data
    }

    public static func decode(_ data: Data) -> Recorded {
        guard let components = try? JSONDecoder().decode([String: String].self, from: data) else {
            return .unreadable("not a JSON object of strings")
        }
        return .recorded(RenderEnvironment(components: components))
    }

    /// One sentence per component whose version differs, in name order; none when equal.
    /// `recording` says how to record in the caller's terms (`keyline test --record`, or
    /// `record: .missing` for the Swift API).
    public static func notes(recorded: Recorded, current: RenderEnvironment, path: String,
                             recording: String = "`keyline test --record`") -> [String] {
        let advice = "a pixel difference may come from that, not from your change"
        switch recorded {
        case .missing:
            return ["\(path) is missing, so the versions of Cairo, Pango, HarfBuzz, FreeType, fontconfig, libdeflate, librsvg and the fonts the goldens were recorded with are unknown; \(recording) writes it"]
        case .unreadable(let reason):
            return ["\(path) cannot be read (\(reason)), so the versions the goldens were recorded with are unknown; \(recording) rewrites it"]
        case .recorded(let then):
            let names = Set(then.components.keys).union(current.components.keys).sorted()
            return names.compactMap { name in
                let old = then.components[name], new = current.components[name]
                guard old != new else { return nil }
                return "goldens were recorded with \(name) \(old ?? "(not recorded)"), this run has \(new ?? "none"): \(advice)"
            }
        }
    }
}

extension GoldenStore {
    public var environmentPath: String { root + "/" + GoldenEnvironment.fileName }

    public func recordedEnvironment() -> GoldenEnvironment.Recorded {
        guard let kind = folder.kind(of: GoldenEnvironment.fileName) else { return .missing }
        // Read through the confined folder: never a FIFO (which would block), a link or a huge file.
        guard kind == .regularFile, let data = try? folder.read(GoldenEnvironment.fileName, limit: 1 << 20) else {
            return .unreadable(kind == .regularFile ? "the file cannot be read" : "it is \(kind.name), not a regular file")
        }
        return GoldenEnvironment.decode(Data(data))
    }

    /// How this run's environment differs from the recorded one (README, "Snapshot tests").
    public func environmentNotes(current: RenderEnvironment = .current, recording: String = "`keyline test --record`") -> [String] {
        GoldenEnvironment.notes(recorded: recordedEnvironment(), current: current, path: environmentPath, recording: recording)
    }

    /// Writes `ENVIRONMENT.json` atomically, only when its content changes (no churn in git).
    /// Returns whether it wrote.
    @discardableResult
    public func recordEnvironment(_ environment: RenderEnvironment = .current) throws -> Bool {
        let data = GoldenEnvironment.encode(environment)
        if let old = try? folder.read(GoldenEnvironment.fileName, limit: 1 << 20), old.elementsEqual(data) { return false }
        try folder.write(data, to: GoldenEnvironment.fileName)
        return true
    }
}
