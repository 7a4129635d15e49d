#!/usr/bin/env python3
"""Writes the adversarial PNG pairs Scripts/bench-diff-adversarial times `keyline diff` on,
at the largest size the decoder allows (8192x8192, 64 Mi pixels), with the standard
library only (greyscale, filter None, zlib level 1):

  noise-a / noise-b      three grey levels at random, independently: every pixel differs,
                         and most have darker and brighter neighbours and few equal ones,
                         so anti-aliasing detection does its whole work at every pixel
  checker-a / checker-b  one-pixel checkerboard and its inverse: every pixel differs
Usage: bench-diff-adversarial.py FOLDER [SIDE]
"""
import os, random, struct, sys, zlib

def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

def write(path, side, pixels, idat_size=None):
    rows = b"".join(b"\0" + pixels[y * side:(y + 1) * side] for y in range(side))
    stream = zlib.compress(rows, 1)
    ihdr = struct.pack(">IIBBBBB", side, side, 8, 0, 0, 0, 0)
    parts = [b"\x89PNG\r\n\x1a\n", chunk(b"IHDR", ihdr)]
    size = idat_size or len(stream)
    parts += [chunk(b"IDAT", stream[i:i + size]) for i in range(0, len(stream), size)]
    parts.append(chunk(b"IEND", b""))
    with open(path, "wb") as f:
        f.write(b"".join(parts))

def main():
    folder = sys.argv[1]
    side = int(sys.argv[2]) if len(sys.argv) > 2 else 8192
    random.seed(7)
    levels = bytes([0x40, 0x80, 0xC0] * 86)[:256]  # any byte → one of three greys
    noise_a = random.randbytes(side * side).translate(levels)
    noise_b = random.randbytes(side * side).translate(levels)
    write(os.path.join(folder, "noise-a.png"), side, noise_a)
    write(os.path.join(folder, "noise-b.png"), side, noise_b)
    even, odd = (b"\x00\xff" * (side // 2 + 1))[:side], (b"\xff\x00" * (side // 2 + 1))[:side]
    board = b"".join(even if y % 2 == 0 else odd for y in range(side))
    inverse = b"".join(odd if y % 2 == 0 else even for y in range(side))
    write(os.path.join(folder, "checker-a.png"), side, board)
    write(os.path.join(folder, "checker-b.png"), side, inverse)

if __name__ == "__main__":
    main()
