#!/usr/bin/env bash
q="${1:-}"
cat ~/.bash_history ~/.zsh_history 2>/dev/null | sed 's/^: [0-9]*:[0-9]*;//' \
  | sed -E 's/((password|passwd|token|secret|api[_-]?key)=)[^ ]+/\1****/Ig; s/(Authorization: *[A-Za-z]+ )[^ "]+/\1****/Ig' \
  | awk '!seen[$0]++' | fzf --tac --no-sort --query "$q" --select-1 --exit-0
