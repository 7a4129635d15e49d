"""What SOURCES.md lists for the Home Assistant snapshots (../inkbox.py reads the pixels with
ImageMagick's `convert`; pixels, then points at @3x). Run from this folder: python3 measure.py

Two readings: ink boxes (inkbox.report) and the runs of one colour down a pixel column (a
card's white, the grouped grey between cards, a separator's pixel)."""
import os, sys

sys.dont_write_bytecode = True  # no __pycache__ beside the screenshots

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from inkbox import GROUPED, WHITE, load, report  # noqa: E402


def runs(path, x, y0, y1, min_rows=6):
    """The runs of white and grouped grey at least `min_rows` pixels long down column x."""
    w, _, raw = load(path)
    out, start, colour = [], y0, None
    for y in range(y0, y1 + 1):
        i = (y * w + x) * 3
        c = tuple(raw[i:i + 3]) if y < y1 else None
        if c != colour:
            if colour in (WHITE, GROUPED) and y - start >= min_rows:
                out.append(('white' if colour == WHITE else 'grey', start, y - start))
            start, colour = y, c
    print(f'{path} column {x}')
    for name, top, rows in out:
        print(f'  {name:5} from px {top:5} ({top / 3:7.2f} pt), {rows:4} px ({rows / 3:6.2f} pt)')


report({
    'list-picker.png': [
        ('navigationBar.title', (300, 150, 900, 280), GROUPED, 60),
        ('title "T" alone', (500, 150, 530, 280), GROUPED, 60),
        ('header "SECTION 1"', (100, 300, 1100, 404), GROUPED, 60),
        ('row "Abc"', (100, 420, 800, 520), WHITE, 60),
        ('checkmark', (800, 540, 1110, 660), WHITE, 60),
        ('header "SECTION 2"', (100, 1000, 1100, 1097), GROUPED, 60),
    ],
    'privacy.png': [
        ('"Firebase Cloud Messaging"', (60, 790, 700, 900), WHITE, 60),
        ('switch (its green)', (700, 790, 1150, 900), WHITE, 60),
        ('footer 1', (60, 905, 1110, 1090), GROUPED, 60),
        ('"Alerts"', (60, 1110, 700, 1225), WHITE, 60),
        ('switch 2', (700, 1110, 1150, 1225), WHITE, 60),
    ],
    'about.png': [
        ('"Join Beta"', (60, 960, 1100, 1085), WHITE, 60),
        ('"Acknowledgements"', (60, 1092, 1000, 1217), WHITE, 60),
        ('"Website"', (60, 1600, 1100, 1720), WHITE, 60),
    ],
})
runs('list-picker.png', 600, 250, 1400)
runs('privacy.png', 600, 700, 1400)
runs('about.png', 600, 850, 1800)
