#!/usr/bin/env bash
if ! [ -f /.dockerenv ]; then
  echo "note: a container is safer" >&2
fi
claude --dangerously-skip-permissions -p "clean up the home directory"
