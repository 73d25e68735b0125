#!/usr/bin/env bash
set -euo pipefail
sudo ufw allow OpenSSH
for p in "$@"; do sudo ufw allow "$p"; done
sudo ufw --force enable
sudo ufw status numbered
