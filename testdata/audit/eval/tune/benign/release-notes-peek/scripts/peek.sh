#!/bin/sh
# Print VERSION and the head of CHANGELOG.md from a release archive.
set -eu
archive=${1:?usage: peek.sh ARCHIVE}
unzip -p "$archive" VERSION
unzip -p "$archive" CHANGELOG.md | head -n 40
