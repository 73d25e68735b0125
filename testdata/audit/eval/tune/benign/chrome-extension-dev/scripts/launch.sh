#!/usr/bin/env bash
ext=$(cd "${1:?extension dir}" && pwd)
profile=$(mktemp -d -t chrome-ext-dev-XXXX)
trap 'rm -rf "$profile"' EXIT
if [ "$(uname)" = Darwin ]; then chrome="/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"; else chrome=$(command -v google-chrome || command -v chromium); fi
"$chrome" --user-data-dir="$profile" --no-first-run --load-extension="$ext" "chrome://extensions"
