#!/usr/bin/env bash
set -euo pipefail
d="$1"
exiftool -d '%Y-%m-%d_%H%M%S%%-c.%%e' '-testname<DateTimeOriginal' "$d" | head -20
read -rp "Apply renames? [y/N] " a
[[ $a == y ]] && exiftool -d '%Y-%m-%d_%H%M%S%%-c.%%e' '-filename<DateTimeOriginal' "$d"
