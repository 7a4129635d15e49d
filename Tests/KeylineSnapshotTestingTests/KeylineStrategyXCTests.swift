import Foundation
import KeylineCore
import KeylineSnapshotTesting
import SnapshotTesting
import XCTest

/// The strategy under XCTest (swift-snapshot-testing waits for the snapshot with XCTWaiter
/// and resets its counters between XCTest cases; on Linux too).
final class KeylineStrategyXCTests: XCTestCase {
    func testRecordsThenVerifiesThenCatchesAColourStep() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("keyline-strategy-xc-\(UUID().uuidString)").path
        let scene = """
            screens:
              main:
                body:
                  rect: {}
                  fill: "#0D7377"
                  frame: { width: 100, height: 41 }
            """
        func verify(_ text: String, record: SnapshotTestingConfiguration.Record) throws -> String? {
            let document = try SceneLoader.load(text: text, file: "xctest-\(UUID().uuidString.prefix(8)).yaml", directory: ".")
            return verifySnapshot(of: document, as: .keyline(screen: "main", scale: 1), named: "main", record: record, snapshotDirectory: folder)
        }
        XCTAssertEqual(try verify(scene, record: .missing)?.contains("Automatically recorded"), true)
        XCTAssertNil(try verify(scene, record: .never))
        let changed = try verify(scene.replacingOccurrences(of: "#0D7377", with: "#0D7378"), record: .never)
        XCTAssertEqual(changed?.contains("4100 of 329160 pixels differ"), true, changed ?? "passed")
    }
}
