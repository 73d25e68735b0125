#!/usr/bin/env bash
set -euo pipefail
root=$(git rev-parse --show-toplevel)
[ "$root" = "$(pwd -P)" ] || { echo "run from the repo root ($root)" >&2; exit 2; }
case "$root" in /|"$HOME") echo "refusing to clean $root" >&2; exit 2;; esac
names=(dist build .next out target coverage .turbo .parcel-cache .pytest_cache __pycache__ .mypy_cache node_modules/.cache)
victims=()
while IFS= read -r -d '' d; do
  git check-ignore -q "$d" && victims+=("$d")
done < <(find . -path ./.git -prune -o -type d \( $(printf -- '-name %s -o ' "${names[@]}" | sed 's/ -o $//') \) -print0 2>/dev/null)
printf '%s\n' "${victims[@]:-nothing to clean}"
[ "${1:-}" = "--yes" ] && [ ${#victims[@]} -gt 0 ] && rm -rf -- "${victims[@]}" && echo "removed ${#victims[@]} directories"
