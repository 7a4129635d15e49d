import Foundation
import KeylineCompare
import KeylineCore
import KeylinePixels

/// The compare overlay: a screenshot dropped on a still, measured against that screen by
/// the code `keyline compare` runs (`ScreenComparer`, the same render, the same masks),
/// answered as the command's JSON. The screenshot is the request's body and stays in
/// memory: nothing is written anywhere.
extension OverlayRoutes {
    /// The largest screenshot accepted, in bytes: a 16-bit RGBA PNG of the largest iPhone
    /// (1320 x 2868 at @3x) is about 30 MB before compression; a real screenshot is a few MB.
    static let screenshotLimit = 40 << 20

    /// The answer: `{"variant", "canvas": [width, height], "comparison": <keyline compare --json>,
    /// "boxes": <base64 PNG>}`, `boxes` being the boxes and labels Keyline draws for the
    /// comparison (`CompareOverlay`, transparent elsewhere) at the screenshot's size, which
    /// the page lays over the screenshot as the report card does.
    func compare(_ http: StudioRequest) -> StudioResponse {
        StudioFailure.answer {
            let (document, screen, pageVariant) = try still(http)
            guard !http.body.isEmpty else { throw StudioFailure.badRequest("drop a PNG screenshot of the app on the screen") }
            let name = "the dropped screenshot"
            let shot: Screenshot
            do {
                // Its pixel size says the device and scale, as for `keyline compare`; the page's
                // device settles a size several devices share.
                shot = try Screenshot(bytes: http.body, name: name, preferring: pageVariant.device)
            } catch let error as PNGFileError {
                throw StudioFailure.badRequest("cannot read \(name): \(error.error.problem) (\(error.error.advice))")
            }
            var variant = pageVariant
            variant.device = shot.device
            variant.scale = Double(shot.scale)
            let (comparison, boxes) = try renderers.with { renderer in
                let comparison = try ScreenComparer().compare(shot, document: document, screen: screen, variant: variant, masks: [],
                                                              renderer: renderer).comparison
                return (comparison, ScreenComparer.boxes(comparison, canvas: variant.device.size, scale: shot.scale, renderer: renderer))
            }
            let key = variant.key(sceneDevice: document.device)
            let png = Data(try boxes.encodedPNG()).base64EncodedString()
            let body = #"{"variant":"\#(key)","canvas":[\#(variant.device.size.width),\#(variant.device.size.height)],"comparison":\#(comparison.json),"boxes":"\#(png)"}"#
            return StudioResponse(contentType: "application/json", body: Array(body.utf8))
        }
    }
}
