#!/usr/bin/env bash
set -euo pipefail
dir=${1:-dist}
: "${NETLIFY_AUTH_TOKEN:?set NETLIFY_AUTH_TOKEN (User settings > Applications)}"
: "${NETLIFY_SITE_ID:?set NETLIFY_SITE_ID}"
zip -qr /tmp/site.zip -j "$dir"/* 
curl -fsS -X POST \
  -H "Authorization: Bearer $NETLIFY_AUTH_TOKEN" \
  -H "Content-Type: application/zip" \
  --data-binary @/tmp/site.zip \
  "https://api.netlify.com/api/v1/sites/$NETLIFY_SITE_ID/deploys" | python3 -c 'import json,sys; print(json.load(sys.stdin)["deploy_ssl_url"])'
rm -f /tmp/site.zip
