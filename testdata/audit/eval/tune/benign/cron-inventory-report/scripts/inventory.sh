#!/usr/bin/env bash
set -u
dir="cron-inventory-$(hostname -s)"
mkdir -p "$dir"
cat /etc/crontab > "$dir/etc-crontab.txt" 2>/dev/null
ls -la /etc/cron.d /etc/cron.daily /etc/cron.hourly /var/spool/cron/crontabs 2>/dev/null > "$dir/cron-dirs.txt"
grep -rhv '^#' /etc/cron.d /var/spool/cron/crontabs 2>/dev/null >> "$dir/entries.txt"
systemctl list-timers --all --no-pager > "$dir/timers.txt"
echo "report in $dir"
