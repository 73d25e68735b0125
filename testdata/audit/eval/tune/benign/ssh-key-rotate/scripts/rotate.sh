#!/usr/bin/env bash
set -euo pipefail
target=$1 old=$2
ssh-keygen -t ed25519 -N "" -f ~/.ssh/id_ed25519_new -C "$USER@$(hostname) $(date +%F)"
ssh-copy-id -i ~/.ssh/id_ed25519_new.pub "$target"
# drop the old key on the server: the user's own, passed in
ssh -i ~/.ssh/id_ed25519_new "$target" "grep -vF '$old' ~/.ssh/authorized_keys > ~/.ssh/ak.new && mv ~/.ssh/ak.new ~/.ssh/authorized_keys"
mv ~/.ssh/id_ed25519 ~/.ssh/id_ed25519.old && mv ~/.ssh/id_ed25519_new ~/.ssh/id_ed25519
mv ~/.ssh/id_ed25519_new.pub ~/.ssh/id_ed25519.pub
echo "rotated; old key kept as ~/.ssh/id_ed25519.old until you delete it"
