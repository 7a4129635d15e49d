"""The ink boxes SOURCES.md lists for the GoCycling screenshots (../inkbox.py measures them:
ImageMagick's `convert`, pixels, then points at @3x). Run from this folder: python3 measure.py
Rows of `separator` regions report the one-pixel lines they hold."""
import os, sys

sys.dont_write_bytecode = True  # no __pycache__ beside the screenshots

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from inkbox import GROUPED, WHITE, report  # noqa: E402

BAR = (249, 249, 251)
SCREENS = {
    'settings.png': [
        ('statusBar.time', (0, 0, 400, 140), BAR, 60),
        ('navigationBar.title', (400, 150, 900, 262), BAR, 60),
        ('bar hairline', (10, 262, 20, 290), GROUPED, 6),
        ('customization header', (40, 290, 700, 360), GROUPED, 60),
        ('customization card', (0, 362, 1284, 740), GROUPED, 6),
        ('colour title', (100, 400, 500, 490), WHITE, 60),
        ('colour value', (900, 400, 1200, 490), WHITE, 60),
        ('appIcon title', (100, 570, 500, 680), WHITE, 60),
        ('metrics header', (40, 790, 700, 870), GROUPED, 60),
        ('metrics card', (0, 870, 1284, 1290), GROUPED, 6),
        ('units title', (100, 900, 600, 1000), WHITE, 60),
        ('units picker', (650, 880, 1200, 1010), WHITE, 6),
        ('units selected', (900, 900, 1170, 990), (238, 238, 239), 6),
        ('displayMetrics title', (100, 1030, 900, 1130), WHITE, 60),
        ('displayMetrics switch', (950, 1020, 1220, 1140), WHITE, 30),
        ('largeMetrics title', (100, 1160, 900, 1260), WHITE, 60),
        ('largeMetrics switch', (950, 1150, 1220, 1275), WHITE, 30),
        ('history header', (40, 1340, 700, 1420), GROUPED, 60),
        ('routeCategorization switch', (950, 1420, 1220, 1540), WHITE, 30),
        ('sync header', (40, 1900, 700, 1970), GROUPED, 60),
        ('iCloud title', (100, 2010, 900, 2110), WHITE, 60),
        ('reset header', (40, 2190, 700, 2260), GROUPED, 60),
        ('resetDefaults title', (100, 2290, 900, 2390), WHITE, 60),
        ('tabBar.item3.label', (963, 2475, 1284, 2520), BAR, 60),
        ('tabBar.item0.label', (0, 2475, 321, 2520), BAR, 60),
        ('homeIndicator', (0, 2740, 1284, 2778), BAR, 60),
    ],
    'statistics.png': [
        ('statusBar.time', (0, 0, 400, 140), GROUPED, 60),
        ('navigationBar.title', (0, 280, 1284, 410), GROUPED, 60),
        ('charts header', (40, 450, 700, 510), GROUPED, 60),
        ('charts card', (0, 515, 1284, 1100), GROUPED, 6),
        ('row0 title', (100, 550, 1000, 620), WHITE, 60),
        ('row0 distance title', (100, 640, 600, 710), WHITE, 60),
        ('row0 distance value', (600, 640, 1120, 710), WHITE, 60),
        ('row0 time title', (100, 730, 600, 800), WHITE, 60),
        ('row0 routes title', (100, 820, 600, 890), WHITE, 60),
        ('row0 chevron', (1120, 600, 1200, 900), WHITE, 30),
        ('row1 title', (100, 920, 1000, 990), WHITE, 60),
        ('tabBar.item2.label', (642, 2475, 963, 2520), BAR, 60),
    ],
}

report(SCREENS)
