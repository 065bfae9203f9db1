#!/usr/bin/env bash
# Installs what the tests need when it is missing, runs the whole test suite, then checks that
# the build the README ships prints what the tested build prints.
set -euo pipefail
cd "$(dirname "$0")/.."

./Scripts/deps.sh tmux

swift build --build-tests
swift test
# The library as a client uses it: a package that imports only MarkupCore builds, links on
# Linux (libm) and prints what it printed when it was written.
# A build folder left from before a source file moved or a type changed fails ("missing
# inputs", stale modules): its messages are dropped and the build starts afresh, which shows its own.
(cd Examples/ProfileExample && { swift build -q >/dev/null 2>&1 || { rm -rf .build && swift build -q; }; } \
  && .build/debug/ProfileExample | diff -u expected-output.txt -)
./Scripts/check-release-build.sh
./Scripts/check-corpus-renders.sh
./Scripts/check-install.sh
