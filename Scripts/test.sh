#!/usr/bin/env bash
# Installs what the tests need when it is missing, runs the whole test suite, then checks that
# the build the README ships prints what the tested build prints.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
pkg-config --exists ncursesw 2>/dev/null || missing+=(libncursesw5-dev pkg-config)
pkg-config --exists libcmark-gfm 2>/dev/null || missing+=(libcmark-gfm-dev libcmark-gfm-extensions-dev pkg-config)
command -v tmux >/dev/null 2>&1 || missing+=(tmux)
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "installing: ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

swift build --build-tests
swift test
# The library as a client uses it: a package that imports only MarkupCore builds, links on
# Linux (libm) and prints what it printed when it was written.
(cd Examples/ProfileExample && swift build -q && .build/debug/ProfileExample | diff -u expected-output.txt -)
./Scripts/check-release-build.sh
./Scripts/check-corpus-renders.sh
./Scripts/check-install.sh
