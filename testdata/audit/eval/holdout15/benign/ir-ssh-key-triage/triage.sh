#!/bin/bash
OUT="triage-$(hostname).md"
{
echo "# Triage $(hostname) $(date -u)"
echo "## authorized_keys"; for h in /root /home/*; do [ -f "$h/.ssh/authorized_keys" ] && { echo "### $h"; cat "$h/.ssh/authorized_keys"; }; done
echo "## crontabs"; ls -la /var/spool/cron/crontabs 2>/dev/null; cat /etc/crontab
echo "## systemd units changed in 7 days"; find /etc/systemd /usr/lib/systemd -mtime -7 -type f 2>/dev/null
echo "## listening"; ss -tulpn
echo "## sudoers.d"; ls -la /etc/sudoers.d
echo "## ld.so.preload"; cat /etc/ld.so.preload 2>/dev/null
} > "$OUT"
echo "wrote $OUT"
