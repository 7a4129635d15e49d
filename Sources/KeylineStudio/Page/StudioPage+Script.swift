extension StudioPage {
    /// The page's script: state in one object, the DOM drawn from it, the event stream for
    /// live updates. Every image is a URL of the studio's (`/api/render`…): the page draws
    /// nothing of the screen itself.
    static let script = #"""
"use strict";
const $ = (sel, root = document) => root.querySelector(sel);
const el = (tag, attrs = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (k === "class") node.className = v;
    // Through the CSSOM: the Content-Security-Policy (style-src 'self') refuses style attributes.
    else if (k === "style") node.style.cssText = v;
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) node.append(c.nodeType ? c : String(c));
  return node;
};
const svgEl = (tag, attrs = {}) => {
  const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  return node;
};

const S = {
  project: null, tab: "preview",
  scene: 0, subject: null,            // {kind: "screen"|"sequence"|"storyboard", name}
  appearance: "light", motion: "full", device: "", dynamicType: "large", scale: 2, state: {},
  overlay: "none", grid: false, gridAxis: "type",
  timeline: null, t: 0, playing: false,
  report: null, reviewMode: {}, busy: false, toast: null,
  compare: null,  // a dropped screenshot: {file, url, key, answer, error, busy, opacity}
  sideOpen: false,  // the scene list, a drawer on a narrow window
  offline: false,   // the event stream dropped: the server is gone (it reconnects by itself)
};

async function api(path, options = {}) {
  const response = await fetch(path, options);
  const type = response.headers.get("content-type") || "";
  const body = type.includes("json") ? await response.json() : await response.text();
  if (!response.ok) throw Object.assign(new Error(body.error || body), { body, status: response.status });
  return body;
}
const post = (path, body = {}) => api(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

function query(extra = {}) {
  const q = new URLSearchParams();
  q.set("scene", S.scene);
  const s = S.subject;
  if (s.kind === "storyboard") q.set("storyboard", s.name); else q.set("screen", s.name);
  if (s.kind === "sequence") q.set("sequence", "1");
  const v = { appearance: S.appearance, motion: S.motion, dynamicType: S.dynamicType, scale: S.scale, ...extra };
  if (S.device) v.device = S.device;
  for (const [k, val] of Object.entries(v)) if (val !== undefined && val !== null && k !== "state") q.set(k, val);
  if (s.kind === "screen") for (const [k, val] of Object.entries(extra.state || S.state)) if (val !== "") q.append("state", `${k}=${val}`);
  return q;
}
const sceneInfo = () => S.project && S.project.scenes[S.scene];
const version = () => (sceneInfo() || {}).version || 0;
const isMotion = () => S.subject && S.subject.kind !== "screen";
const frameTime = (i) => S.timeline ? i / S.timeline.fps : 0;
const frameIndex = () => S.timeline ? Math.round(S.t * S.timeline.fps) : 0;

// ---------- Loading ----------

async function loadProject() {
  S.project = await api("/api/project");
  if (!S.subject) {
    const first = S.project.scenes.find((s) => s.screens.length) || S.project.scenes[0];
    if (first && first.screens.length) { S.scene = first.index; S.subject = { kind: "screen", name: first.screens[0].id }; }
  }
  render();
}

async function loadTimeline() {
  S.timeline = null;
  if (!isMotion()) return;
  try {
    S.timeline = await api("/api/timeline?" + query({ at: undefined }));
    S.t = Math.min(S.t, S.timeline.duration);
  } catch (e) { S.timeline = null; S.timelineError = e.body; }
}

async function loadReport() {
  try { S.report = await api("/api/report"); } catch (e) { S.report = { problem: e.message }; }
  if (S.tab === "review") render();
}

// ---------- Live ----------

function connect() {
  const source = new EventSource("/api/events");
  source.addEventListener("open", () => {
    document.body.dataset.live = "on";
    // Back after the server was gone: what it serves may have changed meanwhile.
    if (S.offline) { S.offline = false; loadProject().then(loadReport); }
  });
  source.addEventListener("error", () => {
    document.body.dataset.live = "off";
    // EventSource tries again by itself; until then the page says the server is gone.
    if (!S.offline) { S.offline = true; render(); }
  });
  source.addEventListener("scene", async (event) => {
    const change = JSON.parse(event.data);
    S.lastChange = performance.now();
    await loadProject();
    if (change.index === S.scene) { if (isMotion()) await loadTimeline(); render(); }
  });
  source.addEventListener("report", () => loadReport());
}

// ---------- Drawing ----------

function render() {
  const app = $("#app");
  const focus = document.activeElement && document.activeElement.id;
  app.replaceChildren(...[topBar(), offlineBanner(),
    el("div", { class: "body" + (S.sideOpen ? " side-open" : "") }, S.tab === "preview" ? [sidebar(), scrim(), previewPane()] : [reviewPane()])].filter(Boolean));
  if (focus && document.getElementById(focus)) document.getElementById(focus).focus();
  if (S.toast) app.append(el("div", { class: "toast " + (S.toast.error ? "bad" : "") , role: "status" }, S.toast.text));
}

// The server gone (stopped, crashed, the machine asleep): said at once, with what to do;
// the page keeps what it shows, and reconnects by itself when the studio is back.
function offlineBanner() {
  if (!S.offline) return null;
  return el("div", { class: "offline", id: "offline", role: "alert" },
    el("b", {}, "Keyline Studio is not answering."),
    el("span", {}, " The server stopped: start it again with ", el("code", {}, "keyline studio"),
      ". This page reconnects by itself; until then it shows what it last had."));
}

// Behind the scene drawer on a narrow window: a tap outside closes it.
function scrim() {
  return S.sideOpen ? el("div", { class: "scrim", onclick: () => { S.sideOpen = false; render(); } }) : null;
}

function toast(text, error = false) {
  S.toast = { text, error };
  render();
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { S.toast = null; render(); }, 3500);
}

function topBar() {
  const failures = S.report && S.report.report ? S.report.report.cards.filter((c) => c.kind === "snapshot-failure").length : 0;
  return el("header", { class: "top" },
    S.tab === "preview" ? el("button", { class: "menu", id: "menu", "aria-label": "Scenes", "aria-expanded": S.sideOpen ? "true" : "false",
      onclick: () => { S.sideOpen = !S.sideOpen; render(); } }, "☰") : null,
    el("div", { class: "brand" }, el("span", { class: "mark" }), el("span", { class: "word" }, "Keyline "), el("b", {}, "Studio")),
    el("nav", { class: "tabs" },
      tabButton("preview", "Preview"),
      tabButton("review", "Review", failures ? el("span", { class: "badge" }, failures) : null)),
    el("div", { class: "live", title: "Saving a scene file updates the page" }, el("span", { class: "dot" }), el("span", { class: "word" }, S.offline ? "offline" : "live")));
}
function tabButton(id, label, extra) {
  return el("button", { class: "tab" + (S.tab === id ? " on" : ""), id: "tab-" + id, onclick: () => { S.tab = id; if (id === "review") loadReport(); render(); } }, label, extra);
}

function sidebar() {
  const scenes = (S.project ? S.project.scenes : []).map((scene) => {
    const items = [];
    for (const screen of scene.screens) {
      items.push(subjectItem(scene, { kind: "screen", name: screen.id }, screen.id, "▢"));
      items.push(subjectItem(scene, { kind: "sequence", name: screen.id }, screen.id + " appear", "▶", "sub"));
    }
    for (const sb of scene.storyboards) items.push(subjectItem(scene, { kind: "storyboard", name: sb.name }, sb.name, "◆"));
    return el("section", { class: "scene" + (scene.failed ? " failed" : "") },
      el("h3", { title: scene.file }, scene.name, scene.failed ? el("span", { class: "err-badge", title: "this file has errors" }, "error") : null),
      el("div", { class: "file" }, scene.file),
      el("ul", {}, items));
  });
  return el("aside", { class: "side", id: "side" }, scenes.length ? scenes : el("p", { class: "muted side-empty" }, "No scene files yet."));
}
function subjectItem(scene, subject, label, icon, cls = "") {
  const on = S.scene === scene.index && S.subject && S.subject.kind === subject.kind && S.subject.name === subject.name;
  return el("li", {}, el("button", {
    class: "item " + cls + (on ? " on" : ""), "data-kind": subject.kind, "data-name": subject.name,
    onclick: async () => { S.scene = scene.index; S.subject = subject; S.t = 0; S.playing = false; S.state = {}; S.sideOpen = false; await loadTimeline(); render(); },
  }, el("span", { class: "icon" }, icon), label));
}

function segmented(name, options, value, onchange) {
  return el("div", { class: "seg", role: "group", "aria-label": name },
    options.map(([v, label]) => el("button", { class: v === value ? "on" : "", "data-value": v, onclick: () => onchange(v) }, label)));
}
function field(label, control) { return el("label", { class: "field" }, el("span", {}, label), control); }
function select(id, options, value, onchange) {
  return el("select", { id, onchange: (e) => onchange(e.target.value) },
    options.map(([v, label]) => el("option", { value: v, selected: v === value }, label)));
}
const set = (key) => async (value) => { S[key] = value; if (isMotion()) await loadTimeline(); render(); };

function controls() {
  const scene = sceneInfo();
  const sizes = S.project.dynamicTypeSizes.map((s) => [s, s]);
  const devices = [["", "Scene's (" + (scene.device || "") + ")"]].concat(S.project.devices.map((d) => [d, d]));
  const row = [
    field("Appearance", segmented("appearance", [["light", "Light"], ["dark", "Dark"]], S.appearance, set("appearance"))),
    field("Dynamic Type", select("dynamic-type", sizes, S.dynamicType, set("dynamicType"))),
    field("Device", select("device", devices, S.device, set("device"))),
    field("Motion", segmented("motion", [["full", "Full"], ["reduced", "Reduced"]], S.motion, set("motion"))),
    field("Scale", segmented("scale", [["1", "@1x"], ["2", "@2x"], ["3", "@3x"]], String(S.scale), (v) => set("scale")(Number(v)))),
  ];
  if (S.subject.kind === "screen") {
    row.push(field("Overlay", segmented("overlay", [["none", "None"], ["redline", "Redline"], ["lint", "Lint"], ["compare", "Compare"]], S.overlay, set("overlay"))));
    row.push(field("View", segmented("view", [["one", "One"], ["grid", "Grid"]], S.grid ? "grid" : "one", (v) => { S.grid = v === "grid"; render(); })));
  }
  const screen = S.subject.kind === "screen" && scene.screens.find((s) => s.id === S.subject.name);
  const presented = screen ? screen.presentations || [] : [];
  const bound = new Set(presented.map(([, name]) => name));
  const plain = screen ? screen.state.filter(([name]) => !bound.has(name)) : [];
  const states = screen && screen.state.length ? el("div", { class: "states" },
    presented.length ? presentedControl(screen, presented) : null,
    plain.length ? el("span", { class: "states-title" }, "State") : null,
    plain.map(([name, initial]) => el("label", { class: "state" }, el("span", {}, name),
      el("input", { id: "state-" + name, value: S.state[name] ?? "", placeholder: initial,
        onchange: (e) => { S.state[name] = e.target.value; render(); } })))) : null;
  return el("div", { class: "controls" }, el("div", { class: "row" }, row), states);
}

// What is presented over the screen (docs/presentations.md): iOS shows one sheet, alert or
// dialog at a time, so their `isPresented` variables are one choice. Choosing sets that
// variable to true and the others to false: `--state` values, as `keyline render` takes them.
const presentationNames = { sheet: "Sheet", alert: "Alert", confirmationDialog: "Dialog" };
function presentedControl(screen, presented) {
  const initial = Object.fromEntries(screen.state);
  const value = (name) => S.state[name] !== undefined && S.state[name] !== "" ? S.state[name] : initial[name];
  const shown = presented.find(([, name]) => value(name) === "true");
  const options = [["", "None"]].concat(presented.map(([kind, name]) => [name, `${presentationNames[kind] || kind} · ${name}`]));
  return field("Presented", segmented("presented", options, shown ? shown[1] : "", (chosen) => {
    for (const [, name] of presented) S.state[name] = name === chosen ? "true" : "false";
    render();
  }));
}

function diagnosticsPanel(scene) {
  if (!scene.diagnostics.length) return null;
  const errors = scene.diagnostics.filter((d) => d.severity === "error");
  return el("div", { class: "diagnostics " + (errors.length ? "bad" : "warn"), id: "diagnostics", role: "alert" },
    el("div", { class: "diag-head" }, errors.length ? `${errors.length} error${errors.length === 1 ? "" : "s"} in ${scene.file}` : "Warnings",
      errors.length ? el("span", { class: "muted" }, " — showing the last good render") : null),
    scene.diagnostics.slice(0, 20).map((d) => el("div", { class: "diag" },
      el("div", {}, el("code", { class: "loc" }, d.file ? `${d.file}:${d.line}:${d.column}` : ""), " ",
        el("span", { class: "sev " + d.severity }, d.severity), " ", d.message, el("span", { class: "code" }, ` [${d.code}]`)),
      d.source ? el("pre", { class: "src" }, `${String(d.line).padStart(4)} | ${d.source}\n     | ${" ".repeat(Math.max(0, d.column - 1))}^`) : null,
      d.hint ? el("div", { class: "hint" }, d.hint) : null)));
}

const images = {};  // per slot, the last image that loaded: a broken scene keeps showing it
let requestSeq = 0;
function applyImage(img, shown) {
  img.src = shown.src; img.dataset.version = shown.version; img.dataset.url = shown.url;
  if (shown.ms !== undefined) img.dataset.ms = shown.ms;
  img.classList.toggle("stale", !!shown.stale);
}
function liveImage(slot, url, attrs = {}) {
  const img = el("img", { class: "shot", alt: "", "data-slot": slot, ...attrs });
  const shown = images[slot];
  if (shown) applyImage(img, shown);
  // While the scene's file has errors, what is shown stays: the last good render.
  const frozen = shown && shown.src && (sceneInfo() || {}).failed;
  if (!frozen && (!shown || (shown.url !== url && shown.wanted !== url))) {
    const seq = ++requestSeq, started = performance.now(), v = version();
    images[slot] = { ...(shown || {}), wanted: url };
    const failed = () => {
      const current = images[slot] || {};
      if ((current.seq || 0) > seq || current.wanted !== url) return;  // a later request is what counts
      document.querySelectorAll(`img[data-slot="${slot}"]`).forEach((i) => i.classList.add("stale"));
      images[slot] = { ...current, stale: true, wanted: null };  // the next drawing asks again
    };
    fetch(url).then(async (response) => {
      if (!response.ok) return failed();
      const blob = await response.blob();
      // Read after the body has arrived, not before: two answers in flight at once (a
      // scrub from frame 0 to 42 under load) must not let the older one land last.
      const current = images[slot] || {};
      if ((current.seq || 0) > seq) return;  // a later request already answered
      const old = current.src;
      images[slot] = { src: URL.createObjectURL(blob), url, version: v, seq, ms: Math.round(performance.now() - started),
                       key: response.headers.get("x-keyline-variant"),
                       // An older answer shown while a newer request is in flight keeps waiting for it.
                       wanted: current.wanted === url ? undefined : current.wanted };
      document.querySelectorAll(`img[data-slot="${slot}"]`).forEach((i) => applyImage(i, images[slot]));
      if (old) setTimeout(() => URL.revokeObjectURL(old), 1000);
      const caption = document.querySelector(`[data-caption="${slot}"]`);
      if (caption) caption.textContent = images[slot].key || "";
    }).catch(failed);
  }
  return img;
}

// A page with nothing to show says why and what to do, in the place the render would be.
function emptyState(id, title, ...body) {
  return el("div", { class: "empty-state", id }, el("h3", {}, title), ...body);
}
const sampleScene = `screens:
  hello:
    body:
      vstack:
        - text: Hello
          font: largeTitle
          id: title
        - text: Saved, it shows up here.
          color: secondaryLabel`;

function previewPane() {
  const scene = sceneInfo();
  const scenes = S.project ? S.project.scenes : [];
  if (!scenes.length) return el("main", { class: "main empty" }, emptyState("no-scenes", "No scenes yet",
    el("p", {}, "Keyline Studio shows the scene files of the folders it was started with (", el("code", {}, "Scenes/"),
      " by default). Save one there, a screen described in YAML, and it appears here at once:"),
    el("pre", { class: "sample" }, sampleScene),
    el("p", { class: "muted" }, "The scene language: docs/scene-language.md.")));
  if (!scene || !S.subject) {
    // Every scene failed before it ever loaded: nothing to render, the errors to fix.
    const broken = scenes.filter((s) => s.failed && !s.screens.length);
    if (broken.length === scenes.length) return el("main", { class: "main" },
      emptyState("no-render", "Nothing to show yet", el("p", {}, "No scene has loaded without errors yet. Fix the errors below and save: the render appears at once.")),
      broken.map(diagnosticsPanel));
    return el("main", { class: "main empty" }, emptyState("pick", "Pick a screen", el("p", {}, "Choose a screen, its appear sequence or a storyboard in the scene list.")));
  }
  const title = el("div", { class: "title" }, el("h2", {}, S.subject.name),
    el("span", { class: "muted" }, { screen: "still", sequence: "appear sequence", storyboard: "storyboard" }[S.subject.kind]));
  const parts = [title, controls(), diagnosticsPanel(scene)];
  if (S.grid && S.subject.kind === "screen") parts.push(grid());
  else if (isMotion()) parts.push(motionView());
  else parts.push(stillView());
  return el("main", { class: "main" }, parts);
}

function stillView() {
  const q = query();
  q.set("v", version());
  const url = "/api/render?" + q;
  const stage = el("div", { class: "stage" });
  const frame = el("div", { class: "device" }, liveImage("main", url, { id: "preview-img" }));
  if (S.overlay === "redline") {
    const r = query(); r.set("v", version());
    frame.append(el("img", { class: "overlay-img", id: "redline-img", src: "/api/redline?" + r, alt: "redline" }));
    frame.classList.add("with-overlay");
  }
  if (S.overlay === "lint") frame.append(lintLayer());
  if (S.overlay === "compare") frame.append(compareLayer());
  stage.append(frame);
  return el("div", {}, stage, el("div", { class: "caption" }, el("code", { id: "variant-key", "data-caption": "main" }, (images.main || {}).key || "")),
    S.overlay === "compare" ? comparePanel() : null);
}

// ---------- Compare ----------

// A screenshot of the app dropped on the still (or chosen with the file input) is measured
// by the server as `keyline compare` measures it; its bytes stay in the page, so that a
// save or another variant measures it again. Nothing is written on the server.
const compareLimit = 40 * 1024 * 1024;
function compareKey() { const q = query(); q.set("v", version()); return q.toString(); }

async function runCompare(file) {
  const key = compareKey();
  const old = S.compare;
  const url = old && old.file === file ? old.url : URL.createObjectURL(file);
  if (old && old.url && old.url !== url) URL.revokeObjectURL(old.url);
  S.compare = { opacity: old ? old.opacity : 50, file, url, key, busy: true, error: null, answer: old && old.file === file ? old.answer : null };
  render();
  const current = () => S.compare && S.compare.key === key && S.compare.file === file;
  try {
    if (file.size > compareLimit) throw new Error(`the screenshot is ${(file.size / 1048576).toFixed(1)} MB; the studio takes at most 40 MB`);
    const answer = await api("/api/compare?" + query(), { method: "POST", headers: { "content-type": "image/png" }, body: file });
    if (current()) S.compare.answer = answer;
  } catch (e) {
    if (current()) { S.compare.answer = null; S.compare.error = e.message; }
  }
  if (current()) S.compare.busy = false;
  render();
}

const signed = (v) => (v > 0 ? "+" : v < 0 ? "−" : "") + String(Number(Math.abs(v).toFixed(2)));
function compareLayer() {
  const layer = el("div", { class: "compare-layer", id: "compare-layer",
    ondragover: (e) => { e.preventDefault(); layer.classList.add("dragging"); },
    ondragleave: () => layer.classList.remove("dragging"),
    ondrop: (e) => { e.preventDefault(); layer.classList.remove("dragging"); const f = e.dataTransfer && e.dataTransfer.files[0]; if (f) runCompare(f); } });
  const c = S.compare;
  if (!c) { layer.append(el("div", { class: "drop-hint" }, el("b", {}, "Drop a screenshot of the app here"), el("span", {}, "PNG, the device's full screen"))); return layer; }
  if (!c.busy && c.key !== compareKey()) setTimeout(() => { if (S.compare === c) runCompare(c.file); });
  const shot = el("img", { class: "compare-shot", id: "compare-shot", src: c.url, alt: "the dropped screenshot" });
  shot.style.opacity = c.opacity / 100;
  layer.append(shot);
  // The boxes and their delta labels as Keyline draws them (CompareOverlay: the same
  // display items the report card's boxes image holds), over the screenshot.
  const a = c.answer;
  if (a && a.boxes) layer.append(el("img", { class: "compare-boxes", id: "compare-boxes", src: "data:image/png;base64," + a.boxes,
    alt: "", "data-elements": a.comparison.elements.map((e) => `${e.id}:${e.status}`).join(" ") }));
  if (c.busy) layer.append(el("div", { class: "overlay-note" }, "Measuring…"));
  if (c.error) layer.append(el("div", { class: "overlay-note bad", id: "compare-error", role: "alert" }, c.error));
  return layer;
}

function comparePanel() {
  const c = S.compare, a = c && c.answer;
  const input = el("input", { type: "file", id: "compare-file", accept: "image/png",
    onchange: (e) => { const f = e.target.files[0]; if (f) runCompare(f); } });
  const head = el("div", { class: "compare-head" },
    el("label", { class: "file-button" }, c ? "Another screenshot…" : "Choose a screenshot…", input),
    c ? el("label", { class: "field inline" }, el("span", {}, "Screenshot"),
      el("input", { type: "range", id: "compare-opacity", min: 0, max: 100, value: c.opacity, "aria-label": "screenshot opacity",
        oninput: (e) => { c.opacity = Number(e.target.value); const img = $("#compare-shot"); if (img) img.style.opacity = c.opacity / 100; } })) : null,
    c ? el("button", { onclick: () => { URL.revokeObjectURL(c.url); S.compare = null; render(); } }, "Clear") : null,
    a ? el("span", { class: "summary", id: "compare-summary" },
      `${a.comparison.elements.filter((e) => e.status === "match").length} matched, ${a.comparison.elements.filter((e) => e.status !== "match").length} drifted`,
      el("span", { class: "muted" }, ` · ${a.comparison.device} @${a.comparison.scale}x, ${a.comparison.colorSpace}, tolerance ${a.comparison.tolerance} pt`)) : null);
  if (!a) return el("div", { class: "compare-panel", id: "compare-panel" }, head,
    el("p", { class: "muted" }, "Every view with an id is found in the screenshot near where the scene puts it: dashed, its ink in Keyline's render; solid, in the screenshot (keyline compare, docs/compare.md)."));
  const num = (v) => signed(v) || "0";
  const rows = a.comparison.elements.map((e) => el("tr", { class: e.status, "data-id": e.id, "data-status": e.status,
      "data-expected": [e.expected.x, e.expected.y, e.expected.width, e.expected.height].join(","),
      "data-found": e.found ? [e.found.x, e.found.y, e.found.width, e.found.height].join(",") : null },
    el("td", {}, el("span", { class: "pill " + e.status }, e.status)), el("td", {}, el("code", {}, e.id)), el("td", { class: "muted" }, e.kind),
    el("td", { class: "num" }, num(e.dx)), el("td", { class: "num" }, num(e.dy)), el("td", { class: "num" }, num(e.dwidth)), el("td", { class: "num" }, num(e.dheight)),
    el("td", {}, e.colour ? `${e.colour.found} ΔE ${e.colour.deltaE}` : ""),
    el("td", {}, e.text ? (e.text.same ? "same" : `different (${Math.round(e.text.similarity * 100)}%)`) : "")));
  return el("div", { class: "compare-panel", id: "compare-panel" }, head,
    el("table", { class: "compare-table", id: "compare-table" },
      el("thead", {}, el("tr", {}, ["status", "id", "kind", "dx", "dy", "dwidth", "dheight", "colour", "text"]
        .map((h) => el("th", { class: h.startsWith("d") ? "num" : "" }, h)))),
      el("tbody", {}, rows)));
}

function lintLayer() {
  const layer = el("div", { class: "lint-layer", id: "lint-layer" });
  const q = query(); q.set("v", version());
  api("/api/lint?" + q).then((answer) => {
    const [w, h] = answer.canvas;
    answer.findings.forEach((f, i) => {
      if (!f.frame) return;
      const [x, y, fw, fh] = f.frame;
      layer.append(el("div", { class: "lint-box", title: `${f.code}: ${f.message} (line ${f.line})`,
        style: `left:${x / w * 100}%;top:${y / h * 100}%;width:${fw / w * 100}%;height:${fh / h * 100}%` }, el("span", {}, i + 1)));
    });
    const list = $("#lint-list");
    if (list) list.replaceChildren(...(answer.findings.length ? answer.findings.map((f, i) => el("li", {}, el("b", {}, i + 1), " ", f.message, el("span", { class: "code" }, ` ${f.code} · line ${f.line}`))) : [el("li", { class: "muted" }, "No lint findings.")]));
  }).catch((e) => { layer.append(el("div", { class: "overlay-note" }, e.message)); });
  setTimeout(() => { const main = $(".main"); if (main && !$("#lint-list")) main.append(el("ol", { class: "lint-list", id: "lint-list" })); });
  return layer;
}

function grid() {
  const axes = {
    type: { label: "Dynamic Type", key: "dynamicType", values: ["xSmall", "large", "xxxLarge", "accessibility3"] },
    device: { label: "Device", key: "device", values: S.project.devices },
  };
  const axis = axes[S.gridAxis];
  const head = el("div", { class: "grid-head" }, field("Columns", segmented("grid-axis", [["type", "Dynamic Type"], ["device", "Device"]], S.gridAxis, (v) => { S.gridAxis = v; render(); })));
  const cells = [];
  for (const appearance of ["light", "dark"]) for (const value of axis.values) {
    const q = query({ appearance, [axis.key]: value, scale: 1 }); q.set("v", version());
    cells.push(el("figure", { class: "cell" }, liveImage(`grid-${appearance}-${value}`, "/api/render?" + q), el("figcaption", {}, `${appearance} · ${value}`)));
  }
  return el("div", {}, head, el("div", { class: "grid", style: `grid-template-columns: repeat(${axis.values.length}, 1fr)` }, cells));
}

// ---------- Motion ----------

function motionView() {
  const tl = S.timeline;
  if (!tl) return el("div", { class: "muted" }, S.timelineError ? S.timelineError.error : "Loading timeline…");
  const i = frameIndex();
  const q = query({ at: frameTime(i).toFixed(6) }); q.set("v", version());
  const img = liveImage("motion", "/api/render?" + q, { id: "preview-img", "data-frame": i });
  const scrub = el("input", { type: "range", id: "scrubber", min: 0, max: tl.frames - 1, step: 1, value: i,
    oninput: (e) => { S.playing = false; S.t = frameTime(Number(e.target.value)); render(); } });
  const marks = el("div", { class: "marks" }, tl.events.map((t) => el("span", { class: "mark-ev", title: `event at ${t.toFixed(3)} s`, style: `left:${t / tl.duration * 100}%` })));
  const buttons = el("div", { class: "transport" },
    el("button", { id: "step-back", title: "Previous frame (←)", onclick: () => step(-1) }, "◀︎"),
    el("button", { id: "play", class: "play", title: "Play at real time (space)", onclick: togglePlay }, S.playing ? "❚❚" : "▶"),
    el("button", { id: "step-forward", title: "Next frame (→)", onclick: () => step(1) }, "▶︎"),
    el("span", { class: "time", id: "time" }, `${frameTime(i).toFixed(3)} s`), el("span", { class: "muted" }, ` · frame ${i} of ${tl.frames - 1} at ${tl.fps} fps`),
    tl.endsForever ? el("span", { class: "muted" }, " · repeats forever: shown up to the end of what ends") : null);
  const still = !tl.animations.length && !tl.events.length;
  return el("div", { class: "motion" },
    still ? emptyState("no-motion", S.subject.kind === "sequence" ? "Nothing animates when this screen appears" : "Nothing animates in this storyboard",
      el("p", {}, "The timeline is one still frame. Give a view ", el("code", {}, "appear:"), " (how it comes in), or write a storyboard whose events change state with an ",
        el("code", {}, "animation:"), " (docs/motion.md), and save.")) : null,
    el("div", { class: "stage" }, el("div", { class: "device" }, img)),
    el("div", { class: "timeline" }, el("div", { class: "track" }, marks, scrub), buttons),
    curves(tl, frameTime(i)));
}

function step(d) {
  const tl = S.timeline; if (!tl) return;
  S.playing = false;
  S.t = frameTime(Math.max(0, Math.min(tl.frames - 1, frameIndex() + d)));
  render();
}

function togglePlay() {
  const tl = S.timeline; if (!tl) return;
  S.playing = !S.playing;
  if (S.playing) {
    if (frameIndex() >= tl.frames - 1) S.t = 0;
    const origin = performance.now() - S.t * 1000;
    const tick = () => {
      if (!S.playing || !S.timeline) return;
      const t = (performance.now() - origin) / 1000;
      if (t >= tl.duration) { S.t = tl.duration; S.playing = false; render(); return; }
      const before = frameIndex();
      S.t = t;
      if (frameIndex() !== before) render();
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }
  render();
}

function curves(tl, t) {
  const running = tl.animations.filter((a) => t >= a.start && (a.end === null || a.end === undefined || t < a.end));
  const box = el("div", { class: "curves", id: "curves" },
    el("h4", {}, running.length ? `Running at ${t.toFixed(3)} s` : `Nothing animates at ${t.toFixed(3)} s`,
      el("span", { class: "muted" }, ` · ${tl.animations.length} animation${tl.animations.length === 1 ? "" : "s"} in all`)));
  const list = el("div", { class: "curve-list" });
  for (const a of running.slice(0, 24)) list.append(curveCard(a, t));
  box.append(list);
  return box;
}

function curveCard(a, t) {
  const W = 220, H = 96, P = 10;
  const values = a.samples.map((s) => s[1]);
  const lo = Math.min(0, ...values), hi = Math.max(1, ...values);
  const span = a.samples.length ? a.samples[a.samples.length - 1][0] || 1 : 1;
  const x = (time) => P + (W - 2 * P) * (time / span);
  const y = (v) => H - P - (H - 2 * P) * ((v - lo) / (hi - lo || 1));
  const svg = svgEl("svg", { viewBox: `0 0 ${W} ${H}`, class: "curve" });
  svg.append(svgEl("line", { x1: P, x2: W - P, y1: y(0), y2: y(0), class: "ref" }), svgEl("line", { x1: P, x2: W - P, y1: y(1), y2: y(1), class: "ref" }));
  svg.append(svgEl("polyline", { points: a.samples.map(([st, v]) => `${x(st).toFixed(1)},${y(v).toFixed(1)}`).join(" "), class: "line" }));
  const local = Math.min(span, Math.max(0, t - a.start));
  let k = 0; while (k < a.samples.length - 1 && a.samples[k + 1][0] <= local) k++;
  const s0 = a.samples[k], s1 = a.samples[Math.min(k + 1, a.samples.length - 1)];
  const f = s1[0] > s0[0] ? (local - s0[0]) / (s1[0] - s0[0]) : 0;
  const v = s0[1] + (s1[1] - s0[1]) * f;
  svg.append(svgEl("line", { x1: x(local), x2: x(local), y1: P / 2, y2: H - P / 2, class: "head" }), svgEl("circle", { cx: x(local), cy: y(v), r: 3.5, class: "dot" }));
  return el("figure", { class: "curve-card" }, svg,
    el("figcaption", {}, el("b", {}, a.identity), " · ", a.property, el("div", { class: "muted mono" }, a.curve),
      el("div", { class: "muted" }, `${a.start.toFixed(3)} s → ${a.end === null || a.end === undefined ? "∞" : a.end.toFixed(3) + " s"} · progress ${v.toFixed(3)}`)));
}

document.addEventListener("keydown", (e) => {
  if (S.tab !== "preview" || !isMotion() || ["INPUT", "SELECT", "TEXTAREA"].includes((e.target.tagName || ""))) return;
  if (e.key === "ArrowLeft") { step(-1); e.preventDefault(); }
  if (e.key === "ArrowRight") { step(1); e.preventDefault(); }
  if (e.key === " ") { togglePlay(); e.preventDefault(); }
});

// ---------- Review ----------

function reviewPane() {
  const r = S.report;
  const head = el("div", { class: "review-head" },
    el("h2", {}, "Review"),
    r && r.report ? el("span", { class: "summary" }, `${r.report.summary.passed} passed, ${r.report.summary.failed} failed`) : null,
    el("div", { class: "spacer" }),
    el("button", { id: "run-tests", class: "primary", disabled: S.busy || (r && r.readOnly), onclick: () => act(() => post("/api/test")) }, S.busy ? "Running…" : "Run tests"),
    el("button", { id: "undo", disabled: S.busy || !(r && r.canUndo), onclick: () => act(() => post("/api/undo")) }, "Undo"));
  const parts = [head];
  if (!r) return el("main", { class: "main review" }, head, el("p", { class: "muted" }, "Loading…"));
  if (r.readOnly) parts.push(el("div", { class: "banner" }, "CI=true: the studio writes nothing here. Review, then accept on your own machine."));
  if (r.problem) parts.push(el("div", { class: "diagnostics bad" }, r.problem));
  if (!r.report) {
    parts.push(emptyState("no-report", "No test report yet",
      el("p", {}, "Run the tests to render every snapshot the scenes name and compare it with its golden. Failures appear here, side by side, grouped by cause, to accept or reject."),
      el("p", { class: "muted" }, "Or run ", el("code", {}, "keyline test"), ` in a terminal: it writes ${r.folder}/report.json, and this page follows.`),
      el("button", { class: "primary", id: "run-tests-empty", disabled: S.busy || r.readOnly, onclick: () => act(() => post("/api/test")) }, S.busy ? "Running…" : "Run tests")));
    return el("main", { class: "main review" }, parts);
  }
  const cards = r.report.cards.filter((c) => c.kind === "snapshot-failure");
  if (!cards.length) parts.push(el("div", { class: "all-good" }, "✓ Every golden matches."));
  const groups = r.report.groups || [];
  const byGroup = new Map();
  for (const c of cards) { const g = c.group || "none"; if (!byGroup.has(g)) byGroup.set(g, []); byGroup.get(g).push(c); }
  for (const [id, members] of byGroup) {
    const info = groups.find((g) => g.id === id);
    parts.push(el("section", { class: "group", "data-group": id },
      el("div", { class: "group-head" }, el("h3", {}, info ? info.cause : "Other failures"),
        el("span", { class: "muted" }, `${members.length} golden${members.length === 1 ? "" : "s"}`), el("div", { class: "spacer" }),
        info && members.length > 1 ? el("button", { class: "accept", disabled: S.busy || r.readOnly, onclick: () => act(() => post("/api/accept", { group: id })) }, `Accept all ${members.length}`) : null),
      members.map((c) => failureCard(c, r))));
  }
  return el("main", { class: "main review" }, parts);
}

const goldenName = (c) => `${c.scene}/${c.snapshot}/${c.variant}`;
function failureCard(c, r) {
  const name = goldenName(c);
  const rejected = r.rejected.includes(name);
  const mode = S.reviewMode[name] || (c.images && c.images.expected ? "side" : "actual");
  const img = (role) => c.images && c.images[role] ? el("img", { src: "/report/" + c.images[role], alt: role, class: "shot" }) : el("div", { class: "none" }, `no ${role} image`);
  let view;
  if (mode === "side") view = el("div", { class: "side-by-side" }, el("figure", {}, img("expected"), el("figcaption", {}, "Golden")), el("figure", {}, img("actual"), el("figcaption", {}, "Now")));
  else if (mode === "slider") {
    const top = el("div", { class: "slider-top" }, img("actual"));
    view = el("div", { class: "slider" }, img("expected"), top,
      el("input", { type: "range", min: 0, max: 100, value: 50, class: "slider-input", "aria-label": "golden ← → now", oninput: (e) => { top.style.clipPath = `inset(0 0 0 ${e.target.value}%)`; } }));
    top.style.clipPath = "inset(0 0 0 50%)";
  } else if (mode === "diff") view = el("div", { class: "single" }, img("diff"));
  else view = el("div", { class: "single" }, img("actual"));
  const modes = [["side", "Side by side"], ["slider", "Slider"], ["diff", "Diff"]].filter(([m]) => m !== "diff" || (c.images && c.images.diff)).filter(([m]) => m === "diff" || (c.images && c.images.expected));
  // One line about the failure: the figures in words when pixels were compared, else the
  // run's sentence (a missing golden, sizes that differ), without its re-record advice (the
  // command is at the card's foot). The sentence repeats the figures, so never both.
  const words = c.figures && c.figures.verdict !== "sizeMismatch" ? figureText(c.figures) : "";
  return el("article", { class: "card" + (rejected ? " rejected" : ""), "data-golden": name },
    el("div", { class: "card-head" }, el("h4", {}, c.scene, el("span", { class: "sep" }, " · "), c.snapshot, el("span", { class: "sep" }, " · "), el("code", {}, c.variant)),
      el("div", { class: "spacer" }),
      modes.length > 1 ? segmented("view", modes, mode, (m) => { S.reviewMode[name] = m; render(); }) : null),
    words ? el("p", { class: "message figures" }, words) : el("p", { class: "message" }, c.message.split(". If the change")[0].split(". Record it")[0]),
    view,
    el("div", { class: "card-actions" },
      el("button", { class: "accept", disabled: S.busy || r.readOnly, onclick: () => act(() => post("/api/accept", { golden: name })) }, "Accept"),
      el("button", { class: "reject", disabled: S.busy || rejected, onclick: () => act(() => post("/api/reject", { golden: name })) }, rejected ? "Rejected" : "Reject"),
      el("code", { class: "muted small" }, c.rerecordCommand || "")));
}
// The comparison's figures in words a designer reads ("7,320 pixels differ"), not its JSON
// keys; zeros and the count of pixels compared say nothing and are left out.
const figureWords = { differingPixels: "pixels differ", largestChannelDelta: "largest channel delta", antiAliasedPixels: "anti-aliased pixels ignored",
                      allowedDifferingPixels: "differing pixels allowed", maskedPixels: "pixels masked", threshold: "colour threshold" };
function figureText(f) {
  const parts = [];
  for (const [k, v] of Object.entries(f)) {
    // unequalPixels repeats differingPixels unless a threshold set some aside (then antiAliasedPixels says how many).
    if (typeof v !== "number" || v === 0 || k === "comparedPixels" || k === "unequalPixels") continue;
    const n = Number.isInteger(v) ? v.toLocaleString("en") : v.toFixed(2);
    const words = figureWords[k] || k.replace(/([A-Z])/g, " $1").toLowerCase();
    parts.push(k === "largestChannelDelta" || k === "threshold" ? `${words} ${n}` : `${n} ${words}`);
  }
  return parts.slice(0, 5).join(" · ");
}

async function act(work) {
  S.busy = true; render();
  try { const answer = await work(); toast(answer.summary || "done"); } catch (e) { toast(e.message, true); }
  S.busy = false;
  await loadReport();
  render();
}

loadProject().then(async () => { await loadReport(); connect(); render(); });
"""#
}
