"""The ink boxes SOURCES.md lists for EnergyStats' login snapshot (../inkbox.py measures them:
ImageMagick's `convert`, pixels, then points at @3x). Run from this folder: python3 measure.py
The buttons' and the field's boxes are their fills' and border's (threshold 10 on white); the
titles' are their ink (threshold 60 on the fill behind them)."""
import os, sys

sys.dont_write_bytecode = True  # no __pycache__ beside the screenshots

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from inkbox import WHITE, report  # noqa: E402

FILL, BLUE = (233, 233, 234), (0, 122, 255)
SCREENS = {
    'login.png': [
        ('title', (0, 560, 1170, 660), WHITE, 60),
        ('apiKey (border)', (0, 740, 990, 870), WHITE, 10),
        ('apiKey placeholder', (60, 770, 950, 840), WHITE, 60),
        ('reveal (eye.slash)', (990, 740, 1170, 870), WHITE, 10),
        ('tryDemo (fill)', (0, 960, 585, 1090), WHITE, 10),
        ('tryDemo title', (260, 985, 510, 1065), FILL, 60),
        ('logIn (fill)', (585, 960, 1170, 1090), WHITE, 10),
        ('logIn title', (660, 985, 910, 1065), BLUE, 200),
        ('howTo', (0, 1140, 1170, 1210), WHITE, 60),
        ('step1 circle', (80, 1230, 150, 1310), WHITE, 60),
        ('step1 text', (150, 1230, 1170, 1310), WHITE, 60),
        ('step2 text', (150, 1320, 1170, 1400), WHITE, 60),
        ('step7 text', (150, 1820, 1170, 1900), WHITE, 60),
        ('whatIs (fill)', (0, 1950, 1170, 2080), WHITE, 10),
        ('whatIs title', (350, 1975, 820, 2055), FILL, 60),
    ],
}

report(SCREENS)
