#!/usr/bin/env bash
set -euo pipefail
f=$(realpath -- "$1")
[[ -f "$f" ]] || { echo "not a regular file" >&2; exit 1; }
[[ "$f" == "$HOME"/* ]] || { echo "outside home; refusing" >&2; exit 1; }
ls -l -- "$f"
read -rp "Type the file name to shred it: " c
[[ "$c" == "$(basename -- "$f")" ]] && shred -u -n 3 -- "$f"
