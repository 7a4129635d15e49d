"""Times `keyline diff` against other image-diff tools, file to file, for Scripts/bench-diff.

Usage: python3 bench-diff-tools.py KEYLINE RUNS [--results FILE] NAME:A.png:B.png ...

FILE holds `RESULT name milliseconds` lines from `KeylineBench ... verify` (one golden
verified in-process, render included), set against the tools' times in the summary.

For each pair of PNGs, every tool runs RUNS times, the tools taking turns (so that a busy
moment on a shared machine hits all of them alike); printed are each tool's median and
fastest time in milliseconds, and the differing pixels it reports at its defaults.

- `keyline diff` and ImageMagick's `compare -metric AE` run as processes: their times
  include starting the process (the `true` line shows what starting one costs here).
- blazediff (Rust, with its own PNG codec: BLAZEDIFF_PNG_ENABLED=1) and pixelmatch (the
  C++ port, files read with Pillow as its CLI does) are called in-process, so Python's
  start-up is not charged to them: their best case, file to file. blazediff is also run
  end to end as a process (`python -c`), the only way PyPI's package runs from a shell.
"""

import json
import os
import statistics
import subprocess
import sys
import time

os.environ.setdefault("BLAZEDIFF_PNG_ENABLED", "1")

import blazediff  # noqa: E402
import pybind11_pixelmatch as pm  # noqa: E402


def process(*argv):
    return lambda: subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode


def pixelmatch_files(a, b):
    return pm.pixelmatch(pm.read_image(a), pm.read_image(b), options=pm.Options())


def keyline_count(keyline, a, b, *options):
    out = subprocess.run([keyline, "diff", a, b, "--json", *options], capture_output=True, text=True).stdout
    return json.loads(out)["differingPixels"]


def magick_count(a, b, *options):
    # `compare` prints the count on standard error (as "N" or, for large counts, "1.2e+06").
    err = subprocess.run(["compare", *options, "-metric", "AE", a, b, "null:"], capture_output=True, text=True).stderr
    return int(float(err.split()[0]))


def read_results(path):
    results = {}
    with open(path) as f:
        for line in f:
            if line.startswith("RESULT "):
                _, key, value = line.split()
                results[key] = float(value)
    return results


COLUMNS = [
    ("blazediff (in-process)", "blazediff in-proc"),
    ("blazediff (process: python -c)", "blazediff python -c"),
    ("compare -metric AE (process)", "compare -metric AE"),
    ("pixelmatch C++ (in-process)", "pixelmatch C++"),
]


def summary(medians, verify):
    """The ratios in one table: each tool's median over `keyline diff`'s (above 1: Keyline is faster)."""
    print("\nSummary: medians of this run; in brackets the tool's time over keyline diff's (above 1: keyline diff is faster)")
    header = f"  {'pair':22} {'keyline diff':>13}" + "".join(f" {label:>22}" for _, label in COLUMNS)
    print(header)
    for name, tools in medians.items():
        k = tools["keyline diff (process)"]
        row = f"  {name:22} {k:10.2f} ms" + "".join(f" {tools[t]:9.2f} ms ({tools[t] / k:5.2f}x)" for t, _ in COLUMNS)
        print(row)
    if verify:
        v = verify["verify"]
        print(f"\nVerifying one golden in-process, render included: {v:.2f} ms (render {verify['render']:.2f} ms; "
              f"on a second thread meanwhile, reading and decoding the golden {verify['decode']:.2f} ms; "
              f"then comparing {verify['compare']:.2f} ms); blazediff diffing two files takes:")
        for name, tools in medians.items():
            b = tools["blazediff (in-process)"]
            print(f"  {name:22} {b:6.2f} ms in-process: {b / v:5.2f}x the time of the verify")


def main():
    args = sys.argv[3:]
    verify = {}
    if args[:1] == ["--results"]:
        verify = read_results(args[1])
        args = args[2:]
    keyline, runs, pairs = sys.argv[1], int(sys.argv[2]), [p.split(":") for p in args]
    medians = {}
    for name, a, b in pairs:
        tools = {
            "keyline diff (process)": process(keyline, "diff", a, b),
            "keyline diff --threshold 0.1 (process)": process(keyline, "diff", a, b, "--threshold", "0.1"),
            "compare -metric AE (process)": process("compare", "-metric", "AE", a, b, "null:"),
            "blazediff (in-process)": lambda: blazediff.compare(a, b),
            # End to end as PyPI ships it (no CLI): the interpreter itself, not a pyenv shim.
            "blazediff (process: python -c)": process(
                sys.executable, "-c", f"import blazediff; blazediff.compare({a!r}, {b!r})"),
            "pixelmatch C++ (in-process)": lambda: pixelmatch_files(a, b),
            "true (process start-up)": process("true"),
        }
        times = {tool: [] for tool in tools}
        for call in tools.values():
            call()  # warm-up: libraries loaded, files in the page cache
        for _ in range(runs):
            for tool, call in tools.items():
                start = time.perf_counter()
                call()
                times[tool].append((time.perf_counter() - start) * 1000)

        counts = {
            "keyline diff (process)": keyline_count(keyline, a, b),
            "keyline diff --threshold 0.1 (process)": keyline_count(keyline, a, b, "--threshold", "0.1"),
            "compare -metric AE (process)": magick_count(a, b),
            "blazediff (in-process)": blazediff.compare(a, b).diff_count or 0,  # None when it matches
            "pixelmatch C++ (in-process)": pixelmatch_files(a, b),
        }
        print(f"\n{name}: {os.path.basename(a)} vs {os.path.basename(b)}, {runs} runs each, tools taking turns")
        print(f"  {'tool':40} {'median':>9} {'fastest':>9}  differing pixels")
        for tool, samples in times.items():
            count = counts.get(tool, "")
            print(f"  {tool:40} {statistics.median(samples):6.2f} ms {min(samples):6.2f} ms  {count}")
        fuzz = magick_count(a, b, "-fuzz", "5%")
        print(f"  (compare -fuzz 5% -metric AE reports {fuzz})")
        medians[name] = {tool: statistics.median(samples) for tool, samples in times.items()}
    summary(medians, verify)


if __name__ == "__main__":
    main()
