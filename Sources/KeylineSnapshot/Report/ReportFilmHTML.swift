/// A motion golden's card body: the golden's film and the film rendered now side by side,
/// one scrubber for both (frame i of each at once), the frames that differ marked under it,
/// and what changed in time as a list. Self-contained: the frames are files in the report
/// folder, the script is inline, nothing is fetched.
struct ReportFilmHTML {
    let film: ReportFilm
    let id: String
    let title: String

    private typealias H = ReportHTML

    var html: String {
        let frames = max(film.expectedFrames, film.actualFrames)
        var out = "<div class=\"film\" data-film data-fps=\"\(film.fps)\">\n"
        if !film.changes.isEmpty {
            out += "<ul class=\"film-changes\">" + film.changes.map { "<li>\(H.escape($0))</li>" }.joined() + "</ul>\n"
        }
        out += "<div class=\"views\" style=\"--panes: 2\">\n"
        out += pane("Expected (golden)", film.expectedFolder, film.expectedFrames, film.expectedAPNG, "expected",
                    missing: "No golden film (missing or unreadable).")
        out += pane("Actual", film.actualFolder, film.actualFrames, film.actualAPNG, "actual", missing: "The film did not render.")
        out += "</div>\n"
        if frames > 0 {
            let inputID = "\(id)-scrub"
            out += "<label class=\"film-label\" for=\"\(inputID)\">Frame <output data-film-frame>0</output> of \(frames - 1)"
            out += " · <output data-film-time>0 ms</output></label>\n"
            out += "<input type=\"range\" id=\"\(inputID)\" class=\"film-scrubber\" min=\"0\" max=\"\(frames - 1)\" value=\"0\" step=\"1\" data-film-scrubber>\n"
            out += marks(frames)
        }
        return out + "</div>\n"
    }

    private func pane(_ label: String, _ folder: String?, _ count: Int, _ apng: String?, _ role: String, missing: String) -> String {
        var out = "<section class=\"view\">\n<figure class=\"pane\">\n<figcaption>\(H.escape(label))"
        if let apng { out += " · <a href=\"\(H.escape(H.url(apng)))\">play (APNG)</a>" }
        out += " · \(count) frames</figcaption>\n"
        if let folder, count > 0 {
            out += "<img class=\"film-frame\" src=\"\(H.escape(H.url(ReportFilm.framePath(folder, 0))))\" alt=\"\(H.escape(label)): \(H.escape(title))\" "
            out += "data-film-\(role)=\"\(H.escape(H.url(folder)))\" data-film-count=\"\(count)\" data-report-image>\n"
        } else {
            out += "<p class=\"no-image\">\(H.escape(missing))</p>\n"
        }
        return out + "</figure>\n</section>\n"
    }

    /// The differing frames, as red ticks along the scrubber.
    private func marks(_ frames: Int) -> String {
        guard !film.differingFrames.isEmpty, frames > 1 else { return "" }
        var out = "<div class=\"film-marks\" aria-label=\"Frames that differ\">"
        for frame in film.differingFrames where frame < frames {
            let left = Double(frame) / Double(frames - 1) * 100
            out += "<span style=\"left: \((left * 100).rounded() / 100)%\" title=\"frame \(frame) differs\"></span>"
        }
        return out + "</div>\n"
    }

    static let css = """

    .film-changes { margin: 0 0 10px; padding-left: 22px; }
    .film-changes li { margin: 2px 0; }
    .film img.film-frame { display: block; max-width: 100%; height: auto; border: 1px solid #d0d0d6; }
    .film-label { display: block; margin: 10px 0 4px; font-size: 13px; }
    .film-scrubber { width: 100%; }
    .film-marks { position: relative; height: 8px; margin: 0 8px; }
    .film-marks span { position: absolute; top: 0; width: 2px; height: 8px; background: #d12; transform: translateX(-1px); }

    """

    /// One scrubber drives both films: frame i is `<folder>/frame-<iiii>.png`; a film with
    /// fewer frames holds its last one.
    static let script = """

    (function () {
      "use strict";
      function path(folder, i) { return folder + "/frame-" + String(i).padStart(4, "0") + ".png"; }
      document.querySelectorAll("[data-film]").forEach(function (film) {
        var input = film.querySelector("[data-film-scrubber]");
        if (!input) return;
        var fps = Number(film.getAttribute("data-fps")) || 30;
        function show() {
          var i = Number(input.value);
          film.querySelectorAll("img[data-film-count]").forEach(function (img) {
            var folder = img.getAttribute("data-film-expected") || img.getAttribute("data-film-actual");
            var count = Number(img.getAttribute("data-film-count"));
            img.src = path(folder, Math.min(i, count - 1));
          });
          film.querySelector("[data-film-frame]").textContent = String(i);
          film.querySelector("[data-film-time]").textContent = Math.round(i * 1000 / fps) + " ms";
        }
        input.addEventListener("input", show);
        var start = new URLSearchParams(location.search).get("frame");
        if (start !== null) { input.value = start; show(); }
      });
    })();

    """
}
