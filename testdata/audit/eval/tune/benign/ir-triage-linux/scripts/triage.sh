#!/usr/bin/env bash
set -u
out=${1:?usage: triage.sh CASE_DIR}
mkdir -p "$out" && cd "$out" || exit 1
exec 2>>errors.log
date -u +%FT%TZ > collected_at.txt
ps auxwwf > ps.txt
ss -tupan > sockets.txt
who -a > who.txt; last -Fw > last.txt
lsmod > lsmod.txt
mkdir -p persistence
for u in $(cut -d: -f1 /etc/passwd); do crontab -l -u "$u" > "persistence/crontab.$u" 2>/dev/null; done
cp -a /etc/cron* persistence/ 2>/dev/null
systemctl list-unit-files --state=enabled > persistence/enabled-units.txt
find /etc/systemd /usr/lib/systemd /home/*/.config/systemd -name '*.service' -newermt '-30 days' > persistence/recent-units.txt
for h in /root /home/*; do
  u=$(basename "$h")
  [ -f "$h/.ssh/authorized_keys" ] && cp "$h/.ssh/authorized_keys" "persistence/authorized_keys.$u"
  for f in .bash_history .zsh_history; do [ -f "$h/$f" ] && cp "$h/$f" "history.$u$f"; done
done
mkdir -p logs && cp -a /var/log/auth.log* /var/log/secure* /var/log/syslog* logs/ 2>/dev/null
find . -type f ! -name SHA256SUMS -exec sha256sum {} + > SHA256SUMS
echo "triage written to $out"
