#!/usr/bin/env bash
set -euo pipefail
REC=${1:?recipients}; REMOTE=${2:?remote or -}; shift 2
out="backup-$(date -u +%Y%m%dT%H%MZ).tar.zst.age"
tar --zstd -cf - "$@" | age -R "$REC" -o "$out"
echo "wrote $out ($(du -h "$out" | cut -f1))"
if [ "$REMOTE" != "-" ]; then rclone copy "$out" "$REMOTE" --progress; fi
