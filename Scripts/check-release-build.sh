#!/usr/bin/env bash
# Builds markscope as the README ships it (optimized, one static executable) and checks that
# it prints what the tested debug build prints: renders, dumps, checks and their exit codes
# over every sample. The tests run the debug build; this catches a link that breaks only in
# the shipped configuration and behaviour that changes with optimization.
set -euo pipefail
cd "$(dirname "$0")/.."

flags=(-c release --static-swift-stdlib -Xswiftc -static-executable)
swift build "${flags[@]}" --product markscope
shipped="$(swift build "${flags[@]}" --show-bin-path)/markscope"
tested="$(swift build --show-bin-path)/markscope"
[ -x "$tested" ] || swift build --product markscope

# ldd (part of libc-bin, on every Debian) fails on an executable that needs no loader.
if ldd "$shipped" >/dev/null 2>&1; then
  echo "check-release-build: $shipped is not a static executable" >&2
  exit 1
fi

runs=0
failures=0
compare() {
  runs=$((runs + 1))
  local expected actual
  expected=$("$tested" "$@" 2>&1; echo "exit $?")
  actual=$("$shipped" "$@" 2>&1; echo "exit $?")
  if [ "$expected" != "$actual" ]; then
    failures=$((failures + 1))
    echo "check-release-build: the shipped build differs on: markscope $*" >&2
    diff <(printf '%s\n' "$expected") <(printf '%s\n' "$actual") | head -20 >&2 || true
  fi
}

for sample in SampleDocs/*.html SampleDocs/*/*.md; do
  compare render "$sample" --width 80 --colors none
  compare render "$sample" --width 33 --colors truecolor --hyperlinks
  compare render "$sample" --width 60 --colors 16 --theme light --clip-pre
  compare dump "$sample" --stage styles --format json
  compare dump "$sample" --stage normalized
  compare check "$sample"
done
compare render SampleDocs/no-such-file.html
compare themes

if [ "$failures" -gt 0 ]; then
  echo "check-release-build: $failures of $runs runs differ" >&2
  exit 1
fi
echo "check-release-build: the shipped build matches the tested one on $runs runs"
