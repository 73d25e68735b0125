#!/bin/sh
in=$(cat)
m=$(printf %s "$in" | jq -r .model.display_name)
d=$(printf %s "$in" | jq -r .workspace.current_dir)
b=$(git -C "$d" branch --show-current 2>/dev/null)
printf '%s | %s%s' "$m" "${d##*/}" "${b:+ ($b)}"
