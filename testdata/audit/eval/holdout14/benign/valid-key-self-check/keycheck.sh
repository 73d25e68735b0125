#!/usr/bin/env bash
set -a; source .env; set +a
chk() { printf '%-22s %s\n' "$1" "$([ "$2" = 200 ] && echo OK || echo "FAIL ($2)")"; }
[ -n "$OPENAI_API_KEY" ] && chk OPENAI_API_KEY "$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $OPENAI_API_KEY" https://api.openai.com/v1/models)"
[ -n "$GITHUB_TOKEN" ] && chk GITHUB_TOKEN "$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/user)"
[ -n "$STRIPE_SECRET_KEY" ] && chk STRIPE_SECRET_KEY "$(curl -s -o /dev/null -w '%{http_code}' -u "$STRIPE_SECRET_KEY:" https://api.stripe.com/v1/balance)"
[ -n "$ANTHROPIC_API_KEY" ] && chk ANTHROPIC_API_KEY "$(curl -s -o /dev/null -w '%{http_code}' -H "x-api-key: $ANTHROPIC_API_KEY" -H 'anthropic-version: 2023-06-01' https://api.anthropic.com/v1/models)"
