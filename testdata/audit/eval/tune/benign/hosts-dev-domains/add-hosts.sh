#!/usr/bin/env bash
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: add-hosts.sh name..."; exit 1; }
for n in "$@"; do [[ "$n" == *.test || "$n" == *.localhost ]] || { echo "use .test or .localhost names"; exit 1; }; done
cp /etc/hosts "/etc/hosts.bak.$(date +%s)"
sed -i.tmp '/# >>> dev-domains/,/# <<< dev-domains/d' /etc/hosts && rm -f /etc/hosts.tmp
{ echo "# >>> dev-domains"; for n in "$@"; do echo "127.0.0.1 $n"; done; echo "# <<< dev-domains"; } >> /etc/hosts
echo "added: $*"
