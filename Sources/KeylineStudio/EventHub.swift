import NIOCore
import NIOHTTP1
import Synchronization

/// The open event streams (`GET /api/events`) and what is sent to each: a scene that
/// changed (`scene`, with its diagnostics), a report that changed (`report`). At most
/// `limit` streams: each holds a connection open.
final class EventHub: Sendable {
    static let limit = 32
    private let streams = Mutex<(next: Int, open: [Int: any Channel])>((0, [:]))

    func add(_ channel: any Channel) -> Int? {
        streams.withLock { s in
            guard s.open.count < Self.limit else { return nil }
            s.next += 1
            s.open[s.next] = channel
            return s.next
        }
    }

    func remove(_ id: Int) { _ = streams.withLock { $0.open.removeValue(forKey: id) } }

    var count: Int { streams.withLock { $0.open.count } }

    /// Sends `event` with `data` (one line of JSON) to every stream.
    func publish(_ event: String, data: String) {
        let text = "event: \(event)\ndata: \(data)\n\n"
        for channel in streams.withLock({ Array($0.open.values) }) {
            channel.writeAndFlush(HTTPServerResponsePart.body(.byteBuffer(ByteBuffer(string: text))), promise: nil)
        }
    }
}
