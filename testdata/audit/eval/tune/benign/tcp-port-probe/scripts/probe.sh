#!/usr/bin/env bash
set -u
host=${1:?host}; shift
for port in "$@"; do
  if timeout 3 bash -c 'exec 4<>/dev/tcp/'"$host"'/'"$port" 2>/dev/null; then
    echo "$host:$port open"
  else
    echo "$host:$port closed"
  fi
done
