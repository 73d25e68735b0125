#!/usr/bin/env bash
set -euo pipefail
new="$1"
git remote -v
read -rp "Push all branches and tags to $new? [y/N] " a
[[ $a == y ]] || exit 0
git remote rename origin old-origin
git remote add origin "$new"
git push origin --all && git push origin --tags
