"""What SOURCES.md lists for AccessibilitySnapshot's list images (pixels, then points at @3x).
Run from this folder: python3 measure_lists.py

The images are the library's accessibility snapshots: the view drawn in grey levels at the left
(393 pt wide), coloured boxes over each element's frame, a legend at the right. Two readings:
the runs of white (a row's card) and the grouped grey down one pixel column, and the text's ink:
the rows holding a dark, colourless pixel (channels summing under 420 and within 40 of each
other), so that the coloured boxes drawn behind the words do not count."""
import os, sys

sys.dont_write_bytecode = True  # no __pycache__ beside the screenshots

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from inkbox import load  # noqa: E402

GREY, WHITE = (242, 242, 242), (255, 255, 255)


def runs(img, x, y0, y1, min_rows=4):
    """The runs of one colour at least `min_rows` pixels long down column x."""
    w, _, raw = img
    out, start, colour = [], y0, None
    for y in range(y0, y1 + 1):
        c = tuple(raw[(y * w + x) * 3:(y * w + x) * 3 + 3]) if y < y1 else None
        if c != colour:
            if colour is not None and y - start >= min_rows:
                out.append((colour, start, y - start))
            start, colour = y, c
    return out


def ink_lines(img, x0, x1, y0, y1):
    """The runs of pixel rows holding dark, colourless ink between columns x0 and x1."""
    w, _, raw = img
    def dark(y):
        for x in range(x0, x1):
            i = (y * w + x) * 3
            r, g, b = raw[i], raw[i + 1], raw[i + 2]
            if r + g + b < 420 and max(r, g, b) - min(r, g, b) < 40:
                return True
        return False
    out, start = [], None
    for y in range(y0, y1 + 1):
        d = y < y1 and dark(y)
        if d and start is None:
            start = y
        if not d and start is not None:
            out.append((start, y - start)); start = None
    return out


for path, x in [('headers-footers-ios17.png', 884), ('section-headers-ios17.png', 884), ('section-headers-ios18.png', 904)]:
    img = load(path)
    print(path)
    print(f'  column {x}:')
    for colour, top, rows in runs(img, x, 0, 1400):
        print(f'    {str(colour):16} from px {top:5} ({top / 3:7.2f} pt), {rows:4} px ({rows / 3:6.2f} pt)')
    print('  ink lines (x 90 to 900 px):')
    for top, rows in ink_lines(img, 90, 900, 0, 1400):
        print(f'    px {top:5} +{rows:3}   pt {top / 3:7.2f} to {(top + rows) / 3:7.2f} ({rows / 3:5.2f})')
