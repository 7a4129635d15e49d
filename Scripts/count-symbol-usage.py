#!/usr/bin/env python3
"""Counts SF Symbol names written in public SwiftUI code, for the list of the most used
symbols (Tests/KeylineCoreTests/SymbolUsage/). Not part of any build or test.

usage: count-symbol-usage.py NAMES.txt GIT_DIR...

Reads every *.swift file of each repository's HEAD commit (bare git directories, as the
search tool's `fetch` brings them) and counts the string literals written as
`systemName: "…"` (Image(systemName:), UIImage(systemName:)) or `systemImage: "…"`
(Label, Button, ContentUnavailableView), keeping the names that NAMES.txt (Apple's symbol
names) lists: names built at run time ("battery.\\(level)") and typos are not counted.
Prints a TSV: rank, name, uses, repositories using it; ranked by uses, then by number of
repositories, then by name.
"""
import collections
import re
import subprocess
import sys

PATTERN = re.compile(rb'(?:systemName|systemImage)\s*:\s*"([a-z0-9][a-z0-9.]*)"')


def swift_sources(git_dir):
    names = subprocess.run(["git", "-C", git_dir, "ls-tree", "-r", "--name-only", "HEAD"],
                           capture_output=True, check=True).stdout.decode().splitlines()
    paths = [p for p in names if p.endswith(".swift")]
    for i in range(0, len(paths), 200):
        request = "".join(f"HEAD:{p}\n" for p in paths[i:i + 200]).encode()
        yield subprocess.run(["git", "-C", git_dir, "cat-file", "--batch"], input=request,
                             capture_output=True, check=True).stdout


def main():
    valid = set(open(sys.argv[1]).read().split())
    uses, repositories = collections.Counter(), collections.defaultdict(set)
    for git_dir in sys.argv[2:]:
        for blob in swift_sources(git_dir):
            for match in PATTERN.finditer(blob):
                name = match.group(1).decode()
                if name in valid:
                    uses[name] += 1
                    repositories[name].add(git_dir)
    ranked = sorted(uses, key=lambda n: (-uses[n], -len(repositories[n]), n))
    print("rank\tname\tuses\trepositories")
    for rank, name in enumerate(ranked, 1):
        print(f"{rank}\t{name}\t{uses[name]}\t{len(repositories[name])}")


main()
