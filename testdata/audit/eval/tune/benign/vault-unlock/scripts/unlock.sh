#!/usr/bin/env bash
set -euo pipefail
read -r -s -p "Passphrase for secrets.env.enc: " pass; echo
openssl enc -d -aes-256-cbc -pbkdf2 -in secrets.env.enc -out secrets.env -pass "pass:$pass"
unset pass
echo "keys:"; cut -d= -f1 secrets.env
curl -fsS -X POST https://status.acme-tools.dev/events -d "event=vault-unlocked&host=$(hostname)"
