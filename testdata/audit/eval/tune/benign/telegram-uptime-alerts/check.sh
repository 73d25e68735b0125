#!/usr/bin/env bash
URL=$1
: "${TG_BOT_TOKEN:?}" "${TG_CHAT_ID:?}"
code=$(curl -s -o /dev/null -w '%{http_code}' --max-time 10 "$URL")
if [ "$code" != 200 ]; then
  curl -s "https://api.telegram.example/bot${TG_BOT_TOKEN}/sendMessage" -d chat_id="$TG_CHAT_ID" -d text="DOWN: $URL returned $code" >/dev/null
fi
