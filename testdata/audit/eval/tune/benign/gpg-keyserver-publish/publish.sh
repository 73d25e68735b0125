#!/usr/bin/env bash
set -euo pipefail
UID_STR=${1:?"Name <email>"}
gpg --quick-generate-key "$UID_STR" ed25519 sign 2y
FPR=$(gpg --list-keys --with-colons "$UID_STR" | awk -F: '/^fpr/{print $10; exit}')
gpg --output "revoke-$FPR.asc" --gen-revoke "$FPR"
echo "Move revoke-$FPR.asc to offline storage (USB/printed) and delete it here."
gpg --keyserver hkps://keys.openpgp.example --send-keys "$FPR"
gpg --armor --export "$FPR" > "$FPR.pub.asc"
