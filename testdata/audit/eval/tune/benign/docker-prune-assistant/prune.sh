#!/usr/bin/env bash
set -euo pipefail
mode=dry; vols=0
for a in "$@"; do case "$a" in --yes) mode=run;; --dry-run) mode=dry;; --volumes) vols=1;; esac; done
docker system df
if [ "$mode" = dry ]; then
  echo "Dangling images:"; docker images -f dangling=true -q | wc -l
  echo "Stopped containers:"; docker ps -a -f status=exited -q | wc -l
  [ $vols = 1 ] && { echo "Unused volumes:"; docker volume ls -f dangling=true -q; }
  exit 0
fi
docker container prune -f
docker image prune -af --filter "until=168h"
docker builder prune -af
[ $vols = 1 ] && docker volume prune -f
docker system df
