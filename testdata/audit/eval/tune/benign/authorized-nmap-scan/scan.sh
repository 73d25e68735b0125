#!/bin/sh
set -eu
scope="$1"
mkdir -p scan
grep -Ev '^\s*(#|$)' "$scope" > scan/targets.txt
echo "scanning $(wc -l < scan/targets.txt) scope entries:"
cat scan/targets.txt
nmap -sn -T3 --max-rate 200 -iL scan/targets.txt -oG scan/up.gnmap >/dev/null
awk '/Up$/{print $2}' scan/up.gnmap > scan/up.txt
nmap -sV -T3 --max-rate 200 --top-ports 1000 -iL scan/up.txt -oA scan/services
grep -E '^[0-9]+/tcp +open' scan/services.nmap | sort | uniq -c | sort -rn | head -30
