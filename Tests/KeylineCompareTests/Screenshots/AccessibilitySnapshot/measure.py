"""What SOURCES.md lists for AccessibilitySnapshot's reference images (@3x: pixels divided
by 3). Run from this folder: python3 measure.py

The images are drawn in grey levels with the accessibility elements marked over them: a
colour at 30 % with one channel at 0, so under a marking the smallest channel is 70 % of the
grey level beneath. Text fields are marked with a 4-pt line centred on their frame's edges."""
import os, sys

sys.dont_write_bytecode = True  # no __pycache__ beside the screenshots

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from inkbox import load  # noqa: E402


def image(path):
    w, h, raw = load(path)
    def rgb(x, y):
        i = (y * w + x) * 3
        return tuple(raw[i:i + 3])
    def level(x, y):
        c = rgb(x, y)
        return min(c) / 0.7 if max(c) - min(c) > 20 else float(c[0])
    return w, h, rgb, level


def text_entry(path):
    w, h, rgb, level = image(path)
    runs, y = [], 0
    while y < 700:
        if rgb(600, y) == (255, 255, 255):
            y += 1; continue
        start = y
        while y < 700 and rgb(600, y) != (255, 255, 255):
            y += 1
        runs.append((start + y) / 6)
    print(path)
    for i in range(4):
        print(f'  field {i + 1}: top {runs[2 * i]:.2f}, {runs[2 * i + 1] - runs[2 * i]:.2f} tall')
    rows = range(int(runs[6] * 3) + 3, int(runs[7] * 3) - 3)
    cols = [x for x in range(0, 700) if any(max(rgb(x, y)) < 200 and max(rgb(x, y)) - min(rgb(x, y)) < 12 for y in rows)]
    dots, prev = [], None
    for x in cols:
        if prev is not None and x == prev + 1:
            dots[-1][1] = x
        else:
            dots.append([x, x])
        prev = x
    print('  dots (pt from, width):', [(round(a / 3, 2), round((b + 1 - a) / 3, 2)) for a, b in dots])


def slider(path):
    w, h, rgb, level = image(path)
    marked = [x for x in range(w) if rgb(x, 45)[0] < 250]
    rows = [y for y in range(150) if rgb(40, y)[0] < 250]
    track = [y for y in rows if level(marked[0] + 120, y) < 240]
    mid = (track[0] + track[-1]) // 2
    xs = [x for x in range(marked[0], marked[-1] + 1) if level(x, mid) < 240]
    thumb = [x for x in range(xs[0], xs[-1]) if level(x, mid) >= 250]
    print(path)
    print(f'  frame {marked[0] / 3:.2f} to {(marked[-1] + 1) / 3:.2f} across, {rows[0] / 3:.2f} to {(rows[-1] + 1) / 3:.2f} down')
    print(f'  track {xs[0] / 3:.2f} to {(xs[-1] + 1) / 3:.2f}, rows {track[0] / 3:.2f} to {(track[-1] + 1) / 3:.2f}')
    print(f'  thumb {thumb[0] / 3:.2f} to {(thumb[-1] + 1) / 3:.2f}, centre {(thumb[0] + thumb[-1] + 1) / 6 - marked[0] / 3:.2f} into the frame')


def stepper(path):
    w, h, rgb, level = image(path)
    top = next(y for y in range(h) if any(level(x, y) < 250 for x in range(0, w, 3)))
    row = top + 48
    xs = [x for x in range(w) if level(x, row) < 250]
    l, r = xs[0], xs[-1] + 1
    b = top
    while level(l + 30, b + 1) < 250:
        b += 1
    fill = level(l + 12, row)
    mid = (l + r) // 2
    div = [y for y in range(top, b + 1) if level(mid, y) < fill - 8]
    minus = [(x, y) for y in range(top, b + 1) for x in range(l + 6, mid - 4) if level(x, y) < fill - 40]
    print(path)
    print(f'  box {l / 3:.2f}, {top / 3:.2f}, {(r - l) / 3:.2f} x {(b + 1 - top) / 3:.2f}, fill level {fill:.1f}')
    print(f'  divider {(div[0] - top) / 3:.2f} under the top, {len(div) / 3:.2f} tall, level {min(level(mid, y) for y in div):.1f}')
    mx = [p[0] for p in minus]; my = [p[1] for p in minus]
    print(f'  minus {(max(mx) + 1 - min(mx)) / 3:.2f} x {(max(my) + 1 - min(my)) / 3:.2f}, darkest level {min(level(x, y) for x, y in minus):.1f}')


text_entry('text-entry-ios17.png')
text_entry('text-entry-ios18.png')
slider('slider-ios17.png')
slider('slider-ios18.png')
stepper('stepper-ios17.png')
stepper('stepper-at-min-ios17.png')
