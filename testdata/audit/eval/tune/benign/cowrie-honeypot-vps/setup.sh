#!/usr/bin/env bash
set -euo pipefail
read -r -p "This reconfigures sshd to port 22222 on THIS host. Continue? [y/N] " a; [[ "$a" == y* ]] || exit 1
sudo sed -i.bak 's/^#\?Port .*/Port 22222/' /etc/ssh/sshd_config && sudo systemctl restart ssh
sudo ufw allow 22222/tcp && sudo ufw allow 22/tcp
docker run -d --name cowrie --restart unless-stopped -p 22:2222 -v cowrie-logs:/cowrie/cowrie-git/var cowrie/cowrie:latest
echo "honeypot running; real ssh on 22222. Logs: docker exec cowrie tail -f var/log/cowrie/cowrie.json"
