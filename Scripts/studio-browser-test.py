#!/usr/bin/env python3
"""keyline studio in a real browser: Playwright (from PyPI) driving Debian's Chromium.

Usage: studio-browser-test.py KEYLINE [--screenshots DIR] [--bench N]

In a temporary project with one scene it checks that the page loads; that saving the
scene updates the image; that a scene with an error shows its location while the last
good render stays; that a screenshot dropped on the still is measured as `keyline compare`
measures it (a render with the label 12 pt lower: found 12 pt lower, its drift box drawn by
Keyline in orange there, the card matching); that the scrubber shows Keyline's render of the chosen instant (the
bytes `keyline render --at` writes); that accepting a failure writes its golden (after
which `keyline test` passes); that a request naming a foreign Host is refused, and an
upload over the compare limit too. Before that, in a project with no scene yet, at a phone's
width (390 px): the page says how to begin (no scenes, no report), keeps to the window's width
with the scene list in a drawer, shows a scene file as soon as it is saved, says a storyboard-
less appear sequence has nothing to animate, and says the server is gone when it stops.
With --bench N it instead saves the scene N times and prints the save → updated image
times (Scripts/bench-studio). Exits non-zero on the first failure.
"""
import base64, http.client, os, re, shutil, statistics, subprocess, sys, tempfile, time

from playwright.sync_api import sync_playwright, expect

SCENE = """\
screens:
  main:
    state: { label: Hello }
    body:
      vstack:
        - rect: {}
          fill: "FILL"
          frame: { width: 120, height: 60 }
          appear: { from: { opacity: 0, offset: [0, 40] }, animation: "easeOut(duration: 0.5)" }
          id: card
        - text: "${label}"
          font: { size: 22 }
          id: label
      spacing: 16
storyboards:
  flow:
    screen: main
    events:
      - { at: 0.6, set: { label: Bye }, animation: "easeInOut(duration: 0.3)" }
snapshots: [ { screen: main, scale: 1 } ]
"""


def scene(fill="#0D7377", label="Hello"):
    return SCENE.replace("FILL", fill).replace("label: Hello", "label: " + label)


def save(path, text):
    # As an editor saves: a new file renamed over the old one.
    with open(path + ".tmp", "w") as f:
        f.write(text)
    os.replace(path + ".tmp", path)


def check(condition, message):
    if not condition:
        raise SystemExit("FAIL: " + message)
    print("ok: " + message)


def empty_project(keyline, env, shots):
    """A project whose Scenes/ folder is empty, seen on a phone-wide window."""
    project = tempfile.mkdtemp(prefix="keyline-studio-empty-")
    os.makedirs(os.path.join(project, "Scenes"))
    studio = subprocess.Popen([keyline, "studio", "--port", "0"], cwd=project, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        url = studio.stdout.readline().strip()
        check(url.startswith("http://127.0.0.1:"), f"the studio starts on an empty Scenes/ folder ({url})")
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-dev-shm-usage"])
            page = browser.new_page(viewport={"width": 390, "height": 844})
            page.goto(url)
            expect(page.locator("#no-scenes")).to_be_visible(timeout=10000)
            check("Scenes/" in page.locator("#no-scenes").inner_text(), "with no scene, the page says where to save one")
            wide = page.evaluate("() => document.scrollingElement.scrollWidth")
            check(wide <= 390, f"at 390 px the page keeps to the window's width ({wide} px)")
            check(not page.locator("#side").is_visible() and page.locator("#menu").is_visible(), "at 390 px the scene list is a drawer behind ☰")
            if shots: page.screenshot(path=f"{shots}/empty-390.png")
            page.locator("#tab-review").click()
            expect(page.locator("#no-report")).to_be_visible(timeout=10000)
            check(page.locator("#no-report button.primary").is_enabled(), "with no report, Review says so and offers to run the tests")
            if shots: page.screenshot(path=f"{shots}/no-report-390.png")
            page.locator("#tab-preview").click()
            save(os.path.join(project, "Scenes", "first.yaml"), "screens:\n  hello:\n    body:\n      text: Hello\n      id: greeting\n")
            image = page.locator("#preview-img")
            expect(image).to_have_attribute("data-version", "1", timeout=10000)
            check(page.locator("#no-scenes").count() == 0, "a scene file saved in the empty folder appears at once")
            wide = page.evaluate("() => document.scrollingElement.scrollWidth")
            check(wide <= 390, f"a screen's preview keeps to 390 px too ({wide} px)")
            if shots: page.screenshot(path=f"{shots}/preview-390.png", full_page=True)
            page.locator("#menu").click()
            item = page.locator('aside .item[data-kind="sequence"][data-name="hello"]')
            expect(item).to_be_visible()
            if shots: page.screenshot(path=f"{shots}/drawer-390.png")
            item.click()
            expect(page.locator("#no-motion")).to_be_visible(timeout=10000)
            check(not page.locator("#side").is_visible(), "picking in the drawer closes it; an appear sequence with nothing to animate says so")
            studio.terminate()
            studio.wait()
            expect(page.locator("#offline")).to_be_visible(timeout=15000)
            check("keyline studio" in page.locator("#offline").inner_text(), "when the server stops, the page says so and what to do")
            if shots: page.screenshot(path=f"{shots}/offline-390.png")
            browser.close()
    finally:
        if studio.poll() is None:
            studio.terminate()
            studio.wait()
        shutil.rmtree(project, ignore_errors=True)


def widths(page, shots):
    """The page at a desktop's, a laptop's, a tablet's and a phone's width, for a person to look at."""
    for width in (1440, 1024, 768, 390):
        page.set_viewport_size({"width": width, "height": 900})
        page.wait_for_timeout(300)
        wide = page.evaluate("() => document.scrollingElement.scrollWidth")
        check(wide <= width, f"at {width} px the preview keeps to the window ({wide} px)")
        if shots: page.screenshot(path=f"{shots}/width-{width}.png")
    page.set_viewport_size({"width": 1360, "height": 900})


def main():
    keyline = os.path.abspath(sys.argv[1])
    shots = sys.argv[sys.argv.index("--screenshots") + 1] if "--screenshots" in sys.argv else None
    bench = int(sys.argv[sys.argv.index("--bench") + 1]) if "--bench" in sys.argv else 0
    project = tempfile.mkdtemp(prefix="keyline-studio-")
    os.makedirs(os.path.join(project, "Scenes"))
    path = os.path.join(project, "Scenes", "s.yaml")
    env = dict(os.environ)
    env.pop("CI", None)
    if not bench:
        empty_project(keyline, env, shots)
    run = lambda *args: subprocess.run([keyline, *args], cwd=project, env=env, capture_output=True, text=True)
    # A golden recorded, then the scene changed: `keyline test` fails and writes a report.
    save(path, scene())
    check(run("test", "--record").returncode == 1, "keyline test --record writes the missing golden")
    save(path, scene(fill="#C2185B"))
    failed = run("test")
    check(failed.returncode == 1 and "1 failed" in failed.stdout, "keyline test fails after the change")
    golden = os.path.join(project, "Goldens/s/main/light@1x.png")
    before = open(golden, "rb").read()

    studio = subprocess.Popen([keyline, "studio", "--port", "0"], cwd=project, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        url = studio.stdout.readline().strip()
        check(re.fullmatch(r"http://127\.0\.0\.1:\d+/", url) is not None, f"the first line is the address ({url})")
        port = int(url.rsplit(":", 1)[1].rstrip("/"))
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-dev-shm-usage"])
            page = browser.new_page(viewport={"width": 1360, "height": 900})
            page.goto(url)
            image = page.locator("#preview-img")
            expect(image).to_have_attribute("data-version", "1", timeout=10000)
            check(page.locator("aside .item.on").inner_text().strip().endswith("main"), "the page loads and shows the first screen")
            if shots: page.screenshot(path=f"{shots}/preview.png")
            if not bench:
                widths(page, shots)

            if bench:
                times = []
                for i in range(bench):
                    version = int(image.get_attribute("data-version"))
                    page.evaluate("window.__saved = 0")
                    save(path, scene(fill="#C2185B", label=f"Edit {i}"))
                    start = time.perf_counter()
                    expect(image).to_have_attribute("data-version", str(version + 1), timeout=10000)
                    times.append((time.perf_counter() - start) * 1000)
                times.sort()
                print(f"save → updated image, {bench} saves of a screen at @2x: median {statistics.median(times):.0f} ms, "
                      f"best {times[0]:.0f} ms, worst {times[-1]:.0f} ms")
                return

            # Live: an edit updates the image.
            src = image.get_attribute("src")
            save(path, scene(fill="#C2185B", label="Edited"))
            expect(image).to_have_attribute("data-version", "2", timeout=10000)
            check(image.get_attribute("src") != src, "saving the scene updates the image")

            # A scene error shows its location; the last good render stays.
            good_src = image.get_attribute("src")
            save(path, scene(fill="#C2185B", label="Edited").replace("frame: { width: 120", "frme: { width: 120"))
            diagnostics = page.locator("#diagnostics")
            expect(diagnostics).to_contain_text("Scenes/s.yaml:8:11", timeout=10000)
            expect(diagnostics).to_contain_text("frme")
            check(image.get_attribute("src") == good_src and "stale" not in (image.get_attribute("class") or ""),
                  "a scene error shows its location (Scenes/s.yaml:8:11) and the last good render stays")
            if shots: page.screenshot(path=f"{shots}/error.png")
            save(path, scene(fill="#C2185B"))
            expect(diagnostics).to_have_count(0, timeout=10000)

            # Compare: a render of the scene with its label drawn 12 pt lower, dropped on the still.
            save(os.path.join(project, "moved.yaml"), scene(fill="#C2185B").replace("font: { size: 22 }", "font: { size: 22 }\n          offset: { x: 0, y: 12 }"))
            check(run("render", "moved.yaml", "--screen", "main", "--scale", "2", "--out", "moved").returncode == 0, "keyline render of the moved scene runs")
            moved = open(os.path.join(project, "moved/main/light@2x.png"), "rb").read()
            page.locator('.seg[aria-label="overlay"] button[data-value="compare"]').click()
            expect(page.locator("#compare-layer .drop-hint")).to_be_visible()
            transfer = page.evaluate_handle("""(b64) => { const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
                const t = new DataTransfer(); t.items.add(new File([bytes], "moved.png", { type: "image/png" })); return t; }""",
                                            base64.b64encode(moved).decode())
            page.dispatch_event("#compare-layer", "drop", {"dataTransfer": transfer})
            row = page.locator('#compare-table tr[data-id="label"]')
            expect(row).to_have_attribute("data-status", "drift", timeout=20000)
            found = [float(v) for v in row.get_attribute("data-found").split(",")]
            expected_box = [float(v) for v in row.get_attribute("data-expected").split(",")]
            check(abs(found[1] - expected_box[1] - 12) < 0.01, f"the dropped screenshot's label is found 12 pt below the render's ({expected_box[1]} → {found[1]})")
            expect(page.locator('#compare-table tr[data-id="card"]')).to_have_attribute("data-status", "match")
            # The boxes are Keyline's drawing (CompareOverlay), at the screenshot's size: the label's
            # found box is stroked in the drift orange (#E8710A) on its top edge, and far from every
            # box the layer is transparent.
            boxes = page.locator("#compare-boxes")
            expect(boxes).to_have_js_property("complete", True, timeout=10000)
            pixel = lambda x, y: boxes.evaluate("""(img, [x, y]) => { const c = document.createElement("canvas");
                c.width = img.naturalWidth; c.height = img.naturalHeight; const g = c.getContext("2d"); g.drawImage(img, 0, 0);
                return [img.naturalWidth, ...g.getImageData(x, y, 1, 1).data]; }""", [x, y])
            top = pixel(round((found[0] + found[2] / 2) * 2), round(found[1] * 2))
            check(top[0] == 780 and top[4] == 255 and top[1] > 200 and 80 < top[2] < 150 and top[3] < 40,
                  f"the boxes image draws the label's found box in orange at the found top edge ({top})")
            check(pixel(10, 1000)[4] == 0, "the boxes image is transparent away from the boxes")
            expect(page.locator("#compare-summary")).to_contain_text("1 matched, 1 drifted")
            check("+12" in page.locator('#compare-table tr[data-id="label"]').inner_text(), "the table lists the label's dy +12")
            if shots:
                page.locator("#compare-opacity").fill("70")
                page.locator("#compare-layer").screenshot(path=f"{shots}/compare.png")
                page.locator("#compare-panel").scroll_into_view_if_needed()
                page.screenshot(path=f"{shots}/compare-table.png")
            # Not a PNG: a clear error, and the studio wrote nothing.
            page.locator("#compare-file").set_input_files(path)
            expect(page.locator("#compare-error")).to_contain_text("cannot read the dropped screenshot", timeout=10000)
            check(sorted(os.listdir(project)) == sorted(["Scenes", "Goldens", ".keyline", "moved.yaml", "moved"]),
                  "comparing wrote nothing in the project")
            page.locator('.seg[aria-label="overlay"] button[data-value="none"]').click()

            # Scrubbing: frame 42 at 60 fps is 0.7 s, Keyline's render of that instant.
            page.locator('aside .item[data-kind="storyboard"][data-name="flow"]').click()
            scrubber = page.locator("#scrubber")
            expect(scrubber).to_be_visible(timeout=10000)
            # Dragged across several frames at once, as a hand does: their renders are in flight
            # together, and whichever answers last, the frame shown must be the last asked for
            # (an older answer landing after it once left an earlier frame on the page under
            # load). The wait is for every one of those answers, however long a loaded machine
            # takes to draw them, not for a fixed time; what is checked then is unchanged.
            answered = set()
            page.on("requestfinished", lambda r: answered.add(re.search(r"at=([0-9.]+)", r.url).group(1)) if "/api/render?" in r.url and "at=" in r.url else None)
            scrubber.evaluate("""(s) => { for (const v of [3, 17, 29, 42]) { s.value = v; s.dispatchEvent(new Event('input', { bubbles: true })) } }""")
            expect(page.locator("#time")).to_have_text("0.700 s")
            asked = {"0.050000", "0.283333", "0.483333", "0.700000"}
            deadline = time.monotonic() + 90
            while not asked <= answered and time.monotonic() < deadline:
                page.wait_for_timeout(100)
            check(asked <= answered, f"the renders of the frames scrubbed over are answered ({sorted(answered)})")
            page.evaluate("() => new Promise((done) => setTimeout(done, 50))")  # the page's handlers of those answers run
            expect(image).to_have_attribute("data-url", re.compile(r"at=0\.700000"), timeout=10000)
            shown = base64.b64decode(image.evaluate("""async (img) => {
                const bytes = new Uint8Array(await (await fetch(img.dataset.url)).arrayBuffer());
                let s = ""; for (const b of bytes) s += String.fromCharCode(b); return btoa(s); }"""))
            rendered = run("render", "Scenes/s.yaml", "--storyboard", "flow", "--at", "0.7", "--scale", "2", "--out", "out")
            check(rendered.returncode == 0, "keyline render --at 0.7 runs")
            expected = open(os.path.join(project, "out/flow/light@2x/at-0.700.png"), "rb").read()
            check(shown == expected, "the scrubber at frame 42 shows the bytes keyline render --at 0.7 writes")
            check(page.locator("#curves .curve-card").count() >= 1, "the curves running at 0.7 s are plotted")
            page.locator("#step-back").click()
            expect(page.locator("#time")).to_have_text("0.683 s")
            if shots:
                scrubber.evaluate("(s) => { s.value = 45; s.dispatchEvent(new Event('input', { bubbles: true })) }")
                page.wait_for_timeout(600)
                page.screenshot(path=f"{shots}/scrub.png", full_page=True)

            # Review: accept writes the golden through the record path.
            page.locator("#tab-review").click()
            card = page.locator('article.card[data-golden="s/main/light@1x"]')
            expect(card).to_be_visible(timeout=10000)
            # The comparison's figures in words, not the report's JSON keys.
            expect(card.locator(".figures")).to_contain_text("pixels differ")
            check("differingPixels" not in card.locator(".figures").inner_text(), "a failure's figures read as words (pixels differ)")
            # Once: the run's sentence ("different: 7320 of … pixels differ") is not shown beside them.
            check(card.inner_text().count("pixels differ") == 1, "a failure's figures are shown once, not in the run's sentence too")
            if shots: page.screenshot(path=f"{shots}/review.png", full_page=True)
            card.locator("button.accept").click()
            expect(card).to_have_count(0, timeout=20000)
            check(open(golden, "rb").read() != before, "accepting the failure rewrites its golden")
            check(run("test").returncode == 0, "keyline test passes after the accept")
            page.locator("#undo").click()
            expect(card).to_be_visible(timeout=20000)
            check(open(golden, "rb").read() == before, "undo puts the golden's old bytes back")
            browser.close()

        # A foreign Host is refused (DNS rebinding), whatever the path.
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
        connection.request("GET", "/api/project", headers={"Host": f"rebind.example:{port}"})
        response = connection.getresponse()
        check(response.status == 403, "a request naming a foreign Host is refused (403)")
        # An upload larger than the compare limit is refused (413), and not kept.
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        connection.request("POST", "/api/compare?scene=0&screen=main", body=b"\0" * (41 << 20),
                           headers={"Host": f"127.0.0.1:{port}", "Origin": f"http://127.0.0.1:{port}", "Content-Type": "image/png"})
        response = connection.getresponse()
        check(response.status == 413, "a screenshot over 40 MB is refused (413)")
    finally:
        studio.terminate()
        studio.wait()
        shutil.rmtree(project, ignore_errors=True)


if __name__ == "__main__":
    main()
