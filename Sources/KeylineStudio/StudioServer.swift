import Dispatch
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// The studio's HTTP server: SwiftNIO's HTTP/1.1 codec on 127.0.0.1 (never another
/// interface), one event loop for the sockets, and rendering on a dispatch queue so a long
/// render never holds up the event stream. Every request passes `RequestGuard` before
/// anything else is looked at.
public final class StudioServer: Sendable {
    public let port: Int
    private let group: MultiThreadedEventLoopGroup
    private let channel: any Channel

    /// The largest request body read (the page posts a few hundred bytes of JSON), but for
    /// a screenshot dropped for comparison (`OverlayRoutes.screenshotLimit`).
    static let bodyLimit = 64 << 10

    static func bodyLimit(forTarget target: String) -> Int {
        target == "/api/compare" || target.hasPrefix("/api/compare?") ? OverlayRoutes.screenshotLimit : bodyLimit
    }

    /// Screenshots held at once, from their first byte until they are measured: with
    /// `OverlayRoutes.screenshotLimit` each, the studio holds at most 80 MB of uploads.
    static let screenshotSlots = Slots(limit: 2)

    final class Slots: Sendable {
        let limit: Int
        private let used = Mutex(0)
        init(limit: Int) { self.limit = limit }
        func take() -> Bool {
            used.withLock { n in
                guard n < limit else { return false }
                n += 1
                return true
            }
        }
        func give() { used.withLock { $0 = max(0, $0 - 1) } }
    }

    /// Binds to 127.0.0.1:`port` (0: a free port, chosen by the system).
    public static func start(app: StudioApp, port: Int) throws -> StudioServer {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let work = DispatchQueue(label: "keyline.studio.requests", attributes: .concurrent)
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 64)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
                    try channel.pipeline.syncOperations.addHandler(StudioHTTPHandler(app: app, work: work))
                }
            }
        do {
            let channel = try bootstrap.bind(host: "127.0.0.1", port: port).wait()
            guard let bound = channel.localAddress?.port else { throw StudioServerError.noAddress }
            return StudioServer(port: bound, group: group, channel: channel)
        } catch {
            try? group.syncShutdownGracefully()
            throw error
        }
    }

    private init(port: Int, group: MultiThreadedEventLoopGroup, channel: any Channel) {
        self.port = port; self.group = group; self.channel = channel
    }

    /// Blocks until the server is closed.
    public func wait() throws { try channel.closeFuture.wait() }

    public func stop() {
        try? channel.close().wait()
        try? group.syncShutdownGracefully()
    }
}

enum StudioServerError: Error, CustomStringConvertible {
    case noAddress
    var description: String { "the server bound no address" }
}

/// One connection: collects a request (head, then a body of at most `bodyLimit` bytes),
/// checks it, then answers from a route, or holds the connection open as an event stream.
final class StudioHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let app: StudioApp
    private let work: DispatchQueue
    private var head: HTTPRequestHead?
    private var body: [UInt8] = []
    private var tooLarge = false
    private var limit = StudioServer.bodyLimit
    /// This request holds one of `StudioServer.screenshotSlots`; or it wanted one and all were taken.
    private var holdsSlot = false, noSlot = false
    private var streamID: Int?

    init(app: StudioApp, work: DispatchQueue) { self.app = app; self.work = work }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let h):
            head = h; body = []; tooLarge = false; noSlot = false
            limit = StudioServer.bodyLimit(forTarget: h.uri)
            // A request refused for its Host or Origin is answered without reading its body.
            if RequestGuard(port: context.channel.localAddress?.port ?? -1)
                .check(method: h.method.rawValue, host: h.headers.first(name: "Host"), origin: h.headers.first(name: "Origin")) != nil {
                limit = 0
            } else if limit > StudioServer.bodyLimit {
                holdsSlot = StudioServer.screenshotSlots.take()
                noSlot = !holdsSlot
                if noSlot { limit = 0 }
            }
        case .body(var buffer):
            if body.count + buffer.readableBytes > limit { tooLarge = true; body = [] } else if !tooLarge {
                body += buffer.readBytes(length: buffer.readableBytes) ?? []
            }
        case .end:
            guard let head else { return }
            self.head = nil
            respond(to: head, context: context)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        if let streamID { app.events.remove(streamID) }
        if holdsSlot { holdsSlot = false; StudioServer.screenshotSlots.give() }
        context.fireChannelInactive()
    }

    private func respond(to head: HTTPRequestHead, context: ChannelHandlerContext) {
        let hosts = head.headers["Host"], origins = head.headers["Origin"]
        guard hosts.count == 1, origins.count <= 1 else {
            releaseSlot()
            return write(.text("a request names one Host (and at most one Origin)", status: 400), head: head, context: context)
        }
        let port = context.channel.localAddress?.port ?? -1
        if let refusal = RequestGuard(port: port).check(method: head.method.rawValue, host: hosts.first, origin: origins.first) {
            releaseSlot()
            return write(.text(refusal.description, status: refusal == .methodNotAllowed(head.method.rawValue) ? 405 : 403), head: head, context: context)
        }
        if noSlot {
            return write(.text("\(StudioServer.screenshotSlots.limit) screenshots are being measured; try again in a moment", status: 503), head: head, context: context)
        }
        if tooLarge {
            releaseSlot()
            return write(.text("the request body is larger than \(limit) bytes", status: 413), head: head, context: context)
        }
        let request = StudioRequest(method: head.method == .HEAD ? "GET" : head.method.rawValue, target: head.uri, body: body)
        if request.path == "/api/events", head.method == .GET {
            releaseSlot()
            return openStream(head: head, context: context)
        }
        let promise = context.eventLoop.makePromise(of: StudioResponse.self)
        let app = self.app
        // The slot goes with the body to the route, and is given back when it has answered.
        let slot = holdsSlot
        holdsSlot = false
        body = []
        work.async {
            promise.succeed(app.handle(request))
            if slot { StudioServer.screenshotSlots.give() }
        }
        promise.futureResult.assumeIsolated().whenSuccess { [self] response in
            write(response, head: head, context: context)
        }
    }

    private func releaseSlot() {
        if holdsSlot { holdsSlot = false; StudioServer.screenshotSlots.give() }
        body = []
    }

    private func write(_ response: StudioResponse, head: HTTPRequestHead, context: ChannelHandlerContext) {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: response.contentType)
        headers.add(name: "Content-Length", value: String(response.body.count))
        for (name, value) in StudioApp.commonHeaders + response.headers { headers.add(name: name, value: value) }
        let keepAlive = head.isKeepAlive
        headers.add(name: "Connection", value: keepAlive ? "keep-alive" : "close")
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: .init(statusCode: response.status), headers: headers))),
                      promise: nil)
        if head.method != .HEAD {
            context.write(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(bytes: response.body)))), promise: nil)
        }
        let done = context.writeAndFlush(wrapOutboundOut(.end(nil)))
        if !keepAlive {
            let channel = context.channel
            done.whenComplete { _ in channel.close(promise: nil) }
        }
    }

    /// Server-Sent Events: the connection stays open and `EventHub` writes each event to it.
    private func openStream(head: HTTPRequestHead, context: ChannelHandlerContext) {
        guard let id = app.events.add(context.channel) else {
            return write(.text("too many event streams are open (\(EventHub.limit)); close some studio tabs", status: 503), head: head, context: context)
        }
        streamID = id
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "text/event-stream")
        headers.add(name: "Cache-Control", value: "no-store")
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: .ok, headers: headers))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(context.channel.allocator.buffer(string: "retry: 1000\n\n")))), promise: nil)
    }
}
