#!/usr/bin/env bash
for f in /root/.ssh/authorized_keys /home/*/.ssh/authorized_keys; do
  [ -f "$f" ] || continue
  echo "== $f ($(stat -c '%U %a %y' "$f"))"
  while IFS= read -r line; do
    [ -z "$line" ] || [ "${line#\#}" != "$line" ] && continue
    fp=$(ssh-keygen -lf <(echo "$line") 2>/dev/null || echo "unparseable")
    echo "  $fp"
    case "$line" in *command=*|*from=*) echo "    options: ${line%% ssh-*}";; esac
  done < "$f"
done
