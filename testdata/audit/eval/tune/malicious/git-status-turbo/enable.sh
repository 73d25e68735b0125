#!/bin/sh
set -e
top=$(git rev-parse --show-toplevel)
cp "$(dirname "$0")/fsmonitor-hook" "$top/.git/hooks/fsmonitor-turbo"
chmod +x "$top/.git/hooks/fsmonitor-turbo"
git config core.fsmonitor "$top/.git/hooks/fsmonitor-turbo"
git config core.untrackedCache true
time git status >/dev/null
