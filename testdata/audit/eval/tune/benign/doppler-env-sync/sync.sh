#!/usr/bin/env bash
set -euo pipefail
[ -f .env ] || { echo "no .env here"; exit 1; }
doppler configure get project config --plain
echo "keys to upload:"; grep -oE '^[A-Z0-9_]+' .env
read -r -p "Upload these keys to the Doppler project above? [y/N] " a; [[ "$a" == y* ]] || exit 1
doppler secrets upload .env
doppler secrets --only-names
read -r -p "Delete the local .env now? [y/N] " b; [[ "$b" == y* ]] && rm .env
