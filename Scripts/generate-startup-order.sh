#!/usr/bin/env bash
# Writes Scripts/startup.order: the functions a small `render`, `strip` and `check` run, one
# symbol a line, which the release link places first and together (Package.swift,
# `startupLayout`), so that starting up and reading a small document touch a few hundred
# kilobytes of code instead of pages spread over the binary's 19 MB of text.
#   Scripts/generate-startup-order.sh [BINARY]   (default: the static release build)
# The functions come from callgrind runs of the binary stripped of debug info (valgrind cannot
# read the static binary's), with names left mangled as the linker knows them. A symbol
# that later disappears is skipped by the linker; a new function is placed after the listed
# ones, so a stale list costs page faults, never correctness. Run it again after large changes.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "generate-startup-order.sh: needs valgrind" >&2; exit 2; }
flags=(-c release --static-swift-stdlib -Xswiftc -static-executable)
binary=${1:-}
if [ -z "$binary" ]; then
  swift build "${flags[@]}" --product markscope 2>&1 | grep -E "error" || true
  binary="$(swift build "${flags[@]}" --show-bin-path)/markscope"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
strip --strip-debug -o "$work/markscope" "$binary"
: > "$work/empty.html"

documents=("$work/empty.html" SampleDocs/*.html SampleDocs/markdown-launch/*.md)
[ -f .build/bench-corpus/corpus-10k.html ] && documents+=(.build/bench-corpus/corpus-10k.html)
runs=()
for document in "${documents[@]}"; do
  runs+=("render --colors none --width 80 $document")
done
runs+=("render --colors 256 --width 100 SampleDocs/promo-email.html"
       "strip SampleDocs/promo-email.html"
       "check SampleDocs/broken-nesting.html")

number=0
for run in "${runs[@]}"; do
  number=$((number + 1))
  # shellcheck disable=SC2086 # each run is a command line split on spaces
  (cd "$work" && valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/run-$number.out" \
      "$work/markscope" $(cd "$OLDPWD" && for word in $run; do [ -e "$word" ] && realpath "$word" || echo "$word"; done) \
      >/dev/null 2>&1) || true
done

# Callgrind names a function once per file (`fn=(id) name`, `cfn=(id) name`); recursion shows
# as `name'2`. Addresses without a symbol and valgrind's own entries are left out. Sorted, so
# that the list changes only where the functions run change (their order among themselves
# hardly matters: they are placed together either way).
cat "$work"/run-*.out \
  | sed -nE "s/^c?fn=\([0-9]+\) (.+)$/\1/p" \
  | sed -E "s/'[0-9]+$//" \
  | grep -vE '^(0x[0-9a-f]+|\(below main\))$' \
  | LC_ALL=C sort -u > Scripts/startup.order
echo "Scripts/startup.order: $(wc -l < Scripts/startup.order) symbols from ${#runs[@]} runs"
# SwiftPM does not know the link reads the list: without its output the next build relinks.
rm -f "$(swift build "${flags[@]}" --show-bin-path)/markscope"
echo "the next release build relinks markscope with it"
