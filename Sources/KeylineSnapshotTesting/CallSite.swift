#if canImport(Testing)
import Testing
#endif
import XCTest

/// Where `assertSnapshot(of:as: .keyline(…))` was written, for an issue the strategy itself
/// raises (a scene that cannot render), in Swift Testing or XCTest as the test runs under.
struct CallSite {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    func recordIssue(_ message: String) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
            return
        }
        #endif
        XCTFail(message, file: filePath, line: line)
    }
}
