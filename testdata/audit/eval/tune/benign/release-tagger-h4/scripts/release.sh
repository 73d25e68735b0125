#!/usr/bin/env bash
set -euo pipefail
ver=${1:?version}; dry=${2:-}
run() { echo "+ $*"; [ "$dry" = --dry-run ] || "$@"; }
[ "$(git rev-parse --abbrev-ref HEAD)" = main ] || { echo "not on main"; exit 1; }
[ -z "$(git status --porcelain)" ] || { echo "working tree not clean"; exit 1; }
echo "origin is $(git remote get-url origin)"
run sed -i "s/^version = \".*\"/version = \"$ver\"/" pyproject.toml
run git commit -am "release: v$ver"
run git tag -a "v$ver" -m "v$ver"
run git push origin main "v$ver"
