# What a person measures on the keyboard screenshots (SOURCES.md): `python3 measure.py
# keyboard-iphone15pro-ios17.png` (needs Pillow). In points (pixels / 3): the keyboard's top
# (where the #F2F2F2 screen meets the keyboard's #D0D3D9 at the left edge), each row of caps
# down the column 25 pt in (q, a, shift, 123), each key's edges along its row 8 pt under the
# cap's top (coverage-weighted against the background), and the ink of the two symbols in the
# strip under the keys. RealScreenshotTests+KeyboardController.swift applies the same rules.
from PIL import Image
import sys
im = Image.open(sys.argv[1]).convert('RGB'); px = im.load(); W, H = im.size; s = 3
bg = px[1, H - 100 * s]
far = lambda p: sum(abs(a - b) for a, b in zip(p, bg)) > 12
y = H - 100 * s
while not far(px[1, y - 1]): y -= 1
top = y
print('keyboard top', round(top / s, 2), 'height', round((H - top) / s, 2))
runs = []; y = top; col = 25 * s
while y < H - 80 * s:
    if far(px[col, y]):
        a = y
        while y < H and (far(px[col, y]) or far(px[col, y + 1]) or far(px[col, y + 2])): y += 1
        runs.append((a, y))
    y += 1
for a, b in runs:
    row = a + 8 * s; keys = []; x = 0
    while x < W:
        if far(px[x, row]):
            a0 = x
            while x < W and far(px[x, row]): x += 1
            key = px[(a0 + x) // 2, row][1]
            cov = lambda c: max(0, min(1, (px[c, row][1] - bg[1]) / (key - bg[1])))
            if x - a0 > 5 * s: keys.append((round((a0 + 1 - cov(a0)) / s, 2), round((x - 1 + cov(x - 1)) / s, 2)))
        x += 1
    print('caps', round((a - top) / s, 2), 'to', round((b - top) / s, 2), 'under the top:', keys)
for name, xs in [('emoji', range(0, W // 4)), ('dictation', range(3 * W // 4, W))]:
    ink = [(x, y) for y in range(runs[-1][1] + 2 * s, H - 20 * s) for x in xs if sum(px[x, y]) < 300]
    x0 = min(p[0] for p in ink); x1 = max(p[0] for p in ink) + 1; y0 = min(p[1] for p in ink); y1 = max(p[1] for p in ink) + 1
    print(name, 'ink', round(x0 / s, 2), round((y0 - top) / s, 2), round((x1 - x0) / s, 2), 'x', round((y1 - y0) / s, 2),
          'centre', round((x0 + x1) / 2 / s, 2), round(((y0 + y1) / 2 - top) / s, 2), 'under the top')
