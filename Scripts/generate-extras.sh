#!/usr/bin/env bash
# Writes what an installed markscope carries besides its binary into OUTDIR:
#   markscope.1 (the man page, from swift-argument-parser's generate-manual plugin),
#   markscope.bash, _markscope (zsh) and markscope.fish (shell completions, from BINARY).
# Usage: Scripts/generate-extras.sh BINARY OUTDIR
# The plugin reads the command's options from a debug build of the package (reused when there
# is one); the page is the same for every build, as the options are.
set -euo pipefail
cd "$(dirname "$0")/.."
binary="$1"
outdir="$2"
mkdir -p "$outdir"

swift package plugin generate-manual --configuration debug >/dev/null
cp .build/plugins/GenerateManual/outputs/markscope/markscope.1 "$outdir/markscope.1"

"$binary" --generate-completion-script bash >"$outdir/markscope.bash"
"$binary" --generate-completion-script zsh >"$outdir/_markscope"
"$binary" --generate-completion-script fish >"$outdir/markscope.fish"
