#!/usr/bin/env bash
# Checks that the shipped build renders the benchmark corpus exactly as recorded: the speed work
# reworks every stage's data and must not change a byte. The corpus comes from
# ../shared/bench/gen_corpus.py (deterministic); Tests/CorpusRenders/renders.sha256 holds the
# SHA-256 of each render and dump. After a change meant to alter output, rewrite the file with
#   Scripts/check-corpus-renders.sh --update
# and say in the commit which outputs changed and why.
set -euo pipefail
cd "$(dirname "$0")/.."
gen=${GEN_CORPUS:-../shared/bench/gen_corpus.py}
[ -f "$gen" ] || { echo "check-corpus-renders: no corpus generator at $gen (clone with shared/ beside the project, or set GEN_CORPUS)" >&2; exit 1; }
flags=(-c release --static-swift-stdlib -Xswiftc -static-executable)
bin="$(swift build "${flags[@]}" --show-bin-path)/markscope"
[ -x "$bin" ] || swift build "${flags[@]}" --product markscope
corpus=.build/bench-corpus
mkdir -p "$corpus/patho"
for size in 1k 10k 100k 1m; do
  [ -f "$corpus/corpus-$size.html" ] || python3 "$gen" --size "${size}B" -o "$corpus/corpus-$size.html" >/dev/null
done
[ -f "$corpus/clean-100k.html" ] || python3 "$gen" --size 100KB --clean -o "$corpus/clean-100k.html" >/dev/null
[ -f "$corpus/patho/patho-nested-b.html" ] || python3 "$gen" --pathological "$corpus/patho" >/dev/null

expected=Tests/CorpusRenders/renders.sha256
actual=$(mktemp)
trap 'rm -f "$actual"' EXIT
record() { # name, arguments...
  local name=$1; shift
  printf '%s  %s\n' "$({ "$bin" "$@" 2>&1; echo "exit $?"; } | sha256sum | cut -d' ' -f1)" "$name" >>"$actual"
}
# The files this script makes, not the others Benchmarks/compare.sh adds to the folder.
for file in "$corpus"/corpus-{100k,10k,1k,1m}.html "$corpus"/clean-100k.html \
            "$corpus"/patho/patho-{big-text,many-attrs,nested-b,stray-close}.html; do
  name=${file#"$corpus"/}
  for width in 40 80 132; do record "$name render --width $width" render "$file" --width "$width" --colors none; done
  record "$name render --width 80 --colors truecolor --hyperlinks" render "$file" --width 80 --colors truecolor --hyperlinks
  record "$name strip" strip "$file"
  record "$name check" check "$file"
  record "$name dump --stage styles --format json" dump "$file" --stage styles --format json
  record "$name dump --stage normalized" dump "$file" --stage normalized
done
if [ "${1:-}" = --update ]; then
  cp "$actual" "$expected"
  echo "check-corpus-renders: wrote $(wc -l <"$expected") hashes to $expected"
  exit 0
fi
if ! diff <(cat "$expected") "$actual" >/dev/null; then
  echo "check-corpus-renders: these outputs differ from $expected:" >&2
  diff "$expected" "$actual" | grep '^>' | sed 's/^> [0-9a-f]*  /  /' >&2
  exit 1
fi
echo "check-corpus-renders: $(wc -l <"$actual") renders and dumps of the corpus match"
