import KeylineCore
import KeylinePixels

/// Why a route could not answer, as the status and JSON body the page shows.
enum StudioFailure: Error {
    case badRequest(String)
    case notFound(String)
    /// The scene's text has errors and it never loaded cleanly: nothing to render from.
    case sceneBroken(String, [StudioDiagnostic])
    /// Writing is off (CI=true), or the request would write where the studio does not.
    case forbidden(String)

    var response: StudioResponse {
        switch self {
        case .badRequest(let message): .error(message, status: 400)
        case .notFound(let message): .error(message, status: 404)
        case .sceneBroken(let file, let diagnostics):
            .error("\(file) has errors and has not loaded cleanly since the studio started; fix them and save", status: 422, diagnostics: diagnostics)
        case .forbidden(let message): .error(message, status: 403)
        }
    }

    /// Runs a route, turning what it throws into an answer: a scene's diagnostics (422,
    /// located), a bad query (400), a file that cannot be written (500).
    static func answer(_ body: () throws -> StudioResponse) -> StudioResponse {
        do { return try body() } catch let failure as StudioFailure {
            return failure.response
        } catch let invalid as PreviewRequest.Invalid {
            return .error(invalid.message, status: 400)
        } catch let errors as SceneErrors {
            return .error(errors.errors.first?.message ?? "the scene has errors", status: 422, diagnostics: StudioDiagnostic.list(errors.diagnostics))
        } catch let diagnostic as Diagnostic {
            return .error(diagnostic.message, status: 422, diagnostics: StudioDiagnostic.list([diagnostic]))
        } catch let failure as AtomicFileError {
            return .error("cannot write \(failure.path): \(failure.reason)", status: 500)
        } catch {
            return .error("\(error)", status: 500)
        }
    }
}

extension PreviewRequest {
    static func parse(_ request: StudioRequest) throws(Invalid) -> PreviewRequest { try PreviewRequest(request) }
}

extension StudioRequest {
    /// The query in a canonical order (render cache keys).
    var canonicalQuery: String {
        query.map { "\($0.name)=\($0.value)" }.sorted().joined(separator: "&")
    }
}
