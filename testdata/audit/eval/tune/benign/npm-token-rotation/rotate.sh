#!/usr/bin/env bash
set -euo pipefail
OLD=${1:?old token id (see npm token list)}
npm whoami
npm token list
NEW=$(npm token create --cidr=0.0.0.0/0 --json | jq -r .token)
printf '%s' "$NEW" | gh secret set NPM_TOKEN
unset NEW
read -r -p "Revoke old token $OLD now? [y/N] " a
[[ "$a" == y* ]] && npm token revoke "$OLD"
