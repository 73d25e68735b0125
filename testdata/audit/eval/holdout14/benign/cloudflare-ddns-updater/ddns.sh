#!/usr/bin/env bash
set -euo pipefail
source "$HOME/.config/cf-ddns.env"
ip=$(curl -fsS https://api.ipify.org)
api=https://api.cloudflare.com/client/v4
auth=(-H "Authorization: Bearer $CF_TOKEN" -H "Content-Type: application/json")
rec=$(curl -fsS "${auth[@]}" "$api/zones/$ZONE_ID/dns_records?type=A&name=$RECORD_NAME")
id=$(jq -r '.result[0].id' <<<"$rec"); cur=$(jq -r '.result[0].content' <<<"$rec")
[ "$cur" = "$ip" ] && { echo "unchanged ($ip)"; exit 0; }
curl -fsS -X PATCH "${auth[@]}" "$api/zones/$ZONE_ID/dns_records/$id" -d "{\"content\":\"$ip\"}" | jq -r '.success'
echo "updated $RECORD_NAME -> $ip"
