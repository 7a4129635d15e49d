"""What SOURCES.md lists for Prefire's AuthView snapshots (@2x: pixels divided by 2). Run from
this folder: python3 measure.py

Down pixel column 150 (75 pt, left of the titles) the runs that are not white, below the
logo; across the row through each run's middle, its first and last pixels that are not white;
and the colour there."""
import os, sys

sys.dont_write_bytecode = True  # no __pycache__ beside the screenshots

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from inkbox import load  # noqa: E402


def fills(path, x=150, below=340):
    w, h, raw = load(path)
    def rgb(px, py):
        i = (py * w + px) * 3
        return tuple(raw[i:i + 3])
    def white(c):
        return sum(c) >= 762
    print(path)
    y = below
    while y < h:
        if white(rgb(x, y)):
            y += 1; continue
        top = y
        while y < h and not white(rgb(x, y)):
            y += 1
        if y - top < 40:
            continue
        mid = (top + y) // 2
        left = next(px for px in range(w) if not white(rgb(px, mid)))
        right = next(px for px in range(w - 1, -1, -1) if not white(rgb(px, mid)))
        print(f'  fill px rows {top}-{y - 1}, columns {left}-{right}: pt {left / 2:.1f} to {(right + 1) / 2:.1f},'
              f' {top / 2:.1f} + {(y - top) / 2:.2f}, colour {rgb(x, mid)}')


fills('auth-filled.png')
fills('auth-empty.png')
