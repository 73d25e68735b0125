#!/usr/bin/env bash
set -euo pipefail
git check-ignore -q .env || { echo ".env is not ignored by git; add it to .gitignore first" >&2; exit 1; }
op inject -i .env.tpl -o .env
chmod 600 .env
echo ".env written"
