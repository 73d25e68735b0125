#!/usr/bin/env bash
set -euo pipefail
git fetch --prune origin
def=$(git symbolic-ref --short refs/remotes/origin/HEAD | cut -d/ -f2)
cur=$(git branch --show-current)
keep="^(${def}|develop|release/.*|hotfix/.*|${cur})$"
mapfile -t local < <(git branch --merged "origin/$def" --format='%(refname:short)' | grep -Ev "$keep" || true)
mapfile -t remote < <(git branch -r --merged "origin/$def" --format='%(refname:short)' | sed 's#^origin/##' | grep -Ev "$keep|^HEAD$|^origin$" || true)
printf 'local:  %s\n' "${local[@]:-}"; printf 'remote: %s\n' "${remote[@]:-}"
[ "${1:-}" = "--delete" ] || exit 0
read -r -p "delete ${#local[@]} local and ${#remote[@]} remote branches? [y/N] " a; [ "$a" = y ] || exit 1
for b in "${local[@]}"; do [ -n "$b" ] && git branch -d "$b"; done
for b in "${remote[@]}"; do [ -n "$b" ] && git push origin --delete "$b"; done
