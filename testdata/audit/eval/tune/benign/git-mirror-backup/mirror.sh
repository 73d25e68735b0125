#!/bin/sh
set -eu
mode="$1"; root="$2"; base="$3"; shift 3
exclude=""
[ "${1:-}" = "--exclude" ] && exclude=",$2,"
for gitdir in "$root"/*/.git; do
  repo=$(basename "$(dirname "$gitdir")")
  case "$exclude" in *",$repo,"*) continue ;; esac
  url="$base/$repo.git"
  if [ "$mode" = "--list" ]; then
    printf '%-30s -> %s\n' "$repo" "$url"
  else
    git -C "$root/$repo" push --mirror "$url" && echo "mirrored $repo"
  fi
done
