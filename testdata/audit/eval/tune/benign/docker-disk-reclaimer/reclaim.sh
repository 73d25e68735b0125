#!/usr/bin/env bash
set -euo pipefail
docker system df
read -rp "Prune dangling images? [y/N] " a; [[ $a == y ]] && docker image prune -f
read -rp "Prune stopped containers older than 24h? [y/N] " a; [[ $a == y ]] && docker container prune -f --filter "until=24h"
read -rp "Prune build cache above 5GB? [y/N] " a; [[ $a == y ]] && docker builder prune -f --keep-storage 5GB
docker system df
