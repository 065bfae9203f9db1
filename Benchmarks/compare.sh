#!/usr/bin/env bash
# Times markscope against lexbor (selectolax), lxml, lynx, w3m and html2text on the same
# generated copy, in interleaved rounds, and prints the table the README quotes.
#   Benchmarks/compare.sh [ROUNDS]      (default 5; GEN_CORPUS= path to gen_corpus.py)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-5}
gen=${GEN_CORPUS:-../shared/bench/gen_corpus.py}
[ -f "$gen" ] || { echo "compare.sh: no corpus generator at $gen (set GEN_CORPUS)" >&2; exit 2; }
missing=()
for tool in lynx w3m html2text; do command -v "$tool" >/dev/null || missing+=("$tool"); done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq && $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
python3 -c "import selectolax.lexbor, lxml.html" 2>/dev/null || python3 -m pip install -q lxml selectolax
# Built as shipped: one static executable, the Swift runtime and Foundation linked in (see DECISIONS.md).
flags=(-c release --static-swift-stdlib -Xswiftc -static-executable)
swift build "${flags[@]}" --product markscope 2>&1 | grep -E "error|warning: .*markscope" || true
swift build "${flags[@]}" --product markscope-bench 2>&1 | grep -E "error" || true
built=$(swift build "${flags[@]}" --show-bin-path)
# Timed as installed: a copy, as `Scripts/install.sh` and a package put it. The file the linker
# wrote starts 0.3-0.4 ms slower on every run (the kernel maps it in smaller pieces of its
# page cache than a file written by a copy; DECISIONS.md, "compare.sh times an installed copy").
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
install -m 755 "$built/markscope" "$built/markscope-bench" "$bin/"
corpus=.build/bench-corpus
mkdir -p "$corpus/patho"
[ -f "$corpus/corpus-10m.html" ] || python3 "$gen" --all "$corpus" >/dev/null
[ -f "$corpus/patho/patho-nested-b.html" ] || python3 "$gen" --pathological "$corpus/patho" >/dev/null
# Two more of the core issue's pathological inputs: unterminated attribute quotes, binary.
[ -f "$corpus/patho/patho-broken-quotes.html" ] || python3 -c 'print("<a x=\"" * 50000)' > "$corpus/patho/patho-broken-quotes.html"
[ -f "$corpus/patho/patho-binary.html" ] || python3 -c 'import random, sys; r = random.Random(7); sys.stdout.buffer.write(bytes(r.randrange(256) for _ in range(1 << 20)))' > "$corpus/patho/patho-binary.html"
: > "$corpus/empty.html"
echo "$(date -u +%Y-%m-%d) on $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(uname -sr)"
python3 Benchmarks/compare.py "$bin/markscope" "$bin/markscope-bench" "$rounds" "$corpus" "$corpus/patho" "$corpus/empty.html"
