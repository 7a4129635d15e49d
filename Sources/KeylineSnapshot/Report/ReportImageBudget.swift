import KeylineCore
import Synchronization

/// The bytes of images one run may add to a report folder (`SceneLimits.reportImageBytes`):
/// `lint --report --dynamic-type all` on a large screen would otherwise write hundreds of
/// megabytes. Past the budget, cards keep their text and lose their picture, and the run
/// says how many it left out and how much they would have made. Shared by the threads
/// drawing the images.
public final class ReportImageBudget: Sendable {
    public let limit: Int
    private let state = Mutex<(spent: Int, leftOut: Int, leftOutBytes: Int)>((0, 0, 0))

    public init(limit: Int = SceneLimits.reportImageBytes) { self.limit = limit }

    /// Whether anything is left: drawing an image that cannot be written is skipped.
    public var isSpent: Bool { state.withLock { $0.spent >= limit } }

    /// Takes `bytes` from the budget if they fit; false (counted as left out) if not.
    public func admit(_ bytes: Int) -> Bool {
        state.withLock {
            guard $0.spent + bytes <= limit else {
                $0.leftOut += 1
                $0.leftOutBytes += bytes
                return false
            }
            $0.spent += bytes
            return true
        }
    }

    /// Counts an image not even drawn because the budget was spent.
    public func skip() { state.withLock { $0.leftOut += 1 } }

    /// The note a run prints when it left images out, nil when it did not.
    public var note: String? {
        let (spent, leftOut, leftOutBytes) = state.withLock { $0 }
        guard leftOut > 0 else { return nil }
        return "\(leftOut) report image\(leftOut == 1 ? "" : "s") left out: this run's images reached the report's budget of "
            + "\(limit >> 20) MB (\(spent >> 20) MB written\(leftOutBytes > 0 ? ", \(leftOutBytes >> 20) MB more encoded" : "")); "
            + "the cards are all there. Report fewer variants at once (e.g. one --dynamic-type) to see every picture (docs/limits.md)"
    }

    /// What a card says when its picture was left out.
    public static let cardNote = " (picture left out: the report's image budget was spent)"
}
