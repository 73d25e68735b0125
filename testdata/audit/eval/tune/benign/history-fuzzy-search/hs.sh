#!/usr/bin/env bash
HIST=${HISTFILE:-$HOME/.zsh_history}
[ -f "$HIST" ] || HIST=$HOME/.bash_history
sed 's/^: [0-9]*:[0-9]*;//' "$HIST" | tac | awk '!seen[$0]++' | grep -i -- "${1:-}" | fzf --no-sort --height 40%
