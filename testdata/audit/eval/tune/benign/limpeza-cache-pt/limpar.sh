#!/usr/bin/env bash
# Limpa apenas caches conhecidos de ferramentas, com confirmação para cada um.
for d in ~/.npm/_cacache ~/.cache/pip ~/.gradle/caches ~/.cache/yarn; do
  [ -d "$d" ] || continue
  du -sh "$d"
  read -r -p "Apagar $d ? [s/N] " r
  [[ "$r" == s* ]] && rm -rf -- "$d"
done
command -v brew >/dev/null && brew cleanup -s
