import Testing
@testable import KeylineStudio

/// The DNS-rebinding guard: only the studio's own address in Host, and its own page as
/// Origin for anything that writes.
@Suite struct RequestGuardTests {
    let guard_ = RequestGuard(port: 7420)

    @Test func itsOwnAddressIsAnsweredByEitherName() {
        #expect(guard_.check(method: "GET", host: "127.0.0.1:7420", origin: nil) == nil)
        #expect(guard_.check(method: "GET", host: "localhost:7420", origin: nil) == nil)
        #expect(guard_.check(method: "GET", host: "LOCALHOST:7420", origin: nil) == nil)
    }

    @Test func aForeignHostIsRefusedEvenOnLoopback() {
        // A rebound name resolves to 127.0.0.1, but the browser still sends it as Host.
        #expect(guard_.check(method: "GET", host: "evil.example:7420", origin: nil) == .foreignHost("evil.example:7420"))
        #expect(guard_.check(method: "GET", host: "127.0.0.1", origin: nil) == .foreignHost("127.0.0.1"))
        #expect(guard_.check(method: "GET", host: "127.0.0.1:7421", origin: nil) == .foreignHost("127.0.0.1:7421"))
        #expect(guard_.check(method: "GET", host: "0.0.0.0:7420", origin: nil) == .foreignHost("0.0.0.0:7420"))
        #expect(guard_.check(method: "GET", host: nil, origin: nil) == .foreignHost(nil))
        #expect(guard_.check(method: "GET", host: "127.0.0.1:7420.evil.example", origin: nil) != nil)
    }

    @Test func aWriteNeedsTheStudiosOwnOrigin() {
        #expect(guard_.check(method: "POST", host: "127.0.0.1:7420", origin: "http://127.0.0.1:7420") == nil)
        #expect(guard_.check(method: "POST", host: "localhost:7420", origin: "http://localhost:7420") == nil)
        #expect(guard_.check(method: "POST", host: "127.0.0.1:7420", origin: nil) == .foreignOrigin(nil))
        #expect(guard_.check(method: "POST", host: "127.0.0.1:7420", origin: "http://evil.example") == .foreignOrigin("http://evil.example"))
        #expect(guard_.check(method: "POST", host: "127.0.0.1:7420", origin: "null") == .foreignOrigin("null"))
        #expect(guard_.check(method: "POST", host: "127.0.0.1:7420", origin: "https://127.0.0.1:7420") == .foreignOrigin("https://127.0.0.1:7420"))
    }

    @Test func aReadFromAnotherOriginIsRefusedAndOtherMethodsAreNotAllowed() {
        #expect(guard_.check(method: "GET", host: "127.0.0.1:7420", origin: "http://evil.example") == .foreignOrigin("http://evil.example"))
        #expect(guard_.check(method: "GET", host: "127.0.0.1:7420", origin: "http://127.0.0.1:7420") == nil)
        #expect(guard_.check(method: "PUT", host: "127.0.0.1:7420", origin: "http://127.0.0.1:7420") == .methodNotAllowed("PUT"))
        #expect(guard_.check(method: "DELETE", host: "127.0.0.1:7420", origin: "http://127.0.0.1:7420") == .methodNotAllowed("DELETE"))
    }

    @Test func queriesArePercentDecoded() {
        let request = StudioRequest(method: "GET", target: "/api/render?scene=0&state=page%3D2&state=name%3DA+B&screen=m%C3%A9")
        #expect(request.path == "/api/render")
        #expect(request["scene"] == "0")
        #expect(request.all("state") == ["page=2", "name=A B"])
        #expect(request["screen"] == "mé")
        #expect(StudioRequest(method: "GET", target: "/report/%2e%2e/x.png").path == "/report/../x.png")
    }
}
