/// Which requests the studio answers at all, decided before anything else is read.
///
/// The studio listens on 127.0.0.1 only, but a page on any web site the user has open can
/// still reach it: a browser sends requests to loopback on that page's behalf, and with
/// DNS rebinding (a name of the attacker's that resolves first to their server, then to
/// 127.0.0.1) the browser even treats the answers as same-origin and lets the page read
/// them. What such a request cannot fake is its `Host` header (the attacker's name) and,
/// for a cross-origin write, its `Origin`. So (as the Chromium and Go module proxy advice on
/// rebinding has it, https://github.com/golang/go/issues/46014 and
/// https://developer.chrome.com/blog/private-network-access-preflight):
///
/// - every request must name the studio's own address in `Host`: `127.0.0.1:PORT` or
///   `localhost:PORT`, nothing else (no other port, no other name, no missing header);
/// - a request that can change anything (any method but GET and HEAD) must carry an
///   `Origin` that is the studio's own origin: browsers always send it on such requests, so
///   a missing one means a client that is not a page of the studio's;
/// - a GET that does carry an `Origin` must carry the studio's own (the event stream, a
///   fetch from elsewhere).
public struct RequestGuard: Sendable, Equatable {
    public let port: Int

    public init(port: Int) { self.port = port }

    /// Why a request is refused (403), or nil when it may be answered.
    public enum Refusal: Equatable, Sendable, CustomStringConvertible {
        case foreignHost(String?)
        case foreignOrigin(String?)
        case methodNotAllowed(String)

        public var description: String {
            switch self {
            case .foreignHost(let host):
                "refused: Host \(host.map { "'\($0)'" } ?? "(none)") is not this studio's address; open it at its own address (127.0.0.1 or localhost with its port)"
            case .foreignOrigin(let origin):
                "refused: Origin \(origin.map { "'\($0)'" } ?? "(none)") is not this studio's own page; only its page may change files"
            case .methodNotAllowed(let method): "refused: method \(method) (the studio answers GET, HEAD and POST)"
            }
        }
    }

    /// The names the studio answers to.
    public var hosts: Set<String> { ["127.0.0.1:\(port)", "localhost:\(port)"] }
    /// Its own origins.
    public var origins: Set<String> { Set(hosts.map { "http://" + $0 }) }

    /// `host` and `origin` as the request gave them (nil when absent); more than one `Host`
    /// header is refused by the caller before this (HTTP/1.1 §5.4: a 400).
    public func check(method: String, host: String?, origin: String?) -> Refusal? {
        guard let host, hosts.contains(host.lowercased()) else { return .foreignHost(host) }
        switch method {
        case "GET", "HEAD":
            if let origin, !origins.contains(origin.lowercased()) { return .foreignOrigin(origin) }
            return nil
        case "POST":
            guard let origin, origins.contains(origin.lowercased()) else { return .foreignOrigin(origin) }
            return nil
        default:
            return .methodNotAllowed(method)
        }
    }
}
