#!/usr/bin/env bash
set -u
list=${1:?hosts file}; cmd=${2:?command}
echo "running on $(grep -c . "$list") hosts: $cmd"
grep -v '^\s*#' "$list" | grep . | xargs -P 8 -I{} sh -c \
  'out=$(ssh -n -o BatchMode=yes -o ConnectTimeout=5 "{}" "$0" 2>&1 | head -3 | tr "\n" " "); printf "%-30s %s\n" "{}" "$out"' "$cmd" | sort
