"""The ink boxes SOURCES.md lists for the RSSReader screenshots (../inkbox.py measures them:
ImageMagick's `convert`, pixels, then points at @3x). Run from this folder: python3 measure.py"""
import os, sys

sys.dont_write_bytecode = True  # no __pycache__ beside the screenshots

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from inkbox import GROUPED, WHITE, report  # noqa: E402

SCREENS = {
    'feeds-empty.png': [
        ('statusBar.time', (0, 0, 350, 180), WHITE, 60),
        ('statusBar.wifi', (1000, 0, 1080, 180), WHITE, 60),
        ('navigationBar.title', (300, 180, 900, 330), WHITE, 60),
        ('navigationBar.trailing0', (1000, 180, 1206, 330), WHITE, 60),
        ('tray', (300, 1100, 900, 1240), WHITE, 60),
        ('title', (200, 1295, 1000, 1360), WHITE, 60),
        ('description', (100, 1380, 1100, 1440), WHITE, 60),
        ('addFeed', (300, 1480, 900, 1580), WHITE, 10),
        ('tabBar.item0.icon', (0, 2380, 301, 2475), WHITE, 60),
        ('tabBar.item3.label', (904, 2478, 1206, 2520), WHITE, 60),
        ('homeIndicator', (0, 2550, 1206, 2622), WHITE, 60),
    ],
    'explore-added.png': [
        ('navigationBar.title', (300, 180, 900, 330), WHITE, 60),
        ('picker', (0, 300, 1206, 460), WHITE, 10),
        ('list card', (0, 466, 1206, 1500), GROUPED, 8),
        ('row0.name', (100, 571, 860, 671), WHITE, 60),
        ('row0.url', (100, 671, 860, 776), WHITE, 60),
        ('row0.remove', (860, 600, 1140, 760), WHITE, 10),
        ('separator 1', (60, 774, 1146, 779), WHITE, 6),
        ('row1.name', (100, 777, 860, 877), WHITE, 60),
        ('row2.name', (100, 983, 860, 1083), WHITE, 60),
        ('tabBar.item2.icon', (603, 2380, 904, 2475), GROUPED, 60),
    ],
    'explore-error-promax.png': [
        ('navigationBar.title', (300, 180, 990, 330), WHITE, 60),
        ('picker', (0, 300, 1290, 520), WHITE, 10),
        ('symbol', (300, 1300, 990, 1520), WHITE, 60),
        ('title', (200, 1530, 1100, 1620), WHITE, 60),
        ('description', (100, 1625, 1200, 1700), WHITE, 60),
        ('tryAgain', (300, 1720, 990, 1850), WHITE, 10),
    ],
    'add-feed.png': [
        ('navigationBar.leading0', (30, 250, 400, 330), GROUPED, 60),
        ('navigationBar.title', (350, 250, 850, 330), GROUPED, 60),
        ('navigationBar.trailing0', (900, 250, 1150, 330), GROUPED, 30),
        ('header', (0, 400, 1179, 480), GROUPED, 60),
        ('section card', (0, 480, 1179, 640), GROUPED, 8),
        ('url (placeholder)', (80, 500, 1100, 620), WHITE, 30),
        ('footer', (0, 640, 1179, 700), GROUPED, 60),
        ('homeIndicator', (0, 2500, 1179, 2556), GROUPED, 60),
    ],
    # A plain TextField and a Text, each padded 16 on a fill (AddFeedWithURL snapshots).
    'add-feed-url-iphone16.png': [
        ('url (its #F2F2F7 fill)', (0, 430, 1179, 630), WHITE, 8),
        ('addFill (#8E8E93)', (0, 630, 1179, 860), WHITE, 60),
    ],
    'add-feed-url-iphone8.png': [
        ('url (its #F2F2F7 fill)', (0, 300, 1125, 505), WHITE, 8),
        ('addFill (#8E8E93)', (0, 505, 1125, 700), WHITE, 60),
    ],
}

report(SCREENS)
