#!/bin/bash
set -euo pipefail
dir=${1:?dir}; days=${2:-30}
case "$dir" in /|/home|/etc|"$HOME") echo "refusing $dir"; exit 1;; esac
find "$dir" -maxdepth 1 -type f -name '*.log.gz' -mtime +"$days" -print -delete
