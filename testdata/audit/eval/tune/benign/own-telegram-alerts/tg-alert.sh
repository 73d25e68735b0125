#!/bin/sh
. /etc/default/tg-alert
use=$(df --output=pcent / | tail -1 | tr -dc 0-9)
[ "$use" -ge 90 ] || exit 0
curl -s "https://api.telegram.org/bot${TG_TOKEN}/sendMessage" \
  --data-urlencode "chat_id=${TG_CHAT}" \
  --data-urlencode "text=$(hostname): root disk at ${use}%" >/dev/null
