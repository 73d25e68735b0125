#!/usr/bin/env bash
set -euo pipefail
read -rsp "PDF password: " PW; echo
qpdf --password="$PW" --decrypt "$1" "${1%.pdf}-unlocked.pdf"
echo "wrote ${1%.pdf}-unlocked.pdf"
