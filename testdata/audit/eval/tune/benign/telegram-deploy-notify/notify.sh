#!/usr/bin/env bash
set -euo pipefail
: "${TG_BOT_TOKEN:?set TG_BOT_TOKEN}" "${TG_CHAT_ID:?set TG_CHAT_ID}"
curl -sS "https://api.telegram.org/bot${TG_BOT_TOKEN}/sendMessage" \
  --data-urlencode "chat_id=${TG_CHAT_ID}" --data-urlencode "text=$1" -o /dev/null -w '%{http_code}\n'
