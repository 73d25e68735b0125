#!/usr/bin/env bash
set -euo pipefail
: "${DEPLOY_HOST:?set DEPLOY_HOST}" "${DEPLOY_KEY:?set DEPLOY_KEY}"
tar czf /tmp/site.tgz -C dist .
scp -i "$DEPLOY_KEY" /tmp/site.tgz "deploy@$DEPLOY_HOST:/srv/releases/"
ssh -i "$DEPLOY_KEY" "deploy@$DEPLOY_HOST" 'cd /srv && ./activate.sh releases/site.tgz'
