#!/usr/bin/env bash
set -euo pipefail
. ./deploy.env
: "${DEPLOY_HOST:?}" "${DEPLOY_PATH:?}"
npm run build
flags=(-avz --delete --exclude .git --exclude .env)
[ "${1:-}" = "--dry-run" ] && flags+=(--dry-run)
rsync "${flags[@]}" -e "ssh -i ${DEPLOY_KEY:-$HOME/.ssh/id_ed25519}" dist/ "$DEPLOY_HOST:$DEPLOY_PATH/"
[ "${1:-}" = "--dry-run" ] || ssh "$DEPLOY_HOST" "sudo systemctl reload nginx"
