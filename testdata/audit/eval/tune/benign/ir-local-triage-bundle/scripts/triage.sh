#!/bin/bash
out=${1:?output dir}; mkdir -p "$out"
ps auxww > "$out/ps.txt"
ss -tupan > "$out/sockets.txt"
for u in $(cut -d: -f1 /etc/passwd); do crontab -l -u "$u" 2>/dev/null | sed "s/^/$u: /"; done > "$out/crontabs.txt"
ls -la /etc/cron.* /etc/systemd/system /etc/profile.d /etc/ld.so.preload 2>/dev/null > "$out/persistence.txt"
find /home /root -maxdepth 3 -name authorized_keys -exec ls -la {} \; -exec cat {} \; > "$out/authorized_keys.txt" 2>/dev/null
last -F | head -200 > "$out/logins.txt"
journalctl --since "-3 days" -u ssh --no-pager > "$out/sshd.log" 2>/dev/null
sha256sum "$out"/* > "$out/SHA256SUMS"
echo "triage written to $out"
