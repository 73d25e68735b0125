#!/usr/bin/env bash
name="${1:?name}"; type="${2:-A}"
for r in 1.1.1.1 8.8.8.8 9.9.9.9 208.67.222.222; do
  printf '%-16s %s\n' "$r" "$(dig +short @"$r" "$name" "$type" | paste -sd, -)"
done
