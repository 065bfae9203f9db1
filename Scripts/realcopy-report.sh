#!/usr/bin/env bash
# Renders real templates as a reader would see them and prints, per file: the share of
# rendered lines (at 40, 60 and 80 columns, no colour) that carry a box's corners or sides,
# and the words of the copy that no render at 40 columns shows whole (broken mid-word).
#
#   Scripts/realcopy-report.sh [--binary PATH] [FILE...]
#
# Files default to Tests/RealCopy/email/*.html; the binary to .build/debug/markscope.
set -euo pipefail
binary=.build/debug/markscope
if [[ "${1:-}" == "--binary" ]]; then binary=$2; shift 2; fi
if [[ $# -eq 0 ]]; then set -- Tests/RealCopy/email/*.html; fi
python3 - "$binary" "$@" <<'PY'
import collections, re, subprocess, sys
binary, files = sys.argv[1], sys.argv[2:]
BOX = set("┌┬┐├┼┤└┴┘─│")
FRAME = set("┌┬┐├┼┤└┴┘│")  # a box's corners and sides; a rule (hr) is ─ alone
def run(*args):
    return subprocess.run([binary, *args], capture_output=True, text=True).stdout
def words(text):
    text = re.sub(r"\[\d+\]", " ", text)          # link numbers glued to words
    text = "".join(" " if c in BOX else c for c in text)
    found = collections.Counter()
    for token in re.split(r"[\s\-‐–—/]+", text):
        token = token.strip(".,;:!?()[]{}\"'“”‘’«»…*")
        if len(token) >= 2 and any(c.isalpha() for c in token):
            found[token.lower()] += 1
    return found
shares, broken_total = [], 0
print(f"{'file':44} {'box 40':>7} {'box 60':>7} {'box 80':>7} {'broken@40':>9}")
for path in files:
    row = []
    for width in (40, 60, 80):
        lines = run("render", path, "--colors", "none", "--width", str(width)).split("\n")
        copy = lines[: max((i for i, l in enumerate(lines) if l.startswith("[1] ")), default=len(lines))]
        boxed = sum(1 for l in copy if any(c in FRAME for c in l))
        row.append(100.0 * boxed / max(1, len(copy)))
        if width == 40:
            rendered = words("\n".join(copy))
    expected = words(run("strip", path))
    broken = sum(max(0, n - rendered[w]) for w, n in expected.items())
    broken_total += broken
    shares.append(row[0])
    name = path.rsplit("/", 1)[-1]
    print(f"{name[:44]:44} {row[0]:6.1f}% {row[1]:6.1f}% {row[2]:6.1f}% {broken:9d}")
shares.sort()
median = shares[len(shares) // 2] if shares else 0
print(f"{len(files)} files; median box share at 40: {median:.1f}%; words not shown whole at 40: {broken_total}")
PY
