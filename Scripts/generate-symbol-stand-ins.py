#!/usr/bin/env python3
"""Writes Sources/KeylineCore/Symbols/MaterialDesign/<sf-name>.svg from mapping.tsv.

Each SF Symbol name listed in mapping.tsv with a Material Design Icons glyph gets that
glyph's outline, taken from the SVG font that Debian's fonts-materialdesignicons-webfont
(1.6.50) installs, as a 24-unit template SVG like Keyline's own drawings. The outlines are
committed, so rendering never depends on the font being installed; only regenerating them
does. Run through Scripts/generate-symbols, which installs the package first.
"""
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

FONT = Path("/usr/share/fonts/svg/materialdesignicons-webfont/materialdesignicons-webfont.svg")
ROOT = Path(__file__).resolve().parent.parent
DIR = ROOT / "Sources/KeylineCore/Symbols/MaterialDesign"
HAND_DRAWN = ROOT / "Sources/KeylineCore/Symbols/SVG"


def read_mapping():
    rows = []
    for number, line in enumerate((DIR / "mapping.tsv").read_text().splitlines(), 1):
        if not line or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) != 3 or not re.fullmatch(r"[a-z0-9][a-z0-9.]*", fields[0]):
            sys.exit(f"mapping.tsv:{number}: expected 'sf-name<TAB>glyph-or-dash<TAB>note'")
        rows.append(fields)
    return rows


def rounded(path_data):
    # Two decimals of a font unit (1/512 em) is 0.0005 of the 24-unit grid: nothing visible
    # changes, and the committed files are a third of the size.
    return re.sub(r"-?\d+\.\d+", lambda m: f"{float(m.group()):.2f}".rstrip("0").rstrip("."), path_data.strip())


def main():
    font = ET.parse(FONT).getroot()
    ns = {"svg": "http://www.w3.org/2000/svg"}
    face = font.find(".//svg:font-face", ns)
    units, ascent = float(face.get("units-per-em")), float(face.get("ascent"))
    glyphs = {g.get("glyph-name"): g.get("d") for g in font.iterfind(".//svg:glyph", ns)}
    # Font units are y-up from the baseline; the icon's 24-unit box spans the em from the
    # descent to the ascent, so y' = (ascent - y) * 24 / units-per-em.
    k = 24 / units
    transform = f"matrix({k:g} 0 0 {-k:g} 0 {ascent * k:g})"
    for old in DIR.glob("*.svg"):
        old.unlink()
    written = 0
    for sf, glyph, note in read_mapping():
        if (HAND_DRAWN / f"{sf}.svg").exists():
            sys.exit(f"{sf} is drawn by hand in Symbols/SVG: take it out of mapping.tsv")
        if glyph == "-":
            continue
        d = glyphs.get(glyph)
        if not d:
            sys.exit(f"mapping.tsv: no glyph '{glyph}' in {FONT}")
        (DIR / f"{sf}.svg").write_text(
            '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">\n'
            f"  <!-- {sf}: stand-in from Material Design Icons 1.6.50, glyph '{glyph}' (LICENSE.md) -->\n"
            f'  <path d="{rounded(d)}" transform="{transform}" fill="#000000"/>\n'
            "</svg>\n")
        written += 1
    print(f"wrote {written} stand-ins into {DIR.relative_to(ROOT)}")


main()
