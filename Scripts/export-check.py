#!/usr/bin/python3
"""Decodes an exported sequence (keyline render --format) and compares it with the PNG frames
of the same sequence. Prints one JSON object:
  frames      frames the file shows, holds expanded at the frame rate (one per PNG frame)
  stored      frames the file stores (holds merged)
  seconds     how long it plays
  exact       every frame equals its PNG frame (RGBA; colour where alpha is 0 ignored)
  min_psnr    the worst frame's PSNR over premultiplied R, G, B and A in dB (999 when equal)
  alpha_min   the smallest alpha in any decoded frame (255: opaque)
Usage: export-check.py FILE PNG_FRAME_FOLDER FPS
Images through Pillow (Debian's python3-pil), video through ffprobe/ffmpeg."""
import glob, json, math, subprocess, sys

import numpy
from PIL import Image, ImageSequence

def visible(rgba):
    a = numpy.asarray(rgba, dtype=numpy.int16).copy()
    a[a[..., 3] == 0] = 0
    return a

def premultiplied(a):
    out = a.astype(numpy.float32)
    out[..., :3] *= out[..., 3:4] / 255.0
    return out

def psnr(a, b):
    # Over premultiplied colour, what is seen over any background: a colour under alpha 3
    # can be off by a lot and not show. Equal frames (every lossless one) skip the arithmetic;
    # float32 differences, summed in float64, are exact enough for a PSNR in dB.
    if numpy.array_equal(a, b):
        return math.inf
    difference = premultiplied(a) - premultiplied(b)
    mse = float(numpy.mean(numpy.square(difference), dtype=numpy.float64))
    return 10 * math.log10(255 ** 2 / mse) if mse > 0 else math.inf

def image_frames(path, fps):
    im = Image.open(path)
    frames, seconds, stored = [], 0.0, 0
    for frame in ImageSequence.Iterator(im):
        stored += 1
        rgba = visible(frame.convert("RGBA"))  # WebP sets the frame's duration when it loads it
        ms = frame.info.get("duration", 0)
        # A held frame stands for as many frame times as its delay covers (frame starts are
        # rounded to the format's clock, so a delay is the difference of rounded starts).
        start = round(seconds * fps)
        seconds += ms / 1000.0
        count = max(1, round(seconds * fps) - start)
        frames += [rgba] * count
    return frames, seconds, stored

def video_frames(path, width, height):
    probe = json.loads(subprocess.check_output(["ffprobe", "-v", "error", "-select_streams", "v:0", "-count_frames",
        "-show_entries", "stream=nb_read_frames,duration,width,height,codec_name,pix_fmt", "-of", "json", path]))["streams"][0]
    decoder = ["-c:v", "libvpx-vp9"] if probe["codec_name"] == "vp9" else []  # libvpx's decoder reads VP9's alpha
    w, h = int(probe["width"]), int(probe["height"])
    raw = subprocess.check_output(["ffmpeg", "-v", "error"] + decoder + ["-i", path, "-vf",
        "scale=in_color_matrix=bt709:in_range=tv:flags=accurate_rnd+full_chroma_int", "-f", "rawvideo", "-pix_fmt", "rgba", "-"])
    arr = numpy.frombuffer(raw, dtype=numpy.uint8).reshape(-1, h, w, 4)[:, :height, :width, :]
    if "duration" not in probe:  # Matroska keeps it in the container
        probe["duration"] = json.loads(subprocess.check_output(["ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "json", path]))["format"]["duration"]
    return [visible(f) for f in arr], float(probe["duration"]), int(probe["nb_read_frames"])

def main():
    path, folder, fps = sys.argv[1], sys.argv[2], float(sys.argv[3])
    pngs = [visible(Image.open(p).convert("RGBA")) for p in sorted(glob.glob(folder + "/frame-*.png"))]
    height, width = pngs[0].shape[:2]
    if path.endswith((".mp4", ".webm", ".mov")):
        frames, seconds, stored = video_frames(path, width, height)
    else:
        frames, seconds, stored = image_frames(path, fps)
    n = min(len(frames), len(pngs))
    scores = [psnr(frames[i], pngs[i]) for i in range(n)]
    same = [score == math.inf for score in scores]
    print(json.dumps({
        "frames": len(frames), "stored": stored, "png_frames": len(pngs), "seconds": seconds,
        "exact": len(frames) == len(pngs) and all(same),
        "min_psnr": min(min(scores), 999.0) if scores else 0, "alpha_min": int(min(int(f[..., 3].min()) for f in frames)),
        "size": [int(frames[0].shape[1]), int(frames[0].shape[0])],
    }))

main()
