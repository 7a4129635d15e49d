/// A request as the studio's routes see it: NIO's parsed head and the body, bounded.
public struct StudioRequest: Sendable {
    public var method: String
    /// The path without the query, percent-decoded.
    public var path: String
    public var query: [(name: String, value: String)]
    public var body: [UInt8]

    public init(method: String, path: String, query: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.method = method; self.path = path; self.query = query; self.body = body
    }

    /// Splits a request target (`/api/render?scene=0&state=page%3D2`) into path and query.
    public init(method: String, target: String, body: [UInt8] = []) {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let rawPath = parts.first.map(String.init) ?? "/"
        var query: [(String, String)] = []
        if parts.count > 1 {
            for pair in parts[1].split(separator: "&").prefix(Self.queryItems) {
                let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                query.append((Self.decode(String(kv[0])), kv.count > 1 ? Self.decode(String(kv[1])) : ""))
            }
        }
        self.init(method: method, path: Self.decode(rawPath, plusIsSpace: false), query: query, body: body)
    }

    /// The first value of a query item.
    public subscript(_ name: String) -> String? { query.first { $0.name == name }?.value }

    /// Every value of a repeated query item (`state=a%3D1&state=b%3D2`).
    public func all(_ name: String) -> [String] { query.filter { $0.name == name }.map(\.value) }

    /// Query items read from one request: a page sends a dozen.
    static let queryItems = 64

    /// Percent-decoding (and `+` as a space, in a query). An invalid escape is kept as
    /// written: the route then refuses the value by name.
    static func decode(_ text: String, plusIsSpace: Bool = true) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2, let hi = hex(utf8[utf8.startIndex]), let lo = hex(utf8[utf8.startIndex + 1]) {
                bytes.append(hi << 4 | lo)
                utf8 = utf8.dropFirst(2)
            } else if byte == UInt8(ascii: "+"), plusIsSpace {
                bytes.append(UInt8(ascii: " "))
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hex(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// What a route answers.
public struct StudioResponse: Sendable {
    public var status: Int
    public var contentType: String
    public var body: [UInt8]
    public var headers: [(String, String)] = []

    public init(status: Int = 200, contentType: String, body: [UInt8], headers: [(String, String)] = []) {
        self.status = status; self.contentType = contentType; self.body = body; self.headers = headers
    }

    public static func text(_ text: String, status: Int = 200, type: String = "text/plain; charset=utf-8") -> StudioResponse {
        StudioResponse(status: status, contentType: type, body: Array(text.utf8))
    }

    public static func png(_ bytes: [UInt8], headers: [(String, String)] = []) -> StudioResponse {
        StudioResponse(contentType: "image/png", body: bytes, headers: headers)
    }

    /// A JSON error body the page shows: `{"error": "…", "diagnostics": […]}`.
    public static func error(_ message: String, status: Int, diagnostics: [StudioDiagnostic] = []) -> StudioResponse {
        json(StudioError(error: message, diagnostics: diagnostics), status: status)
    }

    public static func json(_ value: some Encodable, status: Int = 200) -> StudioResponse {
        StudioResponse(status: status, contentType: "application/json", body: StudioJSON.encode(value))
    }
}

struct StudioError: Encodable {
    let error: String
    let diagnostics: [StudioDiagnostic]
}
