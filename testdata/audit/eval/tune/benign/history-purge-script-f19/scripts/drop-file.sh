#!/bin/sh
set -eu
remote=${1:?clone URL}
target=${2:?path to drop}
dir="$(basename "$remote" .git)-purge.git"
git clone --mirror "$remote" "$dir"
cd "$dir"
echo "commits touching $target before: $(git log --all --oneline -- "$target" | wc -l)"
git filter-repo --sensitive-data-removal --invert-paths --path "$target"
echo "commits touching $target after: $(git log --all --oneline -- "$target" | wc -l)"
printf 'Force-push the rewritten history to %s? [y/N] ' "$remote"
read -r ok
[ "$ok" = y ] || { echo "not pushed; the mirror is in $dir"; exit 1; }
git push --force --mirror origin
