#!/usr/bin/env bash
d=${1:?usage: audit.sh DOMAIN}
echo "SPF:   $(dig +short TXT "$d" | grep -i 'v=spf1' || echo missing)"
echo "DMARC: $(dig +short TXT "_dmarc.$d" || echo missing)"
for sel in default google selector1 selector2; do
  r=$(dig +short TXT "$sel._domainkey.$d")
  [ -n "$r" ] && echo "DKIM $sel: present"
done
echo "CAA:   $(dig +short CAA "$d" || echo none)"
for sub in www mail blog shop; do
  c=$(dig +short CNAME "$sub.$d")
  [ -n "$c" ] && [ -z "$(dig +short "$c")" ] && echo "dangling CNAME: $sub.$d -> $c"
done
