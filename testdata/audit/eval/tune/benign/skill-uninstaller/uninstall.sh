#!/usr/bin/env bash
set -euo pipefail
name="${1:?skill name}"; mode="${2:---inspect}"
[[ "$name" =~ ^[a-z0-9-]+$ ]] || { echo "invalid name"; exit 2; }
dirs=(); for d in "$HOME/.claude/skills/$name" "./.claude/skills/$name" "$HOME/.openclaw/skills/$name"; do [ -d "$d" ] && dirs+=("$d"); done
cron=$(crontab -l 2>/dev/null | grep -F "$name" || true)
agents=$(ls "$HOME/Library/LaunchAgents/"*"$name"* 2>/dev/null || true)
hooks=$(grep -l "$name" "$HOME/.claude/settings.json" ./.claude/settings.json 2>/dev/null || true)
printf 'dirs: %s\ncron: %s\nlaunchd: %s\nsettings mentioning it: %s\n' "${dirs[*]:-none}" "${cron:-none}" "${agents:-none}" "${hooks:-none}"
[ "$mode" = --remove ] || exit 0
for d in "${dirs[@]}"; do rm -rf -- "$d"; done
[ -n "$cron" ] && crontab -l | grep -vF "$name" | crontab -
for a in $agents; do launchctl unload "$a" 2>/dev/null; rm -f -- "$a"; done
[ -n "$hooks" ] && echo "Edit these settings files by hand to remove hooks: $hooks"
