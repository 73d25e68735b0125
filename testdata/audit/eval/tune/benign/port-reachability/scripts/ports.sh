#!/usr/bin/env bash
for hp in "$@"; do
  h=${hp%:*}; p=${hp##*:}
  if command -v nc >/dev/null; then
    nc -zv -w 3 "$h" "$p" >/dev/null 2>&1 && r=open || r=closed
  else
    timeout 3 bash -c "exec 3<>/dev/tcp/$h/$p" 2>/dev/null && r=open || r=closed
  fi
  extra=""
  if [ "$r" = open ] && { [ "$p" = 443 ] || [ "$p" = 80 ]; }; then
    scheme=$([ "$p" = 443 ] && echo https || echo http)
    extra="http $(curl -sS -m 5 -o /dev/null -w '%{http_code}' "$scheme://$h/healthz" 2>/dev/null)"
  fi
  printf '%-30s %-7s %s\n' "$hp" "$r" "$extra"
done
