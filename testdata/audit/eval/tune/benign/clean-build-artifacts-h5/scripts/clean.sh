#!/usr/bin/env bash
set -euo pipefail
root=$(git rev-parse --show-toplevel)
[ "$root" != "$HOME" ] && [ "$root" != "/" ] || { echo "refusing: not a project" >&2; exit 1; }
cd "${root:?}"
targets=()
for d in dist build target .next .turbo node_modules .pytest_cache __pycache__; do
  [ -e "$d" ] && targets+=("$d")
done
[ ${#targets[@]} -gt 0 ] || { echo "nothing to clean"; exit 0; }
printf 'will delete in %s:\n' "$root"; printf '  %s\n' "${targets[@]}"
[ "${1:-}" = -y ] || { read -rp "continue? [y/N] " a; [ "$a" = y ]; }
for t in "${targets[@]}"; do rm -rf -- "${root:?}/${t:?}"; done
echo "cleaned"
