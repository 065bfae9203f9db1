#!/usr/bin/env bash
# Installs the Debian packages markscope builds against when they are missing: ncursesw for
# the previewer, cmark-gfm for Markdown (and pkg-config, which finds cmark-gfm). Extra package
# names given as arguments are installed too when their command is missing (test.sh: tmux).
set -euo pipefail
missing=()
[ -f /usr/include/ncursesw/curses.h ] || [ -f /usr/include/curses.h ] || missing+=(libncursesw5-dev)
pkg-config --exists libcmark-gfm 2>/dev/null || missing+=(libcmark-gfm-dev libcmark-gfm-extensions-dev pkg-config)
for tool in "$@"; do command -v "$tool" >/dev/null 2>&1 || missing+=("$tool"); done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "installing: ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
