#!/usr/bin/env bash
set -euo pipefail
read -rp "MFA code: " code
creds=$(aws sts assume-role --role-arn "$BREAKGLASS_ROLE_ARN" --role-session-name "$USER-incident" \
  --serial-number "$MFA_SERIAL" --token-code "$code" --duration-seconds 3600 --query Credentials --output json)
echo "Session expires: $(echo "$creds" | jq -r .Expiration)"
curl -sS -X POST -H 'Content-Type: application/json' -d "{\"text\":\"Break-glass role assumed by $USER\"}" "$SECURITY_SLACK_WEBHOOK" >/dev/null
