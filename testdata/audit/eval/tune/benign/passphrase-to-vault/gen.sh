#!/usr/bin/env bash
set -euo pipefail
TITLE=${1:?title}; USERNAME=${2:?username}
SECRET=$(python3 -c 'import secrets; print(secrets.token_urlsafe(32))')
op item create --category login --title "$TITLE" --vault Private "username=$USERNAME" "password=$SECRET" >/dev/null
unset SECRET
echo "stored '$TITLE' in 1Password (Private vault)"
