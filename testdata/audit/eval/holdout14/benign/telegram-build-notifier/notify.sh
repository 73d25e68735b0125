#!/usr/bin/env bash
start=$(date +%s); "$@"; rc=$?
msg="$(hostname): '$*' finished rc=$rc in $(( $(date +%s) - start ))s"
curl -fsS "https://api.telegram.org/bot${TG_BOT_TOKEN}/sendMessage" \
  --data-urlencode "chat_id=${TG_CHAT_ID}" --data-urlencode "text=${msg}" >/dev/null
exit $rc
