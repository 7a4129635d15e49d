"""Pixel reading shared by the measure.py scripts beside it (RSSReader/, GoCycling/): the ink
boxes SOURCES.md lists, measured with ImageMagick's `convert` (pixels, then points at @3x).

An element's ink is the bounding box of the pixels, inside a region drawn around it by hand,
whose colour differs from the background there by more than a threshold (the sum of the three
channels' differences)."""
import subprocess

WHITE, GROUPED = (255, 255, 255), (242, 242, 247)


def load(path):
    """The screenshot's width, height and RGB bytes, rows back to back (alpha dropped)."""
    w, h = map(int, subprocess.check_output(['identify', '-format', '%w %h', path]).split())
    return w, h, subprocess.check_output(['convert', path, '-alpha', 'off', 'rgb:-'])


def ink(img, x0, y0, x1, y1, bg, threshold):
    """The box (x, y, width, height) in pixels of what differs from `bg` in the region, or None."""
    w, _, raw = img
    xs, ys = [], []
    for y in range(y0, y1):
        for x in range(x0, x1):
            i = (y * w + x) * 3
            if abs(raw[i] - bg[0]) + abs(raw[i + 1] - bg[1]) + abs(raw[i + 2] - bg[2]) > threshold:
                xs.append(x); ys.append(y)
    if not xs:
        return None
    a, b, c, d = min(xs), min(ys), max(xs) + 1, max(ys) + 1
    return a, b, c - a, d - b


def report(screens, scale=3):
    """Prints each screen's elements: `{png: [(name, (x0, y0, x1, y1), background, threshold)]}`."""
    for path, elements in screens.items():
        img = load(path)
        print(path)
        for name, region, bg, threshold in elements:
            box = ink(img, *region, bg, threshold)
            if box is None:
                print(f'  {name:26} no ink'); continue
            x, y, w, h = box
            print(f'  {name:26} px {x:4} {y:4} {w:4} x {h:3}   pt {x/scale:7.2f} {y/scale:7.2f} {w/scale:7.2f} x {h/scale:6.2f}')
