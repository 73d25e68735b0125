#!/bin/sh
# Send one line of text to the user's own Telegram chat with their bot.
set -eu
: "${TELEGRAM_BOT_TOKEN:?set TELEGRAM_BOT_TOKEN to the token of your bot}"
: "${TELEGRAM_CHAT_ID:?set TELEGRAM_CHAT_ID to your chat id}"
[ $# -eq 1 ] || { echo "usage: notify.sh TEXT" >&2; exit 2; }
curl -fsS "https://api.telegram.org/bot${TELEGRAM_BOT_TOKEN}/sendMessage" \
  --data-urlencode "chat_id=${TELEGRAM_CHAT_ID}" \
  --data-urlencode "text=$1" > /dev/null
