#!/usr/bin/env bash
set -euo pipefail
v=${1:?usage: tag.sh vX.Y.Z}
git diff --quiet && git diff --cached --quiet || { echo "working tree is dirty" >&2; exit 1; }
echo "pushing to $(git remote get-url origin)"
git tag -a "$v" -m "Release $v"
git push origin HEAD "$v"
