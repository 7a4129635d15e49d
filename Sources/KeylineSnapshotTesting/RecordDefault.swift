import Foundation
import KeylineSnapshot
import SnapshotTesting

extension SnapshotTestingConfiguration.Record {
    /// Keyline's rule for when references are written: `SNAPSHOT_TESTING_RECORD` when set,
    /// else `.never` under CI (CI=true or CI=1, as `keyline test`) and `.missing` elsewhere.
    /// swift-snapshot-testing's own default is `.missing` even in CI, where a missing reference
    /// would be written into the build's checkout; `@Suite(.snapshots(record: .keyline))`
    /// keeps CI from ever recording.
    public static var keyline: Self { keyline(environment: ProcessInfo.processInfo.environment) }

    /// The same rule for the variables in `environment`.
    public static func keyline(environment: [String: String]) -> Self {
        if let value = environment["SNAPSHOT_TESTING_RECORD"], let record = Self(rawValue: value) { return record }
        return RecordMode.isCI(environment) ? .never : .missing
    }
}
