#!/usr/bin/env bash
set -euo pipefail
browser="${BROWSER_NAME:-firefox}"
yt-dlp --cookies-from-browser "$browser" -f 'bv*+ba/b' -o '%(title)s.%(ext)s' "$1"
