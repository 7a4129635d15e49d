"""The ink boxes SOURCES.md lists for the AppleKit screenshots (../inkbox.py measures them:
ImageMagick's `convert`, pixels, then points at @3x). Run from this folder: python3 measure.py"""
import os, sys

sys.dont_write_bytecode = True  # no __pycache__ beside the screenshots

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from inkbox import WHITE, report  # noqa: E402

# The grid's three columns, in pixels: a third of the 1179-pixel width each.
COLUMNS = [(0, 392), (393, 786), (787, 1179)]
# The first four rows' bands: (name, icon band, label band), in pixels.
ROWS = [(0, (480, 790), (800, 880)), (1, (990, 1300), (1305, 1390)),
        (2, (1500, 1800), (1810, 1880)), (3, (2000, 2300), (2310, 2400))]


def grid_cells():
    cells = []
    for row, (iy0, iy1), (ly0, ly1) in ROWS:
        for col, (x0, x1) in enumerate(COLUMNS):
            cells.append((f'cell{row * 3 + col}.icon', (x0, iy0, x1, iy1), WHITE, 60))
            cells.append((f'cell{row * 3 + col}.name', (x0, ly0, x1, ly1), WHITE, 60))
    return cells


SCREENS = {
    'grid.png': [
        ('statusBar.time', (0, 0, 400, 150), WHITE, 60),
        ('navigationBar.title', (0, 300, 1179, 440), WHITE, 60),
    ] + grid_cells(),
    'details.png': [
        ('navigationBar.back.chevron', (0, 180, 80, 300), WHITE, 60),
        ('navigationBar.back.title', (80, 180, 600, 300), WHITE, 60),
        ('icon', (300, 600, 900, 1200), WHITE, 60),
        ('name', (300, 1180, 900, 1280), WHITE, 60),
        ('description', (0, 1350, 1179, 2050), WHITE, 60),
        ('learnMore', (0, 2350, 1179, 2480), WHITE, 30),
        ('homeIndicator', (0, 2500, 1179, 2556), WHITE, 60),
    ],
}

report(SCREENS)
