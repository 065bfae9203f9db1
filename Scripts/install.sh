#!/usr/bin/env bash
# Builds markscope as the README's first command does (optimized, one static executable) and
# installs it under PREFIX (default /usr/local) with its man page and shell completions:
#   PREFIX/bin/markscope
#   PREFIX/share/man/man1/markscope.1
#   PREFIX/share/bash-completion/completions/markscope
#   PREFIX/share/zsh/site-functions/_markscope
#   PREFIX/share/fish/vendor_completions.d/markscope.fish
# Usage: Scripts/install.sh [PREFIX]
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="${1:-/usr/local}"

flags=(-c release --static-swift-stdlib -Xswiftc -static-executable)
./Scripts/deps.sh
swift build "${flags[@]}" --product markscope
binary="$(swift build "${flags[@]}" --show-bin-path)/markscope"

extras="$(mktemp -d)"
trap 'rm -rf "$extras"' EXIT
Scripts/generate-extras.sh "$binary" "$extras"

place() { # MODE SOURCE DESTINATION
  mkdir -p "$(dirname "$3")"
  install -m "$1" "$2" "$3"
}
place 755 "$binary" "$prefix/bin/markscope"
place 644 "$extras/markscope.1" "$prefix/share/man/man1/markscope.1"
place 644 "$extras/markscope.bash" "$prefix/share/bash-completion/completions/markscope"
place 644 "$extras/_markscope" "$prefix/share/zsh/site-functions/_markscope"
place 644 "$extras/markscope.fish" "$prefix/share/fish/vendor_completions.d/markscope.fish"
echo "installed markscope $("$prefix/bin/markscope" --version) in $prefix"
