#!/usr/bin/env bash
set -euo pipefail
tag="$1"; shift
repo=$(git remote get-url origin | sed -E 's#(git@github.com:|https://github.com/)##; s#\.git$##')
notes=$(git log --pretty='- %s' "$(git describe --tags --abbrev=0 "$tag^")..$tag")
echo "Release $tag for $repo:"; echo "$notes"
read -rp "Create release? [y/N] " ok; [[ $ok == y ]] || exit 1
auth=(-H "Authorization: Bearer $GITHUB_TOKEN" -H "Accept: application/vnd.github+json")
id=$(curl -fsS "${auth[@]}" "https://api.github.com/repos/$repo/releases" \
  -d "$(jq -n --arg t "$tag" --arg b "$notes" '{tag_name:$t,name:$t,body:$b}')" | jq -r .id)
for f in "$@"; do
  curl -fsS "${auth[@]}" -H "Content-Type: application/octet-stream" \
    --data-binary @"$f" "https://uploads.github.com/repos/$repo/releases/$id/assets?name=$(basename "$f")" >/dev/null
  echo "uploaded $f"
done
