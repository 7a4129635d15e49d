extension StudioPage {
    static let css = #"""
:root {
  --bg: #f4f4f6; --panel: #ffffff; --ink: #1c1c1e; --muted: #6e6e73; --line: #e3e3e8;
  --accent: #0d7377; --accent-soft: #e3f2f2; --bad: #c62828; --bad-soft: #fdecea; --warn: #a86400; --warn-soft: #fff6e0;
  --good: #2e7d32; --radius: 10px;
  font: 13px/1.45 "Inter", system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink);
}
* { box-sizing: border-box; }
html, body { margin: 0; height: 100%; background: var(--bg); }
button, select, input { font: inherit; color: inherit; }
button { cursor: pointer; }
button:disabled { cursor: default; opacity: .45; }
code, .mono, pre { font-family: "DejaVu Sans Mono", ui-monospace, monospace; font-size: 12px; }
.muted { color: var(--muted); }
.small { font-size: 11px; }
.spacer { flex: 1; }

#app { display: flex; flex-direction: column; height: 100%; }
.top { display: flex; align-items: center; gap: 24px; padding: 0 18px; height: 48px; background: #1c1c1e; color: #f2f2f7; flex: none; }
.brand { font-size: 15px; letter-spacing: .2px; display: flex; align-items: center; gap: 6px; }
.brand b { font-weight: 600; color: #7fd4d6; }
.brand .mark { width: 16px; height: 16px; border-radius: 4px; background: linear-gradient(135deg, #14a3a8, #0d7377); margin-right: 4px; }
.tabs { display: flex; gap: 4px; }
.tab { background: none; border: 0; color: #aeaeb2; padding: 6px 12px; border-radius: 6px; display: flex; gap: 6px; align-items: center; }
.tab.on { background: #3a3a3c; color: #fff; }
.badge { background: var(--bad); color: #fff; border-radius: 9px; padding: 0 6px; font-size: 11px; }
.live { margin-left: auto; display: flex; align-items: center; gap: 6px; color: #aeaeb2; font-size: 12px; }
.live .dot { width: 8px; height: 8px; border-radius: 50%; background: #636366; }
body[data-live="on"] .live .dot { background: #30d158; box-shadow: 0 0 0 3px rgba(48, 209, 88, .2); }

.body { flex: 1; display: flex; min-height: 0; }
.side { width: 250px; flex: none; overflow: auto; background: var(--panel); border-right: 1px solid var(--line); padding: 12px 10px; }
.scene { margin-bottom: 16px; }
.scene h3 { font-size: 12px; text-transform: uppercase; letter-spacing: .6px; color: var(--muted); margin: 4px 8px 0; display: flex; gap: 6px; align-items: center; }
.scene .file { font-size: 11px; color: #aeaeb2; margin: 0 8px 6px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.scene ul { list-style: none; margin: 0; padding: 0; }
.err-badge { background: var(--bad); color: #fff; border-radius: 4px; padding: 0 5px; font-size: 10px; letter-spacing: 0; text-transform: none; }
.item { width: 100%; text-align: left; border: 0; background: none; padding: 5px 8px; border-radius: 6px; display: flex; gap: 8px; align-items: center; }
.item:hover { background: #f2f2f7; }
.item.on { background: var(--accent-soft); color: var(--accent); font-weight: 600; }
.item.sub { padding-left: 22px; color: var(--muted); font-size: 12px; }
.item.sub.on { color: var(--accent); }
.item .icon { width: 12px; color: #aeaeb2; font-size: 10px; }

.main { flex: 1; overflow: auto; padding: 18px 24px 40px; min-width: 0; }
.main.empty { display: grid; place-items: center; color: var(--muted); }
.title { display: flex; align-items: baseline; gap: 10px; }
.title h2, .review-head h2 { margin: 0 0 10px; font-size: 20px; font-weight: 600; }

.controls { background: var(--panel); border: 1px solid var(--line); border-radius: var(--radius); padding: 10px 12px; margin-bottom: 14px; }
.controls .row { display: flex; flex-wrap: wrap; gap: 10px 18px; align-items: flex-end; }
.field { display: flex; flex-direction: column; gap: 3px; }
.field > span { font-size: 11px; color: var(--muted); }
select, .state input { border: 1px solid var(--line); border-radius: 6px; padding: 4px 6px; background: #fff; height: 28px; }
.seg { display: inline-flex; background: #eeeef1; border-radius: 7px; padding: 2px; }
.seg button { border: 0; background: none; padding: 3px 10px; border-radius: 5px; height: 24px; color: #3a3a3c; }
.seg button.on { background: #fff; box-shadow: 0 1px 2px rgba(0,0,0,.12); color: var(--ink); font-weight: 600; }
.states { display: flex; gap: 12px; align-items: center; margin-top: 10px; padding-top: 10px; border-top: 1px solid var(--line); flex-wrap: wrap; }
.states-title { font-size: 11px; color: var(--muted); }
.state { display: flex; gap: 6px; align-items: center; }
.state span { font-family: "DejaVu Sans Mono", monospace; font-size: 12px; }
.state input { width: 110px; }

.diagnostics { border-radius: var(--radius); padding: 10px 14px; margin-bottom: 14px; border: 1px solid; }
.diagnostics.bad { background: var(--bad-soft); border-color: #f5c2c0; }
.diagnostics.warn { background: var(--warn-soft); border-color: #f3dca6; }
.diag-head { font-weight: 600; margin-bottom: 6px; }
.diag { margin: 8px 0; }
.diag .loc { font-weight: 600; }
.sev { font-weight: 600; }
.sev.error { color: var(--bad); }
.sev.warning { color: var(--warn); }
.code { color: var(--muted); font-size: 11px; }
.diag pre { margin: 4px 0; background: rgba(255,255,255,.7); padding: 6px 8px; border-radius: 6px; overflow: auto; }
.hint { color: #3a3a3c; font-style: italic; }

.stage { display: flex; justify-content: center; padding: 20px; background:
  repeating-conic-gradient(#ececf0 0% 25%, #f6f6f8 0% 50%) 50% / 20px 20px; border-radius: var(--radius); border: 1px solid var(--line); }
.device { position: relative; display: inline-block; border-radius: 22px; overflow: hidden; box-shadow: 0 10px 30px rgba(0,0,0,.14), 0 0 0 1px rgba(0,0,0,.08); line-height: 0; }
.shot { display: block; max-height: 72vh; width: auto; max-width: 100%; }
.shot.stale { outline: 3px solid var(--bad); outline-offset: -3px; opacity: .85; }
.device.with-overlay .shot { visibility: hidden; }
.overlay-img { position: absolute; inset: 0; width: 100%; height: 100%; }
.overlay-note { position: absolute; inset: auto 10px 10px 10px; background: rgba(28,28,30,.85); color: #fff; padding: 8px 10px; border-radius: 8px; line-height: 1.4; font-size: 12px; }
.overlay-note.bad { background: rgba(180,35,24,.92); }
.compare-layer { position: absolute; inset: 0; }
.compare-layer.dragging { outline: 3px dashed var(--accent); outline-offset: -6px; background: rgba(10,132,255,.08); }
.drop-hint { position: absolute; inset: auto 12px 12px 12px; display: flex; flex-direction: column; gap: 2px; align-items: center; background: rgba(28,28,30,.82); color: #fff; padding: 10px; border-radius: 10px; line-height: 1.35; font-size: 12px; }
.compare-shot { position: absolute; inset: 0; width: 100%; height: 100%; }
.compare-boxes { position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; }
.compare-panel { background: var(--panel); border: 1px solid var(--line); border-radius: var(--radius); padding: 10px 14px; margin-top: 12px; }
.compare-head { display: flex; flex-wrap: wrap; align-items: center; gap: 14px; }
.compare-head .summary { font-weight: 600; }
.field.inline { flex-direction: row; align-items: center; gap: 6px; }
.file-button { display: inline-block; padding: 5px 10px; border: 1px solid var(--line); border-radius: 6px; background: #fff; cursor: pointer; }
.file-button input { display: none; }
.compare-table { width: 100%; border-collapse: collapse; margin-top: 10px; font-size: 12px; }
.compare-table th { text-align: left; color: var(--muted); font-weight: 500; border-bottom: 1px solid var(--line); padding: 4px 6px; }
.compare-table td { padding: 4px 6px; border-bottom: 1px solid #f0f0f3; }
.compare-table th.num, .compare-table td.num { font-family: "DejaVu Sans Mono", monospace; text-align: right; }
.pill { display: inline-block; padding: 0 7px; border-radius: 9px; font-size: 11px; line-height: 18px; color: #fff; background: #30a46c; }
.pill.drift { background: #f76b15; }
.pill.missing { background: #e5484d; }
.lint-layer { position: absolute; inset: 0; }
/* The report's lint orange (#C2410C, LintOverlay.colour) over a white halo, as keyline lint --report draws it. */
.lint-box { position: absolute; border: 2px solid #c2410c; box-shadow: 0 0 0 1px rgba(255,255,255,.9), inset 0 0 0 1px rgba(255,255,255,.9); background: rgba(194,65,12,.06); border-radius: 2px; }
.lint-box span { position: absolute; top: -9px; left: -9px; background: #c2410c; color: #fff; font-size: 10px; font-weight: 600; line-height: 16px; min-width: 16px; padding: 0 3px; text-align: center; border-radius: 8px; }
.lint-list { background: var(--panel); border: 1px solid var(--line); border-radius: var(--radius); padding: 10px 10px 10px 30px; margin-top: 12px; }
.lint-list li { margin: 4px 0; }
.caption { text-align: center; margin-top: 8px; color: var(--muted); }

.grid-head { margin-bottom: 10px; }
.grid { display: grid; gap: 14px; }
.cell { margin: 0; background: var(--panel); border: 1px solid var(--line); border-radius: var(--radius); padding: 10px; text-align: center; }
.cell .shot { max-height: 46vh; margin: 0 auto; border-radius: 10px; box-shadow: 0 0 0 1px rgba(0,0,0,.08); }
.cell figcaption { margin-top: 6px; color: var(--muted); font-size: 12px; }

.timeline { background: var(--panel); border: 1px solid var(--line); border-radius: var(--radius); padding: 12px 14px; margin-top: 14px; }
.track { position: relative; }
.track input[type=range] { width: 100%; accent-color: var(--accent); margin: 6px 0; }
.marks { position: absolute; left: 8px; right: 8px; top: -2px; height: 6px; }
.mark-ev { position: absolute; width: 2px; height: 8px; background: var(--warn); border-radius: 1px; }
.transport { display: flex; align-items: center; gap: 6px; margin-top: 4px; }
.transport button { width: 32px; height: 28px; border: 1px solid var(--line); background: #fff; border-radius: 6px; }
.transport button.play { background: var(--accent); color: #fff; border-color: var(--accent); width: 40px; }
.time { font-family: "DejaVu Sans Mono", monospace; font-weight: 600; margin-left: 10px; font-size: 14px; }
.curves { margin-top: 14px; }
.curves h4 { margin: 0 0 8px; font-size: 13px; }
.curve-list { display: flex; flex-wrap: wrap; gap: 10px; }
.curve-card { margin: 0; background: var(--panel); border: 1px solid var(--line); border-radius: var(--radius); padding: 8px; width: 240px; }
.curve { width: 100%; height: auto; }
.curve .ref { stroke: #d1d1d6; stroke-dasharray: 3 3; }
.curve .line { fill: none; stroke: var(--accent); stroke-width: 2; }
.curve .head { stroke: var(--warn); stroke-width: 1; }
.curve .dot { fill: var(--warn); }
.curve-card figcaption { font-size: 12px; }

.review-head { display: flex; align-items: center; gap: 12px; margin-bottom: 12px; }
.review-head h2 { margin: 0; }
.summary { color: var(--muted); }
button.primary, button.accept { background: var(--accent); color: #fff; border: 0; border-radius: 7px; padding: 6px 14px; }
.review-head button, .card-actions button { border: 1px solid var(--line); background: #fff; border-radius: 7px; padding: 6px 14px; }
.review-head button.primary, .card-actions button.accept, .group-head button.accept { background: var(--accent); color: #fff; border-color: var(--accent); }
.banner { background: var(--warn-soft); border: 1px solid #f3dca6; padding: 8px 12px; border-radius: var(--radius); margin-bottom: 12px; }
.all-good { background: #e8f5e9; color: var(--good); padding: 14px; border-radius: var(--radius); font-weight: 600; }
.group { margin-bottom: 22px; }
.group-head { display: flex; align-items: baseline; gap: 10px; border-bottom: 1px solid var(--line); padding-bottom: 6px; margin-bottom: 10px; }
.group-head h3 { margin: 0; font-size: 14px; }
.group-head button { padding: 5px 12px; border-radius: 7px; }
.card { background: var(--panel); border: 1px solid var(--line); border-radius: var(--radius); padding: 12px 14px; margin-bottom: 12px; }
.card.rejected { opacity: .55; }
.card-head { display: flex; align-items: center; gap: 8px; }
.card-head h4 { margin: 0; font-size: 14px; }
.sep { color: #c7c7cc; }
.message { margin: 6px 0; }
.side-by-side { display: flex; gap: 14px; justify-content: center; }
.side-by-side figure, .single { margin: 0; text-align: center; }
.side-by-side figcaption { color: var(--muted); font-size: 12px; margin-top: 4px; }
.card .shot { max-height: 56vh; border-radius: 8px; box-shadow: 0 0 0 1px rgba(0,0,0,.1); margin: 0 auto; }
.single .shot { margin: 0 auto; }
.none { padding: 40px; color: var(--muted); border: 1px dashed var(--line); border-radius: 8px; }
.slider { position: relative; display: table; margin: 0 auto; line-height: 0; }
.slider-top { position: absolute; inset: 0; }
.slider-top .shot { width: 100%; height: 100%; }
.slider-input { position: absolute; left: 0; right: 0; bottom: -26px; width: 100%; accent-color: var(--accent); }
.card-actions { display: flex; gap: 8px; align-items: center; margin-top: 32px; }
.toast { position: fixed; bottom: 18px; left: 50%; transform: translateX(-50%); background: #1c1c1e; color: #fff; padding: 9px 16px; border-radius: 9px; box-shadow: 0 6px 20px rgba(0,0,0,.25); }
.toast.bad { background: var(--bad); }

/* Empty and error states: what is missing, why, and what to do, where the content would be. */
.empty-state { max-width: 560px; margin: 24px auto; background: var(--panel); border: 1px dashed #c7c7cc; border-radius: var(--radius); padding: 18px 22px; color: var(--ink); }
.main.empty .empty-state { margin: 0; }
.empty-state h3 { margin: 0 0 6px; font-size: 16px; font-weight: 600; }
.empty-state p { margin: 6px 0; }
.empty-state .sample { background: #f2f2f7; border-radius: 8px; padding: 10px 12px; overflow: auto; }
.empty-state button.primary { margin-top: 8px; }
.motion .empty-state { margin: 0 0 14px; max-width: none; }
.side-empty { padding: 8px; }
.offline { background: var(--bad); color: #fff; padding: 8px 18px; flex: none; }
.offline code { background: rgba(255,255,255,.18); padding: 0 4px; border-radius: 4px; }
.menu { display: none; background: none; border: 0; color: #f2f2f7; font-size: 18px; width: 34px; height: 34px; border-radius: 6px; }
.menu:hover, .menu[aria-expanded="true"] { background: #3a3a3c; }
.scrim { display: none; }
.compare-panel { overflow-x: auto; }

/* A narrow window (a laptop's split screen, a tablet, a phone at 390 px): the scene list
   becomes a drawer behind the ☰ button, the controls wrap, the render keeps the width. */
@media (max-width: 820px) {
  .top { gap: 10px; padding: 0 10px; }
  .menu { display: inline-flex; align-items: center; justify-content: center; }
  .body { position: relative; }
  .side { position: absolute; z-index: 20; top: 0; bottom: 0; left: 0; width: min(300px, 86vw); transform: translateX(-100%);
          transition: transform .18s ease-out; box-shadow: 0 0 24px rgba(0,0,0,.18); visibility: hidden; }
  .side-open .side { transform: none; visibility: visible; }
  .side-open .scrim { display: block; position: absolute; inset: 0; z-index: 10; background: rgba(0,0,0,.25); }
  .main { padding: 12px 12px 32px; }
  .controls { padding: 8px 10px; }
  .controls .row { gap: 8px 12px; }
  .stage { padding: 10px; }
  .shot { max-height: 62vh; }
  .grid { grid-template-columns: repeat(2, minmax(0, 1fr)) !important; }
  .side-by-side { flex-wrap: wrap; }
  .curve-card { width: 100%; }
  .review-head, .card-head, .card-actions { flex-wrap: wrap; }
  .card-actions code { flex-basis: 100%; overflow-wrap: anywhere; }
}
@media (max-width: 480px) {
  .top .word { display: none; }
  .tab { padding: 6px 8px; }
  .title h2 { font-size: 18px; }
  .seg button { padding: 3px 7px; }
  .field select { max-width: 150px; }
}
"""#
}
