#!/usr/bin/env bash
# Checks Scripts/install.sh into a temporary prefix: the binary runs, and the man page and the
# bash, zsh and fish completions are there and are what they claim to be. Quick once the
# release build exists (Scripts/check-release-build.sh makes it, with the same flags).
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="$(mktemp -d)"
trap 'rm -rf "$prefix"' EXIT
Scripts/install.sh "$prefix" >/dev/null

failures=0
expect() { # FILE PATTERN
  if [ ! -s "$prefix/$1" ] || ! grep -q -- "$2" "$prefix/$1"; then
    echo "check-install: $1 is missing or does not hold '$2'" >&2
    failures=$((failures + 1))
  fi
}
expect share/man/man1/markscope.1 '^\.Dt MARKSCOPE 1'
expect share/man/man1/markscope.1 '^\.It Fl -version'
expect share/bash-completion/completions/markscope 'complete .*markscope'
expect share/zsh/site-functions/_markscope '^#compdef markscope'
expect share/fish/vendor_completions.d/markscope.fish "complete -c 'markscope'"
if ! "$prefix/bin/markscope" --version | grep -Eq '^[0-9]+\.[0-9]+\.[0-9]+$'; then
  echo "check-install: the installed binary does not print its version" >&2
  failures=$((failures + 1))
fi
[ "$failures" -eq 0 ] || exit 1
echo "check-install: binary, man page and bash, zsh and fish completions installed"
