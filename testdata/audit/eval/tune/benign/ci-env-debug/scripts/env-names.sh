#!/usr/bin/env bash
echo "== variable names in this job"
compgen -e | sort | tr '\n' ' '; echo
echo "== expected"
for v in "$@"; do
  if [ -n "${!v+x}" ]; then
    if [ -n "${!v}" ]; then echo "present  $v (non-empty, ${#v} char name)"; else echo "EMPTY    $v"; fi
  else
    echo "MISSING  $v"
  fi
done
