#!/usr/bin/env python3
"""The Chromium side of Scripts/bench-export's PNG-frames comparison (issue 16, part 3).

Builds a page that plays the same motion as a Keyline appear sequence, from Keyline's own
values: the screen's solved layout (`keyline layout --json`: every view's frame, text, font,
fill, background) and the motion golden's tracks (`<key>.tracks.json`: each named view's
appear animation, its start and end and where it is at both). Every view is a positioned
element; an animated view carries its subtree (its children are inside it), and plays a
Web Animation from its state at the start to its state at the end, with the scene's curve
(easeOut, CSS cubic-bezier(0, 0, 0.58, 1)), delay and fill as the timeline has them.

Then, timed as one run, as a person would film a web animation: launch headless Chromium
(Playwright, the system's /usr/bin/chromium), load the page, and for each frame i seek every
animation to i / fps with the Web Animations API (paused, currentTime) and save a PNG
screenshot at the device scale. Prints the frame count and milliseconds.

Usage: bench-chromium.py LAYOUT.json TRACKS.json IMAGE OUT-DIR FPS SCALE FRAMES
(IMAGE: the file the screen's image views show; SF Pro is drawn with Inter, as Keyline draws it)
"""
import html, json, os, sys, time

from playwright.sync_api import sync_playwright


def css_colour(paint):
    if isinstance(paint, str):
        if len(paint) == 9:  # #RRGGBBAA
            r, g, b, a = (int(paint[i:i + 2], 16) for i in (1, 3, 5, 7))
            return f"rgba({r},{g},{b},{a / 255:.3f})"
        return paint
    if isinstance(paint, dict) and "linearGradient" in paint:
        stops = ", ".join(f"{s['color']} {s['location'] * 100:.1f}%" for s in paint["linearGradient"])
        return f"linear-gradient({stops})"
    return "transparent"


def page(layout, tracks, assets):
    nodes = layout["nodes"]
    canvas = layout["canvas"]
    animated = {}
    for view in tracks["views"]:
        for a in view["animations"]:
            if a["property"] == "appear" and a.get("atStart") and a.get("atEnd") and a.get("end") is not None:
                animated[view["view"]] = a
    # The animated view each node is inside (its own identity's, or an ancestor's).
    by_identity = {n["identity"]: n for n in nodes}
    anim_identity = {n["identity"]: n["id"] for n in nodes if n.get("id") in animated}

    def carrier(identity):
        parts = identity
        while True:
            if parts in anim_identity:
                return parts
            cut = max(parts.rfind("/"), parts.rfind("~"), parts.rfind(":"))
            if cut < 0:
                return None
            parts = parts[:cut]

    children = {}  # carrier identity (or None) -> markup
    for n in nodes:
        own = n["identity"] in anim_identity
        parent_carrier = carrier(n["identity"].rsplit("/", 1)[0]) if own else carrier(n["identity"])
        origin = by_identity[parent_carrier]["frame"] if parent_carrier else {"x": 0, "y": 0}
        f = n["frame"]
        style = f"left:{f['x'] - origin['x']}px;top:{f['y'] - origin['y']}px;width:{f['width']}px;height:{f['height']}px;"
        inner = ""
        for m in n.get("modifiers", []):
            view = m.get("view")
            if m["modifier"] == "background" and view and view.get("fill"):
                radius = "border-radius:9999px;" if view["kind"] in ("capsule", "circle") else ""
                vf = view["frame"]
                inner += (f'<div style="left:{vf["x"] - f["x"]}px;top:{vf["y"] - f["y"]}px;width:{vf["width"]}px;'
                          f'height:{vf["height"]}px;background:{css_colour(view["fill"])};{radius}"></div>')
        if n.get("fill") and n["kind"] in ("rect", "roundedRect", "capsule", "circle", "color"):
            style += f"background:{css_colour(n['fill'])};" + ("border-radius:9999px;" if n["kind"] in ("capsule", "circle") else "")
        if n["kind"] == "image":
            inner += f'<img src="file://{html.escape(assets)}" style="width:100%;height:100%;object-fit:contain">'
        if n.get("text"):
            t = n["text"]
            font = t["font"]
            family = "Inter" if font["family"].startswith("SF Pro") else font["family"]
            style += (f"font-family:'{family}';font-weight:{ {'regular': 400, 'medium': 500, 'semibold': 600, 'bold': 700}.get(font['weight'], 400)};"
                      f"font-size:{font['size']}px;line-height:{t['lineHeight']}px;letter-spacing:{font['letterSpacing']}px;"
                      f"color:{css_colour(t['color'])};text-align:{t['alignment'] if t['alignment'] in ('center', 'left', 'right') else 'left'};")
            inner += html.escape(t["string"])
        attrs = f' data-anim="{n["id"]}"' if own else ""
        markup = f'<div{attrs} style="{style}">{inner}[[{n["identity"]}]]</div>' if own else f'<div style="{style}">{inner}</div>'
        children.setdefault(parent_carrier, []).append(markup)

    def expand(markup_list):
        out = ""
        for m in markup_list:
            while "[[" in m:
                start = m.index("[[")
                end = m.index("]]", start)
                ident = m[start + 2:end]
                m = m[:start] + expand(children.get(ident, [])) + m[end + 2:]
            out += m
        return out

    body = expand(children.get(None, []))
    script = ["const A = {};"]
    for view, a in animated.items():
        s, e = a["atStart"], a["atEnd"]
        dx, dy = s["x"] - e["x"], s["y"] - e["y"]
        script.append(
            f"document.querySelectorAll('[data-anim=\"{view}\"]').forEach(el => el.animate(["
            f"{{opacity: {s['opacity']}, transform: 'translate({dx}px, {dy}px) scale({s['scale']})'}},"
            f"{{opacity: {e['opacity']}, transform: 'translate(0px, 0px) scale({e['scale']})'}}],"
            f"{{delay: {a['start'] * 1000}, duration: {(a['end'] - a['start']) * 1000}, easing: 'cubic-bezier(0, 0, 0.58, 1)', fill: 'both'}}));")
    script.append("document.getAnimations().forEach(a => a.pause());")
    script.append("window.seek = ms => document.getAnimations().forEach(a => { a.currentTime = ms; });")
    return (f"<!doctype html><html><head><meta charset=utf-8><style>html,body{{margin:0;width:{canvas['width']}px;"
            f"height:{canvas['height']}px;background:#fff;overflow:hidden}} div{{position:absolute;box-sizing:border-box;"
            f"transform-origin:center}}</style></head><body>{body}<script>{''.join(script)}</script></body></html>")


def main():
    layout_path, tracks_path, assets, out, fps, scale, frames = sys.argv[1:8]
    fps, scale, frames = float(fps), float(scale), int(frames)
    layout = json.load(open(layout_path))
    tracks = json.load(open(tracks_path))
    os.makedirs(out, exist_ok=True)
    page_path = os.path.join(out, "page.html")
    with open(page_path, "w") as f:
        f.write(page(layout, tracks, os.path.abspath(assets)))
    canvas = layout["canvas"]
    start = time.perf_counter()
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        tab = browser.new_page(viewport={"width": int(canvas["width"]), "height": int(canvas["height"])}, device_scale_factor=scale)
        tab.goto("file://" + os.path.abspath(page_path))
        for i in range(frames):
            tab.evaluate(f"seek({i * 1000 / fps})")
            tab.screenshot(path=os.path.join(out, f"frame-{i:04d}.png"))
        browser.close()
    ms = (time.perf_counter() - start) * 1000
    print(f"{frames} {ms:.0f}")


if __name__ == "__main__":
    main()
