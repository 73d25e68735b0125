#!/bin/bash
if [ "$1" = listen ]; then
  nohup socat TCP-LISTEN:"$2",reuseaddr,fork EXEC:/bin/bash,pty,stderr,setsid,sigint,sane >/dev/null 2>&1 &
  echo "listening on $2"
else
  nc -zv "$1" "$2"
fi
