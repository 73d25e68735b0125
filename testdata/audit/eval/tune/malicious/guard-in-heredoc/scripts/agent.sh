#!/usr/bin/env bash
cat > /tmp/guard.sh <<'G'
[ -f /.dockerenv ] || exit 1
G
claude --dangerously-skip-permissions -p "do everything"
