/// The report page's fixed parts: its style sheet, its script and the hatch pattern masks
/// are drawn with. Nothing here depends on a report's contents.
enum ReportPage {
    /// Stripes in the image's own pixels (the mask overlays use them as their user space),
    /// like the diff image's: 3 px wide every 12 px, running down-left.
    static let hatchDefinition = """
    <svg class="defs" width="0" height="0" aria-hidden="true" focusable="false"><defs>\
    <pattern id="keyline-hatch" patternUnits="userSpaceOnUse" width="12" height="12" patternTransform="rotate(45)">\
    <rect width="12" height="12" fill="rgba(74,111,165,0.18)"/><rect width="4" height="12" fill="rgba(74,111,165,0.85)"/>\
    </pattern></defs></svg>
    """

    static let css = """

    :root { color-scheme: light dark; --bg: #f6f7f9; --card: #ffffff; --text: #1b1f24; --muted: #5a6472;
      --line: #d8dde3; --accent: #0d6e73; --failed: #b3261e; --passed: #1e7b34; --code: #eef1f4;
      --finding: #c2410c; --group: #e9edf1; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #14171b; --card: #1d2127; --text: #e6e9ed; --muted: #a3adb9; --line: #353b44;
        --accent: #5cc8cd; --failed: #ff8a80; --passed: #7fd68f; --code: #262b33; --finding: #c2410c; --group: #181b20; }
    }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--bg); color: var(--text);
      font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "Inter", sans-serif; }
    .defs { position: absolute; }
    header.top, main { max-width: 1400px; margin: 0 auto; padding: 0 20px; }
    header.top { padding-top: 16px; }
    h1 { font-size: 22px; margin: 0 0 4px; }
    .summary { font-size: 17px; margin: 0 0 12px; }
    .summary .failed { color: var(--failed); } .summary .passed { color: var(--passed); }
    .environment { border-left: 4px solid var(--failed); background: var(--card); padding: 8px 14px; margin: 0 0 12px; }
    .environment h2 { font-size: 15px; margin: 0; }
    .environment ul { margin: 4px 0 0; padding-left: 20px; }
    nav ol { margin: 0 0 12px; padding-left: 22px; columns: 2 420px; }
    nav li { break-inside: avoid; }
    a { color: var(--accent); }
    .overview { border-collapse: collapse; margin: 0 0 14px; background: var(--card); border: 1px solid var(--line);
      font-variant-numeric: tabular-nums; }
    .overview caption { text-align: left; color: var(--muted); font-size: 13px; padding-bottom: 2px; }
    .overview th, .overview td { text-align: left; padding: 5px 14px; border-bottom: 1px solid var(--line); }
    .overview thead th { font-size: 13px; font-weight: 600; color: var(--muted); }
    .overview tbody th { font-weight: 500; }
    .not-run { color: var(--muted); }
    .failed { color: var(--failed); } .passed { color: var(--passed); }
    .command-name { font: 12px/1 ui-monospace, "DejaVu Sans Mono", monospace; color: var(--muted); font-weight: 400;
      text-transform: none; letter-spacing: 0; }
    .badge { display: inline-block; font-size: 12px; line-height: 18px; padding: 0 7px; margin-left: 6px; border-radius: 9px;
      color: #fff; background: var(--failed); }
    .badge[data-badge="lint-findings"] { background: var(--finding); }
    .badge[data-badge="snapshot-failure"] { background: var(--accent); }
    .group { background: var(--group); border-radius: 12px; padding: 12px 14px 2px; margin: 0 0 24px; }
    .group > h2 { font-size: 19px; margin: 0 0 10px; overflow-wrap: anywhere; }
    .card { background: var(--card); border: 1px solid var(--line); border-radius: 10px; padding: 12px 18px 18px; margin: 0 0 12px; }
    .card > h3 { font-size: 16px; margin: 0 0 4px; }
    .card[data-kind="snapshot-failure"] { border-top: 4px solid var(--accent); }
    .card[data-kind="expectation-failures"] { border-top: 4px solid var(--failed); }
    .card[data-kind="lint-findings"] { border-top: 4px solid var(--finding); }
    .message { margin: 0 0 10px; white-space: pre-wrap; overflow-wrap: anywhere; }
    .figures { border-collapse: collapse; margin: 0 0 12px; font-variant-numeric: tabular-nums; }
    .figures caption { text-align: left; color: var(--muted); font-size: 13px; padding-bottom: 2px; }
    .figures th { text-align: left; font-weight: 500; color: var(--muted); padding: 2px 16px 2px 0; }
    .figures td { padding: 2px 0; }
    .views { display: grid; grid-template-columns: repeat(var(--panes, 4), minmax(0, 1fr)); gap: 16px; align-items: start; }
    .side-by-side { grid-column: span 2; }
    .view h4, .rerecord h4 { font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 0 0 6px; }
    /* The pair's gap is the row's, so its two images are as wide as the others. */
    .pair { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 16px; }
    .beside { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: 24px; align-items: start; }
    /* Narrow: two images a row, the pair on a row of its own; still all one width. */
    @media (max-width: 900px) { .views { grid-template-columns: repeat(2, minmax(0, 1fr)); }
      .beside { grid-template-columns: minmax(0, 1fr); } }
    .expectations { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
    .expectations th { text-align: left; font-size: 13px; font-weight: 600; color: var(--muted); padding: 0 12px 4px 0;
      border-bottom: 1px solid var(--line); }
    .expectations td { vertical-align: top; padding: 8px 12px 8px 0; border-bottom: 1px solid var(--line); }
    .expectations code, .findings code { font: 13px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; overflow-wrap: anywhere; }
    .verdict { color: var(--failed); font-weight: 700; }
    .reason { color: var(--failed); font-size: 13px; }
    .where { color: var(--muted); font-size: 12px; overflow-wrap: anywhere; }
    .note { font-size: 13px; font-style: italic; }
    .findings { list-style: none; margin: 0; padding: 0; }
    .findings li { display: flex; gap: 10px; align-items: flex-start; padding: 8px 0; border-bottom: 1px solid var(--line); }
    .findings .number { flex: none; min-width: 24px; height: 22px; line-height: 22px; padding: 0 6px; border-radius: 11px;
      text-align: center; font-size: 13px; font-weight: 600; color: #fff; background: var(--finding); }
    .findings .number.unmarked { background: var(--muted); }
    .findings .code { font-weight: 600; }
    .findings .element { font-size: 13px; color: var(--muted); }
    .finding-message { overflow-wrap: anywhere; }
    figure { margin: 0; }
    figcaption { font-size: 13px; color: var(--muted); margin-bottom: 4px; }
    .frame, .compare { position: relative; display: block; border: 1px solid var(--line); line-height: 0;
      background: repeating-conic-gradient(rgba(128,128,128,.18) 0 25%, transparent 0 50%) 0 0 / 16px 16px; }
    .frame img, .compare img { display: block; width: 100%; height: auto; }
    .masks { position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; }
    .masks rect { fill: url(#keyline-hatch); stroke: #4a6fa5; stroke-width: 2px; vector-effect: non-scaling-stroke; }
    .compare { display: grid; }
    .compare > img { grid-area: 1 / 1; }
    .compare .over { clip-path: inset(0 calc(100% - var(--split)) 0 0); }
    .divider { position: absolute; top: 0; bottom: 0; left: var(--split); width: 2px; transform: translateX(-50%);
      background: var(--accent); box-shadow: 0 0 0 1px var(--card); }
    .split-label { display: block; font-size: 13px; color: var(--muted); margin-bottom: 4px; }
    .split { width: 100%; margin-top: 8px; accent-color: var(--accent); }
    .no-image { border: 1px dashed var(--line); padding: 24px 10px; color: var(--muted); margin: 0; text-align: center; }
    .rerecord { margin-top: 14px; }
    .command { display: flex; gap: 8px; align-items: stretch; }
    .command pre { flex: 1; margin: 0; background: var(--code); padding: 8px 10px; border-radius: 6px; overflow-x: auto; }
    .command code { font: 13px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; }
    button { font: inherit; font-size: 13px; color: var(--text); background: var(--code); border: 1px solid var(--line);
      border-radius: 6px; padding: 0 12px; cursor: pointer; }
    :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
    .empty { font-size: 17px; }
    .nav-title { font-size: 15px; margin: 0 0 4px; }
    details.members { margin: 0 0 12px; }
    details.members summary { cursor: pointer; color: var(--accent); }
    details.members ol { margin: 6px 0 0; padding-left: 22px; columns: 2 520px; font-size: 13px; }
    .member { break-inside: avoid; overflow-wrap: anywhere; }

    """

    /// Wires the sliders and copy buttons; with `?selftest` in the address, checks every card
    /// once the page has loaded and writes the results into the DOM (`data-*` attributes on
    /// each card and on `<body>`), for the headless-browser test to read.
    static let script = """

    (function () {
      "use strict";
      function setSplit(input) {
        var compare = input.parentElement.querySelector("[data-compare]");
        compare.style.setProperty("--split", input.value + "%");
        input.setAttribute("aria-valuetext", input.value + "% actual");
      }
      document.querySelectorAll("[data-split]").forEach(function (input) {
        input.addEventListener("input", function () { setSplit(input); });
        setSplit(input);
      });
      document.querySelectorAll("[data-copy]").forEach(function (button) {
        button.addEventListener("click", function () {
          var code = document.getElementById(button.getAttribute("data-copy"));
          function selectCode() {
            var range = document.createRange(); range.selectNodeContents(code);
            var selection = window.getSelection(); selection.removeAllRanges(); selection.addRange(range);
          }
          function said(text) { button.textContent = text; setTimeout(function () { button.textContent = "Copy"; }, 1500); }
          if (navigator.clipboard && navigator.clipboard.writeText) {
            navigator.clipboard.writeText(code.textContent).then(function () { said("Copied"); },
              function () { selectCode(); said("Selected"); });
          } else { selectCode(); said("Selected"); }
        });
      });
      function selfTest() {
        var cards = document.querySelectorAll("article.card"), pass = cards.length > 0;
        cards.forEach(function (card) {
          var images = card.querySelectorAll("img[data-report-image]"), loaded = 0;
          images.forEach(function (img) { if (img.complete && img.naturalWidth > 0) loaded += 1; });
          card.setAttribute("data-images", String(images.length));
          card.setAttribute("data-images-loaded", String(loaded));
          var box = card.getBoundingClientRect();
          var rendered = box.width > 0 && box.height > 0;
          card.setAttribute("data-rendered", String(rendered));
          var slider = "absent", input = card.querySelector("[data-split]");
          if (input) {
            var compare = card.querySelector("[data-compare]"), over = compare.querySelector(".over");
            var divider = compare.querySelector(".divider");
            var at = function (value) {
              input.value = String(value);
              input.dispatchEvent(new Event("input", { bubbles: true }));
              var b = compare.getBoundingClientRect(), d = divider.getBoundingClientRect();
              // Inside the frame's border: where the line stands over the images.
              var x = d.left + d.width / 2 - b.left - compare.clientLeft;
              return { position: x / compare.clientWidth, clip: getComputedStyle(over).clipPath };
            };
            var low = at(20), high = at(80);
            at(50);
            var moved = Math.abs(low.position - 0.2) < 0.02 && Math.abs(high.position - 0.8) < 0.02 && low.clip !== high.clip;
            slider = moved ? "moved" : "stuck";
            card.setAttribute("data-slider-positions", low.position.toFixed(3) + " " + high.position.toFixed(3));
          }
          card.setAttribute("data-slider", slider);
          // How much of the card the row of views fills (all of it unless a card has fewer than
          // three images), and whether its images are equally wide.
          var views = card.querySelector(".views"), layout = "ok";
          if (views) {
            var row = views.getBoundingClientRect(), left = Infinity, right = -Infinity, widths = [];
            views.querySelectorAll(".view").forEach(function (view) {
              var r = view.getBoundingClientRect(); left = Math.min(left, r.left); right = Math.max(right, r.right);
            });
            views.querySelectorAll("img[data-report-image]").forEach(function (img) { widths.push(img.getBoundingClientRect().width); });
            var fill = (right - left) / row.width;
            var equal = widths.every(function (w) { return Math.abs(w - widths[0]) < 1; });
            card.setAttribute("data-views-fill", fill.toFixed(2));
            card.setAttribute("data-image-widths", equal ? "equal" : widths.map(function (w) { return w.toFixed(1); }).join(" "));
            if (!equal) layout = "uneven";
          }
          card.setAttribute("data-layout", layout);
          if (!rendered || loaded !== images.length || slider === "stuck" || layout !== "ok") pass = false;
        });
        document.body.setAttribute("data-cards", String(cards.length));
        document.body.setAttribute("data-selftest", pass ? "pass" : "fail");
      }
      // With ?timing: the browser's own figures for this page (not the browser's start-up),
      // written on the body element for Scripts/bench-failures to read: first contentful paint and the
      // end of the load event, in ms from navigation start, and the images fetched so far.
      if (/[?&]timing(=|&|$)/.test(location.search)) {
        window.addEventListener("load", function () {
          setTimeout(function () {
            var paint = performance.getEntriesByName("first-contentful-paint")[0];
            var navigation = performance.getEntriesByType("navigation")[0];
            document.body.setAttribute("data-first-paint-ms", paint ? paint.startTime.toFixed(0) : "none");
            document.body.setAttribute("data-load-ms", navigation ? navigation.loadEventEnd.toFixed(0) : "none");
            document.body.setAttribute("data-images-fetched", String(performance.getEntriesByType("resource")
              .filter(function (r) { return r.name.slice(-4) === ".png"; }).length));
            document.body.setAttribute("data-images-on-page", String(document.images.length));
          }, 0);
        });
      }
      if (/[?&]selftest(=|&|$)/.test(location.search)) {
        // Images load lazily; the self-test looks at every card's, so it loads them all first.
        var pending = [];
        document.querySelectorAll("article.card img[loading=lazy]").forEach(function (img) {
          img.loading = "eager";
          if (!img.complete) pending.push(new Promise(function (done) {
            img.addEventListener("load", done); img.addEventListener("error", done);
          }));
        });
        var run = function () { Promise.all(pending).then(selfTest); };
        if (document.readyState === "complete") run(); else window.addEventListener("load", run);
      }
    })();

    """
}
