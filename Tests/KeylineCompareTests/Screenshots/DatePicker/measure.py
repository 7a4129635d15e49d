# What a person measures on action-sheet.png (SOURCES.md): `python3 measure.py action-sheet.png`
# (needs Pillow). The frame is 600 x 1298 pixels for the 390 x 844-pt screen: 600/390 pixels a
# point. Down the column 60 pt in (clear of the titles), from the bottom up: where the dimming
# meets the Cancel button (its bottom and top), the group above it (its bottom) and the
# hairline over the Confirm row; along the Cancel button's middle row, its sides.
# RealScreenshotTests+DatePicker.swift applies the same rules.
from PIL import Image
import sys
im = Image.open(sys.argv[1]).convert('RGB'); px = im.load(); W, H = im.size
s = W / 390 if len(sys.argv) < 3 else float(sys.argv[2])
col = round(60 * s)
dim = px[1, round(700 * s)][1]
light = lambda y: px[col, y][1] > dim + 20
y = H - round(20 * s)
while not light(y): y -= 1
cancel_bottom = y + 1
while light(y): y -= 1
cancel_top = y + 1
while not light(y): y -= 1
group_bottom = y + 1
# the hairline: going up from 3 pt inside the group, the first row 8 levels darker than the group
fill = px[col, group_bottom - round(3 * s)][1]
y = group_bottom - round(3 * s)
while px[col, y][1] > fill - 8: y -= 1
hair = y
mid = (cancel_top + cancel_bottom) // 2
x = 0
while px[x, mid][1] <= dim + 20: x += 1
left = x
x = W - 1
while px[x, mid][1] <= dim + 20: x -= 1
right = x + 1
p = lambda v: round(v / s, 2)
print('hairline over Confirm', p(hair), 'group bottom', p(group_bottom), 'Cancel', p(cancel_top), 'to', p(cancel_bottom),
      'sides', p(left), 'to', p(right), 'screen bottom', p(H))
