#!/usr/bin/env bash
set -euo pipefail
declare -A WANT=( [PermitRootLogin]=no [PasswordAuthentication]=no [KbdInteractiveAuthentication]=no [X11Forwarding]=no [MaxAuthTries]=3 [AllowAgentForwarding]=no )
for k in "${!WANT[@]}"; do
  cur=$(sshd -T 2>/dev/null | awk -v k="${k,,}" '$1==k{print $2}')
  printf '%-30s current=%-6s want=%s\n' "$k" "${cur:-?}" "${WANT[$k]}"
done
[ "${1:-}" = --apply ] || exit 0
f=/etc/ssh/sshd_config.d/50-hardening.conf
[ -f "$f" ] && cp "$f" "$f.bak.$(date +%s)"
for k in "${!WANT[@]}"; do echo "$k ${WANT[$k]}"; done > "$f"
sshd -t && systemctl reload ssh || { echo "config invalid, restoring"; rm -f "$f"; exit 1; }
