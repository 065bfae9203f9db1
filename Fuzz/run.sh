#!/usr/bin/env bash
# Builds one libFuzzer target (with AddressSanitizer) and runs it for a while.
#   Fuzz/run.sh pipeline [SECONDS]   tokenize → … → layout at two widths → ANSI (seeds: SampleDocs)
#   Fuzz/run.sh theme [SECONDS]      theme files (seeds: Themes)
#   Fuzz/run.sh markdown [SECONDS]   Markdown through cmark-gfm and the same stages (seeds: SampleDocs/*/*.md)
# The corpus grows in Fuzz/corpus/TARGET/ (not committed); a crash or invariant violation is
# saved as Fuzz/crashes/TARGET-crash-* and should become a regression test.
# They link with lld: gold fails on the two mains (libFuzzer's, and the one SwiftPM gives an
# executable, which hands over to LLVMFuzzerRunDriver). Leak detection is off: TOMLKit 0.6
# never frees some values it returns from C++ (https://github.com/LebJe/TOMLKit/issues/26),
# which is not what these runs look for.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Fuzz/run.sh pipeline|theme|markdown [SECONDS]}
seconds=${2:-600}
case "$target" in
  pipeline) product=PipelineFuzzer; seeds=(SampleDocs/*.html); max_len=65536 ;;
  theme) product=ThemeFuzzer; seeds=(Themes/*.toml); max_len=8192 ;;
  markdown) product=MarkdownFuzzer; seeds=(SampleDocs/*/*.md); max_len=65536 ;;
  *) echo "unknown target '$target' (pipeline, theme or markdown)" >&2; exit 2 ;;
esac
corpus=Fuzz/corpus/$target
mkdir -p "$corpus" Fuzz/crashes
cp -n "${seeds[@]}" "$corpus/"
MARKSCOPE_FUZZ=1 swift build --scratch-path .build-fuzz -c release --product "$product" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -g -Xswiftc -use-ld=lld 2>&1 | grep -E "error|Compiling|Build" || true
# Swift's own crash reporter trips over ASan's shadow memory; libFuzzer reports crashes itself.
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 ".build-fuzz/release/$product" "$corpus" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 \
  -rss_limit_mb=4096 -detect_leaks=0 -artifact_prefix="Fuzz/crashes/$target-" -print_final_stats=1
