#!/usr/bin/env bash
# Builds the MarkupCore pipeline fuzzer with libFuzzer and AddressSanitizer and runs it.
# Usage: Fuzz/run.sh [SECONDS]   (seed corpus: SampleDocs; crashes land in Fuzz/crashes/)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
build=.build-fuzz
mkdir -p "$build" Fuzz/corpus Fuzz/crashes
cp -n SampleDocs/*.html Fuzz/corpus/ 2>/dev/null || true
swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name MarkupCore -package-name markscope \
  $(find Sources/MarkupCore -name '*.swift') Fuzz/CorePipelineFuzzer.swift -o "$build/core-fuzzer"
"$build/core-fuzzer" Fuzz/corpus -max_total_time="$seconds" -max_len=65536 -timeout=10 \
  -artifact_prefix=Fuzz/crashes/ -print_final_stats=1
