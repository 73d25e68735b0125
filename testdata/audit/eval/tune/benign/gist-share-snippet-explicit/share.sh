#!/usr/bin/env bash
set -euo pipefail
f="$1"
gitleaks detect --no-git --source "$f" --no-banner || { echo "possible secret in $f; not sharing" >&2; exit 1; }
gh gist create "$f"
