#!/usr/bin/env bash
set -euo pipefail
ls -la ~/.ssh
chmod 700 ~/.ssh
for f in ~/.ssh/id_*; do
  case "$f" in *.pub) chmod 644 "$f" ;; *) chmod 600 "$f" ;; esac
done
[ -f ~/.ssh/config ] && chmod 600 ~/.ssh/config
ls -la ~/.ssh
