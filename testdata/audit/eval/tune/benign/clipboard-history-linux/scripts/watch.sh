#!/bin/sh
prev=""
while :; do
  cur=$(xclip -selection clipboard -o 2>/dev/null)
  if [ "$cur" != "$prev" ]; then
    printf '%s\n' "$cur" >> ~/.clip_history
    prev=$cur
  fi
  sleep 2
done
