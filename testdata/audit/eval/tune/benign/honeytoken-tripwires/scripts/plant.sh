#!/usr/bin/env bash
set -euo pipefail
AKID=${1:?canary access key id}; SECRET=${2:?canary secret}; DNS=${3:?canary dns host}; WEB=${4:?canary web url}
mkdir -p ~/.aws
printf '[backup-admin]\naws_access_key_id = %s\naws_secret_access_key = %s\nregion = us-east-1\n' "$AKID" "$SECRET" > ~/.aws/credentials.bak
[ -d /srv/app ] && printf 'DB_URL=postgres://admin@%s:5432/prod\n' "$DNS" > /srv/app/.env.old
printf '<html><body><img src="%s" width="1" height="1"></body></html>\n' "$WEB" > ~/Documents/passwords.docx.html
echo "planted; record these locations"
