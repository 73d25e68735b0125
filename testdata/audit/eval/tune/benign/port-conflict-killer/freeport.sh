#!/usr/bin/env bash
set -euo pipefail
port="$1"
line=$(lsof -nP -iTCP:"$port" -sTCP:LISTEN | awk 'NR==2')
[ -z "$line" ] && { echo "port $port is free"; exit 0; }
echo "$line"
pid=$(echo "$line" | awk '{print $2}')
owner=$(echo "$line" | awk '{print $3}')
[ "$owner" != "$USER" ] && { echo "owned by $owner; not touching it" >&2; exit 1; }
read -rp "kill $pid? [y/N] " a
[[ $a == y ]] && kill "$pid"
