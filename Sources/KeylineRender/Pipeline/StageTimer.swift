import Foundation

/// Wall-clock time spent in each stage of the pipeline, for the benchmark. Timing is a
/// benchmark's business: nothing in rendering depends on it.
public final class StageTimer: @unchecked Sendable {
    // @unchecked: used by one thread at a time (the benchmark measures single-threaded).
    public private(set) var seconds: [String: Double] = [:]
    public private(set) var order: [String] = []

    public init() {}

    @discardableResult
    public func measure<T>(_ stage: String, _ body: () throws -> T) rethrows -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        defer {
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            if seconds[stage] == nil { order.append(stage) }
            seconds[stage, default: 0] += elapsed
        }
        return try body()
    }

    public var total: Double { seconds.values.reduce(0, +) }
}
