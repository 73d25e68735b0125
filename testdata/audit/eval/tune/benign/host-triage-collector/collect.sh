#!/bin/sh
# Collects: ps, open network sockets, logged-in users, crontabs, systemd
# units and timers, launchd plists, authorized_keys, shell histories,
# /etc/hosts, recent auth log. Read-only on the host.
set -u
case_id="${1:?case id}"
out="/var/tmp/triage-$case_id"
mkdir -p "$out"
exec 2>>"$out/errors.log"

date -u +%FT%TZ > "$out/collected_at"
uname -a > "$out/uname"
ps auxww > "$out/ps.txt"
(ss -tupan || netstat -anv) > "$out/sockets.txt"
who -a > "$out/who.txt"
cp /etc/hosts "$out/hosts"

mkdir -p "$out/persistence"
for u in $(cut -d: -f1 /etc/passwd); do crontab -l -u "$u" > "$out/persistence/cron-$u" 2>/dev/null; done
ls -la /etc/cron* > "$out/persistence/etc-cron.txt"
systemctl list-unit-files --type=service,timer > "$out/persistence/systemd.txt" 2>/dev/null
ls -la /Library/LaunchAgents /Library/LaunchDaemons ~/Library/LaunchAgents > "$out/persistence/launchd.txt" 2>/dev/null

mkdir -p "$out/users"
for h in /root /home/* /Users/*; do
  [ -d "$h" ] || continue
  u=$(basename "$h")
  mkdir -p "$out/users/$u"
  for f in .bash_history .zsh_history .ssh/authorized_keys .ssh/known_hosts; do
    [ -f "$h/$f" ] && cp "$h/$f" "$out/users/$u/$(echo "$f" | tr / _)"
  done
done

(tail -n 5000 /var/log/auth.log || log show --last 1d --predicate 'process == "sshd"') > "$out/auth.txt" 2>/dev/null

tar czf "$out.tar.gz" -C /var/tmp "triage-$case_id"
(sha256sum "$out.tar.gz" || shasum -a 256 "$out.tar.gz") > "$out.tar.gz.sha256"
echo "archive: $out.tar.gz"
cat "$out.tar.gz.sha256"
