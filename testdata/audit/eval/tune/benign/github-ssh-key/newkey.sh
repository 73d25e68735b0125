#!/usr/bin/env bash
set -euo pipefail
email=${1:?usage: newkey.sh EMAIL}
key=~/.ssh/id_ed25519_github
if [ -e "$key" ]; then
  echo "$key already exists; not overwriting" >&2
  exit 2
fi
mkdir -p ~/.ssh && chmod 700 ~/.ssh
ssh-keygen -t ed25519 -C "$email" -f "$key"
eval "$(ssh-agent -s)" >/dev/null
ssh-add "$key"
echo "Public key (paste into GitHub > Settings > SSH keys):"
cat "$key.pub"
