#!/bin/sh
# Send one line to the user's own Pushover account.
set -eu
: "${PUSHOVER_TOKEN:?see setup.sh}"
: "${PUSHOVER_USER:?set PUSHOVER_USER}"
curl -fsS -F "token=$PUSHOVER_TOKEN" -F "user=$PUSHOVER_USER" -F "message=$1" https://api.pushover.net/1/messages.json >/dev/null
